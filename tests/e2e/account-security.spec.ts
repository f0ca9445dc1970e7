/**
 * Accounts against an attacker, as a person lives it: a login link sent by someone else does not
 * sign the visitor in unawares (the page says whose account it opens, that the open session
 * would be closed, and spends the link only on the click); a `redirect` crafted to leave the
 * site after login (`/\t/evil.example`, which the URL parser reads as `//evil.example`) stays on
 * it, on /login, /register, /auth/magic-login and /admin/login; an admin logs in with the code of
 * their authenticator app.
 */
import type { Page } from '@playwright/test';
import { linkInEmail, newAccount, registerThroughApi, sentEmailIds, waitForEmail, type Account } from './support/accounts';
import { staffTotpCode } from './support/back-office';
import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/purchase';
import { totpCode } from '../support/totp';

/** `/\t/evil.example`, as an attacker puts it in a link. */
const HOSTILE_REDIRECT = '%2F%09%2Fevil.example';

/** A login link of `account`'s own, read from the outbox as its owner would. */
async function loginLinkOf(page: Page, account: Account): Promise<URL> {
  const seen = await sentEmailIds(page.request, account.email);
  const asked = await page.request.post('/api/auth/magic-link', { data: { email: account.email } });
  expect(asked.status()).toBe(202);
  return linkInEmail(await waitForEmail(page.request, account.email, 'magic-link', seen), '/auth/magic-login');
}

/** Where the page is once it settles: on the site, at `pathname`. */
async function expectOnSite(page: Page, siteUrl: string, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  expect(new URL(page.url()).origin).toBe(new URL(siteUrl).origin);
}

test.describe('account security', () => {
  test('a login link sent by someone else asks before switching accounts, and opening it spends nothing', async ({ page, request, stack }) => {
    const visitor = newAccount('link-victim');
    const sender = newAccount('link-sender');
    const own = await registerThroughApi(request, visitor);
    await registerThroughApi(request, sender);
    // Logged in once (not on every page load, as storeSessionInPage would: the switch must show).
    await page.goto('/');
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
        localStorage.setItem('userInfo', user);
      },
      [own.token, JSON.stringify(own.user)] as const,
    );
    const link = await loginLinkOf(page, sender);

    await page.goto(`${link.pathname}${link.search}`);
    const main = page.getByRole('main');
    const signIn = main.getByRole('button', { name: `Se connecter en tant que ${sender.email}` });
    await expectHydrated(signIn);
    await expect(main.getByRole('note')).toContainText(`vous êtes connecté en ce moment en tant que ${visitor.email}`);
    await expect(main.getByRole('note')).toContainText(`ouvrira le compte de ${sender.email}`);

    await test.step('the visitor stays who they were; a reload still shows the same question', async () => {
      await page.reload();
      await expectHydrated(signIn);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { email?: string });
      expect(stored.email).toBe(visitor.email);
    });

    await test.step('the click, and only the click, opens the other account', async () => {
      await signIn.click();
      await expectOnSite(page, stack.siteUrl, '/dashboard');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { email?: string });
      expect(stored.email).toBe(sender.email);
    });
  });

  test('an address confirmed without the password chosen at registration clears it, and the person chooses a new one', async ({ page, request, stack }) => {
    // Someone registered this address with a password of their choice; the mailbox owner confirms it.
    const account = newAccount('pre-hijack');
    const registered = await request.post('/api/auth/register', {
      data: { email: account.email, password: account.password, firstName: account.firstName, lastName: account.lastName },
    });
    expect(registered.status()).toBe(202);
    const link = linkInEmail(await waitForEmail(request, account.email, 'email-verification'), '/auth/magic-login');

    await page.goto(`${link.pathname}${link.search}`);
    const main = page.getByRole('main');
    const without = main.getByRole('button', { name: 'Continuer sans mot de passe' });
    await expectHydrated(without);
    await expect(main).toContainText('il sera effacé');
    await without.click();
    await expectOnSite(page, stack.siteUrl, '/dashboard/security');
    await expect(main.getByRole('heading', { name: 'Choisir un mot de passe' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: /^Mot de passe actuel/ })).toHaveCount(0);

    const refused = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(refused.status(), 'the password chosen before the confirmation no longer opens the account').toBe(401);

    const chosen = `Choisi-${account.password}`;
    await main.getByRole('textbox', { name: /^Nouveau mot de passe/ }).fill(chosen);
    await main.getByLabel(/^Confirmer le nouveau mot de passe/).fill(chosen);
    await main.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(main.getByText('Mot de passe enregistré.', { exact: false })).toBeVisible();
    const login = await request.post('/api/auth/login', { data: { email: account.email, password: chosen } });
    expect(login.status()).toBe(200);
  });

  test('a hostile redirect stays on the site after /login, /register and /auth/magic-login', async ({ page, request, stack }) => {
    const account = newAccount('redirect');
    await registerThroughApi(request, account);

    await test.step('/login', async () => {
      await page.goto(`/login?redirect=${HOSTILE_REDIRECT}`);
      const main = page.getByRole('main');
      await expectHydrated(main.getByRole('button', { name: 'Se connecter' }));
      await main.getByLabel('E-mail').fill(account.email);
      await main.getByRole('textbox', { name: /^Mot de passe/ }).fill(account.password);
      await main.getByRole('button', { name: 'Se connecter' }).click();
      await expectOnSite(page, stack.siteUrl, '/dashboard');
    });

    await test.step('/auth/magic-login', async () => {
      await page.goto('/');
      await page.evaluate(() => localStorage.clear());
      const link = await loginLinkOf(page, account);
      await page.goto(`${link.pathname}?token=${link.searchParams.get('token')}&redirect=${HOSTILE_REDIRECT}`);
      const signIn = page.getByRole('main').getByRole('button', { name: `Se connecter en tant que ${account.email}` });
      await expectHydrated(signIn);
      await signIn.click();
      await expectOnSite(page, stack.siteUrl, '/dashboard');
    });

    await test.step('/register, then its confirmation link', async () => {
      await page.goto('/');
      await page.evaluate(() => localStorage.clear());
      const newcomer = newAccount('redirect-register');
      await page.goto(`/register?redirect=${HOSTILE_REDIRECT}`);
      const main = page.getByRole('main');
      await expectHydrated(main.getByRole('button', { name: 'Créer mon compte' }));
      await main.getByLabel('Prénom').fill(newcomer.firstName);
      await main.getByRole('textbox', { name: /^Nom\b/ }).fill(newcomer.lastName);
      await main.getByLabel('E-mail').fill(newcomer.email);
      await main.getByRole('textbox', { name: /^Mot de passe/ }).fill(newcomer.password);
      await main.getByRole('checkbox').check();
      await main.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(main.getByRole('heading', { name: 'Vérifiez vos e-mails' })).toBeVisible();
      const link = linkInEmail(await waitForEmail(request, newcomer.email, 'email-verification'), '/auth/magic-login');
      await page.goto(`${link.pathname}${link.search}&redirect=${HOSTILE_REDIRECT}`);
      const signIn = main.getByRole('button', { name: `Se connecter en tant que ${newcomer.email}` });
      await expectHydrated(signIn);
      await main.getByLabel(/^Confirmez le mot de passe choisi à l’inscription/).fill(newcomer.password);
      await signIn.click();
      await expectOnSite(page, stack.siteUrl, '/dashboard');
    });
  });

  test('an admin logs in at /admin/login with the code of the app; a wrong code is refused; a hostile redirect stays on the site', async ({ page, stack }) => {
    await page.goto(`/admin/login?redirect=${HOSTILE_REDIRECT}`);
    const main = page.getByRole('main');
    await expectHydrated(main.getByRole('button', { name: 'Se connecter' }));
    await main.getByLabel('E-mail').fill(stack.staff.admin.email);
    await main.getByRole('textbox', { name: /^Mot de passe/ }).fill(stack.staff.admin.password);
    await main.getByRole('button', { name: 'Se connecter' }).click();
    const code = main.getByRole('textbox', { name: /^Code à 6 chiffres/ });
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(await page.evaluate(() => localStorage.getItem('token')), 'no session on the password alone').toBeNull();

    await test.step('a wrong code is refused', async () => {
      const right = Number(totpCode(stack.staff.admin.totpSecret));
      await code.fill(String((right + 500_000) % 1_000_000).padStart(6, '0'));
      await expect(main.getByText('Code de vérification incorrect.')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    await test.step('the right one, typed with the thumb, opens the back-office', async () => {
      await code.fill('');
      await code.pressSequentially(await staffTotpCode(stack, 'admin'));
      await expectOnSite(page, stack.siteUrl, '/admin/dashboard');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    });
  });
});
