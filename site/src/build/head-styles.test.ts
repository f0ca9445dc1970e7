import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headStyles, moveIslandStyleToHead } from './head-styles';

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const page = (body: string) => `<!doctype html><html><head><title>x</title><style>.a{}</style></head><body>${body}</body></html>`;

describe('moveIslandStyleToHead', () => {
  it("moves Astro's island style from the body to the end of the head", () => {
    const html = page(`<header>${ISLAND_STYLE}<script>1</script><astro-island></astro-island></header>`);
    expect(moveIslandStyleToHead(html)).toBe(
      `<!doctype html><html><head><title>x</title><style>.a{}</style>${ISLAND_STYLE}</head><body><header><script>1</script><astro-island></astro-island></header></body></html>`,
    );
  });

  it('leaves a page without islands, or with the style already in the head, unchanged', () => {
    const plain = page('<main>texte</main>');
    expect(moveIslandStyleToHead(plain)).toBe(plain);
    const done = `<html><head>${ISLAND_STYLE}</head><body><astro-island></astro-island></body></html>`;
    expect(moveIslandStyleToHead(done)).toBe(done);
  });
});

describe('the head-styles build step', () => {
  it('rewrites every HTML file of the build, nested folders included', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'head-styles-'));
    await mkdir(path.join(dir, 'news'));
    await writeFile(path.join(dir, 'news', 'article.html'), page(`${ISLAND_STYLE}<astro-island></astro-island>`));
    await writeFile(path.join(dir, 'robots.txt'), ISLAND_STYLE);
    const done = headStyles.hooks['astro:build:done'] as (options: { dir: URL }) => Promise<void>;
    await done({ dir: pathToFileURL(`${dir}/`) });
    const html = await readFile(path.join(dir, 'news', 'article.html'), 'utf8');
    expect(html.slice(html.indexOf('<body'))).not.toContain('<style');
    expect(html.slice(0, html.indexOf('</head>'))).toContain(ISLAND_STYLE);
    expect(await readFile(path.join(dir, 'robots.txt'), 'utf8')).toBe(ISLAND_STYLE);
  });
});
