import { api, type ApiClient } from './client';

/**
 * Newsletter calls (docs/accounts.md « Messages and newsletter »). All POST, never GET: a mail
 * scanner following the e-mail's link must not confirm or unsubscribe anybody.
 */

interface CallOptions {
  client?: ApiClient;
  signal?: AbortSignal;
}

/** `POST /api/newsletter/subscribe`: 202 with the same French `message` whatever the address's state. */
export async function subscribeNewsletter(email: string, options: CallOptions = {}): Promise<string | null> {
  const client = options.client ?? api;
  const answer = await client.post<{ message?: unknown }>(
    '/newsletter/subscribe',
    { email: email.trim() },
    { signal: options.signal, skipAuthRedirect: true },
  );
  return typeof answer?.message === 'string' && answer.message.trim() ? answer.message : null;
}

export interface ConfirmResult {
  status: 'confirmed';
  email: string | null;
}

/** `POST /api/newsletter/confirm` with the e-mail's one-time token (idempotent). */
export async function confirmNewsletter(token: string, options: CallOptions = {}): Promise<ConfirmResult> {
  const client = options.client ?? api;
  const answer = await client.post<{ email?: unknown }>('/newsletter/confirm', { token }, {
    signal: options.signal,
    skipAuthRedirect: true,
  });
  return { status: 'confirmed', email: typeof answer?.email === 'string' && answer.email ? answer.email : null };
}

/** `POST /api/newsletter/unsubscribe` with the subscriber's unsubscribe token (idempotent). */
export async function unsubscribeNewsletter(token: string, options: CallOptions = {}): Promise<void> {
  const client = options.client ?? api;
  await client.post('/newsletter/unsubscribe', { token }, { signal: options.signal, skipAuthRedirect: true });
}
