// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheControlFor, notFoundFile, resolvePath } from './static-files.ts';

const fileFormat = new Set([
  'index.html',
  'about.html',
  'concept.html',
  'concept/rules.html',
  'news.html',
  'news/premier-article.html',
  'checkout.html',
  'checkout/_.html',
  '404.html',
  'favicon.svg',
  '_astro/app.Ab12Cd.js',
  '.well-known/security.txt',
]);

const directoryFormat = new Set([
  'index.html',
  'about/index.html',
  'concept/index.html',
  'concept/rules/index.html',
  'dashboard/ticket/_/index.html',
  '404.html',
]);

describe('resolvePath', () => {
  it("serves `build.format: 'file'` pages at pretty URLs", () => {
    expect(resolvePath(fileFormat, '/')).toEqual({ kind: 'file', file: 'index.html' });
    expect(resolvePath(fileFormat, '/about')).toEqual({ kind: 'file', file: 'about.html' });
    expect(resolvePath(fileFormat, '/concept/rules')).toEqual({ kind: 'file', file: 'concept/rules.html' });
    expect(resolvePath(fileFormat, '/news/premier-article')).toEqual({ kind: 'file', file: 'news/premier-article.html' });
  });

  it("serves `build.format: 'directory'` pages at pretty URLs", () => {
    expect(resolvePath(directoryFormat, '/about')).toEqual({ kind: 'file', file: 'about/index.html' });
    expect(resolvePath(directoryFormat, '/concept/rules')).toEqual({ kind: 'file', file: 'concept/rules/index.html' });
  });

  it('redirects trailing slashes to the one canonical URL, keeping the query', () => {
    expect(resolvePath(fileFormat, '/about/', '?a=1')).toEqual({ kind: 'redirect', location: '/about?a=1' });
    expect(resolvePath(directoryFormat, '/about/')).toEqual({ kind: 'redirect', location: '/about' });
    expect(resolvePath(fileFormat, '/concept//rules/')).toEqual({ kind: 'redirect', location: '/concept/rules' });
  });

  it('redirects .html and /index.html spellings to the pretty URL', () => {
    expect(resolvePath(fileFormat, '/about.html')).toEqual({ kind: 'redirect', location: '/about' });
    expect(resolvePath(fileFormat, '/index.html')).toEqual({ kind: 'redirect', location: '/' });
    expect(resolvePath(directoryFormat, '/about/index.html')).toEqual({ kind: 'redirect', location: '/about' });
  });

  it('never redirects off-site (protocol-relative paths collapse)', () => {
    const result = resolvePath(fileFormat, '//evil.example/');
    expect(result).toEqual({ kind: 'redirect', location: '/evil.example' });
  });

  it('serves assets as they are', () => {
    expect(resolvePath(fileFormat, '/_astro/app.Ab12Cd.js')).toEqual({ kind: 'file', file: '_astro/app.Ab12Cd.js' });
    expect(resolvePath(fileFormat, '/favicon.svg')).toEqual({ kind: 'file', file: 'favicon.svg' });
    expect(resolvePath(fileFormat, '/.well-known/security.txt')).toEqual({
      kind: 'file',
      file: '.well-known/security.txt',
    });
  });

  it('answers run-time dynamic routes with their `_` shell page', () => {
    expect(resolvePath(fileFormat, '/checkout/cs_test_123')).toEqual({ kind: 'file', file: 'checkout/_.html' });
    expect(resolvePath(directoryFormat, '/dashboard/ticket/42')).toEqual({
      kind: 'file',
      file: 'dashboard/ticket/_/index.html',
    });
    // The site's own build (`build.format: 'file'`): src/pages/dashboard/ticket/[id].astro → `_.html`.
    const dashboard = new Set(['dashboard.html', 'dashboard/tickets.html', 'dashboard/ticket/_.html', '404.html']);
    expect(resolvePath(dashboard, '/dashboard/ticket/42')).toEqual({ kind: 'file', file: 'dashboard/ticket/_.html' });
    expect(resolvePath(dashboard, '/dashboard/ticket/42', '?vue=qr')).toEqual({ kind: 'file', file: 'dashboard/ticket/_.html' });
    expect(resolvePath(dashboard, '/dashboard/tickets')).toEqual({ kind: 'file', file: 'dashboard/tickets.html' });
    expect(resolvePath(dashboard, '/dashboard/ticket/42/pdf')).toEqual({ kind: 'not-found' });
    // Build-time routes have no shell: an unknown article is a 404.
    expect(resolvePath(fileFormat, '/news/inconnu')).toEqual({ kind: 'not-found' });
  });

  it('answers /checkout/{id} and /confirmation/{id} with the checkout and confirmation pages', () => {
    const files = new Set(['index.html', 'checkout.html', 'confirmation.html', 'tickets.html', '404.html']);
    const order = '6f1c2a9e-4b7d-4c1e-9a51-0d2f3b4c5e6f';
    expect(resolvePath(files, `/checkout/${order}`, '?canceled=true')).toEqual({ kind: 'file', file: 'checkout.html' });
    expect(resolvePath(files, `/confirmation/${order}`, '?session_id=cs_test_1')).toEqual({
      kind: 'file',
      file: 'confirmation.html',
    });
    expect(resolvePath(new Set(['checkout/index.html']), '/checkout/abc')).toEqual({
      kind: 'file',
      file: 'checkout/index.html',
    });
    // Only one segment after the route, and only for these two routes.
    expect(resolvePath(files, `/checkout/${order}/extra`)).toEqual({ kind: 'not-found' });
    expect(resolvePath(files, '/tickets/123')).toEqual({ kind: 'not-found' });
    // A build without the page answers 404, not another file.
    expect(resolvePath(new Set(['index.html']), `/confirmation/${order}`)).toEqual({ kind: 'not-found' });
    // Trailing slash still canonicalises first.
    expect(resolvePath(files, `/checkout/${order}/`)).toEqual({ kind: 'redirect', location: `/checkout/${order}` });
  });

  it('answers the same routes under a language prefix', () => {
    const files = new Set([
      'checkout.html',
      'en/checkout.html',
      'pt/confirmation.html',
      'de/dashboard/ticket/_.html',
      'it/invitation/_.html',
      'en.html',
      'en/tickets.html',
      '404.html',
      'en/404.html',
    ]);
    expect(resolvePath(files, '/en')).toEqual({ kind: 'file', file: 'en.html' });
    expect(resolvePath(files, '/en/tickets')).toEqual({ kind: 'file', file: 'en/tickets.html' });
    expect(resolvePath(files, '/en/checkout/abc', '?canceled=true')).toEqual({ kind: 'file', file: 'en/checkout.html' });
    expect(resolvePath(files, '/pt/confirmation/abc')).toEqual({ kind: 'file', file: 'pt/confirmation.html' });
    expect(resolvePath(files, '/de/dashboard/ticket/42')).toEqual({ kind: 'file', file: 'de/dashboard/ticket/_.html' });
    expect(resolvePath(files, '/it/invitation/tok-1')).toEqual({ kind: 'file', file: 'it/invitation/_.html' });
    // Never another language's page, and one segment only after the route.
    expect(resolvePath(files, '/es/checkout/abc')).toEqual({ kind: 'not-found' });
    expect(resolvePath(files, '/en/checkout/abc/extra')).toEqual({ kind: 'not-found' });
    expect(resolvePath(files, '/en/tickets/')).toEqual({ kind: 'redirect', location: '/en/tickets' });
  });

  it('refuses dot-segments, traversal and broken encodings', () => {
    expect(resolvePath(fileFormat, '/.site-build.json')).toEqual({ kind: 'not-found' });
    expect(resolvePath(fileFormat, '/../package.json')).toEqual({ kind: 'not-found' });
    expect(resolvePath(fileFormat, '/%2e%2e/package.json')).toEqual({ kind: 'not-found' });
    expect(resolvePath(fileFormat, '/%E0%A4%A')).toEqual({ kind: 'not-found' });
    expect(resolvePath(fileFormat, '/about%00')).toEqual({ kind: 'not-found' });
  });

  it('reports unknown paths as not found', () => {
    expect(resolvePath(fileFormat, '/nope')).toEqual({ kind: 'not-found' });
  });
});

describe('notFoundFile', () => {
  it("is the 404 page of the path's language, else the French one", () => {
    const files = new Set(['404.html', 'en/404.html']);
    expect(notFoundFile(files, '/nowhere')).toBe('404.html');
    expect(notFoundFile(files, '/en/nowhere')).toBe('en/404.html');
    expect(notFoundFile(files, '/en')).toBe('en/404.html');
    expect(notFoundFile(files, '/pl/nigdzie')).toBe('404.html');
    expect(notFoundFile(files, '/fr/x')).toBe('404.html');
    expect(notFoundFile(new Set(['index.html']), '/en/x')).toBeNull();
  });
});

describe('cacheControlFor', () => {
  it('caches hashed bundles forever and revalidates HTML', () => {
    expect(cacheControlFor('_astro/app.Ab12Cd.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('about.html')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('public, max-age=3600');
  });

  it('revalidates a service worker at every check', () => {
    expect(cacheControlFor('admin/scanner.sw.js')).toBe('no-cache');
    expect(cacheControlFor('admin/scanner.webmanifest')).toBe('public, max-age=3600');
  });
});
