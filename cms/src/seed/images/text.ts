/**
 * Text as SVG paths. librsvg (sharp) would otherwise render `<text>` with whatever fonts the
 * machine has, so the same seed would look different on a laptop, in CI and in a container.
 * Glyph outlines come from the festival's own typefaces shipped by npm (@fontsource, SIL OFL):
 * Fraunces for display, Inter for labels.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';
import { CMS_ROOT } from '../../lib/paths';
import { r1 } from './random';

// Resolved from the CMS root: identical under Vitest (ESM, sources) and Strapi (CJS, dist/).
const requireFromCms = createRequire(path.join(CMS_ROOT, 'package.json'));

type Font = opentype.Font;

const FONT_FILES = {
  display: ['@fontsource/fraunces', 'fraunces-latin-600-italic.woff'],
  displayBold: ['@fontsource/fraunces', 'fraunces-latin-900-normal.woff'],
  label: ['@fontsource/inter', 'inter-latin-600-normal.woff'],
} as const;

export type FontName = keyof typeof FONT_FILES;

const cache = new Map<FontName, Font>();

function loadFont(name: FontName): Font {
  const cached = cache.get(name);
  if (cached) return cached;
  const [pkg, file] = FONT_FILES[name];
  const packageDir = path.dirname(requireFromCms.resolve(`${pkg}/package.json`));
  const buffer = fs.readFileSync(path.join(packageDir, 'files', file));
  const font = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
  cache.set(name, font);
  return font;
}

/**
 * Characters outside the Latin subset (e.g. "Ł") are drawn as their base letter rather than as
 * an empty box.
 */
function drawable(font: Font, text: string): string {
  return Array.from(text)
    .map((char) => {
      if (char === ' ' || font.charToGlyphIndex(char) > 0) return char;
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return base && font.charToGlyphIndex(base) > 0 ? base : '';
    })
    .join('');
}

export interface TextOptions {
  font: FontName;
  size: number;
  /** extra space between letters, in em (0.2 = tracked uppercase labels) */
  tracking?: number;
}

interface Layout {
  glyphs: { glyph: opentype.Glyph; x: number }[];
  width: number;
}

function layout(text: string, { font: fontName, size, tracking = 0 }: TextOptions): Layout & { font: Font } {
  const font = loadFont(fontName);
  const scale = size / font.unitsPerEm;
  // Glyph by glyph: opentype.js's shaping (stringToGlyphs) chokes on some GSUB lookups of
  // these fonts, and Latin display text needs no shaping beyond kerning.
  const glyphs = Array.from(drawable(font, text)).map((char) => font.charToGlyph(char));
  const placed: Layout['glyphs'] = [];
  let x = 0;
  glyphs.forEach((glyph, index) => {
    placed.push({ glyph, x });
    const next = glyphs[index + 1];
    const kerning = next ? font.getKerningValue(glyph, next) : 0;
    x += ((glyph.advanceWidth ?? 0) + kerning) * scale + (next ? tracking * size : 0);
  });
  return { font, glyphs: placed, width: x };
}

export function measure(text: string, options: TextOptions): number {
  return layout(text, options).width;
}

/** Largest size (≤ options.size) at which the text fits in maxWidth. */
export function fitSize(text: string, options: TextOptions, maxWidth: number): number {
  const width = measure(text, options);
  return width <= maxWidth ? options.size : Math.floor((options.size * maxWidth) / width);
}

/**
 * SVG path data of a line of text whose baseline starts at (x, y), or is centred/right-aligned
 * on x.
 */
export function textPathData(text: string, x: number, y: number, options: TextOptions & { anchor?: 'start' | 'middle' | 'end' }): string {
  const { glyphs, width } = layout(text, options);
  const offset = options.anchor === 'middle' ? width / 2 : options.anchor === 'end' ? width : 0;
  return glyphs.map(({ glyph, x: gx }) => commandsToD(glyph.getPath(x - offset + gx, y, options.size).commands)).join('');
}

/**
 * Serialises glyph outlines ourselves: opentype.js's `toPathData` rounding turns some tiny
 * fractions into "NaN" (it builds numbers like "1e-7e+1"), which truncates a glyph in librsvg.
 */
function commandsToD(commands: opentype.PathCommand[]): string {
  let d = '';
  for (const c of commands) {
    switch (c.type) {
      case 'M':
      case 'L':
        d += `${c.type}${r1(c.x)} ${r1(c.y)}`;
        break;
      case 'Q':
        d += `Q${r1(c.x1)} ${r1(c.y1)} ${r1(c.x)} ${r1(c.y)}`;
        break;
      case 'C':
        d += `C${r1(c.x1)} ${r1(c.y1)} ${r1(c.x2)} ${r1(c.y2)} ${r1(c.x)} ${r1(c.y)}`;
        break;
      case 'Z':
        d += 'Z';
        break;
    }
  }
  return d;
}

/** `<path>` element of a line of text. */
export function textPath(
  text: string,
  x: number,
  y: number,
  options: TextOptions & { anchor?: 'start' | 'middle' | 'end'; fill: string; opacity?: number },
): string {
  const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`;
  return `<path d="${textPathData(text, x, y, options)}" fill="${options.fill}"${opacity}/>`;
}
