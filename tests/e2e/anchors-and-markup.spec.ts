/**
 * Two layout rules checked on the built pages:
 * - every kind of anchor target (a line-up role, an artist card, a hotel card, a FAQ group) lands
 *   80 px below the top, the page-wide offset of docs/spec.md §2, and a day of the programme
 *   lands right under the line-up's sticky day links;
 * - no page has a `<style>` in its `<body>` (the HTML checker's rule: styles belong in the head).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ALIAS_GROUPS, LISTING_ROUTES, MAIN_SECTIONS } from './support/routes';

const OFFSET = 80;

/**
 * The id of the first element matching `selector` that lies below the fold and can still be
 * scrolled to the offset (the page is long enough under it), or null.
 */
async function reachableTarget(page: Page, path: string, selector: string, offset: number): Promise<string | null> {
  await page.goto(path);
  return page.evaluate(
    ({ selector, offset }) => {
      const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
      const element = [...document.querySelectorAll<HTMLElement>(selector)].find((candidate) => {
        const top = candidate.getBoundingClientRect().top + window.scrollY;
        return candidate.id && top > window.innerHeight && top - offset <= maxScroll - 10;
      });
      return element?.id ?? null;
    },
    { selector, offset },
  );
}

/** Top of `#id` after following a link to it, once a smooth scroll has settled (within 2 px). */
async function landingTop(page: Page, path: string, id: string, expected: number): Promise<number> {
  await page.goto('/');
  await page.goto(`${path}#${id}`);
  const target = page.locator(`[id="${id}"]`);
  let top = Number.NaN;
  await expect
    .poll(
      async () => {
        top = await target.evaluate((element) => Math.round(element.getBoundingClientRect().top));
        return Math.abs(top - expected) <= 2;
      },
      { message: `top of ${path}#${id}`, timeout: 5_000 },
    )
    .toBe(true)
    .catch(() => undefined);
  return Math.abs(top - expected) <= 2 ? expected : top;
}

test.describe('anchors and page markup', () => {
  const targets = [
    { kind: 'a role of the line-up', path: '/lineup', selector: 'main section.role[id]' },
    { kind: 'an artist card', path: '/lineup', selector: 'main article[id]' },
    { kind: 'a hotel card', path: '/hotels', selector: 'main article[id]' },
    { kind: 'a FAQ group', path: '/information', selector: 'main section[id^="faq-"]' },
  ];

  for (const { kind, path, selector } of targets) {
    test(`${kind} lands ${OFFSET} px below the top @desktop-only`, async ({ page }) => {
      const id = await reachableTarget(page, path, selector, OFFSET);
      expect(id, `the seeded content has ${kind} below the fold on ${path}`).not.toBeNull();
      expect(await landingTop(page, path, id!, OFFSET)).toBe(OFFSET);
    });
  }

  test('a day of the programme lands under the sticky day links @desktop-only', async ({ page }) => {
    const id = await reachableTarget(page, '/lineup', 'main section.day[id]', OFFSET);
    expect(id, 'the seeded content has a programme day below the fold on /lineup').not.toBeNull();
    await page.goto('/');
    await page.goto(`/lineup#${id}`);
    const positions = () =>
      page.evaluate((dayId) => {
        const day = document.getElementById(dayId)!.getBoundingClientRect().top;
        const links = document.querySelector('.days-nav')!.getBoundingClientRect().bottom;
        return { day: Math.round(day), links: Math.round(links) };
      }, id!);
    // The day's title sits just under the day links (their margin apart), never hidden by them.
    await expect
      .poll(async () => {
        const { day, links } = await positions();
        return day >= links && day - links <= 24;
      }, { message: `top of /lineup#${id} under the day links`, timeout: 5_000 })
      .toBe(true);
  });

  test('no page has a <style> in its body', async ({ request }) => {
    const article = /href="(\/news\/[a-z0-9-]+)"/.exec(await (await request.get('/news')).text())?.[1];
    const paths = [
      ...new Set([
        ...LISTING_ROUTES,
        ...MAIN_SECTIONS,
        ...ALIAS_GROUPS.flat(),
        ...(article ? [article] : []),
        '/checkout',
        '/login',
        '/dashboard',
        '/page-qui-n-existe-pas',
      ]),
    ];
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const body = html.slice(html.search(/<body[\s>]/));
      expect(body.match(/<style[\s>][^]{0,80}/g) ?? [], `<style> in the body of ${path}`).toEqual([]);
    }
  });
});
