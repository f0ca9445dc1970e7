/**
 * Issue 4 as a person lives it: create an account, buy while logged in and find the ticket in
 * the dashboard (QR ready for the door); forget the password and reset it from the e-mail; get in
 * with a magic link from /quick-access; stay logged in for a month with « Se souvenir de moi ».
 * E-mails are read from the dev outbox, links opened as the person would click them.
 */
import type { Page } from '@playwright/test';
import { linkInEmail, loginThroughApi, newAccount, registerThroughApi, sentEmailIds, waitForEmail, type Account } from './support/accounts';
import { CARDS, payWithCard } from './support/emulator';
import { expect, fetchTickets, test } from './support/fixtures';
import { addToCart, expectHydrated, fetchOrder, fillCheckoutForm, openCart, submitCheckout, waitForConfirmationPage } from './support/purchase';

/** The payload of the stored JWT (its lifetime tells a remembered session from a normal one). */
async function storedTokenLifetimeSeconds(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'a token in localStorage').toBeTruthy();
  const payload = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
  return payload.exp - payload.iat;
}

async function logInOnLoginPage(page: Page, account: Pick<Account, 'email' | 'password'>, rememberMe: boolean): Promise<void> {
  const form = page.getByRole('main');
  await expectHydrated(form.getByRole('button', { name: 'Se connecter' }));
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByRole('textbox', { name: /^Mot de passe/ }).fill(account.password);
  if (rememberMe) await form.getByLabel('Se souvenir de moi').check();
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('accounts', () => {
  test('a visitor creates an account, buys a pass and finds the ticket in the dashboard', async ({ page, request }) => {
    test.slow(); // registration, a whole purchase, the dashboard
    const account = newAccount('register-buy');
    const pass = (await fetchTickets(request)).find((t) => t.category === 'pass' && t.onSale && !t.soldOut && t.remaining >= 1);
    expect(pass, 'a pass on sale').toBeTruthy();

    await test.step('/register: « check your mailbox », no session yet', async () => {
      await page.goto('/register');
      const main = page.getByRole('main');
      await expectHydrated(main.getByRole('button', { name: 'Créer mon compte' }));
      await main.getByLabel('Prénom').fill(account.firstName);
      await main.getByRole('textbox', { name: /^Nom\b/ }).fill(account.lastName);
      await main.getByLabel('E-mail').fill(account.email);
      await main.getByRole('textbox', { name: /^Mot de passe/ }).fill(account.password);
      await main.getByRole('checkbox').check();
      await main.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(main.getByRole('heading', { name: 'Vérifiez vos e-mails' })).toBeVisible();
      await expect(main.getByRole('status')).toContainText('un lien de confirmation vient de vous être envoyé');
      expect(await page.evaluate(() => localStorage.getItem('token')), 'no session before the address is proven').toBeNull();
      const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
      expect(login.status(), 'the password alone does not open an unconfirmed account').toBe(403);
    });

    await test.step('the e-mailed link asks for the password chosen at registration, then opens the account', async () => {
      const link = linkInEmail(await waitForEmail(request, account.email, 'email-verification'), '/auth/magic-login');
      await page.goto(`${link.pathname}${link.search}`);
      const main = page.getByRole('main');
      const signIn = main.getByRole('button', { name: `Se connecter en tant que ${account.email}` });
      await expectHydrated(signIn);
      await main.getByLabel(/^Confirmez le mot de passe choisi à l’inscription/).fill(account.password);
      await signIn.click();
      await page.waitForURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${account.firstName} !` })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`Mon compte : ${account.firstName}`) })).toBeVisible();
      await loginThroughApi(request, account.email, account.password); // the password was kept
    });

    await test.step('buys the pass while logged in', async () => {
      await page.goto('/tickets');
      await addToCart(page, pass!.name, 1);
      const panel = await openCart(page);
      await panel.getByRole('link', { name: 'Passer la commande' }).click();
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/checkout');
      await fillCheckoutForm(page, account);
      await submitCheckout(page);
      await payWithCard(page, CARDS.success);
    });
    const orderId = await waitForConfirmationPage(page);
    const order = await fetchOrder(request, orderId);
    expect(order.status).toBe('completed');

    await test.step('the status page links to « Voir vos billets », the dashboard lists the ticket', async () => {
      await page.getByRole('link', { name: 'Voir vos billets' }).click();
      await page.waitForURL(/\/dashboard\/tickets$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Mes billets' }).first()).toHaveAttribute('aria-current', 'page');
      const ticketLink = main.getByRole('link').filter({ hasText: pass!.name }).first();
      await expect(ticketLink).toBeVisible();
      await ticketLink.click();
      await page.waitForURL(/\/dashboard\/ticket\/\d+$/);
      await expect(page.getByRole('main')).toContainText(`${account.firstName} ${account.lastName}`);
      await expect(page.getByRole('main').getByRole('img').first()).toBeVisible(); // the QR code
    });

    await test.step('/quick-tickets shows the QR code for the door', async () => {
      await page.goto('/quick-tickets');
      await expect(page.getByRole('main')).toContainText(pass!.name);
      await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
    });

    await test.step('/dashboard/payments lists the paid order', async () => {
      await page.goto('/dashboard/payments');
      await expect(page.getByRole('main')).toContainText(order.number!);
    });

    await test.step('logout forgets the session; the dashboard then asks to log in', async () => {
      await page.getByRole('button', { name: new RegExp(`Mon compte : ${account.firstName}`) }).click();
      await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await page.goto('/dashboard/payments');
      await page.waitForURL(/\/login\?redirect=%2Fdashboard%2Fpayments$/);
    });
  });

  test('a user who forgot the password resets it from the e-mail', async ({ page, request }) => {
    const account = newAccount('reset');
    await registerThroughApi(request, account);
    const seen = await sentEmailIds(request, account.email);

    await page.goto('/forgot-password');
    const main = page.getByRole('main');
    await expectHydrated(main.getByRole('button', { name: 'Envoyer le lien' }));
    await main.getByLabel('E-mail').fill(account.email);
    await main.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(main.getByRole('status')).toBeVisible();

    const email = await waitForEmail(request, account.email, 'password-reset', seen);
    const link = linkInEmail(email, '/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    const newPassword = `Nouveau-${account.password}`;
    await expectHydrated(main.getByRole('button', { name: 'Enregistrer et me connecter' }));
    await main.getByRole('textbox', { name: /^Nouveau mot de passe/ }).fill(newPassword);
    await main.getByLabel('Confirmez le mot de passe').fill(newPassword);
    await main.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
    await page.waitForURL(/\/dashboard$/);

    const oldLogin = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(oldLogin.status(), 'the old password no longer works').toBe(401);
    await loginThroughApi(request, account.email, newPassword);

    await test.step('the link works once', async () => {
      await page.goto(`${link.pathname}${link.search}`);
      await main.getByRole('textbox', { name: /^Nouveau mot de passe/ }).fill(`Encore-${newPassword}`);
      await main.getByLabel('Confirmez le mot de passe').fill(`Encore-${newPassword}`);
      await main.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
      await expect(main.getByRole('alert').first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/reset-password');
    });
  });

  test('quick access e-mails a magic link that logs in once', async ({ page, request }) => {
    const account = newAccount('magic');
    await page.goto('/quick-access');
    const main = page.getByRole('main');
    const form = main.getByRole('form').first().or(main.locator('form').first());
    await expectHydrated(main.getByRole('button', { name: 'Recevoir mon lien d’accès' }));
    await form.getByLabel('E-mail').fill(account.email);
    await form.getByLabel('Nom et prénom').fill(`${account.firstName} ${account.lastName}`);
    await main.getByRole('button', { name: 'Recevoir mon lien d’accès' }).click();
    await expect(main.getByRole('heading', { name: 'Vérifiez vos e-mails' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token')), 'no session on an e-mail alone').toBeNull();

    const email = await waitForEmail(request, account.email, 'magic-link');
    const link = linkInEmail(email, '/auth/magic-login');
    await page.goto(`${link.pathname}${link.search}`);
    const signIn = main.getByRole('button', { name: `Se connecter en tant que ${account.email}` });
    await expectHydrated(signIn);

    await test.step('opening the link spends nothing: a reload still offers it', async () => {
      await page.reload();
      await expectHydrated(signIn);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    await signIn.click();
    await page.waitForURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: /Mon compte/ })).toBeVisible();

    await test.step('the same link a second time is refused', async () => {
      // From a quiet page: the dashboard's islands may still be navigating.
      await page.goto('/');
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('main')).toContainText('Ce lien de connexion n’est plus valable.');
      await expect(page.getByRole('main').getByRole('button', { name: /^Se connecter en tant que/ })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  });

  test('« Se souvenir de moi » keeps the session for a month, otherwise for a day', async ({ page, request }) => {
    const account = newAccount('remember');
    await registerThroughApi(request, account);

    await page.goto('/login');
    await logInOnLoginPage(page, account, false);
    await page.waitForURL(/\/dashboard$/);
    expect(await storedTokenLifetimeSeconds(page)).toBe(12 * 60 * 60);

    // Forget the session from a public page: on the dashboard, the route guard would rightly
    // send the visitor to the login on its own, racing our navigation.
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login?redirect=%2Fdashboard%2Fsecurity');
    await logInOnLoginPage(page, account, true);
    await page.waitForURL(/\/dashboard\/security$/);
    expect(await storedTokenLifetimeSeconds(page)).toBe(30 * 24 * 60 * 60);

    await test.step('a wrong password shows the API message, stays on /login', async () => {
      await page.goto('/');
      await page.evaluate(() => localStorage.clear());
      await page.goto('/login');
      await logInOnLoginPage(page, { email: account.email, password: 'pas-le-bon-mot-de-passe' }, false);
      await expect(page.getByRole('main').getByText('E-mail ou mot de passe incorrect.')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/login');
    });
  });
});
