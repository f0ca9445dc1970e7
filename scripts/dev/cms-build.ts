/**
 * The Strapi admin build (`npm --prefix cms run build`, ≈ 1 min, 2 GB) runs only when stale.
 *
 * Stamp = sha256 of what the build is made of: cms/src, cms/config, cms/package.json,
 * cms/tsconfig.json, plus cms/package-lock.json (installed plugin versions end up in the admin
 * bundle) and the env values Strapi bakes into the bundle (CMS_PUBLIC_URL → backend URL,
 * STRAPI_ADMIN_*). It is stored beside the build (cms/dist/.dev-build-stamp): the build is shared
 * by every DATA_DIR, so a test stack and the dev stack never rebuild for each other.
 *
 * Two `npm start` at once (dev stack + test stack) must not build into the same cms/dist
 * together: a lock file (with the builder's pid, stale if that process is gone) serialises
 * them, and the second one re-checks the stamp after waiting.
 */
import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLogged } from './run-logged.ts';

const STAMP_FILE = '.dev-build-stamp';
const INPUTS = ['src', 'config', 'package.json', 'tsconfig.json', 'package-lock.json'];

async function listFiles(root: string, prefix: string): Promise<string[]> {
  const out: string[] = [];
  const entries = await fs.readdir(root, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === '.DS_Store') continue;
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(root, entry.name), rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

export async function cmsBuildStamp(cmsDir: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const full = path.join(cmsDir, input);
    const stat = await fs.stat(full).catch(() => null);
    if (!stat) continue;
    const files = stat.isDirectory() ? (await listFiles(full, input)).sort() : [input];
    for (const rel of files) {
      hash.update(rel).update('\0').update(await fs.readFile(path.join(cmsDir, rel))).update('\0');
    }
  }
  const baked = Object.keys(env)
    .filter((k) => k === 'CMS_PUBLIC_URL' || k.startsWith('STRAPI_ADMIN_'))
    .sort()
    .map((k) => `${k}=${env[k] ?? ''}`);
  hash.update(baked.join('\n'));
  return hash.digest('hex');
}

function stampPath(cmsDir: string): string {
  return path.join(cmsDir, 'dist', STAMP_FILE);
}

export async function cmsBuildIsCurrent(cmsDir: string, stamp: string): Promise<boolean> {
  if (!existsSync(path.join(cmsDir, 'dist', 'build', 'index.html'))) return false;
  const stored = await fs.readFile(stampPath(cmsDir), 'utf8').catch(() => '');
  return stored.trim() === stamp;
}

function lockPath(cmsDir: string): string {
  const id = createHash('sha256').update(path.resolve(cmsDir)).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `kizomba-cms-build-${id}.lock`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the build lock; resolves with a release function. `onWait` is told once if we wait. */
async function acquireLock(cmsDir: string, onWait: (pid: number) => void): Promise<() => Promise<void>> {
  const file = lockPath(cmsDir);
  let told = false;
  for (;;) {
    try {
      const handle = await fs.open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
      if (!pid || !alive(pid)) {
        await fs.rm(file, { force: true }); // left by a builder that died
        continue;
      }
      if (!told) onWait(pid);
      told = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

export interface CmsBuildOutcome {
  built: boolean;
  ms: number;
}

/**
 * Builds the Strapi admin if stale. `say` prints progress sentences. Throws StepError (with the
 * log tail) when the build fails.
 */
export async function ensureCmsBuild(options: {
  repoDir: string;
  logFile: string;
  say: (message: string) => void;
}): Promise<CmsBuildOutcome> {
  const cmsDir = path.join(options.repoDir, 'cms');
  const started = Date.now();
  let stamp = await cmsBuildStamp(cmsDir);
  if (await cmsBuildIsCurrent(cmsDir, stamp)) return { built: false, ms: Date.now() - started };

  const release = await acquireLock(cmsDir, (pid) =>
    options.say(`Une autre construction de l'admin Strapi est en cours (processus ${pid}), attente…`),
  );
  try {
    // Whoever held the lock may just have built exactly this.
    stamp = await cmsBuildStamp(cmsDir);
    if (await cmsBuildIsCurrent(cmsDir, stamp)) return { built: false, ms: Date.now() - started };

    // Without a stamp the admin was never built by `npm start` here (fresh clone, or a build
    // made by hand whose sources are unknown): a first build as far as the developer is concerned.
    const first = !existsSync(path.join(cmsDir, 'dist', 'build', 'index.html')) || !existsSync(stampPath(cmsDir));
    options.say(
      first
        ? "Construction de l'admin Strapi (≈ 1 min, une seule fois)…"
        : "Reconstruction de l'admin Strapi (le code du CMS a changé, ≈ 1 min)…",
    );
    await fs.rm(stampPath(cmsDir), { force: true });
    await runLogged('npm', ['--prefix', cmsDir, 'run', 'build'], {
      cwd: options.repoDir,
      logFile: options.logFile,
    });
    await fs.writeFile(stampPath(cmsDir), `${stamp}\n`);
    return { built: true, ms: Date.now() - started };
  } finally {
    await release();
  }
}
