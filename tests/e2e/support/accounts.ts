/**
 * Accounts for the journeys of issue 4 (docs/accounts.md): registration and login through the
 * same public calls the site makes, and the one-time links the API e-mails, read from the dev
 * outbox as the person would read them in their mail client.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openEmail, outboxTo, type OpenedEmail } from './outbox';
import { newBuyer, type Buyer } from './purchase';

export interface Account extends Buyer {
  password: string;
}

export interface Session {
  token: string;
  user: { id: number; email: string; role: string; firstName: string; lastName: string };
}

/** A new person with an e-mail of their own (outbox checks never mix journeys) and a password. */
export function newAccount(journey: string): Account {
  return { ...newBuyer(journey), password: `Kizomba-${randomBytes(6).toString('hex')}` };
}

/**
 * Registers as the site does (the API answers « check your mailbox », never a session), then
 * confirms the address through the link of the verification e-mail, keeping the password chosen
 * at registration as the confirmation page lets the person do. Answers the session it opens.
 */
export async function registerThroughApi(request: APIRequestContext, account: Account): Promise<Session> {
  const seen = await sentEmailIds(request, account.email);
  const response = await request.post('/api/auth/register', {
    data: { email: account.email, password: account.password, firstName: account.firstName, lastName: account.lastName },
  });
  expect(response.status(), `POST /api/auth/register: ${await response.text()}`).toBe(202);
  expect(await response.json(), 'no session before the address is proven').not.toHaveProperty('token');
  const link = linkInEmail(await waitForEmail(request, account.email, 'email-verification', seen), '/auth/magic-login');
  const confirmed = await request.post('/api/auth/verify-email', { data: { token: link.searchParams.get('token'), password: account.password } });
  expect(confirmed.status(), `POST /api/auth/verify-email: ${await confirmed.text()}`).toBe(200);
  const session = (await confirmed.json()) as Session & { passwordCleared?: boolean };
  expect(session.passwordCleared, 'the password chosen at registration is kept').toBeFalsy();
  return session;
}

/** A password login of a plain account (staff give a second factor: see back-office.ts). */
export async function loginThroughApi(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `POST /api/auth/login: ${await response.text()}`).toBe(200);
  const session = (await response.json()) as Session;
  expect(session.token, 'a session (not a second-factor step)').toBeTruthy();
  return session;
}

export const authHeader = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Puts a session in the page's storage before any script runs, as the login pages leave it (a
 * browser context: in each of its pages).
 */
export async function storeSessionInPage(page: Pick<Page, 'addInitScript'>, session: Pick<Session, 'token' | 'user'>): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      localStorage.setItem('userInfo', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/** Waits for the order to be paid and its tickets issued (the webhook, or the status re-fetch). */
export async function waitForCompletedOrder(request: APIRequestContext, orderId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/stripe/payment-status/${orderId}`);
        return ((await response.json()) as { order?: { status?: string } }).order?.status;
      },
      { message: `order ${orderId} completed`, timeout: 20_000, intervals: [250, 500, 1_000] },
    )
    .toBe('completed');
}

/** Waits for a sent e-mail of `kind` to `address` newer than the ones in `seen`, and opens it. */
export async function waitForEmail(request: APIRequestContext, address: string, kind: string, seen: readonly number[] = []): Promise<OpenedEmail> {
  let found: Awaited<ReturnType<typeof outboxTo>>[number] | undefined;
  await expect
    .poll(
      async () => {
        const entries = await outboxTo(request, address);
        found = entries.find((entry) => entry.kind === kind && entry.status === 'sent' && !seen.includes(entry.id));
        return Boolean(found);
      },
      { message: `a « ${kind} » e-mail sent to ${address}`, timeout: 20_000, intervals: [250, 500, 1_000] },
    )
    .toBe(true);
  return openEmail(request, found!);
}

/**
 * Waits for a sent e-mail to `address` holding a link to `pathPrefix` (whatever its kind), and
 * answers that link, as the person finds it in their mailbox.
 */
export async function waitForLinkInEmail(request: APIRequestContext, address: string, pathPrefix: string, timeoutMs = 20_000): Promise<URL> {
  const read = new Set<number>();
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        for (const entry of await outboxTo(request, address)) {
          if (entry.status !== 'sent' || read.has(entry.id)) continue;
          read.add(entry.id);
          link ??= linksOf(await openEmail(request, entry)).find((url) => url.pathname.startsWith(pathPrefix));
        }
        return Boolean(link);
      },
      { message: `an e-mail to ${address} with a link to ${pathPrefix}…`, timeout: timeoutMs, intervals: [250, 500, 1_000] },
    )
    .toBe(true);
  return link!;
}

/** Ids of the e-mails already sent to `address` (to wait for the next one). */
export async function sentEmailIds(request: APIRequestContext, address: string): Promise<number[]> {
  return (await outboxTo(request, address)).map((entry) => entry.id);
}

/** Every link of the e-mail (text and HTML versions). */
function linksOf(email: OpenedEmail): URL[] {
  const text = `${email.mail.text ?? ''}\n${typeof email.mail.html === 'string' ? email.mail.html : ''}`;
  return [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((match) => new URL(match[0].replace(/&amp;/g, '&')));
}

/** The first link of the e-mail's text version whose path starts with `pathPrefix`, on the site. */
export function linkInEmail(email: OpenedEmail, pathPrefix: string): URL {
  const link = linksOf(email).find((url) => url.pathname.startsWith(pathPrefix));
  expect(link, `a link to ${pathPrefix}… in the e-mail « ${email.mail.subject} »`).toBeTruthy();
  return link!;
}
