/**
 * The staff second factor as a phone's authenticator app computes it (RFC 6238: SHA-1, 6 digits,
 * 30 s), with `otpauth`, the library the API checks codes with. The test stack's seeded staff are
 * enrolled with `ADMIN_TOTP_SECRET` / `SCANNER_TOTP_SECRET` of its dev.env.
 *
 * The API accepts a code once: a second login of the same account within the same 30 s step must
 * wait for the next step. The steps already spent are recorded in a file of the run's data folder,
 * so that every process of the run (Playwright workers, a restarted worker, the benches) agrees.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_MS = 30_000;

export function totpCode(secret: string, timestamp: number = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_MS / 1000, secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

const stepOf = (timestamp: number) => Math.floor(timestamp / TOTP_PERIOD_MS);

type SpentSteps = Record<string, number>;

function readSpent(file: string): SpentSteps {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SpentSteps;
  } catch {
    return {};
  }
}

/**
 * A code of a time step not yet spent for `account` (waiting for the next step when needed),
 * recorded as spent in `spentFile` before it is answered.
 */
export async function freshTotpCode(secret: string, account: string, spentFile: string): Promise<string> {
  const last = readSpent(spentFile)[account] ?? -1;
  let now = Date.now();
  if (stepOf(now) <= last) {
    await sleep((last + 1) * TOTP_PERIOD_MS - now + 100);
    now = Date.now();
  }
  writeFileSync(spentFile, JSON.stringify({ ...readSpent(spentFile), [account]: stepOf(now) }));
  return totpCode(secret, now);
}
