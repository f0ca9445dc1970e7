import { describe, expect, it } from 'vitest';

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

  it.each(Object.keys(locales).filter((locale) => locale !== 'fr'))(
    '%s has the same files, keys and placeholders as French',
    (locale) => {
      expect(Object.keys(locales[locale]).sort()).toEqual(Object.keys(locales.fr).sort());
      for (const file of Object.keys(locales.fr)) {
        expect(differences(locales.fr[file], locales[locale][file] ?? {}), `${locale}/${file}.ts`).toEqual([]);
      }
    },
  );
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
