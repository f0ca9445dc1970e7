/**
 * The development outbox (docs/purchase-flow.md « E-mail outbox »): without SMTP_URL the API
 * writes every sent e-mail as an `.eml` file and lists them at /api/dev/outbox(.json). The
 * journeys read it through the site's origin, as a developer's browser does, and open the real
 * e-mail (the `.eml`) with mailparser: what a mail client would show, attachments included.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** One row of `GET /api/dev/outbox.json`. */
export interface OutboxEntry {
  id: number;
  kind: string;
  recipient: string;
  subject: string | null;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  /** File names of the attachments of the sent e-mail. */
  attachments: string[];
}

export interface OpenedEmail {
  entry: OutboxEntry;
  mail: ParsedMail;
}

export async function listOutbox(request: APIRequestContext): Promise<OutboxEntry[]> {
  const response = await request.get('/api/dev/outbox.json');
  expect(response.status(), 'GET /api/dev/outbox.json').toBe(200);
  const body = (await response.json()) as { messages: OutboxEntry[] };
  return body.messages;
}

/** Every outbox message to `address` (any status). */
export async function outboxTo(request: APIRequestContext, address: string): Promise<OutboxEntry[]> {
  const wanted = address.toLowerCase();
  return (await listOutbox(request)).filter((entry) => entry.recipient.toLowerCase() === wanted);
}

/** Waits until the outbox has sent at least one e-mail to `address`, and answers all of them. */
export async function waitForSentTo(request: APIRequestContext, address: string, timeoutMs = 20_000): Promise<OutboxEntry[]> {
  let entries: OutboxEntry[] = [];
  await expect
    .poll(
      async () => {
        entries = await outboxTo(request, address);
        return entries.filter((entry) => entry.status === 'sent').length;
      },
      { message: `an e-mail sent to ${address} in the dev outbox`, timeout: timeoutMs, intervals: [250, 500, 1_000] },
    )
    .toBeGreaterThan(0);
  return entries;
}

/** The sent e-mail as a mail client reads it (`GET /api/dev/outbox/{id}.eml`). */
export async function openEmail(request: APIRequestContext, entry: OutboxEntry): Promise<OpenedEmail> {
  const response = await request.get(`/api/dev/outbox/${entry.id}.eml`);
  expect(response.status(), `GET /api/dev/outbox/${entry.id}.eml`).toBe(200);
  return { entry, mail: await simpleParser(await response.body()) };
}
