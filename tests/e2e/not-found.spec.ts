/**
 * A visitor who follows a dead link gets an honest 404 and a French page that leads back home.
 */
import { expect, test } from './support/fixtures';

const UNKNOWN_PATHS = ['/cette-page-n-existe-pas', '/news/article-qui-n-existe-pas', '/concept/inconnu', '/lineup/artiste/x'];

test.describe('unknown paths', () => {
  for (const path of UNKNOWN_PATHS) {
    test(`${path} answers 404 with the French not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path}`).toBe(404);
      expect(response?.headers()['content-type'], 'an HTML page').toMatch(/^text\/html/);

      await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(/introuvable|n[’']existe (pas|plus)|erreur 404|404/i);
      await expect(page.getByRole('main')).toContainText(/page/i);
      // The layout stays, so the visitor can go on from here.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /accueil/i }).first()).toHaveAttribute('href', /^(\/|https?:\/\/[^/]+\/)$/);
    });
  }

  test('the link of the not-found page leads home', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas');
    await page.getByRole('main').getByRole('link', { name: /accueil/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a missing script answers 404', async ({ request }) => {
    const response = await request.get('/_astro/nexiste-pas.js');
    expect(response.status()).toBe(404);
  });
});
