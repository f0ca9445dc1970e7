/**
 * The scanner app's icons (public/icons/scanner-*.png, named in src/lib/scanner-app.ts), drawn
 * from the favicon: the mark as is for « any », and for « maskable » the mark inside the safe
 * zone (the centre circle of 80 %) on a full night square, so a round or squircle launcher mask
 * never cuts it. Run after changing public/favicon.svg: `node tools/scanner-icons.mjs`.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const favicon = await readFile(new URL('favicon.svg', publicDir));
const tokens = await readFile(new URL('../src/styles/tokens.css', import.meta.url), 'utf8');
const night = /--color-night-900\s*:\s*(#[0-9a-fA-F]{6})\s*;/.exec(tokens)?.[1];
if (!night) throw new Error('--color-night-900 absent de tokens.css');

const mark = (size) => sharp(favicon, { density: Math.ceil((72 * size) / 48) }).resize(size, size).png().toBuffer();

for (const size of [192, 512]) {
  const out = fileURLToPath(new URL(`icons/scanner-${size}.png`, publicDir));
  await sharp(await mark(size)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);

  const inner = Math.round(size * 0.8);
  const maskable = fileURLToPath(new URL(`icons/scanner-maskable-${size}.png`, publicDir));
  await sharp({ create: { width: size, height: size, channels: 4, background: night } })
    .composite([{ input: await mark(inner), gravity: 'centre' }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(maskable);
  console.log(out, maskable);
}
