import { AdminMessageView } from '../messages.ts';
import { num, page } from '../read.ts';
import * as z from 'zod/mini';

/** The team's inbox (docs/back-office.md « Messages »). */

export const MESSAGE_FILTERS = ['all', 'new', 'read', 'replied'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** `GET /api/admin/messages`: a page and the unread count. */
export const AdminMessagePage = page(AdminMessageView, { unread: num });
export type AdminMessagePage = z.infer<typeof AdminMessagePage>;

/** `PATCH /api/admin/messages/:id` (read ↔ unread) and `POST …/reply`: `{ message }`. */
export const AdminMessageAnswer = z.object({ message: AdminMessageView });
