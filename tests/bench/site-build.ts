/**
 * The static site's build, as the site server runs it on every publication
 * (site/server/astro-build.ts: Astro in a child process, one cache folder per DATA_DIR), and the
 * size of the result per language.
 *
 * Two full builds of the nine languages against the stack's CMS and API, into a scratch folder:
 * the first with an empty Astro cache (a first boot: every CMS image optimised), the second with
 * the cache the first one left (a French edit every language shows: the images are reused), then
 * Portuguese alone (a translation published: server/locale-scope.ts). Then, from the
 * second build, per language: its pages (`.html` files: French at the root, the others under
 * `/<xx>/`) and their size, plus the shared `/_astro` assets.
 *
 * Needs the stack's CMS token: `$DATA_DIR/dev.env` of the stack the bench started, or of
 * BENCH_DATA_DIR; the CMS at BENCH_CMS_URL (default: the bench stack's, else
 * http://127.0.0.1:1337).
 *
 * Goal: publish → live ≤ 30 s for one edited entry (docs/spec.md), so the warm full build (the
 * debounce and the swap add about 3 s) must stay under about 27 s.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '@kizomba/locales';
import { createAstroBuild } from '../../site/server/astro-build';
import { REPO_ROOT, readDevEnv } from '../support/stack';
import type { BenchContext, BenchTable, Benchmark } from './types';

const PUBLISH_GOAL_S = 30;

/** Every file under `dir`, with its size, relative paths with `/`. */
async function filesOf(dir: string, prefix = ''): Promise<Array<{ path: string; bytes: number }>> {
  const out: Array<{ path: string; bytes: number }> = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesOf(full, rel)));
    else if (entry.isFile()) out.push({ path: rel, bytes: (await fs.stat(full)).size });
  }
  return out;
}

/** Pages and bytes per language (`fr` = the root), and the shared assets. */
export function sizesByLocale(files: Array<{ path: string; bytes: number }>) {
  const prefixed = new Set<string>(LOCALES.filter((locale) => locale !== 'fr'));
  const perLocale = new Map<string, { pages: number; bytes: number }>(LOCALES.map((locale) => [locale, { pages: 0, bytes: 0 }]));
  let shared = 0;
  for (const file of files) {
    const [first] = file.path.split('/');
    if (first === '_astro') {
      shared += file.bytes;
      continue;
    }
    const locale = first && prefixed.has(first) && file.path.includes('/') ? first : 'fr';
    const bucket = perLocale.get(locale)!;
    bucket.bytes += file.bytes;
    if (file.path.endsWith('.html')) bucket.pages += 1;
  }
  return { perLocale, shared };
}

const kb = (bytes: number) => Math.round(bytes / 1024);
const seconds = (ms: number) => Math.round(ms / 100) / 10;

export const siteBuildBenchmark: Benchmark = {
  id: 'site-build',
  title: 'Site build (nine languages) and size per language',
  async run(context: BenchContext): Promise<BenchTable> {
    const dataDir = context.dataDir;
    if (!dataDir) throw new Error('the CMS token is read from $DATA_DIR/dev.env: let the bench start its stack, or set BENCH_DATA_DIR');
    const devEnv = readDevEnv(dataDir);
    const cmsUrl = process.env.BENCH_CMS_URL ?? context.cmsUrl ?? 'http://127.0.0.1:1337';
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-site-build-'));
    const logger = { info: context.log, warn: context.log, error: (message: string) => context.log(message) };
    const build = createAstroBuild({
      siteDir: path.join(REPO_ROOT, 'site'),
      cacheDir: path.join(work, 'cache'),
      logFile: path.join(work, 'build.log'),
      env: {
        ...process.env,
        CMS_URL: cmsUrl,
        CMS_API_TOKEN: devEnv.CMS_API_TOKEN,
        API_URL: context.apiUrl,
        PUBLIC_SITE_URL: context.siteUrl,
      },
      logger,
    });
    try {
      const timed = async (name: string) => {
        const started = Date.now();
        await build(path.join(work, name), new AbortController().signal);
        return Date.now() - started;
      };
      context.log('site build: full, empty cache…');
      const cold = await timed('cold');
      context.log('site build: full, with the cache of the previous build…');
      const warm = await timed('warm');
      context.log('site build: Portuguese only (a translation published)…');
      const startedOne = Date.now();
      await build(path.join(work, 'pt-only'), new AbortController().signal, ['pt']);
      const oneLocale = Date.now() - startedOne;
      const files = await filesOf(path.join(work, 'warm'));
      const { perLocale, shared } = sizesByLocale(files);
      const totalPages = [...perLocale.values()].reduce((sum, entry) => sum + entry.pages, 0);
      const totalBytes = files.reduce((sum, file) => sum + file.bytes, 0);
      return {
        columns: [
          { key: 'what', label: 'Build / language' },
          { key: 'seconds', label: 'Time (s)', numeric: true },
          { key: 'pages', label: 'Pages', numeric: true },
          { key: 'kb', label: 'Size (KB)', numeric: true },
        ],
        rows: [
          { what: 'Full build, empty cache (first boot)', seconds: seconds(cold), pages: totalPages, kb: kb(totalBytes) },
          { what: 'Full build, cache warm (a French edit shown everywhere)', seconds: seconds(warm), pages: totalPages, kb: kb(totalBytes) },
          { what: 'One language (pt), cache warm (a translation published)', seconds: seconds(oneLocale), pages: perLocale.get('pt')!.pages, kb: null },
          ...LOCALES.map((locale) => ({ what: `  ${locale}${locale === 'fr' ? ' (root)' : ` (/${locale}/)`}`, seconds: null, pages: perLocale.get(locale)!.pages, kb: kb(perLocale.get(locale)!.bytes) })),
          { what: '  /_astro (shared scripts, styles, images)', seconds: null, pages: null, kb: kb(shared) },
        ],
        goal: `publish → live ≤ ${PUBLISH_GOAL_S} s: the warm build plus the 2 s debounce and the swap`,
        details: { coldMs: cold, warmMs: warm, oneLocaleMs: oneLocale, perLocale: Object.fromEntries(perLocale), sharedBytes: shared },
      };
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  },
};
