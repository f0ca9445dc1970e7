import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Who may read which strings. The back-office strings are a third of the French dictionary:
 * only back-office code (its islands, pages and layouts) may reach them, directly or through
 * another module, so no public page ships them.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BACK_OFFICE = /^(islands\/admin\/|pages\/admin\/|layouts\/Admin[^/]*\.astro$)/;
const ADMIN_STRINGS = /^i18n\/[^/]+\/admin\.ts$/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/**
 * The relative imports of a file that reach the bundle (static, re-exports, side effects and
 * dynamic; `import type` is erased), resolved to files of src/.
 */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = [
    ...text.matchAll(/\b(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*\(?\s*()['"](\.{1,2}\/[^'"]+)['"]/g),
  ];
  const specifiers = statements.filter((m) => !m[1]).map((m) => m[2]);
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.astro`, join(base, 'index.ts')];
    const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return found && /\.(ts|tsx|astro)$/.test(found) ? [found] : [];
  });
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [relative(SRC, file), importsOf(file).map((f) => relative(SRC, f))]));

/** One import chain from `start` to a file matching `target`, or null. */
function chainTo(start: string, target: RegExp): string[] | null {
  const previous = new Map<string, string>([[start, '']]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (target.test(file)) {
      const chain = [file];
      while (previous.get(chain[0])) chain.unshift(previous.get(chain[0])!);
      return chain;
    }
    for (const next of graph.get(file) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

describe('imports of UI strings', () => {
  it('sees the source tree and its import graph', () => {
    expect(graph.get('islands/admin/AdminSidebar.tsx')).toContain('i18n/fr/admin.ts');
    expect(chainTo('pages/admin/users.astro', ADMIN_STRINGS)).not.toBeNull();
  });

  it('keeps the back-office strings out of every public page, island and component', () => {
    const leaks = [...graph.keys()]
      .filter((file) => !BACK_OFFICE.test(file) && !file.startsWith('i18n/'))
      .map((file) => chainTo(file, ADMIN_STRINGS))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.join(' → '));
    expect(leaks).toEqual([]);
  });

  it('reads strings only through `i18n` and one area file at a time', () => {
    const wrong = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bfrom\s*['"]((?:\.{1,2}\/)+i18n(?:\/[^'"]*)?)['"]/g)]
        .map((m) => m[1].replace(/^(\.{1,2}\/)+/, ''))
        .filter((path) => path !== 'i18n' && !/^i18n\/[a-z]{2}\/[a-z-]+$/.test(path))
        .map((path) => `${relative(SRC, file)}: ${path}`),
    );
    expect(wrong).toEqual([]);
  });
});
