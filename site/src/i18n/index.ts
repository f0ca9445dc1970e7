import { fr } from './fr';

/** Same tree as the French dictionary, with every leaf widened to `string`. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language dictionary must have (French is the reference). */
export type Dictionary = Widen<typeof fr>;

/** Dotted paths to every leaf: 'checkout.title', 'lineup.roles.dj', … */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = LeafPaths<typeof fr>;

export type MessageVars = Readonly<Record<string, string | number>>;

/** The active dictionary. Only French exists today; the others plug in here. */
const dictionary: Dictionary = fr;

/** Fills `{name}` placeholders; unknown placeholders are left visible so a typo shows up. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : match,
  );
}

/**
 * Typed access to a UI string: `t('checkout.title')`,
 * `t('orderStatus.errors.fetch', { message })`.
 */
export function t(key: MessageKey, vars?: MessageVars): string {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') {
    // Unreachable with a typed key; guards against a dictionary edited without the types.
    throw new Error(`Missing UI string: ${key}`);
  }
  return interpolate(node, vars);
}

export { fr };
