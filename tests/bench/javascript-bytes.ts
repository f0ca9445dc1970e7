/**
 * JavaScript a page ships, as gzip bytes on the wire: every script the page loaded (external
 * files, asked for again with `Accept-Encoding: gzip` so the figure does not depend on what the
 * browser negotiated) plus the inline scripts of the HTML (gzipped here).
 */
import http from 'node:http';
import https from 'node:https';
import { gzipSync } from 'node:zlib';

export interface ScriptBytes {
  url: string;
  /** Bytes received with `Accept-Encoding: gzip` (what a gzip-capable browser downloads). */
  gzipBytes: number;
  /** `Content-Encoding` the server answered with ("identity" when it did not compress). */
  encoding: string;
}

export interface PageJavaScript {
  scripts: ScriptBytes[];
  inlineScripts: number;
  inlineGzipBytes: number;
  totalGzipBytes: number;
}

/** Raw body size of a GET, without decompressing. */
function downloadedBytes(url: string): Promise<{ bytes: number; encoding: string; status: number }> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          bytes,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          status: response.statusCode ?? 0,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(15_000, () => request.destroy(new Error(`timeout fetching ${url}`)));
  });
}

/** Contents of the HTML's inline executable scripts (not JSON-LD, import maps or templates). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, content] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    if (content.trim()) scripts.push(content);
  }
  return scripts;
}

export async function measurePageJavaScript(pageUrl: string, scriptUrls: string[]): Promise<PageJavaScript> {
  const scripts: ScriptBytes[] = [];
  for (const url of [...new Set(scriptUrls)]) {
    if (!/^https?:/.test(url)) continue;
    const { bytes, encoding, status } = await downloadedBytes(url);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    scripts.push({ url, gzipBytes: bytes, encoding });
  }
  const html = await (await fetch(pageUrl)).text();
  const inline = inlineScripts(html);
  const inlineGzipBytes = inline.reduce((sum, script) => sum + gzipSync(script, { level: 9 }).length, 0);
  const totalGzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) + inlineGzipBytes;
  return { scripts, inlineScripts: inline.length, inlineGzipBytes, totalGzipBytes };
}
