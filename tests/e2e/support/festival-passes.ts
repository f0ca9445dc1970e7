/**
 * Setup for the journeys of a festival's own needs (docs/purchase-flow.md « Dance roles »,
 * « Waiting list », « Resale »; docs/accounts.md « Name change and transfer »): ticket types made
 * through the back-office API, paid orders made through the public calls the site makes, the
 * ticket codes the e-mailed PDFs carry.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { scanner } from '../../../site/src/i18n/fr/scanner';
import { authHeader, storeSessionInPage, waitForCompletedOrder } from './accounts';
import { orderThroughApi, payAtEmulator, type ApiLine } from './api-purchase';
import { staffSession } from './back-office';
import type { StackSettings } from './fixtures';
import { qrCodeOfPdfPage } from './pdf-qr';
import { openEmail, outboxTo } from './outbox';
import { expectHydrated, type Buyer } from './purchase';

export interface CreatedTicketType {
  id: number;
  name: string;
  price: number;
}

/**
 * A visible ticket type on sale from yesterday for a month, valid on any day (the door then says
 * « Entrée validée » whatever the date the suite runs), with the given dance-role settings.
 */
export async function createTicketType(
  request: APIRequestContext,
  adminToken: string,
  fields: { name: string; price: number; quota: number; category?: 'pass' | 'night' | 'workshop'; danceRoles?: 'none' | 'balanced'; balanceRatio?: number | null; balanceAllowFirst?: number },
): Promise<CreatedTicketType> {
  const now = Date.now();
  const response = await request.post('/api/admin/ticket-types', {
    headers: authHeader(adminToken),
    data: {
      category: 'workshop',
      salesStart: new Date(now - 86_400_000).toISOString(),
      salesEnd: new Date(now + 30 * 86_400_000).toISOString(),
      validDays: [],
      visible: true,
      ...fields,
    },
  });
  expect(response.status(), `POST /api/admin/ticket-types: ${await response.text()}`).toBe(201);
  const { ticketType } = (await response.json()) as { ticketType: CreatedTicketType };
  return ticketType;
}

/** An order of `line` paid at the emulator and completed (tickets issued, e-mail queued). */
export async function paidOrderThroughApi(request: APIRequestContext, siteUrl: string, buyer: Buyer, line: ApiLine, token?: string): Promise<string> {
  const placed = await orderThroughApi(request, siteUrl, buyer, line, token);
  await payAtEmulator(request, placed.sessionId);
  await waitForCompletedOrder(request, placed.orderId);
  return placed.orderId;
}

/** The QR codes of every PDF page of the e-mails sent to `address` with `kind` (the outbox lists the newest first). */
export async function ticketCodesEmailedTo(request: APIRequestContext, address: string, kind?: string): Promise<string[]> {
  const entries = (await outboxTo(request, address)).filter((entry) => entry.status === 'sent' && (!kind || entry.kind === kind));
  const codes: string[] = [];
  for (const entry of entries) {
    const { mail } = await openEmail(request, entry);
    for (const attachment of mail.attachments.filter((a) => a.contentType === 'application/pdf')) {
      const code = await qrCodeOfPdfPage(attachment.content, 1);
      if (code) codes.push(code);
    }
  }
  return codes;
}

/**
 * The door, as staff use it when the camera cannot read: the scanner's session in this page's
 * storage (the run's scanner session, no new second-factor code), /admin/scanner on `list` (a
 * check-in list admitting the ticket's type; the scanner otherwise opens on its first list), the
 * code typed into « Code du billet » and « Valider ». Answers the full-screen verdict.
 */
export async function scanByHand(
  page: Page,
  request: APIRequestContext,
  stack: StackSettings,
  code: string,
  verdict: RegExp,
  list?: { id: number; name: string },
): Promise<Locator> {
  await storeSessionInPage(page, await staffSession(request, stack, 'scanner'));
  await page.goto('/admin/scanner');
  const submit = page.getByRole('button', { name: scanner.manualSubmit, exact: true });
  await expectHydrated(submit);
  const picker = page.getByLabel(scanner.list.label);
  if (list && (await picker.inputValue()) !== String(list.id)) {
    const synced = page.waitForResponse((response) => response.url().endsWith(`/api/admin/scanner/lists/${list.id}/sync`) && response.ok());
    await picker.selectOption(String(list.id));
    await synced;
  }
  await page.getByRole('textbox', { name: new RegExp(`^${scanner.manualLabel}`) }).fill(code);
  await submit.click();
  const shown = page.getByRole('button', { name: verdict });
  await expect(shown).toBeVisible();
  return shown;
}
