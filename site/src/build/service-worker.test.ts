import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkClosure, pageReferences, scannerPrecache, writeScannerWorker } from './service-worker';

const html = (extra = '') => `<!doctype html><html><head>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/admin/scanner.webmanifest">
<link rel="canonical" href="https://billetterie.example/admin/scanner">
<style>@font-face{font-family:Inter;src:url(/_astro/inter-roman.B0.woff2) format("woff2")}</style>
${extra}</head><body>
<a href="/admin/dashboard">Tableau de bord</a>
<astro-island uid="1" component-url="/_astro/Scanner.A1.js" renderer-url="/_astro/client.C2.js" props="{}"></astro-island>
<script type="module" src="/_astro/scanner.astro_astro_type_script_index_0_lang.D3.js"></script>
</body></html>`;

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

async function fakeBuild(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'scanner-sw-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return dir;
}

const bundles = {
  '_astro/Scanner.A1.js': 'import{j as e}from"./client.C2.js";import"./session.E5.js";const q=()=>import("./jsQR.F6.js");',
  '_astro/client.C2.js': 'import"./pt.P1.js";const l={"./en/index.ts":()=>import("./en.H1.js"),"./pt/index.ts":()=>import("./pt.P1.js")};export const j=1;',
  '_astro/en.H1.js': 'export default {}',
  '_astro/pt.P1.js': 'export default {}',
  '_astro/session.E5.js': 'import{j}from"./client.C2.js";export const s=j;',
  '_astro/jsQR.F6.js': 'export default function jsQR(){}',
  '_astro/scanner.astro_astro_type_script_index_0_lang.D3.js': 'import"./pwa.G7.js";',
  '_astro/pwa.G7.js': 'navigator.serviceWorker;',
  '_astro/inter-roman.B0.woff2': 'font',
  '_astro/Unrelated.Z9.js': 'import"./other.Y8.js";',
  'favicon.svg': '<svg/>',
};

describe('the scanner page’s files', () => {
  it('names the build’s files the page loads: scripts, islands, fonts, icon; not pages or the manifest', () => {
    expect(pageReferences(html())).toEqual([
      '/_astro/Scanner.A1.js',
      '/_astro/client.C2.js',
      '/_astro/inter-roman.B0.woff2',
      '/_astro/scanner.astro_astro_type_script_index_0_lang.D3.js',
      '/favicon.svg',
    ]);
  });

  it('follows static and lazy imports, each file once, nothing unrelated, no other language’s lazy strings', async () => {
    const read = async (name: string) => bundles[`_astro/${name}` as keyof typeof bundles] ?? null;
    expect(await chunkClosure(pageReferences(html()), read)).toEqual([
      '/_astro/Scanner.A1.js',
      '/_astro/client.C2.js',
      '/_astro/inter-roman.B0.woff2',
      '/_astro/jsQR.F6.js',
      // Imported statically too: needed.
      '/_astro/pt.P1.js',
      '/_astro/pwa.G7.js',
      '/_astro/scanner.astro_astro_type_script_index_0_lang.D3.js',
      '/_astro/session.E5.js',
    ]);
  });

  it('refuses a build whose page loads a file it does not hold', async () => {
    await expect(chunkClosure(['/_astro/Missing.js'], async () => null)).rejects.toThrow('/_astro/Missing.js');
  });

  it('versions the cache by the page and its files', async () => {
    const out = await fakeBuild({ 'admin/scanner.html': html(), ...bundles });
    const first = await scannerPrecache(out);
    expect(first.precache[0]).toBe('/admin/scanner');
    expect(first.precache).toContain('/_astro/jsQR.F6.js');
    expect(first.precache).toContain('/favicon.svg');
    expect(first.precache).not.toContain('/_astro/Unrelated.Z9.js');
    expect(first.version).toMatch(/^[0-9a-f]{16}$/);
    expect((await scannerPrecache(out)).version).toBe(first.version);

    await writeFile(path.join(out, 'favicon.svg'), '<svg></svg>');
    const iconChanged = await scannerPrecache(out);
    expect(iconChanged.version).not.toBe(first.version);
    await writeFile(path.join(out, 'admin/scanner.html'), html('<meta name="x" content="y">'));
    expect((await scannerPrecache(out)).version).not.toBe(iconChanged.version);
  });
});

describe('the scanner’s service worker file', () => {
  it('is one classic script that installs the precache list and answers fetches', async () => {
    const out = await fakeBuild({ 'admin/scanner.html': html(), ...bundles });
    const { version, precache } = await writeScannerWorker(out);
    const code = await readFile(path.join(out, 'admin/scanner.sw.js'), 'utf8');
    expect(code).not.toMatch(/^\s*(import|export)\b/m);

    // Run it in a stand-in worker scope and drive its install.
    const listeners = new Map<string, (event: unknown) => void>();
    const added: string[] = [];
    const cache = { addAll: async (requests: Request[]) => void added.push(...requests.map((r) => new URL(r.url).pathname)) };
    const opened: string[] = [];
    const scope = {
      location: { origin: 'https://billetterie.example' },
      caches: { open: async (name: string) => (opened.push(name), cache), keys: async () => [], delete: async () => true },
      clients: { claim: async () => {} },
      skipWaiting: async () => {},
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    };
    new Function('self', 'fetch', code)(scope, async () => new Response(''));
    expect([...listeners.keys()].sort()).toEqual(['activate', 'fetch', 'install']);
    let installed: Promise<unknown> = Promise.resolve();
    listeners.get('install')!({ waitUntil: (promise: Promise<unknown>) => (installed = promise) });
    await installed;
    expect(opened).toEqual([`scanner-${version}`]);
    expect(added).toEqual(precache);

    // An API call is left to the network: no respondWith.
    let answered = false;
    listeners.get('fetch')!({ request: new Request('https://billetterie.example/api/admin/scanner/check-in', { method: 'POST' }), respondWith: () => (answered = true) });
    listeners.get('fetch')!({ request: new Request('https://billetterie.example/api/health'), respondWith: () => (answered = true) });
    expect(answered).toBe(false);
  });
});
