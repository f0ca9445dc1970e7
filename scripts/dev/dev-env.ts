/**
 * `DATA_DIR/dev.env`: the development secrets and accounts of one data folder.
 *
 * Generated once with random values for every secret of docs/runtime.md, then kept: the CMS
 * and the API store users and token hashes made from them, so changing them under an
 * existing database would lock the accounts out. A variable added to the list later is
 * appended on the next start without touching the others. Test stacks read this file too
 * (tests/support/stack.ts), so its format is plain dotenv.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parse } from 'dotenv';

type Generator = () => string;

const base64 = (bytes: number): Generator => () => randomBytes(bytes).toString('base64');
const base64url = (bytes: number): Generator => () => randomBytes(bytes).toString('base64url');
const hex = (bytes: number): Generator => () => randomBytes(bytes).toString('hex');
const fixed = (value: string): Generator => () => value;

/** RFC 4648 base32 of `bytes` random bytes (a TOTP secret as authenticator apps read it). */
const base32 = (bytes: number): Generator => () => {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const byte of randomBytes(bytes)) bits += byte.toString(2).padStart(8, '0');
  return (bits.match(/.{1,5}/g) ?? []).map((chunk) => ALPHABET[parseInt(chunk.padEnd(5, '0'), 2)]).join('');
};

/** Unambiguous characters (no 0/O, 1/l/I) so a password read off the banner types right. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * 4 groups of 4 joined by dashes (19 characters, ~94 bits): long enough for every policy in
 * docs/runtime.md (≥ 12), and always with an upper case letter, a lower case letter and a digit
 * (Strapi's admin password rule), plus the dashes as symbols.
 */
export function generatePassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    if (/[A-Z]/.test(password) && /[a-z]/.test(password) && /[0-9]/.test(password)) return password;
  }
}

/** Every generated variable, in file order, with a (French, user-facing) comment per group. */
export const DEV_ENV_SPEC: ReadonlyArray<{ comment: string; vars: ReadonlyArray<[string, Generator]> }> = [
  {
    comment: 'Strapi (cms/) — secrets du panneau d’admin, des jetons d’API et des sessions',
    vars: [
      ['CMS_APP_KEYS', () => Array.from({ length: 4 }, base64(32)).join(',')],
      ['CMS_API_TOKEN_SALT', base64(32)],
      ['CMS_ADMIN_JWT_SECRET', base64(32)],
      ['CMS_TRANSFER_TOKEN_SALT', base64(32)],
      ['CMS_JWT_SECRET', base64(32)],
      ['CMS_ENCRYPTION_KEY', base64(32)],
    ],
  },
  {
    comment: 'Clé d’accès du jeton d’API du CMS (build du site + API commerce) ; le CMS crée ce jeton au démarrage',
    vars: [['CMS_API_TOKEN', hex(64)]],
  },
  {
    comment: 'Clé d’accès du jeton d’édition du CMS (back-office : actualités, artistes, programme) ; le CMS crée ce jeton au démarrage',
    vars: [['CMS_EDITORIAL_TOKEN', hex(64)]],
  },
  {
    comment: 'Secret partagé du webhook de publication CMS → site (en-tête x-rebuild-secret)',
    vars: [['SITE_REBUILD_SECRET', hex(32)]],
  },
  {
    comment: 'API commerce — signe les jetons Bearer',
    vars: [['JWT_SECRET', base64(48)]],
  },
  {
    comment: 'API commerce — clé privée Ed25519 (graine de 32 octets, base64url) qui signe les codes des billets et les listes du scanner',
    vars: [['TICKET_SIGNING_KEY', base64url(32)]],
  },
  {
    comment: 'Secret de signature des webhooks Stripe (émulateur → API) ; avec une vraie clé, remplacez-le par celui de Stripe',
    vars: [['STRIPE_WEBHOOK_SECRET', () => `whsec_${hex(32)()}`]],
  },
  {
    comment: 'Clé secrète de l’émulateur Stripe : la seule qu’il accepte (API et outils /_emulator)',
    vars: [['STRIPE_EMULATOR_SECRET_KEY', () => `sk_test_${hex(24)()}`]],
  },
  {
    comment: 'Admin Strapi (rédaction), créé au démarrage s’il n’existe pas',
    vars: [
      ['CMS_ADMIN_EMAIL', fixed('cms-admin@kizomba-lumiere.fr')],
      ['CMS_ADMIN_PASSWORD', generatePassword],
      ['CMS_ADMIN_FIRSTNAME', fixed('Camille')],
      ['CMS_ADMIN_LASTNAME', fixed('Rédaction')],
    ],
  },
  {
    comment: 'Comptes du back-office (API commerce), créés au démarrage',
    vars: [
      ['ADMIN_EMAIL', fixed('admin@kizomba-lumiere.fr')],
      ['ADMIN_PASSWORD', generatePassword],
      ['SCANNER_EMAIL', fixed('scanner@kizomba-lumiere.fr')],
      ['SCANNER_PASSWORD', generatePassword],
    ],
  },
  {
    comment: 'Second facteur (TOTP) de ces comptes, enrôlés avec ces secrets (jamais en production) ; « npm run totp » affiche leurs codes',
    vars: [
      ['ADMIN_TOTP_SECRET', base32(20)],
      ['SCANNER_TOTP_SECRET', base32(20)],
    ],
  },
];

export interface DevEnvResult {
  file: string;
  created: boolean;
  /** Variables appended to an existing file (new in docs/runtime.md since it was made). */
  added: string[];
  values: Record<string, string>;
}

function quote(value: string): string {
  // Values are base64/hex/ASCII words; quote only when dotenv would otherwise trim or cut.
  return /^[A-Za-z0-9+/=,._@-]*$/.test(value) ? value : JSON.stringify(value);
}

export async function ensureDevEnv(dataDir: string): Promise<DevEnvResult> {
  const file = path.join(dataDir, 'dev.env');
  await fs.mkdir(dataDir, { recursive: true });
  const existing = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  const current = existing === null ? {} : parse(existing);

  const lines: string[] = [];
  const added: string[] = [];
  for (const group of DEV_ENV_SPEC) {
    const missing = group.vars.filter(([name]) => !(name in current));
    if (missing.length === 0) continue;
    lines.push('', `# ${group.comment}`);
    for (const [name, generate] of missing) {
      const value = generate();
      current[name] = value;
      added.push(name);
      lines.push(`${name}=${quote(value)}`);
    }
  }

  if (existing === null) {
    const header = [
      `# Secrets et comptes de DÉVELOPPEMENT de ce dossier de données, générés par « npm start » le ${new Date().toISOString()}.`,
      '# Jamais en production, jamais dans git. Une variable déjà présente dans l’environnement l’emporte.',
      '# Ports et URL ne sont pas ici : ils ont des valeurs par défaut (docs/runtime.md) et se changent par l’environnement.',
      '# Supprimer ce fichier régénère tout, mais les comptes déjà créés dans les bases gardent l’ancien mot de passe :',
      '# supprimez alors aussi le dossier de données.',
    ];
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, `${[...header, ...lines].join('\n')}\n`, { mode: 0o600 });
    await fs.rename(tmp, file); // a concurrent reader never sees half a file
    return { file, created: true, added: [], values: current };
  }
  if (added.length > 0) {
    await fs.appendFile(file, `${existing.endsWith('\n') ? '' : '\n'}${lines.join('\n')}\n`);
  }
  return { file, created: false, added, values: current };
}
