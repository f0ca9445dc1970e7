/**
 * One site build, run in its own process by astro-build.ts: Astro's programmatic `build()` with
 * the project's astro.config.mjs, plus two settings the CLI has no flag for:
 *
 * - `outDir` = SITE_OUT_DIR (the fresh build folder; the config reads it too),
 * - `cacheDir` = SITE_CACHE_DIR, one per DATA_DIR: a test stack and the dev stack may build at
 *   the same moment, and must not write the same content-layer store / image cache
 *   (the default is the shared `node_modules/.astro`). It also keeps optimised CMS images
 *   across builds, so a rebuild only re-processes new images.
 */
import { build } from 'astro';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.env.SITE_OUT_DIR;
if (!outDir) {
  process.stderr.write('SITE_OUT_DIR est obligatoire\n');
  process.exit(2);
}

try {
  await build({
    root,
    outDir,
    ...(process.env.SITE_CACHE_DIR ? { cacheDir: process.env.SITE_CACHE_DIR } : {}),
  });
  // Vite/sharp may leave handles open; the build is done and written.
  process.exit(0);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
