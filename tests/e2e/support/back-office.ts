/**
 * Back-office calls for the journeys of issue 5, through the site's origin like the admin pages.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshTotpCode } from '../../support/totp';
import { authHeader, linkInEmail, storeSessionInPage, waitForEmail, type Session } from './accounts';
import type { StackSettings } from './fixtures';
import { qrCodeOfPdfPage } from './pdf-qr';
import { expectHydrated } from './purchase';

export type StaffRole = 'admin' | 'scanner';

/** Where the run records the TOTP steps spent per staff account (see support/totp.ts). */
const spentStepsFile = (stack: StackSettings) => path.join(stack.dataDir, 'e2e-totp-steps.json');
/** The staff sessions of the run, reused while the API accepts them. */
const sessionsFile = (stack: StackSettings) => path.join(stack.dataDir, 'e2e-staff-sessions.json');

/** A current TOTP code of the seeded account, never one the API already took. */
export function staffTotpCode(stack: StackSettings, who: StaffRole): Promise<string> {
  return freshTotpCode(stack.staff[who].totpSecret, stack.staff[who].email, spentStepsFile(stack));
}

/** `POST /api/admin/auth/login`, then the second factor (`POST /api/auth/mfa/verify`). */
export async function loginStaffThroughApi(request: APIRequestContext, stack: StackSettings, who: StaffRole): Promise<Session> {
  const account = stack.staff[who];
  const login = await request.post('/api/admin/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status(), `POST /api/admin/auth/login: ${await login.text()}`).toBe(200);
  const step = (await login.json()) as { mfa?: string; mfaToken?: string; token?: string };
  expect(step.token, 'no session before the second factor').toBeUndefined();
  expect(step.mfa, `the seeded ${who} is enrolled in TOTP (${stack.staff[who].email})`).toBe('required');
  const verified = await request.post('/api/auth/mfa/verify', { data: { mfaToken: step.mfaToken, code: await staffTotpCode(stack, who) } });
  expect(verified.status(), `POST /api/auth/mfa/verify: ${await verified.text()}`).toBe(200);
  return (await verified.json()) as Session;
}

function readSessions(stack: StackSettings): Partial<Record<StaffRole, Session>> {
  const file = sessionsFile(stack);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<StaffRole, Session>>) : {};
}

/**
 * The seeded staff account's session for this run: the one already opened while
 * `GET /api/admin/auth/me` accepts it (a TOTP code works once per 30 s), else a new login.
 */
export async function staffSession(request: APIRequestContext, stack: StackSettings, who: StaffRole): Promise<Session> {
  const known = readSessions(stack)[who];
  if (known) {
    const me = await request.get('/api/admin/auth/me', { headers: authHeader(known.token) });
    if (me.status() === 200) return known;
  }
  const session = await loginStaffThroughApi(request, stack, who);
  writeFileSync(sessionsFile(stack), JSON.stringify({ ...readSessions(stack), [who]: session }));
  return session;
}

/** The seeded admin's session in this page's storage, as after /admin/login. */
export async function loginAsAdmin(page: Page, request: APIRequestContext, stack: StackSettings): Promise<string> {
  const session = await staffSession(request, stack, 'admin');
  await storeSessionInPage(page, session);
  return session.token;
}

export async function staffToken(request: APIRequestContext, stack: StackSettings, who: StaffRole): Promise<string> {
  return (await staffSession(request, stack, who)).token;
}

/**
 * The back-office login in the browser, as staff do it: e-mail and password at /admin/login (or
 * the page already open), then the 6-digit code of their app.
 */
export async function logInStaffInBrowser(page: Page, stack: StackSettings, who: StaffRole): Promise<void> {
  const main = page.getByRole('main');
  await expectHydrated(main.getByRole('button', { name: 'Se connecter' }));
  await main.getByLabel('E-mail').fill(stack.staff[who].email);
  await main.getByRole('textbox', { name: /^Mot de passe/ }).fill(stack.staff[who].password);
  await main.getByRole('button', { name: 'Se connecter' }).click();
  const code = main.getByRole('textbox', { name: /^Code à 6 chiffres/ });
  await expect(main.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
  await expect(code).toBeFocused();
  // The field sends the code at its sixth digit, as a thumb types it.
  await code.pressSequentially(await staffTotpCode(stack, who));
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

/** `POST /api/admin/check-in-lists`: a door list admitting `ticketTypeIds`, once per ticket. */
export async function createCheckInList(request: APIRequestContext, adminToken: string, name: string, ticketTypeIds: number[]): Promise<{ id: number; name: string }> {
  const response = await request.post('/api/admin/check-in-lists', {
    headers: authHeader(adminToken),
    data: { name, allTypes: false, ticketTypeIds, entryExit: false, autoCheckoutAt: null },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/**
 * Invites `guest` to `quantity` tickets of a type and claims the invitation from the e-mailed link,
 * as the guest does: a completed order at 0 € whose tickets e-mail carries the QR codes.
 */
export async function inviteAndClaim(
  request: APIRequestContext,
  adminToken: string,
  guest: { email: string; firstName: string; lastName: string },
  ticketTypeId: number,
  quantity = 1,
): Promise<{ orderId: string }> {
  const invited = await request.post('/api/admin/invitations', {
    headers: authHeader(adminToken),
    data: { email: guest.email, name: `${guest.firstName} ${guest.lastName}`, ticketTypeId, quantity },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = linkInEmail(await waitForEmail(request, guest.email, 'invitation'), '/invitation/');
  const claimed = await request.post(`/api/invitations/${link.pathname.split('/').pop()}/claim`, { data: {} });
  expect(claimed.status(), await claimed.text()).toBe(201);
  return (await claimed.json()) as { orderId: string };
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
