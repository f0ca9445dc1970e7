/**
 * Stylised dancer silhouettes, drawn in a 200 × 400 box (feet on y = 400). Each pose is a few
 * primitives filled with ONE colour, so overlapping shapes merge into a single silhouette the
 * way a back-lit figure reads on stage. Poses follow the kizomba vocabulary: the close embrace,
 * the leader's turn, the solo performer, the DJ and the MC.
 */
import { r1 } from './random';

export type Pose = 'embrace' | 'turn' | 'solo' | 'dj' | 'djHype' | 'djMix' | 'mc';

/** A limb segment from (x1, y1) to (x2, y2), w1 wide at the start and w2 at the end, round ends. */
function taper(x1: number, y1: number, x2: number, y2: number, w1: number, w2: number): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const nx = -Math.sin(angle);
  const ny = Math.cos(angle);
  const p = (x: number, y: number, w: number, side: 1 | -1) => `${r1(x + (nx * w * side) / 2)} ${r1(y + (ny * w * side) / 2)}`;
  return (
    `<path d="M${p(x1, y1, w1, 1)} L${p(x2, y2, w2, 1)} L${p(x2, y2, w2, -1)} L${p(x1, y1, w1, -1)} Z"/>` +
    `<circle cx="${r1(x1)}" cy="${r1(y1)}" r="${r1(w1 / 2)}"/><circle cx="${r1(x2)}" cy="${r1(y2)}" r="${r1(w2 / 2)}"/>`
  );
}

/** Arm or leg in two segments (shoulder → elbow → wrist, hip → knee → ankle). */
function limb(points: [number, number][], widths: number[]): string {
  let out = '';
  for (let i = 0; i < points.length - 1; i++) {
    const [x1, y1] = points[i] as [number, number];
    const [x2, y2] = points[i + 1] as [number, number];
    out += taper(x1, y1, x2, y2, widths[i] as number, widths[i + 1] as number);
  }
  return out;
}

const head = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
const shape = (d: string) => `<path d="${d}"/>`;
/** A shoe: a short flattened ellipse at ground level pointing left (-1) or right (1). */
const shoe = (x: number, direction: 1 | -1, length = 22) =>
  `<ellipse cx="${r1(x + (direction * length) / 3)}" cy="396" rx="${r1(length / 2)}" ry="4.5"/>`;

/** A leader with broad shoulders (torso from y=top to the hips). */
const leaderTorso = (cx: number, top: number, lean = 0) =>
  shape(
    `M${cx - 30} ${top + 6} C${cx - 32} ${top - 4} ${cx + 32} ${top - 4} ${cx + 30} ${top + 6} ` +
      `L${cx + 22 + lean} ${top + 70} C${cx + 20 + lean} ${top + 90} ${cx + 18 + lean} ${top + 104} ${cx + 16 + lean} ${top + 118} ` +
      `L${cx - 16 + lean} ${top + 118} C${cx - 18 + lean} ${top + 104} ${cx - 20 + lean} ${top + 90} ${cx - 22 + lean} ${top + 70} Z`,
  );

/** A follower with a fitted bodice (torso from y=top to the waist). */
const followerTorso = (cx: number, top: number) =>
  shape(
    `M${cx - 17} ${top + 4} C${cx - 14} ${top - 3} ${cx + 14} ${top - 3} ${cx + 17} ${top + 4} ` +
      `L${cx + 13} ${top + 46} C${cx + 10} ${top + 62} ${cx + 8} ${top + 76} ${cx + 10} ${top + 88} ` +
      `L${cx - 10} ${top + 88} C${cx - 8} ${top + 76} ${cx - 10} ${top + 62} ${cx - 13} ${top + 46} Z`,
  );

/** DJ parts shared by the DJ poses: head with headphones, body, left hand on the deck, console. */
const djHead = (cx: number, cy: number) =>
  head(cx, cy, 21) +
  `<path d="M${cx - 27} ${cy + 6} C${cx - 29} ${cy - 36} ${cx + 29} ${cy - 36} ${cx + 27} ${cy + 6}" fill="none" stroke-width="8" stroke-linecap="round"/>` +
  `<ellipse cx="${cx - 25}" cy="${cy + 6}" rx="9" ry="12"/><ellipse cx="${cx + 25}" cy="${cy + 6}" rx="9" ry="12"/>` +
  taper(cx, cy + 18, 100, 152, 18, 20);
const djBody = shape('M52 166 C56 150 144 150 148 166 L156 290 L44 290 Z');
const djLeftHandOnDeck = limb([[58, 172], [40, 218], [66, 250]], [19, 15, 12]);
const djConsole = shape('M0 262 C0 256 4 252 10 252 L190 252 C196 252 200 256 200 262 L200 400 L0 400 Z');

const POSES: Record<Pose, string> = {
  // Close embrace: heads cheek to cheek, her arm around his neck, his around her back.
  embrace: [
    head(80, 50, 21),
    taper(82, 66, 84, 88, 17, 18),
    leaderTorso(82, 90, 2),
    limb([[58, 100], [40, 138], [52, 104]], [17, 14, 11]),
    limb([[72, 200], [66, 300], [62, 390]], [32, 22, 17]),
    limb([[96, 200], [102, 300], [108, 390]], [30, 21, 16]),
    shoe(62, -1),
    shoe(108, 1),
    head(115, 66, 18),
    head(128, 54, 10),
    taper(117, 80, 119, 96, 13, 14),
    followerTorso(122, 96),
    limb([[136, 104], [112, 94], [86, 86]], [13, 12, 10]),
    shape('M110 180 L136 180 C150 230 168 292 182 334 C154 346 112 348 90 338 C98 290 104 230 110 180 Z'),
    limb([[130, 334], [134, 366], [136, 392]], [13, 11, 8]),
    limb([[150, 334], [156, 364], [162, 390]], [12, 10, 8]),
    shoe(134, -1, 18),
    shoe(163, -1, 18),
  ].join(''),
  // The leader turns the follower: joined hands high, her skirt swirling.
  turn: [
    head(70, 46, 21),
    taper(71, 62, 72, 84, 17, 18),
    leaderTorso(71, 86),
    limb([[96, 96], [112, 56], [122, 18]], [17, 14, 11]),
    limb([[46, 96], [34, 142], [30, 182]], [17, 14, 11]),
    limb([[62, 196], [58, 296], [54, 390]], [32, 22, 17]),
    limb([[82, 196], [90, 296], [98, 390]], [30, 21, 16]),
    shoe(54, -1),
    shoe(98, 1),
    head(141, 68, 18),
    head(154, 58, 10),
    shape('M156 52 C172 58 180 74 186 92 C176 84 168 78 158 74 Z'),
    taper(141, 82, 142, 98, 13, 14),
    followerTorso(142, 98),
    limb([[132, 104], [128, 62], [124, 20]], [13, 12, 10]),
    limb([[154, 106], [174, 130], [196, 136]], [13, 12, 10]),
    shape('M130 180 L154 180 C172 212 192 244 200 270 C176 288 126 292 92 280 C108 250 120 216 130 180 Z'),
    limb([[134, 280], [132, 340], [130, 390]], [13, 11, 8]),
    limb([[148, 280], [154, 336], [160, 386]], [13, 11, 8]),
    shoe(128, -1, 18),
    shoe(162, 1, 18),
  ].join(''),
  // A solo performer, one arm reaching up, the skirt in motion.
  solo: [
    head(100, 44, 19),
    head(87, 34, 10),
    shape('M86 26 C70 30 62 46 60 64 C68 54 76 48 88 44 Z'),
    taper(100, 58, 100, 76, 13, 14),
    followerTorso(100, 76),
    limb([[114, 84], [132, 50], [146, 10]], [14, 12, 10]),
    limb([[86, 86], [58, 108], [24, 106]], [14, 12, 10]),
    shape('M88 160 L112 160 C134 204 164 246 186 282 C150 300 80 302 30 286 C56 248 74 204 88 160 Z'),
    limb([[96, 286], [94, 340], [92, 390]], [14, 11, 8]),
    limb([[110, 286], [120, 340], [130, 388]], [14, 11, 8]),
    shoe(90, -1, 18),
    shoe(132, 1, 18),
  ].join(''),
  // The DJ behind the decks, one hand on the headphones.
  dj: [djHead(100, 112), djBody, limb([[142, 168], [162, 140], [130, 118]], [19, 15, 12]), djLeftHandOnDeck, djConsole].join(''),
  // The DJ calling the floor, one arm up.
  djHype: [djHead(100, 112), djBody, limb([[142, 168], [166, 120], [178, 66]], [19, 15, 12]), djLeftHandOnDeck, djConsole].join(''),
  // The DJ mixing, both hands on the decks, head bowed to the music.
  djMix: [djHead(96, 118), djBody, limb([[142, 172], [162, 218], [138, 250]], [19, 15, 12]), djLeftHandOnDeck, djConsole].join(''),
  // The MC, microphone up, the other arm calling the crowd.
  mc: [
    head(100, 56, 21),
    taper(101, 72, 101, 92, 17, 18),
    leaderTorso(101, 94),
    limb([[124, 102], [144, 136], [124, 88]], [17, 14, 11]),
    taper(124, 86, 128, 70, 9, 9),
    head(129, 64, 8),
    limb([[78, 102], [54, 68], [42, 26]], [17, 14, 11]),
    limb([[90, 206], [82, 300], [74, 390]], [32, 22, 17]),
    limb([[112, 206], [120, 300], [128, 390]], [30, 21, 16]),
    shoe(74, -1),
    shoe(128, 1),
  ].join(''),
};

/** Lit details drawn over some silhouettes (the DJ's turntables and console lights). */
function details(pose: Pose, light: string, accent: string): string {
  if (!pose.startsWith('dj')) return '';
  return (
    `<ellipse cx="50" cy="252" rx="34" ry="6" fill="none" stroke="${light}" stroke-width="2.5" opacity="0.9"/>` +
    `<ellipse cx="150" cy="252" rx="34" ry="6" fill="none" stroke="${light}" stroke-width="2.5" opacity="0.9"/>` +
    `<rect x="18" y="300" width="164" height="3" rx="1.5" fill="${accent}" opacity="0.85"/>` +
    [84, 94, 106, 116].map((x) => `<circle cx="${x}" cy="276" r="3" fill="${light}" opacity="0.8"/>`).join('')
  );
}

const placement = (x: number, y: number, height: number, mirror: boolean) => {
  const scale = r1((height / 400) * 1000) / 1000;
  return `translate(${r1(x)} ${r1(y)}) scale(${mirror ? -scale : scale} ${scale}) translate(-100 -400)`;
};

/**
 * The silhouette of a pose as an SVG group, scaled so that it is `height` px tall with its feet
 * centred on (x, y). `mirror` flips it horizontally (variety between artists).
 */
export function figure(pose: Pose, x: number, y: number, height: number, colour: string, mirror = false): string {
  return `<g transform="${placement(x, y, height, mirror)}" fill="${colour}" stroke="${colour}" stroke-width="0">${POSES[pose]}</g>`;
}

/** The lit details of a pose, placed like `figure()`. Empty for poses without any. */
export function figureDetails(pose: Pose, x: number, y: number, height: number, light: string, accent: string, mirror = false): string {
  const inner = details(pose, light, accent);
  return inner ? `<g transform="${placement(x, y, height, mirror)}">${inner}</g>` : '';
}

export const POSE_NAMES = Object.keys(POSES) as Pose[];
