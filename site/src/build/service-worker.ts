import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { PREFIXED_LOCALES } from '@kizomba/locales';
import { SCANNER_PATH, SCANNER_WORKER_PATH } from '../lib/scanner-app.ts';

/**
 * The scanner's service worker, made after the site build (src/service-worker/scanner.ts,
 * bundled by esbuild) with the exact files the built scanner page loads: the `/_astro/` scripts
 * and fonts its HTML names, every chunk those scripts import (statically or lazily: jsQR is
 * loaded only when the camera starts, and it must work offline too; not the other languages'
 * strings, which a French page never loads), and the other same-origin files of its head (the
 * favicon). Its version is a digest of all of them, so a new build of the
 * page or of any of its files installs a new cache and drops the old one.
 */

/** Same-origin file references in an HTML page: `src`/`href` attributes and CSS `url()`. */
const HTML_REFERENCE = /(?:\b(?:src|href|component-url|renderer-url|before-hydration-url)\s*=\s*["']|url\(\s*["']?)(\/[^"')\s?#]+)/g;

/** A sibling chunk named in a bundle: `from"./x.js"`, `import"./x.js"`, `import("./x.js")` (group 1: lazy). */
const CHUNK_REFERENCE = /(import\(\s*)?["'`]\.\/([\w.-]+\.(?:js|mjs|css|woff2?|wasm))["'`]/g;

/**
 * The other languages' strings (`src/i18n/<xx>/index.ts`, loaded lazily as `<xx>.<hash>.js` by
 * the page's language): the back-office is French only, so the scanner never loads them.
 */
const OTHER_LANGUAGE_CHUNK = new RegExp(`^(?:${PREFIXED_LOCALES.join('|')})\\.[\\w-]+\\.js$`);

/** Paths the page refers to that are served from the build itself (no API, no page link). */
export function pageReferences(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(HTML_REFERENCE)) {
    const ref = match[1]!;
    if (ref.startsWith('//')) continue;
    if (ref.startsWith('/_astro/') || /\.(?:svg|png|ico|webp|avif|woff2?|css|js)$/.test(ref)) found.add(ref);
  }
  return [...found].sort();
}

/** `/_astro/` files reachable from `entries` through their imports, entries included. */
export async function chunkClosure(entries: readonly string[], readAsset: (name: string) => Promise<string | null>): Promise<string[]> {
  const seen = new Set<string>();
  const queue = entries.filter((entry) => entry.startsWith('/_astro/'));
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    if (!/\.m?js$/.test(next)) continue;
    const source = await readAsset(next.slice('/_astro/'.length));
    if (source === null) throw new Error(`Le scanner charge ${next}, absent du build.`);
    for (const [, lazy, name] of source.matchAll(CHUNK_REFERENCE)) {
      if (lazy && OTHER_LANGUAGE_CHUNK.test(name!)) continue;
      queue.push(`/_astro/${name}`);
    }
  }
  return [...seen].sort();
}

export interface ScannerPrecache {
  version: string;
  precache: string[];
}

/** The scanner page and its files, with the digest naming this build's cache. */
export async function scannerPrecache(outDir: string): Promise<ScannerPrecache> {
  const read = (relative: string) => readFile(path.join(outDir, relative));
  const html = (await read(`${SCANNER_PATH.slice(1)}.html`)).toString('utf8');
  const references = pageReferences(html);
  const chunks = await chunkClosure(references, (name) => read(path.join('_astro', name)).then((buffer) => buffer.toString('utf8'), () => null));
  const others = references.filter((ref) => !ref.startsWith('/_astro/'));
  const digest = createHash('sha256').update(html);
  for (const file of [...others, ...chunks]) {
    digest.update(`\n${file}\n`);
    // Hashed names change with their content; the others (favicon) are digested by content.
    if (!file.startsWith('/_astro/')) digest.update(await read(file.slice(1)));
  }
  return { version: digest.digest('hex').slice(0, 16), precache: [SCANNER_PATH, ...others, ...chunks] };
}

const WORKER_ENTRY = fileURLToPath(new URL('../service-worker/scanner.ts', import.meta.url));

/** Writes /admin/scanner.sw.js into the build folder. */
export async function writeScannerWorker(outDir: string): Promise<ScannerPrecache> {
  const precache = await scannerPrecache(outDir);
  const result = await build({
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    define: { __SCANNER_WORKER__: JSON.stringify({ ...precache, page: SCANNER_PATH }) },
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('Le service worker du scanner n’a pas été produit.');
  await writeFile(path.join(outDir, SCANNER_WORKER_PATH.slice(1)), output.contents);
  return precache;
}

export const scannerServiceWorker: AstroIntegration = {
  name: 'kizomba:scanner-service-worker',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const { version, precache } = await writeScannerWorker(fileURLToPath(dir));
      logger.info(`Service worker du scanner ${version} : ${precache.length} fichiers hors ligne.`);
    },
  },
};
