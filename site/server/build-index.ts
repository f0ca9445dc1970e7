/**
 * What the server knows about one finished build: its files (so requests resolve in memory and
 * can never reach outside the build) and the hashes of the inline scripts its HTML carries (so
 * the Content-Security-Policy can allow exactly those, without 'unsafe-inline').
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface BuildManifest {
  /** Folder name, a sortable timestamp. */
  id: string;
  /** Fingerprint of the inputs the build was made from; null when they could not be read. */
  fingerprint: string | null;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
}

export interface SiteBuild extends BuildManifest {
  dir: string;
  /** Relative POSIX paths of every servable file ("index.html", "_astro/x.js", …). */
  files: ReadonlySet<string>;
  /** `'sha256-…'` sources for every distinct inline script of the build's HTML. */
  scriptHashes: readonly string[];
}

/**
 * Written last into a build folder: its presence means "complete". A dot-file, so static
 * serving (which refuses dot-segments) never exposes it.
 */
export const MANIFEST_NAME = '.site-build.json';

/** Every regular file under `root`, as sorted relative POSIX paths (dot-entries skipped). */
export async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), rel);
      else if (entry.isFile()) out.push(rel);
    }
  }
  await walk(root, '');
  return out.sort();
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * CSP hash sources of the inline, executable scripts in one HTML document. The browser hashes
 * the raw text between the tags, byte for byte, which is what we hash too. Scripts with `src`
 * are covered by 'self'; data blocks (JSON-LD, `type="application/json"`) never execute.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const body = match[2] ?? '';
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export async function readManifest(dir: string): Promise<BuildManifest | null> {
  try {
    const raw = await fs.readFile(path.join(dir, MANIFEST_NAME), 'utf8');
    const parsed = JSON.parse(raw) as Partial<BuildManifest>;
    if (typeof parsed.id !== 'string' || typeof parsed.finishedAt !== 'string') return null;
    return {
      id: parsed.id,
      fingerprint: typeof parsed.fingerprint === 'string' ? parsed.fingerprint : null,
      startedAt: parsed.startedAt ?? parsed.finishedAt,
      finishedAt: parsed.finishedAt,
      durationMs: typeof parsed.durationMs === 'number' ? parsed.durationMs : 0,
    };
  } catch {
    return null;
  }
}

/** Reads a complete build folder into memory (file list + CSP hashes). */
export async function indexBuild(dir: string, manifest: BuildManifest): Promise<SiteBuild> {
  const fileList = await listFiles(dir);
  const hashes = new Set<string>();
  for (const rel of fileList) {
    if (!rel.endsWith('.html')) continue;
    const html = await fs.readFile(path.join(dir, rel), 'utf8');
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  return { ...manifest, dir, files: new Set(fileList), scriptHashes: [...hashes].sort() };
}
