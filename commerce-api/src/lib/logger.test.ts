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
    const seed = 'Vh0d8Qk2rX5mZ9pL3wT7yB1nC6jF4gH0aS2eD8uI5oQ';
    logger.info({ config: { ticketSigningKey: seed } }, 'config');
    logger.info({ ticketSigningKey: seed }, 'config');
    logger.info({ deps: { ticketKeys: { active: { kid: '21fe31df', seed: [157, 97, 177] } } } }, 'keys');
    logger.info({ keys: { active: { kid: '21fe31df', seed: [157, 97, 177] } } }, 'keys');
    const out = lines.join('');
    for (const secret of ['Bearer abc.def', 'sid=1', 'p4ss', 'scrypt$hash', 'admin@x.fr', 'old-pw-1', 'new-pw-2', 'one-time-tok', seed, '157']) expect(out).not.toContain(secret);
    expect(out).toContain('21fe31df');
    expect(out).toContain('[masqué]');
  });
});
