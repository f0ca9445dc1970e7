/**
 * `npm run totp`: the current second-factor codes of the development staff accounts, from
 * DATA_DIR/dev.env (ADMIN_TOTP_SECRET, SCANNER_TOTP_SECRET), so a developer logs into the
 * back-office without an authenticator app. Development only: production secrets are never in a
 * file (staff enrol their own app at first login).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'dotenv';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../commerce-api/src/modules/auth/totp.ts';

export interface StaffCode {
  label: string;
  email: string;
  code: string;
}

/** The codes of the staff accounts named in `env` at `now`. */
export function staffCodes(env: Record<string, string | undefined>, now: Date = new Date()): StaffCode[] {
  const accounts: Array<[string, string | undefined, string | undefined]> = [
    ['Back-office', env.ADMIN_EMAIL, env.ADMIN_TOTP_SECRET],
    ['Scanner', env.SCANNER_EMAIL, env.SCANNER_TOTP_SECRET],
  ];
  return accounts.flatMap(([label, email, secret]) => (email && secret ? [{ label, email, code: totpCode(secret, now) }] : []));
}

function main(): void {
  const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const file = path.join(path.resolve(repoDir, process.env.DATA_DIR || 'data'), 'dev.env');
  let fromFile: Record<string, string>;
  try {
    fromFile = parse(readFileSync(file, 'utf8'));
  } catch {
    console.error(`${file} introuvable : lancez d’abord « npm start », qui le crée.`);
    process.exit(1);
  }
  // Like npm start: a variable already in the environment wins.
  const codes = staffCodes({ ...fromFile, ...process.env });
  if (codes.length === 0) {
    console.error(`Aucun secret TOTP (ADMIN_TOTP_SECRET, SCANNER_TOTP_SECRET) dans ${file}.`);
    process.exit(1);
  }
  const left = TOTP_PERIOD_SECONDS - (Math.floor(Date.now() / 1000) % TOTP_PERIOD_SECONDS);
  for (const { label, email, code } of codes) console.log(`${label.padEnd(12)} ${email.padEnd(32)} ${code}`);
  console.log(`(valables encore ${left} s, puis le code suivant)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
