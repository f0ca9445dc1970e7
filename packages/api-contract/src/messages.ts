import * as z from 'zod/mini';
import { dataList, id, numOrNull, text, textOrNull } from './read.ts';

/** Contact messages (docs/accounts.md « Messages »): the chat bubble, /contact and the dashboard's inbox. */

/** `POST /api/messages/contact`: empty optional fields left out; `website` is the honeypot. */
export interface ContactMessageRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
  orderNumber?: string;
  website?: string;
}

const messageFields = {
  id,
  subject: text,
  message: text,
  name: text,
  email: text,
  orderNumber: textOrNull,
  status: text,
  /** The team's answer. */
  admin_response: textOrNull,
  respondedAt: textOrNull,
  createdAt: text,
  /** Status `new` and no answer (derived when absent). */
  unread: z.catch(z.optional(z.boolean()), undefined),
  /** An answer the sender has not opened yet (`POST /messages/:id/read` clears it). */
  hasUnreadReply: z.catch(z.boolean(), false),
};

/** `unread` as the API words it: status `new` and no answer. */
function withUnread<T extends { unread?: boolean | undefined; status: string; admin_response: string | null }>(raw: T): T & { unread: boolean } {
  return { ...raw, unread: raw.unread ?? (raw.status === 'new' && !raw.admin_response) };
}

/** What the sender sees of their message. */
export const MessageView = z.pipe(z.object(messageFields), z.transform(withUnread));
export type MessageView = z.infer<typeof MessageView>;

/** `POST /api/messages/contact` answer (201): `{ message }`, null for a dropped (honeypot) one. */
export const ContactAnswer = z.object({ message: z.catch(z.nullable(z.object({ id, status: text, subject: text, createdAt: text })), null) });

/** `GET /api/messages/my-messages`: `{ data }`. */
export const MyMessages = dataList(MessageView);

/** The back-office's view: everything, with the ids of the people involved. */
export const AdminMessageView = z.pipe(
  z.object({ ...messageFields, userId: numOrNull, respondedBy: numOrNull, replyReadAt: textOrNull, updatedAt: text }),
  z.transform(withUnread),
);
export type AdminMessageView = z.infer<typeof AdminMessageView>;
