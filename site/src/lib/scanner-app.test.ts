import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCANNER_ICONS, SCANNER_PATH, scannerManifest, tokenColour } from './scanner-app';

const tokensCss = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');

describe('the scanner’s web manifest', () => {
  it('opens the scanner standalone, scoped to it, in the night colours of the tokens', () => {
    const manifest = scannerManifest({ festivalName: 'Kizomba Lumière', tokensCss, description: 'Contrôle des billets à l’entrée.' });
    expect(manifest).toMatchObject({
      id: '/admin/scanner',
      name: 'Scanner — Kizomba Lumière',
      short_name: 'Scanner',
      start_url: SCANNER_PATH,
      scope: SCANNER_PATH,
      display: 'standalone',
      lang: 'fr',
      theme_color: '#150d2e',
      background_color: '#150d2e',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
  });

  it('names icons that exist, at their size', () => {
    for (const icon of SCANNER_ICONS) {
      const png = readFileSync(new URL(`../../public${icon.src}`, import.meta.url));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('reads a colour token, and refuses a missing one', () => {
    expect(tokenColour(':root{--color-a: #ABCDEF;}', '--color-a')).toBe('#abcdef');
    expect(() => tokenColour(':root{--color-a: #abcdef;}', '--color-night-900')).toThrow('--color-night-900');
  });
});
