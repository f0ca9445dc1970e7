/**
 * Back-office calls for the journeys of issue 5, through the site's origin like the admin pages.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, loginThroughApi, storeSessionInPage, waitForEmail } from './accounts';
import type { StackSettings } from './fixtures';
import { qrCodeOfPdfPage } from './pdf-qr';

/** The seeded admin's session in this page's storage, as after /admin/login. */
export async function loginAsAdmin(page: Page, request: APIRequestContext, stack: StackSettings): Promise<string> {
  const session = await loginThroughApi(request, stack.staff.admin.email, stack.staff.admin.password, '/api/admin/auth/login');
  await storeSessionInPage(page, session);
  return session.token;
}

export async function staffToken(request: APIRequestContext, stack: StackSettings, who: 'admin' | 'scanner'): Promise<string> {
  const account = stack.staff[who];
  return (await loginThroughApi(request, account.email, account.password, '/api/admin/auth/login')).token;
}

/**
 * A hidden ticket type valid every day (no `validDays`): the seeded passes are valid on the
 * festival's days only, so the door says « not valid today » to them before April 2027.
 */
export async function createAnyDayTicketType(request: APIRequestContext, adminToken: string, name: string): Promise<{ id: number; name: string }> {
  const now = Date.now();
  const response = await request.post('/api/admin/ticket-types', {
    headers: authHeader(adminToken),
    data: {
      name,
      category: 'night',
      price: 0,
      quota: 20,
      salesStart: new Date(now - 86_400_000).toISOString(),
      salesEnd: new Date(now + 30 * 86_400_000).toISOString(),
      validDays: [],
      visible: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { ticketType } = (await response.json()) as { ticketType: { id: number; name: string } };
  return ticketType;
}

/** The ticket code of the first page of the latest tickets e-mail (PDF) sent to `address`. */
export async function ticketCodeFromEmail(request: APIRequestContext, address: string): Promise<string> {
  const email = await waitForEmail(request, address, 'order-confirmation');
  const pdf = email.mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
  expect(pdf, 'the tickets PDF').toBeTruthy();
  const code = await qrCodeOfPdfPage(pdf!.content, 1);
  expect(code, 'a QR code on the first page').toBeTruthy();
  return code!;
}

export async function checkInThroughApi(request: APIRequestContext, scannerToken: string, code: string): Promise<string> {
  const response = await request.post('/api/admin/scanner/check-in', { headers: authHeader(scannerToken), data: { code } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: string }).result;
}
