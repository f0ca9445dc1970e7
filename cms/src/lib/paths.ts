/**
 * Where the CMS lives on disk and where it writes its data.
 *
 * Config and runtime code run from two places: `cms/config` + `cms/src` under Vitest, and the
 * compiled copies `cms/dist/config` + `cms/dist/src` under `strapi start`. `__dirname` differs
 * between the two, so every path is derived from the CMS root found by walking up to its
 * package.json rather than from a fixed number of `..`.
 */
import fs from 'node:fs';
import path from 'node:path';

function findCmsRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
        if (name === 'cms') return dir;
      } catch {
        // An unreadable package.json is not ours: keep walking up.
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`Impossible de trouver la racine du CMS (package.json "cms") au-dessus de ${start}`);
    }
    dir = parent;
  }
}

/** `<repo>/cms` */
export const CMS_ROOT = findCmsRoot(__dirname);

/** `<repo>` */
export const REPO_ROOT = path.dirname(CMS_ROOT);

/**
 * `DATA_DIR` (docs/runtime.md), default `<repo>/data`. A relative value is read from the
 * directory the command was typed in (npm exposes it as INIT_CWD), not from `cms/` where
 * `npm --prefix cms …` runs the script: `DATA_DIR=tmp/x npm --prefix cms start` from the repo
 * root must mean `<repo>/tmp/x`.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.DATA_DIR?.trim();
  if (!raw) return path.join(REPO_ROOT, 'data');
  return path.resolve(env.INIT_CWD ?? process.cwd(), raw);
}

/**
 * Folder of the seed JSON files. `CMS_SEED_DIR` lets tests and rehearsals point the seeder at
 * another set of files without touching the committed ones.
 */
export function resolveSeedDir(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.CMS_SEED_DIR?.trim();
  if (!raw) return path.join(CMS_ROOT, 'seed', 'data');
  return path.resolve(env.INIT_CWD ?? process.cwd(), raw);
}

/**
 * Strapi's public folder (served at `/`, media library in `uploads/`). It lives in `DATA_DIR`
 * with the database it belongs to: two stacks (a developer's and the test suite's) never share
 * or delete each other's media, and deleting `DATA_DIR` really starts from scratch. The committed
 * `cms/public` (robots.txt) is copied in at boot.
 */
export function resolvePublicDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(resolveDataDir(env), 'cms-public');
}

/** Creates the public folder with its `uploads/` and the committed static files (robots.txt). */
export function preparePublicDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = resolvePublicDir(env);
  fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  const committed = path.join(CMS_ROOT, 'public');
  for (const name of fs.existsSync(committed) ? fs.readdirSync(committed) : []) {
    const from = path.join(committed, name);
    if (fs.statSync(from).isFile()) fs.copyFileSync(from, path.join(dir, name));
  }
  return dir;
}
