import { ConfirmAnswer, SubscribeAnswer } from '@kizomba/api-contract/newsletter';
import { Ignored } from '@kizomba/api-contract/read';
import { api, type CallOptions } from './client';

/**
 * Newsletter calls (docs/accounts.md « Messages and newsletter »). All POST, never GET: a mail
 * scanner following the e-mail's link must not confirm or unsubscribe anybody. A guest's stale
 * token must not send them to /login from these pages.
 */

/** `POST /api/newsletter/subscribe`: 202 with the same French `message` whatever the address's state. */
export async function subscribeNewsletter(email: string, { client = api, signal }: CallOptions = {}): Promise<string | null> {
  return (await client.post('/newsletter/subscribe', { email: email.trim() }, SubscribeAnswer, { signal, skipAuthRedirect: true })).message;
}

export interface ConfirmResult {
  status: 'confirmed';
  email: string | null;
}

/** `POST /api/newsletter/confirm` with the e-mail's one-time token (idempotent). */
export async function confirmNewsletter(token: string, { client = api, signal }: CallOptions = {}): Promise<ConfirmResult> {
  const { email } = await client.post('/newsletter/confirm', { token }, ConfirmAnswer, { signal, skipAuthRedirect: true });
  return { status: 'confirmed', email };
}

/** `POST /api/newsletter/unsubscribe` with the subscriber's unsubscribe token (idempotent). */
export async function unsubscribeNewsletter(token: string, { client = api, signal }: CallOptions = {}): Promise<void> {
  await client.post('/newsletter/unsubscribe', { token }, Ignored, { signal, skipAuthRedirect: true });
}
