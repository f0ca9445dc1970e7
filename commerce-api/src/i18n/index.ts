/**
 * What the API says to people, in the nine languages: refusals of the public endpoints
 * (`errors`, `fields`), the notices of successful answers (`notices`), the e-mails (`mail`) and
 * the PDF tickets (`tickets`).
 *
 * `fr/` is the reference, typed from its literal texts (docs/spec.md's French texts verbatim).
 * Another language is a sibling folder with the same files, each exporting the same namespace
 * typed on the French shape (same keys, same `{placeholders}`, lists of the same length):
 *
 *   import type { ApiDictionary } from '../index.js';
 *   export const mail: ApiDictionary['mail'] = { … };
 *
 * Counted texts are plural forms (`{ one, other }` in French) chosen with `Intl.PluralRules`; a
 * language with more forms adds them (`few`, `many`: Polish, Romanian…). A key a language lacks
 * is answered in French. ./dictionaries.test.ts checks every folder against French.
 *
 * Back-office texts (admin refusals, audit, staff e-mails) are not here: staff screens are French.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, INTL_TAGS, LOCALES, formatEuros, type Locale } from '@kizomba/locales';
import { errors } from './fr/errors.js';
import { fields } from './fr/fields.js';
import { mail } from './fr/mail.js';
import { notices } from './fr/notices.js';
import { resale } from './fr/resale.js';
import { roles } from './fr/roles.js';
import { tickets } from './fr/tickets.js';
import { transfers } from './fr/transfers.js';
import { waitingList } from './fr/waitingList.js';

const french = { errors, fields, mail, notices, tickets, waitingList, resale, roles, transfers };
type French = typeof french;

/** The file of each namespace under `<locale>/`. */
export const API_AREAS = ['errors', 'fields', 'mail', 'notices', 'tickets', 'waitingList', 'resale', 'roles', 'transfers'] as const satisfies readonly (keyof French)[];
export type ApiArea = (typeof API_AREAS)[number];

/** A counted text: one form per `Intl.PluralRules` category the language uses (`one` and `other` at least). */
export interface PluralForms {
  readonly zero?: string;
  readonly one: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

type Widen<T> = T extends string
  ? string
  : T extends readonly string[]
    ? { readonly [K in keyof T]: string }
    : T extends { readonly one: string; readonly other: string }
      ? PluralForms
      : { readonly [K in keyof T]: Widen<T[K]> };

/** The French tree with every text widened to `string`: the type of every language's files. */
export type ApiDictionary = Widen<French>;

type Join<P extends string, K extends string> = P extends '' ? K : `${P}.${K}`;
type KeysOf<T, Leaf, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Leaf
    ? Join<P, K>
    : T[K] extends string | readonly string[] | { readonly one: string; readonly other: string }
      ? never
      : KeysOf<T[K], Leaf, Join<P, K>>;
}[keyof T & string];

/** `errors.cart.soldOut`: a plain text. */
export type ApiTextKey = KeysOf<French, string>;
/** `mail.orderConfirmation.ticketCount`: a counted text. */
export type ApiPluralKey = KeysOf<French, { readonly one: string; readonly other: string }>;
/** `mail.orderConfirmation.usage`: a list of texts. */
export type ApiListKey = KeysOf<French, readonly string[]>;

/** An amount in cents, written in the reader's notation (`formatEuros`). */
export interface Euros {
  readonly cents: number;
}

export type TextParams = Readonly<Record<string, string | number | Euros>>;

const inLocale = (locale: Locale, params: TextParams): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? formatEuros(value.cents, locale) : value]));

type Tree = { readonly [key: string]: Tree | string | readonly string[] | PluralForms };

/** The other languages' files that exist, read once when the API starts. */
const translations = new Map<Locale, Partial<Record<ApiArea, Tree>>>();
{
  const root = fileURLToPath(new URL('.', import.meta.url));
  const folders = new Set(readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name));
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE || !folders.has(locale)) continue;
    const files = new Set(readdirSync(new URL(`./${locale}/`, import.meta.url)));
    const areas: Partial<Record<ApiArea, Tree>> = {};
    for (const area of API_AREAS) {
      const file = [`${area}.ts`, `${area}.js`].find((name) => files.has(name));
      if (!file) continue;
      const module = (await import(/* @vite-ignore */ pathToFileURL(`${root}${locale}/${file}`).href)) as Record<string, Tree | undefined>;
      const namespace = module[area];
      if (namespace) areas[area] = namespace;
    }
    translations.set(locale, areas);
  }
}

/** The namespaces a language has (French: all of them). */
export function apiDictionary(locale: Locale): Partial<Record<ApiArea, Tree>> {
  return locale === DEFAULT_LOCALE ? (french as unknown as Record<ApiArea, Tree>) : (translations.get(locale) ?? {});
}

function lookup(locale: Locale, key: string): unknown {
  const [area, ...path] = key.split('.');
  let node: unknown = apiDictionary(locale)[area as ApiArea];
  for (const part of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

/** `{name}` → the parameter; a placeholder without a value stays as written. */
export function interpolate(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text of `key` in `locale` (French when the language lacks it), placeholders filled. */
export function apiText(locale: Locale, key: ApiTextKey, params?: TextParams): string {
  const found = lookup(locale, key);
  const template = typeof found === 'string' ? found : (lookup(DEFAULT_LOCALE, key) as string);
  return interpolate(template, params && inLocale(locale, params));
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
/** The plural category of `count` in the language (`one`, `few`, `many`, `other`…). */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_TAGS[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The form of `key` for `count` (`{count}` filled with it). */
export function apiPlural(locale: Locale, key: ApiPluralKey, count: number, params: TextParams = {}): string {
  const found = lookup(locale, key) as PluralForms | undefined;
  const forms = found && typeof found === 'object' && typeof found.other === 'string' ? found : (lookup(DEFAULT_LOCALE, key) as PluralForms);
  const category = pluralCategory(found === forms ? locale : DEFAULT_LOCALE, count);
  return interpolate(forms[category] ?? forms.other, { count, ...inLocale(locale, params) });
}

/** The list of texts of `key`. */
export function apiList(locale: Locale, key: ApiListKey): readonly string[] {
  const found = lookup(locale, key);
  return Array.isArray(found) ? (found as string[]) : (lookup(DEFAULT_LOCALE, key) as string[]);
}

/** A text to be said in the language of whoever reads it: the key and its parameters. */
export interface LocalizedText {
  readonly key: ApiTextKey;
  readonly params?: TextParams;
  /** A counted text: `key` is then an ApiPluralKey. */
  readonly count?: number;
  /** A sentence said right after this one (joined by a space). */
  readonly then?: LocalizedText;
}

/** A counted LocalizedText. */
export const pluralText = (key: ApiPluralKey, count: number, params?: TextParams): LocalizedText =>
  ({ key: key as unknown as ApiTextKey, count, ...(params ? { params } : {}) });

/** The text in `locale`. */
export function say(locale: Locale, text: LocalizedText): string {
  const sentence =
    text.count === undefined
      ? apiText(locale, text.key, text.params)
      : apiPlural(locale, text.key as unknown as ApiPluralKey, text.count, text.params);
  return text.then ? `${sentence} ${say(locale, text.then)}` : sentence;
}

export { DEFAULT_LOCALE, type Locale };

/** French text of a dictionary (its `{placeholders}` matched by anything) → its key and parameters. */
const frenchIndex: { exact: Map<string, ApiTextKey>; patterns: { pattern: RegExp; names: string[]; key: ApiTextKey }[] } = (() => {
  const exact = new Map<string, ApiTextKey>();
  const patterns: { pattern: RegExp; names: string[]; key: ApiTextKey }[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      const names = [...node.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      if (names.length === 0) {
        if (!exact.has(node)) exact.set(node, path as ApiTextKey);
        return;
      }
      const source = node
        .split(/\{\w+\}/)
        .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)');
      patterns.push({ pattern: new RegExp(`^${source}$`, 's'), names, key: path as ApiTextKey });
      return;
    }
    if (node && typeof node === 'object' && !Array.isArray(node) && !('other' in node)) {
      for (const [key, child] of Object.entries(node)) walk(child, `${path}.${key}`);
    }
  };
  walk(french.fields, 'fields');
  walk(french.errors, 'errors');
  walk(french.waitingList, 'waitingList');
  walk(french.transfers.errors, 'transfers.errors');
  // The longest literal first: a specific sentence wins over a generic frame.
  patterns.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { exact, patterns };
})();

/**
 * The dictionary text a French message is (request schemas keep their French messages, the way
 * gettext keeps its source strings), or null for a text the dictionaries do not hold.
 */
export function fromFrench(message: string): LocalizedText | null {
  const key = frenchIndex.exact.get(message);
  if (key) return { key };
  for (const { pattern, names, key: patternKey } of frenchIndex.patterns) {
    const match = pattern.exec(message);
    if (match) return { key: patternKey, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}
