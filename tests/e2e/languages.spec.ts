/**
 * The site in nine languages (docs/spec.md §1, §9): the switcher keeps the page and the cart and
 * remembers the choice, the French home suggests the visitor's language without redirecting,
 * every locale's home, tickets and checkout pass axe, and every page of the sitemap names its
 * eight translations and x-default, each of which names it back.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { cartThroughApi } from './support/api-purchase';
import { expectNoViolations, open } from './support/axe';
import { expect, fetchTickets, test } from './support/fixtures';

const LOCALES = ['fr', 'en', 'es', 'pt', 'de', 'it', 'nl', 'pl', 'ro'] as const;
type Locale = (typeof LOCALES)[number];

/** `/tickets` in a language: French at the root, the others under their code. */
const inLocale = (locale: Locale, path: string) => (locale === 'fr' ? path : `/${locale}${path === '/' ? '' : path}`);

/** A night ticket in a new cart, whose id the page stores as the site does (`cartId`). */
async function cartWithTwoNights(request: APIRequestContext): Promise<string> {
  const ticket = (await fetchTickets(request)).find((candidate) => candidate.category === 'night' && candidate.onSale);
  if (!ticket) throw new Error('no night ticket on sale');
  return cartThroughApi(request, { ticketId: ticket.id, quantity: 2 });
}

const storedCartId = (page: Page) => page.evaluate(() => localStorage.getItem('cartId'));

/** The top bar's switcher button (the `<summary>` of its disclosure). */
const switcherButton = (page: Page) => page.getByRole('banner').locator('[data-language-switcher] > summary');

test.describe('languages', () => {
  test('a Portuguese visitor switches /pt/lineup to Polish with the keyboard and keeps the cart; the home then suggests Polish @desktop-only', async ({
    page,
    request,
  }) => {
    const cartId = await cartWithTwoNights(request);
    await open(page, '/pt/lineup');
    await page.evaluate((id) => localStorage.setItem('cartId', id), cartId);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.locator('[data-cart-slot] .cart-dropdown__badge')).toHaveText('2');

    const toggle = switcherButton(page);
    const switcher = page.locator('[data-language-switcher]');
    await expect(toggle).toHaveAccessibleName('Mudar de idioma (Português)');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(switcher).toHaveAttribute('open', '');
    const polish = switcher.getByRole('link', { name: 'Polski' });
    await expect(polish).toHaveAttribute('hreflang', 'pl');
    await expect(polish).toHaveAttribute('lang', 'pl');
    await expect(polish).toHaveAttribute('href', '/pl/lineup');
    await expect(switcher.getByRole('link', { name: 'Português' })).toHaveAttribute('aria-current', 'page');
    await expect(switcher.getByRole('link')).toHaveText([
      'Français',
      'English',
      'Español',
      'Português',
      'Deutsch',
      'Italiano',
      'Nederlands',
      'Polski',
      'Română',
    ]);

    // Escape closes the list and gives the focus back to its button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(switcher).not.toHaveAttribute('open');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(switcher).toHaveAttribute('open', '');
    for (let step = 0; step < 9 && !(await polish.evaluate((link) => link === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(polish).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/pl\/lineup$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { name: 'Instruktorzy' })).toBeVisible();
    expect(await storedCartId(page), 'the same cart').toBe(cartId);
    await expect(page.locator('[data-cart-slot] .cart-dropdown__badge')).toHaveText('2');
    expect(await page.evaluate(() => localStorage.getItem('locale')), 'the choice is remembered').toBe('pl');

    // Back on the French home, the remembered choice is offered, in Polish, without a redirect.
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    const suggestion = page.getByRole('region', { name: 'Propozycja języka' });
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute('lang', 'pl');
    await expect(suggestion).toContainText('Ta witryna jest dostępna także po polsku.');
    await expect(suggestion.getByRole('link', { name: 'Wersja polska' })).toHaveAttribute('href', '/pl');
  });

  test('the switcher keeps the query and the fragment of the address @desktop-only', async ({ page }) => {
    await open(page, '/en/lineup?day=2#programme-titre');
    await switcherButton(page).click();
    await page.locator('[data-language-switcher]').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/lineup\?day=2#programme-titre$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test.describe('a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('sees the German suggestion on / and no redirect; declining keeps French @desktop-only', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom(), 'no redirect').toBeNull();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const suggestion = page.getByRole('region', { name: 'Sprachvorschlag' });
      await expect(suggestion).toContainText('Diese Website gibt es auch auf Deutsch.');
      await expect(suggestion.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de');

      await suggestion.getByRole('button', { name: 'Nein, danke' }).click();
      await expect(suggestion).toHaveCount(0);
      await expect(switcherButton(page)).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');
      await page.reload();
      await expect(page.locator('[data-language-suggestion] section')).toHaveCount(0);
    });

    test('accepting the suggestion leads to the German home and remembers German @desktop-only', async ({ page }) => {
      await open(page, '/');
      await page.getByRole('region', { name: 'Sprachvorschlag' }).getByRole('link', { name: 'Auf Deutsch lesen' }).click();
      await expect(page).toHaveURL(/\/de$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');
      await expect(page.locator('[data-language-suggestion] section')).toHaveCount(0);
    });
  });

  test('the home, tickets and checkout of every language have no axe violation @desktop-only', async ({ page, request }, testInfo) => {
    test.setTimeout(6 * 60_000); // 27 pages
    const cartId = await cartWithTwoNights(request);
    await open(page, '/');
    for (const locale of LOCALES) {
      for (const path of ['/', '/tickets', '/checkout']) {
        const address = inLocale(locale, path);
        // Only the checkout needs the cart; elsewhere it would keep the cart's live connection busy.
        await page.evaluate((id) => (id ? localStorage.setItem('cartId', id) : localStorage.removeItem('cartId')), path === '/checkout' ? cartId : null);
        await open(page, address);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        if (path === '/checkout') {
          // The form is there (its country list names the countries in the page's language).
          await expect(page.locator('select[autocomplete="country"] option[value="DE"]')).toHaveText(
            new Intl.DisplayNames([locale], { type: 'region' }).of('DE')!,
          );
        }
        await expectNoViolations(page, testInfo, address);
      }
    }
  });

  test('every page of the sitemap links its nine languages and x-default, each naming it back @desktop-only', async ({
    request,
  }) => {
    test.setTimeout(6 * 60_000); // every page of every language
    const locs = async (url: string) =>
      [...(await (await request.get(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.trim());
    const sitemaps = await locs('/sitemap-index.xml');
    expect(sitemaps.length, 'sitemaps in the index').toBeGreaterThan(0);
    const pages = (await Promise.all(sitemaps.map(locs))).flat();
    expect(pages.length, 'pages in the sitemap').toBeGreaterThanOrEqual(9 * 10);

    interface Head {
      canonical: string | undefined;
      alternates: Map<string, string>;
    }
    const heads = new Map<string, Promise<Head>>();
    const headOf = (url: string) => {
      let head = heads.get(url);
      if (!head) {
        head = (async () => {
          const response = await request.get(url);
          expect(response.status(), `GET ${url}`).toBe(200);
          const html = (await response.text()).split('</head>')[0]!;
          const alternates = new Map<string, string>();
          let canonical: string | undefined;
          for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
            const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
            const rel = attribute('rel');
            if (rel === 'canonical') canonical = attribute('href');
            const hreflang = attribute('hreflang');
            if (rel === 'alternate' && hreflang) alternates.set(hreflang, attribute('href')!);
          }
          return { canonical, alternates };
        })();
        heads.set(url, head);
      }
      return head;
    };

    const problems: string[] = [];
    const localeOf = (url: string): Locale => {
      const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(new URL(url).pathname)?.[1];
      return LOCALES.find((locale) => locale !== 'fr' && locale === prefix) ?? 'fr';
    };
    // A few pages at a time: the site server of a shared machine.
    for (let index = 0; index < pages.length; index += 8) {
      await Promise.all(
        pages.slice(index, index + 8).map(async (url) => {
          const { canonical, alternates } = await headOf(url);
          if (canonical !== url) problems.push(`${url}: canonical ${canonical}`);
          for (const hreflang of [...LOCALES, 'x-default']) {
            if (!alternates.has(hreflang)) problems.push(`${url}: no hreflang="${hreflang}"`);
          }
          if (alternates.get(localeOf(url)) !== url) problems.push(`${url}: its own hreflang="${localeOf(url)}" is ${alternates.get(localeOf(url))}`);
          if (alternates.get('x-default') !== alternates.get('fr')) problems.push(`${url}: x-default is not the French page`);
          for (const locale of LOCALES) {
            const target = alternates.get(locale);
            if (!target || target === url) continue;
            const back = (await headOf(target)).alternates.get(localeOf(url));
            if (back !== url) problems.push(`${url} → ${target} (${locale}) names ${back} back instead`);
          }
        }),
      );
    }
    expect(problems, problems.slice(0, 30).join('\n')).toEqual([]);
  });
});
