// @vitest-environment node
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './build-index.ts';
import { createFingerprint, stableStringify, type FetchLike } from './fingerprint.ts';
import { tempDir, writeFiles } from './test-helpers.ts';

interface FakeCms {
  articles: Array<{ id: number; documentId: string; updatedAt: string }>;
  home: { id: number; documentId: string; updatedAt: string } | null;
  tickets: Array<Record<string, unknown>>;
  failApi?: boolean;
  /** The Portuguese version of the home page (none: 404). */
  ptHome?: { id: number; documentId: string; updatedAt: string } | null;
  seen: string[];
}

function fakeFetch(state: FakeCms): FetchLike {
  return async (url, init) => {
    state.seen.push(`${url} ${(init?.headers as Record<string, string>)?.authorization ?? ''}`);
    const u = new URL(url);
    if (u.pathname === '/api/tickets') {
      if (state.failApi) return new Response('boom', { status: 503 });
      return Response.json({ data: state.tickets });
    }
    if (u.pathname === '/api/news-articles') {
      // No article is translated into Portuguese.
      if (u.searchParams.get('locale') === 'pt') return Response.json({ data: [], meta: { pagination: { page: 1, pageCount: 1 } } });
      // Two pages of one entry each, to exercise pagination.
      const page = Number(u.searchParams.get('pagination[page]'));
      const data = state.articles.slice(page - 1, page);
      return Response.json({ data, meta: { pagination: { page, pageCount: state.articles.length } } });
    }
    if (u.pathname === '/api/home') {
      const home = u.searchParams.get('locale') === 'pt' ? state.ptHome : state.home;
      return home ? Response.json({ data: home }) : Response.json({ error: {} }, { status: 404 });
    }
    return Response.json({ error: {} }, { status: 404 });
  };
}

const ticket = {
  id: 1,
  slug: 'full-pass',
  name: 'Full Pass',
  price: 149,
  quota: 400,
  remaining: 400,
  soldOut: false,
  onSale: true,
  sortOrder: 10,
};

async function setup() {
  const siteDir = await tempDir();
  await writeFiles(siteDir, {
    'src/pages/index.astro': '<h1>Accueil</h1>',
    'public/robots.txt': 'User-agent: *',
    'astro.config.mjs': 'export default {}',
    'package.json': '{}',
  });
  const state: FakeCms = {
    articles: [
      { id: 3, documentId: 'a1', updatedAt: '2026-01-01T00:00:00.000Z' },
      { id: 4, documentId: 'a2', updatedAt: '2026-01-01T00:00:00.000Z' },
    ],
    home: { id: 1, documentId: 'h', updatedAt: '2026-01-01T00:00:00.000Z' },
    tickets: [{ ...ticket }],
    seen: [],
  };
  const parts = createFingerprint({
    siteDir,
    cmsUrl: 'http://cms.test',
    apiUrl: 'http://api.test',
    cmsApiToken: 'tok',
    collections: ['news-articles'],
    singleTypes: ['home'],
    locales: ['fr', 'pt'],
    buildEnv: { PUBLIC_SITE_URL: 'http://localhost:4321' },
    fetch: fakeFetch(state),
  });
  const fingerprint = async () => (await parts()).value;
  return { siteDir, state, fingerprint, parts };
}

describe('createFingerprint', () => {
  it('is stable when nothing changed, and asks the CMS for ids and dates only, with the token', async () => {
    const { state, fingerprint } = await setup();
    const a = await fingerprint();
    const firstRun = state.seen.length;
    expect(await fingerprint()).toBe(a);
    expect(state.seen.length).toBe(firstRun * 2);
    const cmsCalls = state.seen.filter((s) => s.startsWith('http://cms.test'));
    expect(cmsCalls.every((s) => s.includes('fields[0]=updatedAt') && s.endsWith('Bearer tok'))).toBe(true);
    expect(cmsCalls.filter((s) => s.includes('news-articles'))).toHaveLength(6); // (2 French pages + 1 Portuguese) × 2 runs
    expect(cmsCalls.filter((s) => s.includes('/api/home?locale=pt&'))).toHaveLength(2);
  });

  it('ignores live ticket counters', async () => {
    const { state, fingerprint } = await setup();
    const a = await fingerprint();
    state.tickets = [{ ...ticket, remaining: 12, soldOut: false, onSale: false }];
    expect(await fingerprint()).toBe(a);
    state.tickets = [{ ...ticket, price: 159 }];
    expect(await fingerprint()).not.toBe(a);
  });

  it('changes when an entry is edited, published (new id), added or removed', async () => {
    const { state, fingerprint } = await setup();
    const a = await fingerprint();
    state.articles[1] = { ...state.articles[1]!, updatedAt: '2026-02-01T00:00:00.000Z' };
    const b = await fingerprint();
    expect(b).not.toBe(a);
    state.articles[1] = { ...state.articles[1]!, id: 9 };
    const c = await fingerprint();
    expect(c).not.toBe(b);
    state.home = null;
    expect(await fingerprint()).not.toBe(c);
  });

  it('changes when a translation is added or edited', async () => {
    const { state, fingerprint } = await setup();
    const a = await fingerprint();
    state.ptHome = { id: 7, documentId: 'h', updatedAt: '2026-01-02T00:00:00.000Z' };
    const b = await fingerprint();
    expect(b).not.toBe(a);
    state.ptHome = { ...state.ptHome, updatedAt: '2026-01-03T00:00:00.000Z' };
    expect(await fingerprint()).not.toBe(b);
  });

  it('tells which languages changed: a translation moves its language only, a French edit moves French and the languages showing it untranslated', async () => {
    const { state, parts } = await setup();
    const a = await parts();
    expect(Object.keys(a.locales)).toEqual(['fr', 'pt']);
    state.ptHome = { id: 7, documentId: 'h', updatedAt: '2026-01-02T00:00:00.000Z' };
    const b = await parts();
    expect(b.base).toBe(a.base);
    expect([b.locales.fr === a.locales.fr, b.locales.pt === a.locales.pt]).toEqual([true, false]);
    // The home page is translated now: a French edit of it leaves Portuguese alone…
    state.home = { ...state.home!, updatedAt: '2026-01-05T00:00:00.000Z' };
    const c = await parts();
    expect([c.locales.fr === b.locales.fr, c.locales.pt === b.locales.pt]).toEqual([false, true]);
    // …but a French article (shown in French on Portuguese pages, and listed there) moves both.
    state.articles[0] = { ...state.articles[0]!, updatedAt: '2026-01-06T00:00:00.000Z' };
    const d = await parts();
    expect([d.locales.fr === c.locales.fr, d.locales.pt === c.locales.pt]).toEqual([false, false]);
  });

  it('changes when the site source changes', async () => {
    const { siteDir, fingerprint } = await setup();
    const a = await fingerprint();
    await fs.writeFile(path.join(siteDir, 'src/pages/index.astro'), '<h1>Bienvenue</h1>');
    expect(await fingerprint()).not.toBe(a);
  });

  it('is unavailable (rejects) when a service errors, so the caller rebuilds', async () => {
    const { state, fingerprint } = await setup();
    state.failApi = true;
    await expect(fingerprint()).rejects.toThrow(/503/);
  });
});

describe('stableStringify', () => {
  it('does not depend on key order', () => {
    expect(stableStringify({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(stableStringify({ a: [{ c: 3, d: 2 }], b: 1 }));
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline executable scripts only', () => {
    const html =
      '<script>alert(1)</script><script type="module">import "x"</script>' +
      '<script src="/_astro/a.js"></script><script type="application/ld+json">{"@type":"Event"}</script>' +
      '<script>alert(1)</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    // sha256("alert(1)") in base64, as a browser computes it.
    expect(hashes).toContain("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
