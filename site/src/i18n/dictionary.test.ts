import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kizomba/locales';

/** Every dictionary file, by locale folder: { fr: { 'cart': { cart: {…} }, … }, en: … }. */
const files = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./*/*.test.ts', '!./*/index.ts'], { eager: true });
const locales: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, namespaces] of Object.entries(files)) {
  const [, locale, file] = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(path) ?? [];
  (locales[locale] ??= {})[file] = namespaces;
}

/** Every leaf of a tree, as 'path.to.leaf' → placeholders of its text ('{count} articles' → ['count']). */
function shapeOf(node: unknown, prefix = ''): Map<string, string[]> {
  const shape = new Map<string, string[]>();
  if (typeof node === 'string') {
    shape.set(prefix, [...node.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort());
  } else if (node !== null && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      for (const [path, vars] of shapeOf(child, prefix ? `${prefix}.${key}` : key)) shape.set(path, vars);
    }
  } else {
    shape.set(prefix, [`not a string: ${typeof node}`]);
  }
  return shape;
}

/** How a locale's files differ from the reference: missing and extra keys, and changed placeholders. */
function differences(reference: Record<string, unknown>, other: Record<string, unknown>): string[] {
  const expected = shapeOf(reference);
  const actual = shapeOf(other);
  const found: string[] = [];
  for (const [path, vars] of expected) {
    const theirs = actual.get(path);
    if (!theirs) found.push(`missing ${path}`);
    else if (theirs.join() !== vars.join()) found.push(`placeholders of ${path}: {${theirs.join('}, {')}} instead of {${vars.join('}, {')}}`);
  }
  for (const path of actual.keys()) if (!expected.has(path)) found.push(`extra ${path}`);
  return found;
}

/** Areas read by staff only: they stay French (the back-office and the door scanner). */
const STAFF_AREAS = ['admin', 'scanner'];
const PUBLIC_AREAS = Object.keys(locales.fr)
  .filter((area) => !STAFF_AREAS.includes(area))
  .sort();
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'fr');

/** Every leaf of a tree: 'path.to.leaf' → its text. */
function textsOf(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node !== null && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) textsOf(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/**
 * Texts that are rightly the same as in French. Keys: proper names and sample data (the checkout's
 * example addresses are written as in their country; the language names are endonyms; brands;
 * the title separator). Values: words the other language uses as they are — international
 * product words (E-mail, Line-up, DJ, Pass, Scanner, Admin, Show, Social, Cookies, Menu, Code,
 * Total) and words spelt the same in that language.
 */
const SAME_AS_FRENCH_KEYS = [/^checkout\.addressExamples\./, /^social\./, /^meta\.titleSeparator$/];
const SAME_AS_FRENCH_WORDS: Readonly<Record<string, readonly string[]>> = {
  '*': ['E-mail', 'Line-up', 'DJ', 'Pass', 'Scanner', 'Admin', 'Show', 'Social', 'Cookies', 'Menu', 'Code', 'Total'],
  en: ['Contact', 'Date', 'Dates', 'Message', 'Confirmation', 'Province', 'N/A', 'Administration', 'Show & live', 'Shows & live'],
  nl: ['Contact', 'Niveau', 'Show & live', 'Shows & live'],
  de: ['Adresse', 'Infos'],
  es: ['Instagram de {name}'],
  pt: ['Infos', 'Instagram de {name}'],
  it: ['La newsletter'],
  ro: ['Contact', 'Origine'],
};

/**
 * French words that are words of none of the other eight languages (so « de », « la », « pour »,
 * « des », « plus », « dans » (ro), « est » (ro), « une » (es), « tout » (en)… are left out): one of
 * them in another language's text is French left behind.
 */
const FRENCH_ONLY_WORDS = new Set([
  'vous', 'votre', 'avec', 'et', 'nous', 'notre', 'aucun', 'aucune', 'veuillez', 'cette', 'cet', 'ces',
  'sont', 'très', 'être', 'été', 'où', 'aux', 'leur', 'leurs', 'toute', 'tous', 'peut', 'pouvez', 'chez',
  'depuis', 'après', 'moins', 'déjà', 'également', 'panier', 'commande', 'commandes', 'billets',
  'réessayer', 'erreur', 'paiement', 'accueil', 'actualités', 'télécharger', 'envoyer', 'chargement',
  'fermer', 'retour', 'suivant', 'précédent', 'bienvenue', 'connexion', 'déconnexion', 'connecter',
  'légales', 'billetterie',
]);

/** Texts of a language equal to the French one (outside the allowlist) or carrying a French-only word. */
function frenchLeftIn(locale: string): string[] {
  const found: string[] = [];
  const allowed = new Set([...SAME_AS_FRENCH_WORDS['*'], ...(SAME_AS_FRENCH_WORDS[locale] ?? [])]);
  for (const area of PUBLIC_AREAS) {
    const french = textsOf(locales.fr[area]);
    for (const [key, text] of textsOf(locales[locale]?.[area] ?? {})) {
      const words = text.replace(/\{\w+\}/g, ' ').match(/\p{L}+/gu) ?? [];
      const same = text === french.get(key) && words.length > 0;
      if (same && !allowed.has(text) && !SAME_AS_FRENCH_KEYS.some((pattern) => pattern.test(key))) {
        found.push(`${locale}/${area}.ts ${key}: same as French « ${text} »`);
      }
      const frenchWords = words.filter((word) => FRENCH_ONLY_WORDS.has(word.toLowerCase()));
      if (frenchWords.length > 0) found.push(`${locale}/${area}.ts ${key}: French word(s) ${frenchWords.join(', ')} in « ${text} »`);
    }
  }
  return found;
}

/** The file a namespace lives in when it is alone in its file: `orderStatus` → `order-status`. */
const fileOf = (namespace: string) => namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('dictionary files', () => {
  it('hold each namespace once, so the first segment of a key names one file', () => {
    const owners = new Map<string, string[]>();
    for (const [file, namespaces] of Object.entries(locales.fr)) {
      for (const namespace of Object.keys(namespaces)) owners.set(namespace, [...(owners.get(namespace) ?? []), file]);
    }
    expect([...owners].filter(([, inFiles]) => inFiles.length > 1)).toEqual([]);
    expect(owners.size).toBeGreaterThan(20);
  });

  it('name a single-namespace file after its namespace', () => {
    const misnamed = Object.entries(locales.fr)
      .filter(([, namespaces]) => Object.keys(namespaces).length === 1)
      .filter(([file, namespaces]) => fileOf(Object.keys(namespaces)[0]) !== file)
      .map(([file]) => file);
    expect(misnamed).toEqual([]);
  });

  it('keep staff areas (back-office, door scanner) in French only', () => {
    for (const area of STAFF_AREAS) expect(locales.fr[area], `fr/${area}.ts`).toBeDefined();
    const elsewhere = OTHER_LOCALES.flatMap((locale) =>
      STAFF_AREAS.filter((area) => locales[locale]?.[area]).map((area) => `${locale}/${area}.ts`),
    );
    expect(elsewhere).toEqual([]);
  });

  it.each(OTHER_LOCALES)('%s has every public area, with the same keys and placeholders as French', (locale) => {
    expect(Object.keys(locales[locale] ?? {}).sort()).toEqual(PUBLIC_AREAS);
    for (const file of PUBLIC_AREAS) {
      expect(differences(locales.fr[file], locales[locale]?.[file] ?? {}), `${locale}/${file}.ts`).toEqual([]);
    }
  });

  it.each(OTHER_LOCALES)('%s leaves no French text behind', (locale) => {
    expect(frenchLeftIn(locale)).toEqual([]);
  });
});

describe('frenchLeftIn()', () => {
  it('finds a text left as in French, and a French word inside a translation', () => {
    const saved = locales.en;
    try {
      locales.en = { ...saved, cart: { cart: { ...(saved.cart.cart as object), title: (locales.fr.cart.cart as { title: string }).title } } };
      locales.en.tickets = { tickets: { ...(saved.tickets.tickets as object), title: 'Your tickets avec love' } };
      const found = frenchLeftIn('en');
      expect(found).toContain(`en/cart.ts cart.title: same as French « ${(locales.fr.cart.cart as { title: string }).title} »`);
      expect(found).toContain('en/tickets.ts tickets.title: French word(s) avec in « Your tickets avec love »');
    } finally {
      locales.en = saved;
    }
  });
});

describe('differences()', () => {
  const reference = { cart: { title: 'Panier', itemCount: '{count} articles', line: { remove: 'Supprimer' } } };

  it('finds nothing between a dictionary and a faithful translation', () => {
    const english = { cart: { title: 'Cart', itemCount: '{count} items', line: { remove: 'Remove' } } };
    expect(differences(reference, english)).toEqual([]);
  });

  it('names missing and extra keys and changed placeholders', () => {
    const broken = { cart: { title: 'Cart', itemCount: '{total} items', line: {}, extra: 'x' } };
    expect(differences(reference, broken)).toEqual([
      'placeholders of cart.itemCount: {total} instead of {count}',
      'missing cart.line.remove',
      'extra cart.extra',
    ]);
  });
});
