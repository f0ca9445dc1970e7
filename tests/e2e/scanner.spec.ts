/**
 * Issue 5: the door. The scanner picks the check-in list of the guest's ticket type; the guest's
 * ticket is shown to the scanner's camera (Chromium's fake camera playing a QR code drawn from the
 * real ticket code), the door says « Entrée validée » once, and the same ticket typed by hand a
 * moment later is « Déjà entré ». The door's counts follow, and a plain user is refused by the
 * scanner API.
 */
import { authHeader, newAccount, registerThroughApi } from './support/accounts';
import { createAnyDayTicketType, createCheckInList, inviteAndClaim, logInStaffInBrowser, staffToken, ticketCodeFromEmail } from './support/back-office';
import { FAKE_CAMERA_ARGS, showOnFakeCamera, showToScanner } from './support/fake-camera';
import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/purchase';
import { CHROMIUM_PATH } from '../support/stack';

// An empty picture until the ticket exists: Chromium opens the file when the page asks for the camera.
showOnFakeCamera(null);
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: FAKE_CAMERA_ARGS } });


test.describe('door scanner', () => {
  test('a scanner reads a ticket with the camera, then the same ticket is refused', async ({ page, request, stack }) => {
    test.slow(); // an invitation claimed, then the door
    // The team's ticket, valid every day (the passes are valid on the festival's days only),
    // given by invitation: a completed order at 0 € whose tickets e-mail carries the QR code.
    const adminToken = await staffToken(request, stack, 'admin');
    const ticketType = await createAnyDayTicketType(request, adminToken, `Équipe scanner ${Date.now().toString(36)}`);
    const list = await createCheckInList(request, adminToken, `Équipe ${Date.now().toString(36)}`, [ticketType.id]);
    const guest = newAccount('door');
    await inviteAndClaim(request, adminToken, guest, ticketType.id);
    const code = await ticketCodeFromEmail(request, guest.email);
    const holderName = `${guest.firstName} ${guest.lastName}`;
    const session = await registerThroughApi(request, newAccount('door-user'));

    await test.step('a plain user is refused by the scanner API', async () => {
      const refused = await request.post('/api/admin/scanner/check-in', { headers: authHeader(session.token), data: { code } });
      expect(refused.status()).toBe(403);
    });

    await test.step('the scanner staff logs in at /admin/login with the app code, lands on the scanner and picks the list', async () => {
      await page.goto('/admin/login');
      await logInStaffInBrowser(page, stack, 'scanner');
      await page.waitForURL((url) => url.pathname === '/admin/scanner');
      await expectHydrated(page.getByRole('button', { name: 'Valider' }));
      const synced = page.waitForResponse((response) => response.url().endsWith(`/api/admin/scanner/lists/${list.id}/sync`) && response.ok());
      await page.getByLabel('Liste d’entrée').selectOption({ label: list.name });
      await synced;
    });

    await test.step('the camera reads the QR code: « Entrée validée » with the holder', async () => {
      // The full-screen verdict (a button: a tap dismisses it) names the holder.
      await showToScanner(page, code, page.getByRole('button', { name: /^Entrée validée/ }).filter({ hasText: holderName }));
    });

    await test.step('typed by hand again: « Déjà entré », when and by whom', async () => {
      showOnFakeCamera(null); // the camera sees nothing now
      await page.goto('/admin/scanner'); // on the same list: the device remembers it
      await expect(page.getByLabel('Liste d’entrée')).toHaveValue(String(list.id));
      const input = page.getByRole('textbox', { name: /^Code du billet/ });
      await expectHydrated(page.getByRole('button', { name: 'Valider' }));
      await input.fill(code);
      await page.getByRole('button', { name: 'Valider' }).click();
      const verdict = page.getByRole('button', { name: /^Déjà entré/ });
      await expect(verdict).toBeVisible();
      await expect(verdict).toContainText('par Contrôle Entrées'); // the seeded scanner's name
    });

    await test.step('the door counts and the log show the entry', async () => {
      const token = await staffToken(request, stack, 'scanner');
      const summary = (await (await request.get('/api/admin/scanner/summary', { headers: authHeader(token) })).json()) as {
        perType: { ticketTypeId: number; checkedIn: number }[];
      };
      expect(summary.perType.find((row) => row.ticketTypeId === ticketType.id)!.checkedIn).toBeGreaterThanOrEqual(1);
      const scans = (await (await request.get('/api/admin/scanner/scans?limit=10', { headers: authHeader(token) })).json()) as {
        data: { result: string; ticketTypeName: string | null }[];
      };
      const mine = scans.data.filter((scan) => scan.ticketTypeName === ticketType.name).map((scan) => scan.result);
      // Newest first: every later read of that ticket (the camera may read it again) is refused.
      expect(mine.at(-1)).toBe('valid');
      expect(mine.slice(0, -1).length).toBeGreaterThanOrEqual(1);
      expect(new Set(mine.slice(0, -1))).toEqual(new Set(['already_checked_in']));
    });
  });
});
