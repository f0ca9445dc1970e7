import { AccountOrders, AccountOverview, AccountTicket, AccountTickets, type OrderSummary, type TicketView } from '@kizomba/api-contract/account';
import { ProfileAnswer, SessionAnswer, type SessionUser } from '@kizomba/api-contract/auth';
import { MyMessages, type MessageView } from '@kizomba/api-contract/messages';
import { Ignored } from '@kizomba/api-contract/read';
import { api, type BlobAnswer, type CallOptions } from './client';

/**
 * The dashboard's calls (docs/accounts.md « Account (dashboard) », « Messages », auth
 * change-password / logout-all / PATCH me). Amounts stay numbers (formatted by lib/format.ts).
 */
export type { AccountOverview, OrderSummary, TicketView } from '@kizomba/api-contract/account';
export type { MessageView as AccountMessage } from '@kizomba/api-contract/messages';

export function getOverview({ client = api, signal }: CallOptions = {}): Promise<AccountOverview> {
  return client.get('/account/overview', AccountOverview, { signal });
}

export function getOrders({ client = api, signal }: CallOptions = {}): Promise<OrderSummary[]> {
  return client.get('/account/orders', AccountOrders, { signal });
}

export function getTickets({ client = api, signal }: CallOptions = {}): Promise<TicketView[]> {
  return client.get('/account/tickets', AccountTickets, { signal });
}

/** One ticket; an unknown or someone else's ticket is a 404 `ApiError`. */
export async function getTicket(id: string, { client = api, signal }: CallOptions = {}): Promise<TicketView> {
  return (await client.get(`/account/tickets/${encodeURIComponent(id)}`, AccountTicket, { signal })).ticket;
}

export function downloadTicketPdf(id: number | string, { client = api, signal }: CallOptions = {}): Promise<BlobAnswer> {
  return client.blob(`/account/tickets/${encodeURIComponent(String(id))}/pdf`, { signal });
}

export function downloadOrderPdf(orderId: string, { client = api, signal }: CallOptions = {}): Promise<BlobAnswer> {
  return client.blob(`/account/orders/${encodeURIComponent(orderId)}/pdf`, { signal });
}

/** `GET /api/account/export`: the user's data as a JSON file. */
export function exportAccountData({ client = api, signal }: CallOptions = {}): Promise<BlobAnswer> {
  return client.blob('/account/export', { signal });
}

/** `DELETE /api/account` with `{password}` or `{confirm: 'SUPPRIMER'}`. */
export async function deleteAccount(proof: { password: string } | { confirm: 'SUPPRIMER' }, { client = api }: CallOptions = {}): Promise<void> {
  await client.delete('/account', Ignored, { body: proof });
}

export function getMyMessages({ client = api, signal }: CallOptions = {}): Promise<MessageView[]> {
  return client.get('/messages/my-messages', MyMessages, { signal });
}

/** Marks the answer of a message as seen. */
export async function markMessageRead(id: number, { client = api }: CallOptions = {}): Promise<void> {
  await client.post(`/messages/${encodeURIComponent(String(id))}/read`, undefined, Ignored);
}

/**
 * `POST /api/auth/change-password`: answers the new session (every other token is revoked).
 * `currentPassword` null: an account without password chooses its first one.
 */
export async function changePassword(
  currentPassword: string | null,
  newPassword: string,
  { client = api }: CallOptions = {},
): Promise<{ token: string; user: SessionUser }> {
  const body = currentPassword === null ? { newPassword } : { currentPassword, newPassword };
  const { token, user } = await client.post('/auth/change-password', body, SessionAnswer);
  return { token, user };
}

export async function logoutAll({ client = api }: CallOptions = {}): Promise<void> {
  await client.post('/auth/logout-all', undefined, Ignored);
}

/** `PATCH /api/auth/me` with the names: answers the updated profile. */
export async function updateProfile(names: { firstName: string; lastName: string }, { client = api }: CallOptions = {}): Promise<SessionUser> {
  return (await client.patch('/auth/me', names, ProfileAnswer)).user;
}
