import * as z from 'zod/mini';
import { OrderSummary, TicketView } from '../account.ts';
import { UserView } from '../auth.ts';
import { AdminMessageView } from '../messages.ts';
import { flag, list, num, page, textOrNull } from '../read.ts';

/** People (docs/back-office.md « Users »): admin and door staff. */

export const AdminUserView = z.pipe(
  z.extend(UserView, { disabled: flag(), disabledAt: textOrNull, /** Orders linked to the account, whatever their status. */ ordersCount: num }),
  z.transform((user) => ({
    ...user,
    name: user.name || `${user.firstName} ${user.lastName}`.trim(),
    disabled: user.disabled || user.disabledAt !== null,
  })),
);
export type AdminUserView = z.infer<typeof AdminUserView>;

export const AdminUserPage = page(AdminUserView);

/** A ticket as staff see it: never its QR `code` (the secret that opens the door stays with its holder). */
export const StaffTicketView = z.omit(TicketView, { code: true });
export type StaffTicketView = z.infer<typeof StaffTicketView>;

/**
 * `GET /api/admin/users/:id`: door staff (scanner) see the person and their tickets; an admin
 * also their orders and messages.
 */
export const AdminUserDetail = z.object({
  user: AdminUserView,
  tickets: list(StaffTicketView),
  orders: z.optional(list(OrderSummary)),
  messages: z.optional(list(AdminMessageView)),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** `PATCH /api/admin/users/:id`: role and/or disabled; answers `{ user }`. */
export const AdminUserAnswer = z.object({ user: AdminUserView });

export interface UserChangesRequest {
  role?: 'admin' | 'scanner' | 'user';
  disabled?: boolean;
}
