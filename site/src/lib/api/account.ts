import { readAuthAnswer, readProfileAnswer, type SessionUser } from '../../islands/auth/session';
import { api, ApiError, type ApiClient, type BlobAnswer } from './client';
import { dataOf, isRecord, list, num, str, strOrNull } from './read';

/**
 * The dashboard's calls (docs/accounts.md « Account (dashboard) », « Messages », auth
 * change-password / logout-all / PATCH me). Answers are read defensively: a missing list is an
 * empty one, amounts stay numbers (formatted by lib/format.ts).
 */

export type AccountOrderStatus = 'pending' | 'processing' | 'completed' | 'failed' | (string & {});
export type TicketStatus = 'valid' | 'cancelled' | 'refunded' | (string & {});

export interface OrderSummary {
  id: string;
  number: string;
  status: AccountOrderStatus;
  createdAt: string;
  paidAt: string | null;
  total: number;
  subtotal: number;
  discount: number;
  promoCode: string | null;
  items: Array<{ name: string; quantity: number; unitPrice: number; subtotal: number }>;
  ticketsCount: number;
  refundedAmount: number;
}

export interface TicketView {
  id: number;
  number: string;
  code: string;
  status: TicketStatus;
  ticketTypeName: string;
  holderName: string;
  orderId: string;
  orderNumber: string;
  issuedAt: string;
  checkedInAt: string | null;
}

export interface AccountOverview {
  ticketsCount: number;
  upcoming: { startDate: string; endDate: string } | null;
  recentOrders: OrderSummary[];
}

export interface AccountMessage {
  id: number;
  subject: string;
  message: string;
  status: string;
  admin_response: string | null;
  respondedAt: string | null;
  createdAt: string;
  /** Spec §4: status `new` without an answer. */
  unread: boolean;
  /** An answer the user has not opened yet (`POST /messages/:id/read` clears it). */
  hasUnreadReply: boolean;
}

interface CallOptions {
  client?: ApiClient;
  signal?: AbortSignal;
}

export function parseOrder(value: unknown): OrderSummary | null {
  if (!isRecord(value) || !str(value.id)) return null;
  return {
    id: str(value.id),
    number: str(value.number),
    status: str(value.status),
    createdAt: str(value.createdAt),
    paidAt: strOrNull(value.paidAt),
    total: num(value.total),
    subtotal: num(value.subtotal),
    discount: num(value.discount),
    promoCode: strOrNull(value.promoCode),
    items: list(value.items).map((item) => ({
      name: str(item.name),
      quantity: num(item.quantity),
      unitPrice: num(item.unitPrice),
      subtotal: num(item.subtotal),
    })),
    ticketsCount: num(value.ticketsCount),
    refundedAmount: num(value.refundedAmount),
  };
}

export function parseTicket(value: unknown): TicketView | null {
  if (!isRecord(value) || !str(value.id)) return null;
  return {
    id: num(value.id),
    number: str(value.number),
    code: str(value.code),
    status: str(value.status),
    ticketTypeName: str(value.ticketTypeName),
    holderName: str(value.holderName),
    orderId: str(value.orderId),
    orderNumber: str(value.orderNumber),
    issuedAt: str(value.issuedAt),
    checkedInAt: strOrNull(value.checkedInAt),
  };
}

export function parseMessage(value: unknown): AccountMessage | null {
  if (!isRecord(value) || !str(value.id)) return null;
  const status = str(value.status);
  const answer = strOrNull(value.admin_response);
  return {
    id: num(value.id),
    subject: str(value.subject),
    message: str(value.message),
    status,
    admin_response: answer,
    respondedAt: strOrNull(value.respondedAt),
    createdAt: str(value.createdAt),
    unread: typeof value.unread === 'boolean' ? value.unread : status === 'new' && !answer,
    hasUnreadReply: value.hasUnreadReply === true,
  };
}

const defined = <T>(value: T | null): value is T => value !== null;

export async function getOverview({ client = api, signal }: CallOptions = {}): Promise<AccountOverview> {
  const body = await client.get<unknown>('/account/overview', { signal });
  const record = isRecord(body) ? body : {};
  const upcoming = isRecord(record.upcoming) && str(record.upcoming.startDate)
    ? { startDate: str(record.upcoming.startDate), endDate: str(record.upcoming.endDate) }
    : null;
  return {
    ticketsCount: num(record.ticketsCount),
    upcoming,
    recentOrders: list(record.recentOrders).map(parseOrder).filter(defined),
  };
}

export async function getOrders({ client = api, signal }: CallOptions = {}): Promise<OrderSummary[]> {
  return list(dataOf(await client.get<unknown>('/account/orders', { signal }))).map(parseOrder).filter(defined);
}

export async function getTickets({ client = api, signal }: CallOptions = {}): Promise<TicketView[]> {
  return list(dataOf(await client.get<unknown>('/account/tickets', { signal }))).map(parseTicket).filter(defined);
}

/** One ticket; an unknown or someone else's ticket is a 404 `ApiError`. */
export async function getTicket(id: string, { client = api, signal }: CallOptions = {}): Promise<TicketView> {
  const body = await client.get<unknown>(`/account/tickets/${encodeURIComponent(id)}`, { signal });
  const ticket = parseTicket(isRecord(body) ? (body.ticket ?? body.data) : null);
  if (!ticket) throw new ApiError('Billet introuvable', 404, 'TICKET_NOT_FOUND', body);
  return ticket;
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
export async function deleteAccount(
  proof: { password: string } | { confirm: 'SUPPRIMER' },
  { client = api }: CallOptions = {},
): Promise<void> {
  await client.request('DELETE', '/account', { body: proof });
}

export async function getMyMessages({ client = api, signal }: CallOptions = {}): Promise<AccountMessage[]> {
  return list(dataOf(await client.get<unknown>('/messages/my-messages', { signal }))).map(parseMessage).filter(defined);
}

/** Marks the answer of a message as seen. */
export async function markMessageRead(id: number, { client = api }: CallOptions = {}): Promise<void> {
  await client.post(`/messages/${encodeURIComponent(String(id))}/read`);
}

/**
 * `POST /api/auth/change-password`: answers the new session (every other token is revoked).
 * `currentPassword` null: an account without password chooses its first one.
 */
export async function changePassword(
  currentPassword: string | null,
  newPassword: string,
  { client = api }: CallOptions = {},
): Promise<{ token: string | null; user: SessionUser | null }> {
  const body = currentPassword === null ? { newPassword } : { currentPassword, newPassword };
  return readAuthAnswer(await client.post('/auth/change-password', body));
}

export async function logoutAll({ client = api }: CallOptions = {}): Promise<void> {
  await client.post('/auth/logout-all');
}

/** `PATCH /api/auth/me` with the names: answers the updated profile. */
export async function updateProfile(
  names: { firstName: string; lastName: string },
  { client = api }: CallOptions = {},
): Promise<SessionUser | null> {
  return readProfileAnswer(await client.request('PATCH', '/auth/me', { body: names }));
}
