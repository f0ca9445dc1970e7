/**
 * A balanced workshop keeps its followers waiting until a leader comes: a follower joins the
 * waiting list from the tickets page and confirms from the e-mailed link (a join counts only once
 * confirmed), a leader buys, the follower receives the offer e-mail,
 * opens its link, takes the place held for them and pays it on the payment page.
 *
 * The workshop is the journey's own (back-office API): ratio 2, the first one of each role
 * admitted whatever the ratio. One follower has paid already, so a second follower would make two
 * followers for no leader: the follower role is on the waiting list until a leader buys.
 */
import { roles } from '../../site/src/i18n/fr/roles';
import { waitingList } from '../../site/src/i18n/fr/waiting-list';
import { authHeader, waitForLinkInEmail } from './support/accounts';
import { staffToken } from './support/back-office';
import { CARDS, payWithCard } from './support/emulator';
import { createTicketType, paidOrderThroughApi } from './support/festival-passes';
import { expect, fetchTickets, test } from './support/fixtures';
import {
  expectCheckoutScreen,
  expectCompletedView,
  expectHydrated,
  fetchOrder,
  fillCheckoutForm,
  newBuyer,
  submitCheckout,
  ticketCard,
  waitForConfirmationPage,
} from './support/purchase';
import { escapeRegExp } from './support/text';

interface RoleCounts {
  leaderSold: number;
  leaderHeld: number;
  followerSold: number;
  followerHeld: number;
}

test('a follower waits for a balanced workshop, a leader buys, the follower buys the offered place', async ({ page, request, stack }) => {
  test.slow(); // three purchases and an offer e-mail
  const tag = Date.now().toString(36);
  const admin = await staffToken(request, stack, 'admin');
  const workshop = await createTicketType(request, admin, {
    name: `Atelier équilibré ${tag}`,
    price: 30,
    quota: 10,
    danceRoles: 'balanced',
    balanceRatio: 2,
    balanceAllowFirst: 1,
  });
  await paidOrderThroughApi(request, stack.siteUrl, newBuyer('first-follower'), { ticketId: workshop.id, quantity: 1, role: 'follower' });
  const follower = { ...newBuyer('waiting-follower'), firstName: 'Inès', lastName: 'Moreira' };

  await test.step('GET /api/tickets: followers wait, leaders may buy', async () => {
    const listed = (await fetchTickets(request)).find((ticket) => ticket.id === workshop.id) as unknown as {
      roles: { leader: string; follower: string };
      waitingList: boolean;
    };
    expect(listed.roles).toEqual({ leader: 'available', follower: 'waitlist' });
    expect(listed.waitingList).toBe(true);
  });

  await test.step('/tickets: the follower chooses « Suiveur », and joins the waiting list', async () => {
    await page.goto('/tickets');
    const card = ticketCard(page, workshop.name);
    const followerChoice = card.getByRole('radio', { name: new RegExp(`^${escapeRegExp(roles.choice.follower)}`) });
    await expectHydrated(followerChoice);
    await expect(card.getByRole('radio', { name: new RegExp(`^${escapeRegExp(roles.choice.follower)}.*${roles.state.waitlist}`) })).toBeVisible();
    // The option is a card drawn over the native radio: a person clicks its name.
    await card.getByText(roles.choice.follower, { exact: true }).click();
    await expect(followerChoice).toBeChecked();
    await card.getByRole('button', { name: waitingList.form.open }).click();
    const form = card.getByRole('form', { name: waitingList.form.title });
    await form.getByLabel(waitingList.form.email).fill(follower.email);
    await form.getByRole('button', { name: waitingList.form.submit }).click();
    await expect(card.getByText(waitingList.joined.confirm.replace('{email}', follower.email))).toBeVisible();
  });

  await test.step('the follower opens the confirmation e-mail and confirms: n° 1 on the list', async () => {
    const link = await waitForLinkInEmail(request, follower.email, '/waiting-list/entry/');
    await page.goto(`${link.pathname}${link.search}`);
    const main = page.getByRole('main');
    // Opening the link confirms nothing (mail scanners open links): the person clicks.
    await expect(main.getByText(waitingList.entry.statuses.pending, { exact: true })).toBeVisible();
    const confirm = main.getByRole('button', { name: waitingList.entry.confirm });
    await expectHydrated(confirm);
    await confirm.click();
    await expect(main.getByText(waitingList.entry.confirmed.replace('{position}', '1'))).toBeVisible();
  });

  await test.step('a leader buys: the balance now admits one more follower', async () => {
    await paidOrderThroughApi(request, stack.siteUrl, newBuyer('leader'), { ticketId: workshop.id, quantity: 1, role: 'leader' });
  });

  const offer = await test.step('the follower receives the offer e-mail', () => waitForLinkInEmail(request, follower.email, '/waiting-list/offer/'));

  await test.step('the offer link holds the place; the follower checks out and pays', async () => {
    await page.goto(`${offer.pathname}${offer.search}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: waitingList.offer.title })).toBeVisible();
    await expect(main).toContainText(workshop.name);
    await expect(main).toContainText(roles.label.follower);
    const claim = main.getByRole('button', { name: waitingList.offer.claim });
    await expectHydrated(claim);
    await claim.click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/checkout');
    await expectCheckoutScreen(page);
    await fillCheckoutForm(page, follower);
    await submitCheckout(page);
    await payWithCard(page, CARDS.success);
  });

  await test.step('paid: one ticket, the follower’s, and the workshop stays balanced', async () => {
    const orderId = await waitForConfirmationPage(page);
    const order = await fetchOrder(request, orderId);
    expect(order.status).toBe('completed');
    expect(order.customerEmail).toBe(follower.email);
    await expectCompletedView(page, order, 1);
    const types = (await (await request.get('/api/admin/ticket-types', { headers: authHeader(admin) })).json()) as { data: Array<RoleCounts & { id: number }> };
    const counts = types.data.find((type) => type.id === workshop.id)!;
    expect({ leaderSold: counts.leaderSold, followerSold: counts.followerSold, leaderHeld: counts.leaderHeld, followerHeld: counts.followerHeld }).toEqual({
      leaderSold: 1,
      followerSold: 2,
      leaderHeld: 0,
      followerHeld: 0,
    });
  });
});
