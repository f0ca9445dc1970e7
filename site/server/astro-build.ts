/**
 * The real build: Astro's build of the site workspace into a given folder (SITE_OUT_DIR), in a
 * child process (astro-build-runner.ts: the same as `astro build`, plus a per-DATA_DIR cache).
 *
 * The child is node itself (no npm/sh layer) in its own process group, so that aborting a build
 * (shutdown) ends Astro and everything it started.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildFunction } from './builds.ts';
import type { Logger } from './log.ts';

export interface AstroBuildOptions {
  siteDir: string;
  /** Astro's cache (content-layer store, optimised images), one per DATA_DIR. */
  cacheDir: string;
  /** Where the full output of the last build is kept (`site-builds/last-build.log`). */
  logFile: string;
  env?: NodeJS.ProcessEnv;
  logger: Logger;
}

/** Lines of Astro's output shown in the server log when a build fails. */
const TAIL_LINES = 40;

const RUNNER = fileURLToPath(new URL('./astro-build-runner.ts', import.meta.url));

export function buildEnvironment(base: NodeJS.ProcessEnv, outDir: string, cacheDir: string, locales?: readonly string[]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    SITE_OUT_DIR: outDir,
    SITE_CACHE_DIR: cacheDir,
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  // The languages to render (src/lib/locale-pages.ts); unset: all of them.
  if (locales && locales.length > 0) env.SITE_BUILD_LOCALES = locales.join(',');
  else delete env.SITE_BUILD_LOCALES;
  // `NODE_ENV=development` during `vite build` bundles React's development build (slow,
  // noisy); Astro builds for production unless told otherwise, so let it decide.
  if (env.NODE_ENV !== 'production') delete env.NODE_ENV;
  return env;
}

export function createAstroBuild(options: AstroBuildOptions): BuildFunction {
  // tsx's ESM loader, resolved like the server's own imports.
  const tsxLoader = import.meta.resolve('tsx');
  return async (outDir, signal, locales) => {
    await fs.mkdir(path.dirname(options.logFile), { recursive: true });
    // Astro renders the pages from server chunks written under `<cwd>/.astro/` whenever outDir
    // is outside the working directory (it is: DATA_DIR/site-builds). With cwd = the site folder,
    // two stacks building at once (dev + tests) would overwrite each other's chunks; a scratch
    // working directory per build, inside the site folder (so the chunks still resolve
    // node_modules by walking up), keeps them apart. Astro's root is passed explicitly.
    const scratch = path.join(options.siteDir, '.astro', `build-${path.basename(outDir)}`);
    await fs.mkdir(scratch, { recursive: true });
    const logStream = createWriteStream(options.logFile);
    const tail: string[] = [];
    const started = Date.now();

    try {
      await new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', tsxLoader, RUNNER], {
          cwd: scratch,
          env: buildEnvironment(options.env ?? process.env, outDir, options.cacheDir, locales),
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        });
        const collect = (chunk: Buffer): void => {
          logStream.write(chunk);
          for (const line of chunk.toString('utf8').split('\n')) {
            if (!line.trim()) continue;
            tail.push(line);
            if (tail.length > TAIL_LINES) tail.shift();
          }
        };
        child.stdout.on('data', collect);
        child.stderr.on('data', collect);

        const kill = (): void => {
          if (child.pid === undefined || child.exitCode !== null) return;
          try {
            process.kill(-child.pid, 'SIGTERM'); // the whole group: Astro, esbuild, workers
          } catch {
            child.kill('SIGTERM');
          }
        };
        signal.addEventListener('abort', kill, { once: true });

        child.once('error', reject);
        child.once('close', (code, sig) => {
          signal.removeEventListener('abort', kill);
          if (code === 0) resolve();
          else reject(new Error(`astro build a échoué (${sig ?? `code ${code}`})`));
        });
      });
      options.logger.info(`astro build terminé en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } catch (error) {
      if (!signal.aborted) {
        options.logger.error(
          `Sortie d'astro build (fin ; complète dans ${options.logFile}) :\n${tail.map((l) => `  │ ${l}`).join('\n')}`,
        );
      }
      throw error;
    } finally {
      await new Promise<void>((resolve) => logStream.end(resolve));
      await fs.rm(scratch, { recursive: true, force: true }).catch(() => undefined);
    }
  };
}
