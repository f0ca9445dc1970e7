import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { staffCodes } from './totp.ts';

describe('npm run totp', () => {
  it('prints the RFC 6238 code of each staff account of dev.env', () => {
    const env = {
      ADMIN_EMAIL: 'admin@kizomba-lumiere.fr',
      ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      SCANNER_EMAIL: 'scanner@kizomba-lumiere.fr',
      SCANNER_TOTP_SECRET: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
    };
    const now = new Date('2027-02-13T20:00:00Z');
    const expected = (secret: string) => new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: now.getTime() });
    expect(staffCodes(env, now)).toEqual([
      { label: 'Back-office', email: env.ADMIN_EMAIL, code: expected(env.ADMIN_TOTP_SECRET) },
      { label: 'Scanner', email: env.SCANNER_EMAIL, code: expected(env.SCANNER_TOTP_SECRET) },
    ]);
    expect(staffCodes({ ADMIN_EMAIL: env.ADMIN_EMAIL }, now)).toEqual([]);
  });
});
