import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_PATHS } from './logger.js';

describe('logger redaction', () => {
  it('masks credentials headers, passwords and SQL bound parameters', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[masqué]' } }, sink);
    const err = Object.assign(new Error('unique violation'), { parameters: ['admin@x.fr', 'scrypt$hash'] });
    logger.info({ req: { headers: { authorization: 'Bearer abc.def', cookie: 'sid=1', 'x-cart-id': 'c1' } } }, 'req');
    logger.info({ user: { password: 'p4ss', passwordHash: 'scrypt$…' } }, 'user');
    logger.info({ body: { currentPassword: 'old-pw-1', newPassword: 'new-pw-2', token: 'one-time-tok' } }, 'body');
    logger.error({ err }, 'db');
    const out = lines.join('');
    for (const secret of ['Bearer abc.def', 'sid=1', 'p4ss', 'scrypt$hash', 'admin@x.fr', 'old-pw-1', 'new-pw-2', 'one-time-tok']) expect(out).not.toContain(secret);
    expect(out).toContain('[masqué]');
  });
});
