import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Astro writes the islands' runtime style (`astro-island{display:contents}`) in the `<body>`,
 * right before the first island. A `<style>` belongs in the `<head>` (the HTML checker flags it),
 * so the build moves it there: same rule, applied before anything renders.
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** The page with Astro's island style moved from the body to the end of the head (unchanged without one). */
export function moveIslandStyleToHead(html: string): string {
  const bodyStart = html.search(/<body[\s>]/i);
  const headEnd = html.search(/<\/head>/i);
  if (bodyStart < 0 || headEnd < 0 || headEnd > bodyStart) return html;
  const match = ISLAND_STYLE.exec(html.slice(bodyStart));
  if (!match) return html;
  const at = bodyStart + match.index;
  const withoutStyle = html.slice(0, at) + html.slice(at + match[0].length);
  return withoutStyle.slice(0, headEnd) + match[0] + withoutStyle.slice(headEnd);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

export const headStyles: AstroIntegration = {
  name: 'kizomba:head-styles',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      for (const file of await htmlFiles(fileURLToPath(dir))) {
        const html = await readFile(file, 'utf8');
        const moved = moveIslandStyleToHead(html);
        if (moved !== html) await writeFile(file, moved);
      }
    },
  },
};
