/**
 * Generates the self-hosted web fonts of the site into src/assets/fonts/ (committed):
 * `npm run fonts -w site` after changing the families, weights or languages below.
 *
 * Why not ship the @fontsource-variable files as they are: on a phone over 4G the fonts were the
 * heaviest part of a page (≈ 250 kB for four files) and the main cost in Lighthouse. hb-subset
 * (harfbuzz, through `subset-font`) makes them about half as heavy without changing the design:
 * - Fraunces: the optical-size axis is pinned at 72 (measured: the display cut stays elegant at
 *   hero sizes and still reads at 13 px in the logo), weights limited to the 400–700 we use.
 * - Inter: weights limited to 400–700.
 * - Characters: the same "latin" set as Fontsource (French and Western European languages);
 *   the @font-face rules declare it as unicode-range, so other scripts fall back to the system.
 *   When a language with more letters (pl, ro…) is added, add its range to LATIN.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '..', 'src', 'assets', 'fonts');

/** Fontsource's "latin" subset, as code point ranges (kept in sync with Fonts.astro). */
export const LATIN = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6],
  [0x02da, 0x02da], [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329],
  [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193],
  [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];

const text = LATIN.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
  .filter((code) => code >= 0x20)
  .map((code) => String.fromCodePoint(code))
  .join('');

const fontsource = (pkg, file) => require.resolve(`@fontsource-variable/${pkg}/files/${file}`);

const FONTS = [
  {
    out: 'fraunces-roman.woff2',
    src: fontsource('fraunces', 'fraunces-latin-opsz-normal.woff2'),
    axes: { wght: { min: 400, max: 700 }, opsz: 72 },
  },
  {
    out: 'fraunces-italic.woff2',
    src: fontsource('fraunces', 'fraunces-latin-opsz-italic.woff2'),
    axes: { wght: { min: 400, max: 700 }, opsz: 72 },
  },
  {
    out: 'inter-roman.woff2',
    src: fontsource('inter', 'inter-latin-wght-normal.woff2'),
    axes: { wght: { min: 400, max: 700 } },
  },
  {
    out: 'inter-italic.woff2',
    src: fontsource('inter', 'inter-latin-wght-italic.woff2'),
    axes: { wght: { min: 400, max: 700 } },
  },
];

await fs.mkdir(outDir, { recursive: true });
for (const font of FONTS) {
  const source = await fs.readFile(font.src);
  const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: font.axes });
  await fs.writeFile(path.join(outDir, font.out), subset);
  console.log(`${font.out}: ${source.length} → ${subset.length} bytes`);
}
