/**
 * The public layout of docs/spec.md §2: top bar that changes style after 50 px of scroll, mobile menu,
 * bottom tab bar with 4 columns, footer, the language lists of the menu and footer, and hash anchors
 * landing 80 px below the top.
 *
 * Runs in the "desktop" and "phone" projects; tests tagged @phone-only / @desktop-only run in one.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { controlledElementId, isExpanded } from './support/menu';
import { ALIAS_GROUPS, MAIN_SECTIONS, samePath } from './support/routes';

/** Computed look of the top bar and its first two levels of children (where a bar paints itself). */
function topBarLook(banner: Locator): Promise<string> {
  return banner.evaluate((root) => {
    const properties = [
      'background-color',
      'background-image',
      'box-shadow',
      'backdrop-filter',
      'border-bottom-color',
      'border-bottom-width',
      'color',
      'padding-top',
      'padding-bottom',
      'height',
    ];
    const levelTwo = [...root.children].flatMap((child) => [child, ...child.children]);
    return JSON.stringify(
      [root, ...levelTwo].map((element) => {
        const style = getComputedStyle(element);
        return properties.map((property) => style.getPropertyValue(property)).join(';');
      }),
    );
  });
}

async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, left: 0, behavior: 'instant' }), top);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { message: `scrolled to ${top}px` }).toBe(top);
}

/** The navigation landmark fixed to the bottom edge of the viewport, if any. */
async function findTabBar(page: Page): Promise<Locator | null> {
  const viewport = page.viewportSize()!;
  const navigations = page.getByRole('navigation');
  for (let index = 0; index < (await navigations.count()); index += 1) {
    const navigation = navigations.nth(index);
    if (!(await navigation.isVisible())) continue;
    const box = await navigation.boundingBox();
    if (box && Math.abs(box.y + box.height - viewport.height) <= 2 && box.height < viewport.height / 4) {
      return navigation;
    }
  }
  return null;
}

test.describe('public layout', () => {
  test('the top bar changes style after 50 px of scroll and back', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    const tall = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(tall, 'the home page is long enough to scroll').toBeGreaterThan(600);

    await scrollTo(page, 0);
    const atTop = await topBarLook(banner);
    await page.waitForTimeout(300);
    expect(await topBarLook(banner), 'the top bar is stable at the top of the page').toBe(atTop);

    await scrollTo(page, 40);
    await page.waitForTimeout(500);
    expect(await topBarLook(banner), 'unchanged at 40 px').toBe(atTop);

    await scrollTo(page, 70);
    await expect.poll(() => topBarLook(banner), { message: 'new style after 70 px' }).not.toBe(atTop);

    await scrollTo(page, 600);
    const box = await banner.boundingBox();
    expect(box, 'top bar still shown after scrolling').not.toBeNull();
    expect(Math.abs(box!.y), 'top bar stays at the top of the viewport').toBeLessThanOrEqual(1);

    await scrollTo(page, 0);
    await expect.poll(() => topBarLook(banner), { message: 'original style back at the top' }).toBe(atTop);
  });

  test('the footer links to the legal pages, the social networks and the photo generator @desktop-only', async ({ page, cms }) => {
    const settings = await cms.single<{
      socialLinks?: { platform: string; url: string }[];
      photoGeneratorUrl?: string | null;
    }>('site-setting');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

    const legalDocuments = [...ALIAS_GROUPS, ['/cookies'], ['/accessibility']];
    for (const paths of legalDocuments) {
      expect(hrefs.some((href) => paths.some((path) => samePath(href, path))), `footer links to ${paths.join(' or ')}`).toBe(true);
    }
    expect(settings.socialLinks?.length, 'social links in site settings').toBeGreaterThan(0);
    for (const social of settings.socialLinks ?? []) {
      expect(hrefs, `footer links to ${social.platform}`).toContain(social.url);
    }
    expect(settings.photoGeneratorUrl, 'photoGeneratorUrl in site settings').toBeTruthy();
    expect(hrefs, 'footer links to the photo generator').toContain(settings.photoGeneratorUrl);
    await expect(footer.getByRole('textbox', { name: /e-?mail/i }), 'newsletter box').toBeVisible();
  });

  test('a link to a hash anchor lands 80 px below the top @desktop-only', async ({ page }) => {
    // Find a target deep enough in a long page to need scrolling, and high enough to be reachable.
    const candidates = ['/information', '/concept/rules', '/terms-of-sale', '/privacy-policy', '/legal-notice', '/lineup', '/concept'];
    let target: { path: string; id: string } | null = null;
    for (const path of candidates) {
      await page.goto(path);
      const id = await page.evaluate(() => {
        const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
        const main = document.querySelector('main');
        const targets = [...(main?.querySelectorAll('[id]') ?? [])].filter((element) => {
          const top = element.getBoundingClientRect().top + window.scrollY;
          return top > window.innerHeight && top - 80 <= maxScroll - 10 && (element as HTMLElement).offsetParent !== null;
        });
        return targets[0]?.id ?? null;
      });
      if (id) {
        target = { path, id };
        break;
      }
    }
    expect(target, `an element with an id below the fold in one of ${candidates.join(', ')}`).not.toBeNull();
    test.info().annotations.push({ type: 'anchor', description: `${target!.path}#${target!.id}` });

    await page.goto('/');
    await page.goto(`${target!.path}#${target!.id}`);
    const anchored = page.locator(`[id="${target!.id}"]`);
    // Within 2 px of 80 (rounding of fractional layouts); polled while a smooth scroll runs.
    const landing = () =>
      anchored.evaluate((element) => {
        const top = Math.round(element.getBoundingClientRect().top);
        return Math.abs(top - 80) <= 2 ? 80 : top;
      });
    await expect
      .poll(landing, { message: `top of #${target!.id} on ${target!.path} after following the link`, timeout: 5_000 })
      .toBe(80);
    const banner = await page.getByRole('banner').boundingBox();
    expect(banner!.y + banner!.height, 'the top bar does not cover the target').toBeLessThanOrEqual(80);
  });

  test('the mobile menu opens, closes and its links work @phone-only', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: /menu/i }).filter({ visible: true });
    await expect(toggle, 'one visible menu button in the top bar').toHaveCount(1);
    const controlled = await controlledElementId(toggle);
    expect(controlled, 'the menu button names what it opens (aria-controls or popovertarget)').toBeTruthy();
    const menu = page.locator(`[id="${controlled}"]`);
    await expect.poll(() => isExpanded(toggle), { message: 'closed at first' }).toBe(false);
    await expect(menu).toBeHidden();

    await toggle.tap();
    await expect.poll(() => isExpanded(toggle), { message: 'open after a tap' }).toBe(true);
    await expect(menu).toBeVisible();
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const section of MAIN_SECTIONS) {
      expect(hrefs.some((href) => samePath(href, section)), `the menu links to ${section} (links: ${hrefs.join(', ')})`).toBe(true);
    }

    // Closed by its own close button when it covers the top bar, else by the menu button again.
    const close = menu.getByRole('button', { name: /fermer|close/i });
    await ((await close.count()) > 0 ? close.first() : toggle).tap();
    await expect.poll(() => isExpanded(toggle), { message: 'closed again' }).toBe(false);
    await expect(menu).toBeHidden();

    await toggle.tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu, 'Escape closes the menu').toBeHidden();

    await toggle.tap();
    await expect(menu).toBeVisible();
    await menu.getByRole('link').filter({ visible: true }).and(menu.locator('a[href="/lineup"], a[href="/lineup/"]')).first().tap();
    await expect(page).toHaveURL(/\/lineup\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`[id="${controlled}"]`), 'the menu is closed on the new page').toBeHidden();
  });

  test('the language switcher fits the top bar; the mobile menu and the footer list the nine languages of the page @phone-only', async ({ page }) => {
    await page.goto('/es/tickets');
    await expect(page.getByRole('banner').locator('[data-language-switcher] > summary')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);

    const footerLinks = page.getByRole('contentinfo').locator('a[hreflang]');
    await expect(footerLinks).toHaveCount(9);
    await expect(footerLinks.filter({ hasText: 'Română' })).toHaveAttribute('href', '/ro/tickets');
    await expect(footerLinks.filter({ hasText: 'Español' })).toHaveAttribute('aria-current', 'page');

    const toggle = page.getByRole('banner').getByRole('button', { name: /menú|menu/i }).filter({ visible: true });
    await toggle.tap();
    const menu = page.locator(`[id="${await controlledElementId(toggle)}"]`);
    const menuLinks = menu.locator('a[hreflang]');
    await expect(menuLinks).toHaveCount(9);
    await menuLinks.filter({ hasText: 'Nederlands' }).tap();
    await expect(page).toHaveURL(/\/nl\/tickets$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('the bottom tab bar has 4 columns and stays at the bottom @phone-only', async ({ page, request }) => {
    await page.goto('/');
    const tabBar = await findTabBar(page);
    expect(tabBar, 'a navigation landmark fixed to the bottom of the screen').not.toBeNull();

    const items = tabBar!.getByRole('link').or(tabBar!.getByRole('button')).filter({ visible: true });
    await expect(items, 'a guest sees 4 tabs').toHaveCount(4);
    const bar = (await tabBar!.boundingBox())!;
    const boxes = await Promise.all((await items.all()).map(async (item) => (await item.boundingBox())!));
    boxes.sort((a, b) => a.x - b.x);
    const column = bar.width / 4;
    boxes.forEach((box, index) => {
      const centre = box.x + box.width / 2 - bar.x;
      expect(centre, `tab ${index + 1} sits in column ${index + 1}`).toBeGreaterThanOrEqual(index * column);
      expect(centre).toBeLessThanOrEqual((index + 1) * column);
      expect(Math.abs(box.y - boxes[0].y), `tab ${index + 1} is on the same row`).toBeLessThanOrEqual(4);
      expect(box.height, `tab ${index + 1} is big enough to tap`).toBeGreaterThanOrEqual(24);
    });
    for (const item of await items.all()) {
      expect((await item.innerText()).trim(), 'each tab has a visible label').not.toBe('');
    }

    const links = await tabBar!.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const href of links) {
      expect((await request.get(href)).status(), `tab ${href} leads to a page`).toBe(200);
    }

    await scrollTo(page, 800);
    const after = (await tabBar!.boundingBox())!;
    expect(Math.abs(after.y + after.height - page.viewportSize()!.height), 'still at the bottom after scrolling').toBeLessThanOrEqual(2);

    const other = links.find((href) => !samePath(href, '/'));
    expect(other, 'a tab to another page').toBeTruthy();
    await tabBar!.locator(`a[href="${other}"]`).first().tap();
    await expect(page).toHaveURL((url) => samePath(url.pathname, other!));
  });
});
