import { translator } from '../../i18n';
import { chat } from '../../i18n/fr/chat';
import { format } from '../../i18n/fr/common';
import { ContactAnswer, type ContactMessageRequest } from '@kizomba/api-contract/messages';
import { api, serverFieldErrors, type CallOptions } from './client';

const t = translator({ chat, format });

/**
 * Contact messages (docs/spec.md §2 chat bubble, §7 subjects; docs/accounts.md
 * « POST /api/messages/contact »): the chat bubble and the /contact form send through here.
 */

export type MessageKind = 'question' | 'support';

export type { ContactMessageRequest as ContactMessageInput } from '@kizomba/api-contract/messages';

/** docs/spec.md §7: 'Question générale', or 'Support technique - Commande: {order number or N/A}'. */
export function messageSubject(kind: MessageKind, orderNumber?: string | null): string {
  if (kind === 'question') return t('chat.generalSubject');
  const number = orderNumber?.trim() || t('format.notAvailable');
  return t('chat.supportSubject').replace('{orderNumber}', number);
}

/** `POST /api/messages/contact`; empty optional fields are left out. Answers the message as recorded, or null. */
export async function sendContactMessage(input: ContactMessageRequest, { client = api, signal }: CallOptions = {}) {
  const body: ContactMessageRequest = {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject,
    message: input.message.trim(),
  };
  const orderNumber = input.orderNumber?.trim();
  if (orderNumber) body.orderNumber = orderNumber;
  if (input.website) body.website = input.website;
  // A guest's stale token must not send them to /login from the chat bubble.
  return (await client.post('/messages/contact', body, ContactAnswer, { signal, skipAuthRedirect: true })).message;
}

/**
 * The per-field messages of a validation refusal (`error.fields`, docs: « one entry per invalid
 * field »), keyed by field name (first message wins); empty for any other error.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { field, message } of serverFieldErrors(error)) {
    if (!(field in result)) result[field] = message;
  }
  return result;
}
