import { translator } from '../../i18n';
import { chat } from '../../i18n/fr/chat';
import { format } from '../../i18n/fr/common';
import { ApiError, api, type ApiClient } from './client';
import { isRecord } from './read';

const t = translator({ chat, format });

/**
 * Contact messages (spec §2 chat bubble, §7 subjects; docs/accounts.md
 * « POST /api/messages/contact »): the chat bubble and the /contact form send through here.
 */

export type MessageKind = 'question' | 'support';

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  orderNumber?: string;
  /** Honeypot: empty for people; the API silently drops messages that fill it. */
  website?: string;
}

export interface SentMessage {
  id: number | string;
  status: string;
  subject: string;
  createdAt: string;
}

/** Spec §7: 'Question générale', or 'Support technique - Commande: {order number or N/A}'. */
export function messageSubject(kind: MessageKind, orderNumber?: string | null): string {
  if (kind === 'question') return t('chat.generalSubject');
  const number = orderNumber?.trim() || t('format.notAvailable');
  return t('chat.supportSubject').replace('{orderNumber}', number);
}

/** `POST /api/messages/contact`; empty optional fields are left out. */
export async function sendContactMessage(
  input: ContactMessageInput,
  options: { client?: ApiClient; signal?: AbortSignal } = {},
): Promise<SentMessage | null> {
  const client = options.client ?? api;
  const body: ContactMessageInput = {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject,
    message: input.message.trim(),
  };
  const orderNumber = input.orderNumber?.trim();
  if (orderNumber) body.orderNumber = orderNumber;
  if (input.website) body.website = input.website;
  const answer = await client.post<{ message?: SentMessage }>('/messages/contact', body, {
    signal: options.signal,
    // A guest's stale token must not send them to /login from the chat bubble.
    skipAuthRedirect: true,
  });
  return answer?.message ?? null;
}

/**
 * The per-field messages of a validation refusal (`error.fields`, docs: « one entry per invalid
 * field »), keyed by field name (first message wins); empty for any other error.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiError) || !isRecord(error.body) || !isRecord(error.body.error)) return result;
  const fields = error.body.error.fields;
  if (!Array.isArray(fields)) return result;
  for (const issue of fields) {
    if (!isRecord(issue) || typeof issue.field !== 'string' || typeof issue.message !== 'string') continue;
    if (issue.message.trim() && !(issue.field in result)) result[issue.field] = issue.message;
  }
  return result;
}
