/**
 * The door never stops (docs/back-office.md « Scanner »): the scanner picks its check-in list and
 * syncs it online, the network goes (`context.setOffline(true)`) and the door keeps deciding on
 * its own from the signed document: a real ticket read by the camera is admitted, a forged code
 * and a replaced (renamed) code are refused, the same ticket again is « Déjà entré ». The scans
 * wait in the queue; the network comes back, the queue uploads by itself and the back-office
 * counts the entry. The scanner app is installable (web manifest, service worker scoped to it).
 */
import type { Locator, Page } from '@playwright/test';
import { authHeader, newAccount, registerThroughApi } from './support/accounts';
import { createAnyDayTicketType, createCheckInList, inviteAndClaim, loginAsAdmin, logInStaffInBrowser, staffToken, ticketCodeFromEmail } from './support/back-office';
import { ticketsOfOrder } from './support/commerce-db';
import { FAKE_CAMERA_ARGS, showOnFakeCamera, showToScanner } from './support/fake-camera';
import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/purchase';
import { CHROMIUM_PATH } from '../support/stack';

// An empty picture until the ticket is held up: Chromium opens the file when the page asks for the camera.
showOnFakeCamera(null);
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: FAKE_CAMERA_ARGS } });

const SCANNER_PATH = '/admin/scanner';

/** A real signed code with one character of its signature changed: well formed, signed by nobody. */
function forged(code: string): string {
  const at = 70;
  return `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`;
}

/** The scanner's status bar: the mode badge (« En ligne » / « Hors ligne »), the data's age, the queue. */
function doorStatus(page: Page) {
  const bar = page.getByRole('region', { name: 'État du scanner' });
  return { bar, mode: bar.getByTestId('door-mode'), facts: bar.getByRole('listitem') };
}

/**
 * The full-screen verdict (a button: a tap dismisses it), by its title; a verdict decided offline
 * starts with its « hors ligne » mark.
 */
function verdict(page: Page, title: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^(hors ligne )?${title}`) });
}

/** Whether the verdict on screen was decided by the device (`data-offline`). */
function verdictBox(page: Page): Locator {
  return page.getByRole('alert').filter({ has: page.locator('.scanner-verdict__button') });
}

/** Types a code by hand and answers the verdict shown (dismissed by the caller's checks). */
async function typeCode(page: Page, code: string): Promise<void> {
  const input = page.getByRole('textbox', { name: /^Code du billet/ });
  await input.fill(code);
  await page.getByRole('button', { name: 'Valider' }).click();
}

test.describe('offline door scanner', () => {
  test('the scanner syncs its list, keeps deciding offline, and uploads its queue when the network returns', async ({ page, context, browser, request, stack }) => {
    test.slow(); // an invitation claimed, a name changed, a sync, then the door offline and back
    const tag = Date.now().toString(36);
    const adminToken = await staffToken(request, stack, 'admin');
    const ticketType = await createAnyDayTicketType(request, adminToken, `Porte hors ligne ${tag}`);
    const list = await createCheckInList(request, adminToken, `Soirée hors ligne ${tag}`, [ticketType.id]);

    // Two tickets of that type for one guest with an account (invitation claimed, tickets e-mailed).
    const guest = newAccount('offline-door');
    const session = await registerThroughApi(request, guest);
    const { orderId } = await inviteAndClaim(request, adminToken, guest, ticketType.id, 2);
    const [real, other] = await ticketsOfOrder(orderId);
    const holderName = `${guest.firstName} ${guest.lastName}`;

    await test.step('the printed QR code is the ticket’s signed code', async () => {
      const printed = await ticketCodeFromEmail(request, guest.email);
      expect(printed).toBe(real!.code);
      expect(printed).toMatch(/^[A-Za-z0-9_-]{114}$/);
    });

    await test.step('the other ticket is renamed before the sync: its old code is revoked', async () => {
      const renamed = await request.patch(`/api/account/tickets/${other!.id}/holder`, {
        headers: authHeader(session.token),
        data: { firstName: 'Mariana', lastName: 'Lopes' },
      });
      expect(renamed.status(), await renamed.text()).toBe(200);
      const [, afterRename] = await ticketsOfOrder(orderId);
      expect(afterRename!.code).not.toBe(other!.code);
    });

    await test.step('the scanner logs in, picks the list and syncs it: « En ligne », with the data’s age', async () => {
      await page.goto('/admin/login');
      await logInStaffInBrowser(page, stack, 'scanner');
      await page.waitForURL((url) => url.pathname === SCANNER_PATH);
      await expectHydrated(page.getByRole('button', { name: 'Valider' }));
      // The screen starts on a list of its own choosing: « Données à jour » counts once this list's document came.
      const synced = page.waitForResponse((response) => response.url().endsWith(`/api/admin/scanner/lists/${list.id}/sync`) && response.ok());
      await page.getByLabel('Liste d’entrée').selectOption({ label: list.name });
      await synced;
      const status = doorStatus(page);
      await expect(status.mode).toHaveText('En ligne');
      await expect(status.facts.filter({ hasText: 'Données à jour' })).toBeVisible({ timeout: 15_000 });
      await expect(status.facts.filter({ hasText: 'Synchronisation...' })).toHaveCount(0);
      await expect(status.facts.filter({ hasText: 'Aucun scan en attente' })).toBeVisible();
    });

    await test.step('the scanner page registered its service worker, scoped to the scanner', async () => {
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(new URL(scope).pathname).toBe(SCANNER_PATH);
    });

    await test.step('the network goes: « Hors ligne »', async () => {
      await context.setOffline(true);
      await expect(doorStatus(page).mode).toHaveText('Hors ligne');
    });

    await test.step('the camera reads the real ticket: « Entrée validée », decided offline', async () => {
      const camera = page.getByRole('region', { name: 'Caméra du scanner' });
      const admitted = verdict(page, 'Entrée validée');
      await showToScanner(page, real!.code, admitted);
      // One read of the ticket: the camera, paused under the verdict, is stopped before the verdict
      // goes (the verdict covers the screen: the click is dispatched to the button).
      await camera.getByRole('button', { name: 'Arrêter la caméra' }).dispatchEvent('click');
      showOnFakeCamera(null);
      await expect(admitted).toHaveAccessibleName(/^hors ligne Entrée validée/);
      await expect(verdictBox(page)).toHaveAttribute('data-offline', 'true');
      await expect(admitted).toContainText(holderName);
      await admitted.click();
      await expect(camera.getByRole('button', { name: 'Activer la caméra' })).toBeVisible();
    });

    await test.step('a forged code (one character changed) is refused', async () => {
      await typeCode(page, forged(real!.code));
      const refused = verdict(page, 'Billet inconnu');
      await expect(refused).toBeVisible();
      await refused.click();
    });

    await test.step('the renamed ticket’s old code is refused: « Billet remplacé »', async () => {
      await typeCode(page, other!.code);
      const refused = verdict(page, 'Billet remplacé');
      await expect(refused).toBeVisible();
      await refused.click();
    });

    await test.step('the same ticket again: « Déjà entré »', async () => {
      await typeCode(page, real!.code);
      const refused = verdict(page, 'Déjà entré');
      await expect(refused).toBeVisible();
      await refused.click();
    });

    await test.step('the four scans wait in the queue', async () => {
      await expect(doorStatus(page).facts.filter({ hasText: '4 scans en attente d’envoi' })).toBeVisible();
    });

    await test.step('offline, the app reopens from its service worker with its list and its queue', async () => {
      await page.reload();
      const status = doorStatus(page);
      await expect(status.mode).toHaveText('Hors ligne');
      await expect(page.getByLabel('Liste d’entrée')).toHaveValue(String(list.id));
      await expect(status.facts.filter({ hasText: '4 scans en attente d’envoi' })).toBeVisible();
    });

    await test.step('the network comes back: the queue uploads by itself', async () => {
      await context.setOffline(false);
      const status = doorStatus(page);
      // The browser's online event, or the engine's probe every 10 s.
      await expect(status.mode).toHaveText('En ligne', { timeout: 20_000 });
      await expect(status.facts.filter({ hasText: 'Aucun scan en attente' })).toBeVisible({ timeout: 20_000 });
    });

    await test.step('the API logged the four offline scans on the list, one per nonce', async () => {
      const scans = (await (await request.get('/api/admin/scanner/scans?limit=50', { headers: authHeader(adminToken) })).json()) as {
        data: Array<{ result: string; offline: boolean; list: { id: number } | null; direction: string | null }>;
      };
      const mine = scans.data.filter((scan) => scan.list?.id === list.id);
      expect(mine.map((scan) => scan.result).sort()).toEqual(['already_checked_in', 'renamed', 'unknown', 'valid']);
      expect(mine.every((scan) => scan.offline && scan.direction === 'entry')).toBe(true);
    });

    await test.step('the back-office counts the entry on the list', async () => {
      const adminContext = await browser.newContext({ baseURL: stack.siteUrl });
      const admin = await adminContext.newPage();
      await loginAsAdmin(admin, request, stack);
      await admin.goto('/admin/check-in-lists');
      const row = admin.getByRole('table', { name: 'Listes d’entrée' }).getByRole('row', { name: new RegExp(list.name) });
      // Liste, Billets admis, Entrée et sortie, Tout le monde dehors à, Entrés, À l’intérieur, Attendus.
      await expect(row.getByRole('cell').nth(4)).toHaveText('1');
      await expect(row.getByRole('cell').nth(6)).toHaveText('2');
      await adminContext.close();
    });
  });

  test('the scanner app is installable: its web manifest and service worker are served', async ({ request }) => {
    const html = await (await request.get(SCANNER_PATH)).text();
    expect(html).toMatch(/<link[^>]+rel="manifest"[^>]+href="\/admin\/scanner\.webmanifest"/);

    const manifestAnswer = await request.get('/admin/scanner.webmanifest');
    expect(manifestAnswer.status()).toBe(200);
    expect(manifestAnswer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestAnswer.json()) as { start_url: string; scope: string; display: string; name: string; icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
    expect(manifest).toMatchObject({ start_url: SCANNER_PATH, scope: SCANNER_PATH, display: 'standalone' });
    expect(manifest.name).toMatch(/^Scanner/);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe(icon.type);
    }

    const worker = await request.get('/admin/scanner.sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
    // A browser checks for a new worker at each visit: never served from a stale cache.
    expect(worker.headers()['cache-control']).toMatch(/no-cache|no-store|max-age=0/);
  });
});
