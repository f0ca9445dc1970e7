/**
 * The seed imagery, as SVG documents (rendered to WebP by ./render.ts). Every composition is a
 * pure function of its key (slug), so images are stable across re-seeds and machines.
 *
 * The look follows shared/DESIGN.md: a night-time poster — deep indigo/aubergine grounds, a warm
 * amber/coral light (sun disc, stage beams, floor glow), back-lit silhouettes with a coral rim —
 * signed with the festival's mark. The film grain is added at render time (./render.ts).
 */
import { duotones, palette, type Duotone } from './palette';
import { figure, figureDetails, type Pose } from './figures';
import { createRandom, r1, type Random } from './random';
import { fitSize, textPath, textPathData } from './text';

export interface Size {
  width: number;
  height: number;
}

export const SIZES = {
  portrait: { width: 800, height: 1000 }, // 4:5
  cover: { width: 1600, height: 900 }, // 16:9
  hotel: { width: 1200, height: 800 }, // 3:2
  share: { width: 1200, height: 630 }, // OpenGraph
} as const satisfies Record<string, Size>;

const svgDocument = ({ width, height }: Size, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<defs>${defs}</defs>${body}</svg>`;

/* ---------- shared layers ---------- */

function backgroundDefs(id: string, tone: Duotone): string {
  return (
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0.35" y2="1">` +
    `<stop offset="0" stop-color="${tone.skyTop}"/><stop offset="1" stop-color="${tone.skyBottom}"/></linearGradient>` +
    `<radialGradient id="${id}-sun" cx="0.5" cy="0.35" r="0.75">` +
    `<stop offset="0" stop-color="${palette.gold}"/><stop offset="0.45" stop-color="${tone.light}"/>` +
    `<stop offset="1" stop-color="${tone.accent}"/></radialGradient>` +
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="${tone.light}" stop-opacity="0.55"/>` +
    `<stop offset="0.5" stop-color="${tone.accent}" stop-opacity="0.18"/><stop offset="1" stop-color="${tone.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}-beam" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${tone.light}" stop-opacity="0.5"/><stop offset="1" stop-color="${tone.light}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${tone.shadow}" stop-opacity="0"/><stop offset="1" stop-color="${tone.shadow}" stop-opacity="0.85"/></linearGradient>` +
    `<filter id="${id}-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>`
  );
}

const sky = (id: string, { width, height }: Size) => `<rect width="${width}" height="${height}" fill="url(#${id}-sky)"/>`;

/** Stage beams fanning out from a point above the frame. */
function beams(id: string, rnd: Random, originX: number, originY: number, length: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = ((rnd.range(-38, 38) + (i - (count - 1) / 2) * 9) * Math.PI) / 180;
    const spread = rnd.range(0.035, 0.08);
    const x1 = originX + Math.sin(angle - spread) * length;
    const y1 = originY + Math.cos(angle - spread) * length;
    const x2 = originX + Math.sin(angle + spread) * length;
    const y2 = originY + Math.cos(angle + spread) * length;
    parts.push(
      `<path d="M${r1(originX)} ${r1(originY)} L${r1(x1)} ${r1(y1)} L${r1(x2)} ${r1(y2)} Z" fill="url(#${id}-beam)" opacity="${r1(rnd.range(0.25, 0.6))}"/>`,
    );
  }
  return `<g filter="url(#${id}-soft)">${parts.join('')}</g>`;
}

/** Specks of light (dust in the beams, stars). */
function specks(rnd: Random, { width, height }: Size, count: number, colour: string, maxY = height): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${r1(rnd.range(0, width))}" cy="${r1(rnd.range(0, maxY))}" r="${r1(rnd.range(0.8, 2.6))}" fill="${colour}" opacity="${r1(rnd.range(0.15, 0.7))}"/>`;
  }
  return out;
}

/** The sun disc ("Lumière") with thin concentric rings. */
function sun(id: string, cx: number, cy: number, radius: number, rings: number, ringColour: string): string {
  let out = `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 2.1)}" fill="url(#${id}-glow)"/>`;
  out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="url(#${id}-sun)"/>`;
  for (let i = 1; i <= rings; i++) {
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius + i * radius * 0.16)}" fill="none" stroke="${ringColour}" stroke-width="${r1(Math.max(1, radius / 160))}" opacity="${r1(0.42 - i * 0.07)}"/>`;
  }
  return out;
}

/** A back-lit silhouette: an accent-coloured copy slightly offset shows as a rim of light. */
function litFigure(pose: Pose, x: number, y: number, height: number, tone: Duotone, mirror: boolean): string {
  const rim = height / 140;
  return (
    figure(pose, x - rim * (mirror ? -1 : 1), y - rim * 0.6, height, tone.accent, mirror) +
    figure(pose, x, y, height, tone.shadow, mirror) +
    figureDetails(pose, x, y, height, tone.light, tone.accent, mirror)
  );
}

/** The festival mark: a rising sun with rays over a horizon line. `size` is its width. */
export function festivalMark(x: number, y: number, size: number, colour: string): string {
  const s = size / 100;
  const rays = Array.from({ length: 7 }, (_, i) => {
    const a = Math.PI - (i * Math.PI) / 6;
    const inner = 30;
    const outer = i % 2 === 0 ? 48 : 42;
    return `M${r1(50 + Math.cos(a) * inner)} ${r1(56 - Math.sin(a) * inner)} L${r1(50 + Math.cos(a) * outer)} ${r1(56 - Math.sin(a) * outer)}`;
  }).join(' ');
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s * 100) / 100})" fill="none" stroke="${colour}" stroke-linecap="round">` +
    `<path d="M28 56 A22 22 0 0 1 72 56 Z" fill="${colour}" stroke="none"/>` +
    `<path d="${rays}" stroke-width="4"/>` +
    `<path d="M4 64 L96 64" stroke-width="4"/><path d="M22 74 L78 74" stroke-width="3" opacity="0.7"/>` +
    `</g>`
  );
}

/** Mark + "KIZOMBA LUMIÈRE" label, bottom-left corner of a frame. */
function signature(x: number, y: number, scale: number, colour: string): string {
  return (
    festivalMark(x, y - 62 * scale, 64 * scale, colour) +
    textPath('KIZOMBA LUMIÈRE', x + 76 * scale, y - 20 * scale, { font: 'label', size: 17 * scale, tracking: 0.24, fill: colour })
  );
}

const poseFor = (role: string, name: string, rnd: Random): Pose => {
  if (role === 'dj') return rnd.pick(['dj', 'djHype', 'djMix'] as const);
  if (role === 'mc') return 'mc';
  const couple = /\s(&|et|and|e)\s/i.test(name);
  if (couple) return rnd.pick(['embrace', 'turn'] as const);
  return role === 'teacher' ? rnd.pick(['embrace', 'solo', 'turn'] as const) : rnd.pick(['solo', 'turn'] as const);
};

/* ---------- artist portrait, 4:5 ---------- */

export function artistPortraitSvg(input: { slug: string; name: string; role: string }): string {
  const size = SIZES.portrait;
  const rnd = createRandom(`artist:${input.slug}`);
  const tone = rnd.pick(duotones);
  const id = 'p';
  const pose = poseFor(input.role, input.name, rnd);
  const mirror = rnd.chance(0.5);
  const sunX = rnd.range(300, 500);
  const sunY = rnd.range(330, 430);
  const sunR = rnd.range(210, 280);
  const floorY = 905;
  const figureHeight = pose.startsWith('dj') ? 620 : rnd.range(640, 700);
  const body =
    sky(id, size) +
    specks(rnd, size, 70, palette.cream, 640) +
    beams(id, rnd, rnd.range(250, 550), -120, 1300, rnd.int(3, 5)) +
    sun(id, sunX, sunY, sunR, rnd.int(2, 4), tone.light) +
    `<ellipse cx="400" cy="${floorY}" rx="${r1(rnd.range(320, 420))}" ry="46" fill="url(#${id}-glow)"/>` +
    `<rect y="${floorY}" width="800" height="${1000 - floorY}" fill="url(#${id}-floor)"/>` +
    litFigure(pose, rnd.range(380, 420), floorY, figureHeight, tone, mirror) +
    signature(40, 975, 0.9, palette.cream);
  return svgDocument(size, backgroundDefs(id, tone), body);
}

/* ---------- news cover, 16:9 ---------- */

function vinyl(cx: number, cy: number, radius: number, tone: Duotone): string {
  let out = `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${tone.shadow}"/>`;
  for (let r = radius * 0.42; r < radius * 0.98; r += radius * 0.035) {
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${palette.cream}" stroke-width="1" opacity="0.09"/>`;
  }
  out += `<path d="M${r1(cx - radius * 0.9)} ${r1(cy - radius * 0.25)} A${r1(radius * 0.93)} ${r1(radius * 0.93)} 0 0 1 ${r1(cx - radius * 0.25)} ${r1(cy - radius * 0.9)}" fill="none" stroke="${tone.light}" stroke-width="${r1(radius * 0.05)}" opacity="0.22" stroke-linecap="round"/>`;
  out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 0.32)}" fill="url(#n-sun)"/>`;
  out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 0.025)}" fill="${tone.shadow}"/>`;
  return out;
}

/** Perspective grid of a dance floor, vanishing at (vx, vy). */
function danceFloor({ width, height }: Size, horizon: number, colour: string): string {
  let out = '';
  const vx = width / 2;
  for (let i = -12; i <= 12; i++) {
    out += `<path d="M${vx} ${horizon} L${r1(vx + i * width * 0.16)} ${height}" stroke="${colour}" stroke-width="1.5" opacity="0.22"/>`;
  }
  for (let k = 1; k <= 9; k++) {
    const y = horizon + (height - horizon) * Math.pow(k / 9, 2.2);
    out += `<path d="M0 ${r1(y)} L${width} ${r1(y)}" stroke="${colour}" stroke-width="1.5" opacity="${r1(0.08 + k * 0.02)}"/>`;
  }
  return out;
}

/** Fourvière hill with its basilica, a nod to Lyon, as a horizon silhouette. */
function lyonSkyline({ width }: Size, base: number, colour: string, scale: number): string {
  const s = scale;
  const hill = `M0 ${base} C${r1(width * 0.18)} ${r1(base - 170 * s)} ${r1(width * 0.42)} ${r1(base - 190 * s)} ${r1(width * 0.62)} ${r1(base - 120 * s)} C${r1(width * 0.78)} ${r1(base - 70 * s)} ${r1(width * 0.9)} ${r1(base - 60 * s)} ${width} ${r1(base - 40 * s)} L${width} ${base} Z`;
  const bx = width * 0.38;
  const by = base - 182 * s;
  const basilica =
    `<rect x="${r1(bx - 90 * s)}" y="${r1(by - 60 * s)}" width="${r1(180 * s)}" height="${r1(70 * s)}"/>` +
    [-90, 70].map((dx) => `<rect x="${r1(bx + dx * s)}" y="${r1(by - 120 * s)}" width="${r1(20 * s)}" height="${r1(70 * s)}"/>`).join('') +
    `<path d="M${r1(bx - 40 * s)} ${r1(by - 60 * s)} L${r1(bx)} ${r1(by - 100 * s)} L${r1(bx + 40 * s)} ${r1(by - 60 * s)} Z"/>` +
    `<rect x="${r1(bx - 4 * s)}" y="${r1(by - 150 * s)}" width="${r1(8 * s)}" height="${r1(50 * s)}"/>`;
  const tower = `<rect x="${r1(width * 0.52)}" y="${r1(base - 310 * s)}" width="${r1(6 * s)}" height="${r1(200 * s)}"/>`;
  return `<g fill="${colour}"><path d="${hill}"/>${basilica}${tower}</g>`;
}

export const NEWS_VARIANTS = ['vinyl', 'floor', 'skyline'] as const;

/**
 * `variant` lets a caller spread a series over the three scenes (the seeder passes the article's
 * index); by default the scene is picked from the slug.
 */
export function newsCoverSvg(input: { slug: string; variant?: (typeof NEWS_VARIANTS)[number] }): string {
  const size = SIZES.cover;
  const rnd = createRandom(`news:${input.slug}`);
  const tone = rnd.pick(duotones);
  const id = 'n';
  const picked = rnd.pick(NEWS_VARIANTS);
  const variant = input.variant ?? picked;
  let scene = '';
  if (variant === 'vinyl') {
    const cx = rnd.range(1020, 1200);
    scene =
      specks(rnd, size, 90, palette.cream) +
      beams(id, rnd, rnd.range(300, 700), -200, 1500, rnd.int(3, 5)) +
      `<circle cx="${r1(cx)}" cy="450" r="640" fill="url(#${id}-glow)"/>` +
      vinyl(cx, rnd.range(400, 500), rnd.range(360, 420), tone) +
      litFigure(rnd.pick(['embrace', 'turn'] as const), rnd.range(330, 420), 860, 520, tone, rnd.chance(0.5));
  } else if (variant === 'floor') {
    scene =
      specks(rnd, size, 60, palette.cream, 520) +
      sun(id, 800, 430, rnd.range(230, 290), 3, tone.light) +
      beams(id, rnd, 800, -150, 1400, rnd.int(4, 6)) +
      `<rect y="600" width="1600" height="300" fill="${tone.shadow}" opacity="0.55"/>` +
      danceFloor(size, 600, tone.light) +
      `<ellipse cx="800" cy="820" rx="420" ry="60" fill="url(#${id}-glow)"/>` +
      litFigure(rnd.pick(['embrace', 'turn'] as const), 800, 840, 500, tone, rnd.chance(0.5));
  } else {
    const sunX = rnd.range(560, 1040);
    scene =
      specks(rnd, size, 120, palette.cream, 500) +
      sun(id, sunX, 560, rnd.range(220, 280), 4, tone.light) +
      // The Saône at night below Fourvière: a river band lighter than the hill, a thin horizon.
      `<rect y="700" width="1600" height="200" fill="${tone.skyTop}"/>` +
      `<rect y="700" width="1600" height="200" fill="url(#${id}-floor)"/>` +
      lyonSkyline(size, 702, tone.shadow, rnd.range(0.8, 0.95)) +
      `<rect y="700" width="1600" height="2" fill="${tone.light}" opacity="0.35"/>` +
      Array.from({ length: 9 }, (_, i) => {
        const y = 720 + i * 19;
        const w = rnd.range(140, 360) * (1 - i * 0.06);
        return `<rect x="${r1(sunX - w / 2 + rnd.range(-30, 30))}" y="${y}" width="${r1(w)}" height="5" rx="2.5" fill="${tone.light}" opacity="${r1(0.55 - i * 0.05)}"/>`;
      }).join('');
  }
  const body =
    sky(id, size) +
    scene +
    textPath('ACTUALITÉS', 64, 92, { font: 'label', size: 22, tracking: 0.32, fill: palette.cream, opacity: 0.85 }) +
    `<rect x="64" y="110" width="56" height="4" fill="${tone.light}"/>` +
    signature(64, 860, 1, palette.cream);
  return svgDocument(size, backgroundDefs(id, tone), body);
}

/* ---------- hotel, 3:2 ---------- */

function buildings(rnd: Random, { width }: Size, base: number, minH: number, maxH: number, colour: string, windowColour: string, lit: number, hero?: number): string {
  let out = '';
  let x = -20;
  while (x < width + 20) {
    const w = rnd.range(60, 140);
    const isHero = hero !== undefined && x <= hero && hero < x + w;
    const h = isHero ? maxH * 1.25 : rnd.range(minH, maxH);
    const top = base - h;
    out += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" fill="${colour}"/>`;
    if (rnd.chance(0.35)) {
      out += `<rect x="${r1(x + w * 0.3)}" y="${r1(top - 18)}" width="${r1(w * 0.4)}" height="18" fill="${colour}"/>`;
    }
    // windows
    const cols = Math.max(2, Math.floor(w / 22));
    const rows = Math.floor(h / 30);
    const gap = w / cols;
    for (let row = 1; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        if (!rnd.chance(isHero ? 0.75 : lit)) continue;
        out += `<rect x="${r1(x + col * gap + gap * 0.28)}" y="${r1(top + row * 30)}" width="${r1(gap * 0.44)}" height="13" fill="${windowColour}" opacity="${r1(rnd.range(0.45, 1))}"/>`;
      }
    }
    if (isHero) {
      out += `<rect x="${r1(x + w * 0.15)}" y="${r1(top + 14)}" width="${r1(w * 0.7)}" height="10" rx="5" fill="${palette.coral}"/>`;
    }
    x += w + rnd.range(0, 14);
  }
  return out;
}

export function hotelPhotoSvg(input: { slug: string }): string {
  const size = SIZES.hotel;
  const rnd = createRandom(`hotel:${input.slug}`);
  const tone = rnd.pick(duotones);
  const id = 'h';
  const water = 600;
  const heroX = rnd.range(420, 780);
  const city =
    buildings(rnd, size, water, 140, 300, palette.violet, tone.light, 0.12) +
    buildings(rnd, size, water, 90, 260, tone.shadow, palette.gold, 0.3, heroX);
  const body =
    sky(id, size) +
    specks(rnd, size, 80, palette.cream, 340) +
    sun(id, rnd.range(200, 1000), rnd.range(190, 260), rnd.range(80, 120), 3, tone.light) +
    `<ellipse cx="${r1(heroX)}" cy="${water}" rx="520" ry="220" fill="url(#${id}-glow)"/>` +
    city +
    `<rect y="${water}" width="1200" height="200" fill="${tone.shadow}"/>` +
    `<g transform="translate(0 ${water * 2}) scale(1 -1)" opacity="0.28">${city}</g>` +
    `<rect y="${water}" width="1200" height="200" fill="url(#${id}-floor)"/>` +
    Array.from({ length: 14 }, (_, i) => {
      const y = water + 12 + i * 13;
      const x = rnd.range(0, 1100);
      return `<rect x="${r1(x)}" y="${y}" width="${r1(rnd.range(60, 240))}" height="3" rx="1.5" fill="${tone.light}" opacity="${r1(rnd.range(0.15, 0.45))}"/>`;
    }).join('') +
    signature(44, 770, 0.85, palette.cream);
  return svgDocument(size, backgroundDefs(id, tone), body);
}

/* ---------- home hero poster, 16:9, and the share image ---------- */

export interface PosterText {
  /** "Kizomba Lumière" */
  title: string;
  /** "Festival · Lyon" */
  kicker: string;
  /** "16 — 18 avril 2027" */
  dates: string;
}

function posterTitle(title: string): [string, string] {
  const words = title.trim().split(/\s+/);
  if (words.length === 1) return [title, ''];
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

export function heroPosterSvg(text: PosterText): string {
  const size = SIZES.cover;
  const rnd = createRandom('hero');
  const tone = duotones[0] as Duotone;
  const id = 'hero';
  const [line1, line2] = posterTitle(text.title);
  const titleSize = Math.min(fitSize(line1, { font: 'display', size: 190 }, 760), fitSize(line2 || line1, { font: 'display', size: 190 }, 760));
  const defs =
    backgroundDefs(id, tone) +
    `<linearGradient id="hero-title" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${palette.cream}"/>` +
    `<stop offset="0.55" stop-color="${palette.gold}"/><stop offset="1" stop-color="${palette.coral}"/></linearGradient>`;
  const body =
    sky(id, size) +
    specks(rnd, size, 140, palette.cream, 700) +
    beams(id, rnd, 1150, -260, 1600, 6) +
    sun(id, 1150, 400, 300, 4, tone.light) +
    `<ellipse cx="1150" cy="840" rx="520" ry="70" fill="url(#${id}-glow)"/>` +
    `<rect y="840" width="1600" height="60" fill="url(#${id}-floor)"/>` +
    litFigure('embrace', 1150, 850, 700, tone, false) +
    textPath(text.kicker.toUpperCase(), 96, 250, { font: 'label', size: 28, tracking: 0.34, fill: tone.light }) +
    `<g fill="url(#hero-title)">` +
    `<path d="${textPathPlain(line1, 88, 250 + titleSize * 0.95, titleSize)}"/>` +
    (line2 ? `<path d="${textPathPlain(line2, 88, 250 + titleSize * 1.9, titleSize)}"/>` : '') +
    `</g>` +
    `<rect x="96" y="${r1(250 + titleSize * 2.25)}" width="120" height="5" fill="${tone.accent}"/>` +
    textPath(text.dates, 96, 250 + titleSize * 2.25 + 70, { font: 'display', size: 48, fill: palette.cream }) +
    festivalMark(96, 760, 84, palette.cream);
  return svgDocument(size, defs, body);
}

/** Path data of display text (for fills that need a gradient rather than a flat colour). */
const textPathPlain = (text: string, x: number, y: number, fontSize: number) =>
  textPathData(text, x, y, { font: 'display', size: fontSize });

export function shareImageSvg(text: PosterText): string {
  const size = SIZES.share;
  const rnd = createRandom('share');
  const tone = duotones[0] as Duotone;
  const id = 's';
  const [line1, line2] = posterTitle(text.title);
  const titleSize = Math.min(fitSize(line1, { font: 'display', size: 120 }, 620), fitSize(line2 || line1, { font: 'display', size: 120 }, 620));
  const defs =
    backgroundDefs(id, tone) +
    `<linearGradient id="s-title" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${palette.cream}"/>` +
    `<stop offset="0.6" stop-color="${palette.gold}"/><stop offset="1" stop-color="${palette.coral}"/></linearGradient>`;
  const body =
    sky(id, size) +
    specks(rnd, size, 90, palette.cream, 480) +
    beams(id, rnd, 900, -200, 1100, 5) +
    sun(id, 900, 290, 200, 3, tone.light) +
    `<ellipse cx="900" cy="600" rx="360" ry="50" fill="url(#${id}-glow)"/>` +
    litFigure('turn', 900, 610, 500, tone, false) +
    textPath(text.kicker.toUpperCase(), 72, 150, { font: 'label', size: 22, tracking: 0.32, fill: tone.light }) +
    `<g fill="url(#s-title)"><path d="${textPathPlain(line1, 66, 150 + titleSize * 0.98, titleSize)}"/>` +
    (line2 ? `<path d="${textPathPlain(line2, 66, 150 + titleSize * 1.95, titleSize)}"/>` : '') +
    `</g>` +
    `<rect x="72" y="${r1(150 + titleSize * 2.3)}" width="90" height="4" fill="${tone.accent}"/>` +
    textPath(text.dates, 72, 150 + titleSize * 2.3 + 56, { font: 'display', size: 38, fill: palette.cream }) +
    festivalMark(1080, 540, 70, palette.cream);
  return svgDocument(size, defs, body);
}

/* ---------- editorial page covers, 16:9 ---------- */

export function pageCoverSvg(input: { slug: string }): string {
  const size = SIZES.cover;
  const rnd = createRandom(`page:${input.slug}`);
  const tone = rnd.pick(duotones);
  const id = 'c';
  const variant = rnd.pick(['rings', 'skyline', 'beams'] as const);
  let scene = '';
  if (variant === 'rings') {
    const cx = rnd.range(950, 1250);
    const cy = rnd.range(380, 520);
    scene = specks(rnd, size, 110, palette.cream) + sun(id, cx, cy, rnd.range(170, 230), 7, tone.light);
    for (let i = 0; i < 5; i++) {
      const rr = 420 + i * 90;
      scene += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${rr}" fill="none" stroke="${tone.accent}" stroke-width="2" stroke-dasharray="${rnd.int(2, 10)} ${rnd.int(8, 26)}" opacity="${r1(0.4 - i * 0.06)}"/>`;
    }
  } else if (variant === 'skyline') {
    scene =
      specks(rnd, size, 130, palette.cream, 520) +
      sun(id, rnd.range(900, 1250), 600, rnd.range(240, 300), 4, tone.light) +
      lyonSkyline(size, 720, tone.shadow, 1.15) +
      `<rect y="720" width="1600" height="180" fill="${tone.shadow}"/>`;
  } else {
    scene =
      specks(rnd, size, 90, palette.cream) +
      beams(id, rnd, rnd.range(900, 1300), -250, 1500, 7) +
      sun(id, rnd.range(1000, 1250), 900, 330, 5, tone.light) +
      `<rect y="860" width="1600" height="40" fill="${tone.shadow}" opacity="0.6"/>`;
  }
  const body = sky(id, size) + scene + signature(64, 860, 1, palette.cream);
  return svgDocument(size, backgroundDefs(id, tone), body);
}
