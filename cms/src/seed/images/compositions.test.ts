import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  SIZES,
  artistPortraitSvg,
  heroPosterSvg,
  hotelPhotoSvg,
  newsCoverSvg,
  pageCoverSvg,
  shareImageSvg,
} from './compositions';
import { renderWebp } from './render';

const poster = { title: 'Kizomba Lumière', kicker: 'Festival · Lyon', dates: '16 — 18 avril 2027' };

const cases = [
  { name: 'artist portrait', svg: artistPortraitSvg({ slug: 'ines-mateus', name: 'Inês & Mateus', role: 'teacher' }), size: SIZES.portrait },
  { name: 'DJ portrait', svg: artistPortraitSvg({ slug: 'dj-noite', name: 'DJ Noite', role: 'dj' }), size: SIZES.portrait },
  { name: 'news cover', svg: newsCoverSvg({ slug: 'ouverture-billetterie' }), size: SIZES.cover },
  { name: 'hotel photo', svg: hotelPhotoSvg({ slug: 'hotel-du-quai' }), size: SIZES.hotel },
  { name: 'home hero', svg: heroPosterSvg(poster), size: SIZES.cover },
  { name: 'page cover', svg: pageCoverSvg({ slug: 'concept' }), size: SIZES.cover },
  { name: 'share image', svg: shareImageSvg(poster), size: SIZES.share },
];

describe('generated imagery', () => {
  it('is deterministic: same key, same SVG', () => {
    expect(artistPortraitSvg({ slug: 'a', name: 'A', role: 'dj' })).toBe(artistPortraitSvg({ slug: 'a', name: 'A', role: 'dj' }));
    expect(newsCoverSvg({ slug: 'n' })).toBe(newsCoverSvg({ slug: 'n' }));
    expect(hotelPhotoSvg({ slug: 'h' })).toBe(hotelPhotoSvg({ slug: 'h' }));
    expect(heroPosterSvg(poster)).toBe(heroPosterSvg(poster));
  });

  it('varies with the key', () => {
    const portraits = new Set(['a', 'b', 'c', 'd'].map((slug) => artistPortraitSvg({ slug, name: slug, role: 'performer' })));
    expect(portraits.size).toBe(4);
    expect(newsCoverSvg({ slug: 'x' })).not.toBe(newsCoverSvg({ slug: 'y' }));
  });

  it('draws text as paths (no dependency on the fonts of the machine) without broken numbers', () => {
    for (const { svg } of cases) {
      expect(svg).not.toContain('<text');
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it.each(cases)('$name renders to a WebP of the expected size, within budget', async ({ svg, size }) => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const { buffer, width, height } = await renderWebp(svg);
    expect({ width, height }).toEqual(size);
    expect(width).toBeLessThanOrEqual(1600);
    const meta = await sharp(buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(buffer.length).toBeLessThan(200 * 1024);
    // Not a flat placeholder: the picture has real tonal range (dark night, bright light).
    const stats = await sharp(buffer).stats();
    const luminance = stats.channels.slice(0, 3);
    expect(Math.max(...luminance.map((channel) => channel.max - channel.min))).toBeGreaterThan(150);
  });
});
