/**
 * The festival palette (shared/DESIGN.md): deep night indigo/aubergine grounds, amber gold and
 * coral light, warm off-white. Duotones pair one night and one light colour.
 */
export const palette = {
  ink: '#0c0920',
  night: '#15102e',
  indigo: '#231a4f',
  violet: '#3b2470',
  aubergine: '#4a1a4a',
  plum: '#6b2357',
  amber: '#f4b23e',
  gold: '#ffd27a',
  coral: '#ff6f59',
  rose: '#e8577a',
  cream: '#fff3e2',
} as const;

export interface Duotone {
  /** top of the background */
  skyTop: string;
  /** bottom of the background */
  skyBottom: string;
  /** main light (halo, beams) */
  light: string;
  /** secondary light (rim, accents) */
  accent: string;
  /** silhouettes */
  shadow: string;
}

export const duotones: readonly Duotone[] = [
  { skyTop: palette.night, skyBottom: palette.aubergine, light: palette.amber, accent: palette.coral, shadow: palette.ink },
  { skyTop: palette.indigo, skyBottom: palette.plum, light: palette.coral, accent: palette.gold, shadow: palette.ink },
  { skyTop: palette.ink, skyBottom: palette.violet, light: palette.gold, accent: palette.rose, shadow: '#0a0719' },
  { skyTop: palette.aubergine, skyBottom: palette.night, light: palette.amber, accent: palette.rose, shadow: '#100a1e' },
  { skyTop: palette.night, skyBottom: palette.plum, light: palette.gold, accent: palette.coral, shadow: palette.ink },
];
