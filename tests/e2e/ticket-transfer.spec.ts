/**
 * A buyer who can no longer come hands the pass to a friend from the dashboard: the old QR code
 * stops working at once, the friend accepts from the e-mailed link and receives the ticket in
 * their name with a new code; at the door the old code is « Billet transféré » and the new one
 * gets in.
 */
import { scanner } from '../../site/src/i18n/fr/scanner';
import { transfers } from '../../site/src/i18n/fr/transfers';
import { authHeader, newAccount, registerThroughApi, storeSessionInPage, waitForLinkInEmail } from './support/accounts';
import { createCheckInList, staffToken } from './support/back-office';
import { FAKE_CAMERA_ARGS, showOnFakeCamera } from './support/fake-camera';
import { createTicketType, paidOrderThroughApi, scanByHand, ticketCodesEmailedTo } from './support/festival-passes';
import { expect, test } from './support/fixtures';
import { expectHydrated, newBuyer } from './support/purchase';
import { escapeRegExp } from './support/text';
import { CHROMIUM_PATH } from '../support/stack';

// The scanner page opens the camera: an empty picture, the codes are typed by hand.
showOnFakeCamera(null);
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: FAKE_CAMERA_ARGS } });

interface AccountTicket {
  id: number;
  orderId: string;
  code: string;
}

test('a buyer transfers a pass, the friend accepts it, the door refuses the old QR and admits the new one', async ({ page, browser, request, stack }) => {
  test.slow(); // a purchase, two e-mails, the door
  const tag = Date.now().toString(36);
  const adminToken = await staffToken(request, stack, 'admin');
  const pass = await createTicketType(request, adminToken, { name: `Pass transférable ${tag}`, category: 'pass', price: 40, quota: 5 });
  // The door's check-in list for that pass.
  const list = await createCheckInList(request, adminToken, `Porte transfert ${tag}`, [pass.id]);
  const sender = newAccount('transfer-sender');
  const session = await registerThroughApi(request, sender);
  const orderId = await paidOrderThroughApi(request, stack.siteUrl, sender, { ticketId: pass.id, quantity: 1 }, session.token);
  const accountTickets = async (token: string) =>
    ((await (await request.get('/api/account/tickets', { headers: authHeader(token) })).json()) as { data: AccountTicket[] }).data;
  const ticket = (await accountTickets(session.token)).find((t) => t.orderId === orderId)!;
  const oldCode = ticket.code;
  const friend = { ...newBuyer('transfer-recipient'), firstName: 'Kofi', lastName: 'Mensah' };
  const friendName = `${friend.firstName} ${friend.lastName}`;

  await test.step('the dashboard: « Transférer à quelqu’un » to a friend', async () => {
    await storeSessionInPage(page, session);
    await page.goto(`/dashboard/ticket/${ticket.id}`);
    const open = page.getByRole('button', { name: transfers.transfer.open });
    await expectHydrated(open);
    await open.click();
    const form = page.getByRole('dialog', { name: transfers.transfer.title });
    await form.getByLabel(new RegExp(`^${transfers.fields.firstName}`)).fill(friend.firstName);
    await form.getByLabel(new RegExp(`^${transfers.fields.lastName}`)).fill(friend.lastName);
    await form.getByLabel(new RegExp(`^${transfers.fields.email}`)).fill(friend.email);
    await form.getByRole('button', { name: transfers.transfer.submit }).click();
    await expect(page.getByText(transfers.transfer.sent.replace('{name}', friendName))).toBeVisible();
    await expect(page.getByText(transfers.transfer.pendingTitle).first()).toBeVisible();
  });

  await test.step('the friend accepts from the e-mailed link', async () => {
    const link = await waitForLinkInEmail(request, friend.email, '/transfer/');
    const friendPage = await browser.newPage({ baseURL: stack.siteUrl });
    await friendPage.goto(`${link.pathname}${link.search}`);
    const main = friendPage.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: transfers.accept.title })).toBeVisible();
    await expect(main).toContainText(pass.name);
    await expect(main).toContainText(friendName);
    const accept = main.getByRole('button', { name: transfers.accept.submit });
    await expectHydrated(accept);
    await accept.click();
    await expect(main.getByRole('heading', { name: transfers.accept.successTitle })).toBeVisible();
    await friendPage.close();
  });

  const newCode = await test.step('the friend receives the ticket in their name, with a new code', async () => {
    let codes: string[] = [];
    await expect
      .poll(async () => (codes = await ticketCodesEmailedTo(request, friend.email)).length, { message: 'the ticket PDF e-mailed to the friend', timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(codes[0]).not.toBe(oldCode);
    // The pass left the sender's dashboard.
    expect((await accountTickets(session.token)).some((t) => t.id === ticket.id)).toBe(false);
    return codes[0]!;
  });

  await test.step('the door: the old QR is « Billet transféré », the new one gets in', async () => {
    const door = await browser.newPage({ baseURL: stack.siteUrl });
    const refused = await scanByHand(door, request, stack, oldCode, new RegExp(`^${escapeRegExp(scanner.verdict.transferred)}`), list);
    await expect(refused).toContainText(scanner.verdictHelp.transferred);
    const admitted = await scanByHand(door, request, stack, newCode, new RegExp(`^${escapeRegExp(scanner.verdict.valid)}`), list);
    await expect(admitted).toContainText(friendName);
    await door.close();
  });
});
