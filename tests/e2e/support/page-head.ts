/** What search engines and social networks read in a page's <head>. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { looseText, squash } from './text';

export interface PageHead {
  lang: string;
  title: string;
  description: string | null;
  canonical: string | null;
  og: Record<string, string>;
  jsonLd: string[];
}

export function readHead(page: Page): Promise<PageHead> {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    const og: Record<string, string> = {};
    for (const meta of document.head.querySelectorAll('meta[property^="og:"]')) {
      const property = meta.getAttribute('property');
      if (property && !(property in og)) og[property] = meta.getAttribute('content') ?? '';
    }
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      og,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    };
  });
}

export interface HeadExpectations {
  /** The page's own title must be part of <title>. */
  title?: string;
  /** The meta description must be exactly this text (whitespace aside). */
  description?: string;
  /** og:type, e.g. "article" for a news article. */
  ogType?: string;
}

/**
 * French document with a <title>, a meta description, an absolute canonical URL on the public
 * origin and the OpenGraph tags a share preview needs (og:image must load as an image).
 */
export async function expectCompleteHead(
  page: Page,
  request: APIRequestContext,
  publicOrigin: string,
  expected: HeadExpectations = {},
): Promise<PageHead> {
  const head = await readHead(page);
  const where = new URL(page.url()).pathname;

  expect(head.lang, `<html lang> on ${where}`).toMatch(/^fr(-FR)?$/);
  expect(squash(head.title), `<title> on ${where}`).not.toBe('');
  if (expected.title) expect(head.title, `<title> on ${where}`).toMatch(looseText(expected.title));

  expect(squash(head.description), `meta description on ${where}`).not.toBe('');
  if (expected.description) {
    expect(squash(head.description), `meta description on ${where}`).toBe(squash(expected.description));
  }

  expect(head.canonical, `link rel=canonical on ${where} is an absolute URL`).toMatch(/^https?:\/\//);
  const canonical = new URL(head.canonical!);
  expect(canonical.origin, `canonical of ${where} is absolute on the public origin`).toBe(publicOrigin);

  for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
    expect(squash(head.og[property]), `${property} on ${where}`).not.toBe('');
  }
  expect(head.og['og:url'], `og:url equals the canonical URL on ${where}`).toBe(head.canonical);
  if (expected.ogType) expect(head.og['og:type'], `og:type on ${where}`).toBe(expected.ogType);

  expect(head.og['og:image'], `og:image on ${where} is an absolute URL`).toMatch(/^https?:\/\//);
  const image = await request.get(new URL(head.og['og:image']).toString());
  expect(image.status(), `og:image ${head.og['og:image']} of ${where} loads`).toBe(200);
  expect(image.headers()['content-type'], `og:image of ${where} is an image`).toMatch(/^image\//);
  return head;
}
