/**
 * SVG → WebP through sharp (librsvg). Quality 80 keeps a 1600 px cover well under 100 kB.
 *
 * No film grain on purpose: per-pixel noise multiplied the file sizes by ten (WebP cannot
 * compress it) and the SVG feTurbulence filter tripled render time; the light specks of the
 * compositions give the texture instead.
 */
import sharp from 'sharp';

export const WEBP_QUALITY = 80;

const rasterise = (svg: string) => sharp(Buffer.from(svg), { density: 72 });

export async function renderWebp(svg: string): Promise<{ buffer: Buffer; width: number; height: number }> {
  const { data, info } = await rasterise(svg).webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height };
}

/** PNG, for looking at the result (tests, design review). */
export async function renderPng(svg: string): Promise<Buffer> {
  return rasterise(svg).png().toBuffer();
}
