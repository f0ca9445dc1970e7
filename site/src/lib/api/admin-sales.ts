import { api, queryString, type ApiClient, type BlobAnswer } from './client';
import { bool, dataOf, isRecord, list, num, numOrNull, str, strOrNull } from './read';

/**
 * The back-office calls of issue 5 for sales, refunds, issued tickets, ticket types, promo codes
 * and invitations (docs/back-office.md), plus the public invitation page's two calls. Answers are
 * read defensively like ./admin.ts: a missing number is 0, a missing list is empty.
 */

type Options = { client?: ApiClient; signal?: AbortSignal };

export interface Page<T> {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
}

function readPage<T>(body: unknown, read: (row: Record<string, unknown>) => T): Page<T> {
  const root = isRecord(body) ? body : {};
  const data = list(dataOf(body)).map(read);
  return {
    data,
    page: num(root.page) || 1,
    pageSize: num(root.pageSize) || data.length || 20,
    total: 'total' in root ? num(root.total) : data.length,
  };
}

/* ---------- Orders ---------- */

export type OrderStatus = 'pending' | 'processing' | 'completed' | 'failed' | (string & {});

export interface AdminOrderSummary {
  id: string;
  number: string;
  status: OrderStatus;
  createdAt: string | null;
  paidAt: string | null;
  email: string;
  firstName: string;
  lastName: string;
  /** Euros. */
  total: number;
  refundedAmount: number;
  ticketsCount: number;
  items: Array<{ name: string; quantity: number }>;
  promoCode: string | null;
  source: 'purchase' | 'invitation';
  /** A payment naming this order was refused and refunded: « À vérifier ». */
  needsReview: boolean;
}

export interface AdminOrderTicket {
  id: number;
  number: string;
  holderName: string;
  ticketTypeName: string;
  status: string;
  checkedInAt: string | null;
}

export interface AdminOrderRefund {
  id: number | string;
  amount: number;
  reason: string | null;
  createdAt: string | null;
  createdBy: string | null;
}

export type PaymentReviewReason = 'foreign_session' | 'amount_mismatch' | 'currency_mismatch' | 'unpaid_session' | (string & {});

/** A Stripe payment that named the order but could not pay it (refunded in full). */
export interface AdminPaymentReview {
  reason: PaymentReviewReason;
  stripeSessionId: string;
  amount: number | null;
  currency: string | null;
  refundedAmount: number;
  stripeRefundId: string | null;
  createdAt: string | null;
}

export interface AdminOrderDetail extends Omit<AdminOrderSummary, 'items'> {
  phone: string | null;
  billingAddress: string | null;
  subtotal: number;
  discount: number;
  items: Array<{ ticketTypeId: number; name: string; quantity: number; unitPrice: number; subtotal: number }>;
  tickets: AdminOrderTicket[];
  refunds: AdminOrderRefund[];
  paymentReviews: AdminPaymentReview[];
}

export interface OrderFilters {
  status?: string;
  from?: string;
  to?: string;
  ticketTypeId?: string | number;
  q?: string;
  /** '1': only the orders « À vérifier ». */
  needsReview?: string;
  page?: number;
  pageSize?: number;
}

export interface OrderTotals {
  orders: number;
  revenue: number;
  refunded: number;
  tickets: number;
}

function readSummary(row: Record<string, unknown>): AdminOrderSummary {
  return {
    id: str(row.id),
    number: str(row.number),
    status: str(row.status),
    createdAt: strOrNull(row.createdAt),
    paidAt: strOrNull(row.paidAt),
    email: str(row.email),
    firstName: str(row.firstName),
    lastName: str(row.lastName),
    total: num(row.total),
    refundedAmount: num(row.refundedAmount),
    ticketsCount: num(row.ticketsCount),
    items: list(row.items).map((item) => ({ name: str(item.name), quantity: num(item.quantity) })),
    promoCode: strOrNull(row.promoCode),
    source: row.source === 'invitation' ? 'invitation' : 'purchase',
    needsReview: row.needsReview === true,
  };
}

/** A billing address as one line, whatever its shape (a string or `{line1, city, …}`). */
function addressText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (!isRecord(value)) return null;
  const parts = ['line1', 'line2', 'address', 'postalCode', 'zip', 'city', 'country'].map((key) => str(value[key]).trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export function readOrderDetail(body: unknown): AdminOrderDetail {
  const root = isRecord(body) && isRecord(body.order) ? body.order : isRecord(body) ? body : {};
  const summary = readSummary(root);
  return {
    ...summary,
    phone: strOrNull(root.phone),
    billingAddress: addressText(root.billingAddress),
    subtotal: num(root.subtotal),
    discount: num(root.discount),
    items: list(root.items).map((item) => ({
      ticketTypeId: num(item.ticketTypeId),
      name: str(item.name),
      quantity: num(item.quantity),
      unitPrice: num(item.unitPrice),
      subtotal: num(item.subtotal),
    })),
    tickets: list(root.tickets).map((ticket) => ({
      id: num(ticket.id),
      number: str(ticket.number),
      holderName: str(ticket.holderName),
      ticketTypeName: str(ticket.ticketTypeName),
      status: str(ticket.status),
      checkedInAt: strOrNull(ticket.checkedInAt),
    })),
    refunds: list(root.refunds).map((refund, index) => ({
      id: typeof refund.id === 'number' || typeof refund.id === 'string' ? refund.id : index,
      amount: num(refund.amount),
      reason: strOrNull(refund.reason),
      createdAt: strOrNull(refund.createdAt),
      createdBy: isRecord(refund.createdBy) ? strOrNull(refund.createdBy.name) : strOrNull(refund.createdBy),
    })),
    paymentReviews: list(root.paymentReviews).map((review) => ({
      reason: str(review.reason),
      stripeSessionId: str(review.stripeSessionId),
      amount: typeof review.amount === 'number' ? review.amount : null,
      currency: strOrNull(review.currency),
      refundedAmount: num(review.refundedAmount),
      stripeRefundId: strOrNull(review.stripeRefundId),
      createdAt: strOrNull(review.createdAt),
    })),
  };
}

function orderQuery(filters: OrderFilters): string {
  return queryString({
    status: filters.status,
    from: filters.from,
    to: filters.to,
    ticketTypeId: filters.ticketTypeId,
    q: filters.q?.trim(),
    needsReview: filters.needsReview || undefined,
    page: filters.page,
    pageSize: filters.pageSize,
  });
}

export async function listOrders(filters: OrderFilters, options: Options = {}): Promise<Page<AdminOrderSummary> & { totals: OrderTotals }> {
  const body = await (options.client ?? api).get(`/admin/orders${orderQuery(filters)}`, { signal: options.signal });
  const page = readPage(body, readSummary);
  const totals = isRecord(body) && isRecord(body.totals) ? body.totals : {};
  return {
    ...page,
    totals: { orders: num(totals.orders), revenue: num(totals.revenue), refunded: num(totals.refunded), tickets: num(totals.tickets) },
  };
}

/** The CSV of the same filters (no pagination), as a file. */
export function exportOrders(filters: OrderFilters, options: Options = {}): Promise<BlobAnswer> {
  const { page: _page, pageSize: _size, ...rest } = filters;
  return (options.client ?? api).blob(`/admin/orders/export.csv${orderQuery(rest)}`, { signal: options.signal });
}

export async function getOrder(id: string, options: Options = {}): Promise<AdminOrderDetail> {
  return readOrderDetail(await (options.client ?? api).get(`/admin/orders/${encodeURIComponent(id)}`, { signal: options.signal }));
}

export interface RefundRequest {
  ticketIds?: number[];
  amount?: number;
  reason?: string;
}

export async function refundOrder(id: string, request: RefundRequest, options: Options = {}): Promise<AdminOrderDetail> {
  const body: RefundRequest = {};
  if (request.ticketIds && request.ticketIds.length > 0) body.ticketIds = request.ticketIds;
  if (request.amount !== undefined) body.amount = request.amount;
  if (request.reason?.trim()) body.reason = request.reason.trim();
  return readOrderDetail(await (options.client ?? api).post(`/admin/orders/${encodeURIComponent(id)}/refund`, body, { signal: options.signal }));
}

/* ---------- Issued tickets ---------- */

export interface AdminTicket {
  id: number;
  number: string;
  holderName: string;
  status: string;
  ticketTypeId: number;
  ticketTypeName: string;
  orderId: string;
  orderNumber: string;
  email: string;
  checkedInAt: string | null;
}

function readTicket(row: Record<string, unknown>): AdminTicket {
  return {
    id: num(row.id),
    number: str(row.number),
    holderName: str(row.holderName),
    status: str(row.status),
    ticketTypeId: num(row.ticketTypeId),
    ticketTypeName: str(row.ticketTypeName),
    orderId: str(row.orderId),
    orderNumber: str(row.orderNumber),
    email: str(row.email),
    checkedInAt: strOrNull(row.checkedInAt),
  };
}

export async function listTickets(
  filters: { q?: string; status?: string; ticketTypeId?: string | number; page?: number; pageSize?: number },
  options: Options = {},
): Promise<Page<AdminTicket>> {
  const query = queryString({ ...filters, q: filters.q?.trim() });
  return readPage(await (options.client ?? api).get(`/admin/tickets${query}`, { signal: options.signal }), readTicket);
}

/** Sends the order's tickets again; answers the API's French message. */
export async function resendTicket(id: number, options: Options = {}): Promise<string> {
  const body = await (options.client ?? api).post(`/admin/tickets/${id}/resend`, undefined, { signal: options.signal });
  return isRecord(body) ? str(body.message) : '';
}

export async function cancelTicket(id: number, reason?: string, options: Options = {}): Promise<AdminTicket | null> {
  const body = await (options.client ?? api).post(`/admin/tickets/${id}/cancel`, reason?.trim() ? { reason: reason.trim() } : {}, {
    signal: options.signal,
  });
  return isRecord(body) && isRecord(body.ticket) ? readTicket(body.ticket) : null;
}

/* ---------- Ticket types ---------- */

export interface AdminTicketType {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  price: number;
  quota: number;
  sold: number;
  held: number;
  remaining: number;
  salesStart: string | null;
  salesEnd: string | null;
  validDays: string[];
  visible: boolean;
  highlighted: boolean;
  sortOrder: number;
  deletable: boolean;
}

export interface TicketTypeInput {
  name: string;
  description?: string;
  category: string;
  price: number;
  quota: number;
  salesStart: string;
  salesEnd: string;
  validDays?: string[];
  visible?: boolean;
  highlighted?: boolean;
  sortOrder?: number;
}

function readTicketType(row: Record<string, unknown>): AdminTicketType {
  return {
    id: num(row.id),
    slug: str(row.slug),
    name: str(row.name),
    description: str(row.description),
    category: str(row.category),
    price: num(row.price),
    quota: num(row.quota),
    sold: num(row.sold),
    held: num(row.held),
    remaining: num(row.remaining),
    salesStart: strOrNull(row.salesStart),
    salesEnd: strOrNull(row.salesEnd),
    validDays: Array.isArray(row.validDays) ? row.validDays.map(str).filter(Boolean) : [],
    visible: bool(row.visible, true),
    highlighted: bool(row.highlighted),
    sortOrder: num(row.sortOrder),
    deletable: bool(row.deletable),
  };
}

export async function listTicketTypes(options: Options = {}): Promise<AdminTicketType[]> {
  const body = await (options.client ?? api).get('/admin/ticket-types', { signal: options.signal });
  return list(dataOf(body)).map(readTicketType);
}

function readOne<T>(body: unknown, key: string, read: (row: Record<string, unknown>) => T): T {
  return read(isRecord(body) && isRecord(body[key]) ? body[key] : isRecord(body) ? body : {});
}

export async function createTicketType(input: TicketTypeInput, options: Options = {}): Promise<AdminTicketType> {
  return readOne(await (options.client ?? api).post('/admin/ticket-types', input, { signal: options.signal }), 'ticketType', readTicketType);
}

export async function updateTicketType(id: number, input: Partial<TicketTypeInput>, options: Options = {}): Promise<AdminTicketType> {
  const body = await (options.client ?? api).request('PATCH', `/admin/ticket-types/${id}`, { body: input, signal: options.signal });
  return readOne(body, 'ticketType', readTicketType);
}

export async function deleteTicketType(id: number, options: Options = {}): Promise<void> {
  await (options.client ?? api).delete(`/admin/ticket-types/${id}`, { signal: options.signal });
}

/* ---------- Promo codes ---------- */

export interface AdminPromoCode {
  id: number;
  code: string;
  type: 'percentage' | 'fixed';
  /** Percent, or euros. */
  value: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  usedCount: number;
  ticketTypeIds: number[];
  minSubtotal: number | null;
  active: boolean;
  orders: number;
  revenue: number;
  discountGiven: number;
  deletable: boolean;
}

export interface PromoCodeInput {
  code?: string;
  type: 'percentage' | 'fixed';
  value: number;
  startsAt?: string | null;
  endsAt?: string | null;
  maxUses?: number | null;
  ticketTypeIds?: number[];
  minSubtotal?: number | null;
  active?: boolean;
}

function readPromoCode(row: Record<string, unknown>): AdminPromoCode {
  return {
    id: num(row.id),
    code: str(row.code),
    type: row.type === 'fixed' ? 'fixed' : 'percentage',
    value: num(row.value),
    startsAt: strOrNull(row.startsAt),
    endsAt: strOrNull(row.endsAt),
    maxUses: numOrNull(row.maxUses),
    usedCount: num(row.usedCount),
    ticketTypeIds: Array.isArray(row.ticketTypeIds) ? row.ticketTypeIds.map(num).filter((id) => id > 0) : [],
    minSubtotal: numOrNull(row.minSubtotal),
    active: bool(row.active, true),
    orders: num(row.orders),
    revenue: num(row.revenue),
    discountGiven: num(row.discountGiven),
    deletable: bool(row.deletable),
  };
}

export async function listPromoCodes(options: Options = {}): Promise<AdminPromoCode[]> {
  const body = await (options.client ?? api).get('/admin/promo-codes', { signal: options.signal });
  return list(dataOf(body)).map(readPromoCode);
}

export async function createPromoCode(input: PromoCodeInput, options: Options = {}): Promise<AdminPromoCode> {
  return readOne(await (options.client ?? api).post('/admin/promo-codes', input, { signal: options.signal }), 'promoCode', readPromoCode);
}

export async function updatePromoCode(id: number, input: Partial<PromoCodeInput>, options: Options = {}): Promise<AdminPromoCode> {
  const { code: _code, ...rest } = input;
  const body = await (options.client ?? api).request('PATCH', `/admin/promo-codes/${id}`, { body: rest, signal: options.signal });
  return readOne(body, 'promoCode', readPromoCode);
}

export async function deletePromoCode(id: number, options: Options = {}): Promise<void> {
  await (options.client ?? api).delete(`/admin/promo-codes/${id}`, { signal: options.signal });
}

/* ---------- Invitations ---------- */

export type InvitationStatus = 'sent' | 'claimed' | 'revoked' | 'expired';

export interface AdminInvitation {
  id: number;
  email: string;
  name: string;
  ticketTypeId: number;
  ticketTypeName: string;
  quantity: number;
  message: string | null;
  status: InvitationStatus;
  expiresAt: string | null;
  createdAt: string | null;
  claimedAt: string | null;
  orderNumber: string | null;
  createdBy: string | null;
}

export interface InvitationInput {
  email: string;
  name: string;
  ticketTypeId: number;
  quantity: number;
  message?: string;
  expiresAt?: string;
}

const INVITATION_STATUSES: readonly InvitationStatus[] = ['sent', 'claimed', 'revoked', 'expired'];

function invitationStatus(value: unknown): InvitationStatus {
  return INVITATION_STATUSES.includes(value as InvitationStatus) ? (value as InvitationStatus) : 'sent';
}

function readInvitation(row: Record<string, unknown>): AdminInvitation {
  return {
    id: num(row.id),
    email: str(row.email),
    name: str(row.name),
    ticketTypeId: num(row.ticketTypeId),
    ticketTypeName: str(row.ticketTypeName),
    quantity: num(row.quantity) || 1,
    message: strOrNull(row.message),
    status: invitationStatus(row.status),
    expiresAt: strOrNull(row.expiresAt),
    createdAt: strOrNull(row.createdAt),
    claimedAt: strOrNull(row.claimedAt),
    orderNumber: strOrNull(row.orderNumber),
    createdBy: isRecord(row.createdBy) ? strOrNull(row.createdBy.name) : strOrNull(row.createdBy),
  };
}

export async function listInvitations(
  filters: { status?: string; q?: string; page?: number; pageSize?: number },
  options: Options = {},
): Promise<Page<AdminInvitation>> {
  const query = queryString({ ...filters, q: filters.q?.trim() });
  return readPage(await (options.client ?? api).get(`/admin/invitations${query}`, { signal: options.signal }), readInvitation);
}

export async function createInvitation(input: InvitationInput, options: Options = {}): Promise<AdminInvitation> {
  return readOne(await (options.client ?? api).post('/admin/invitations', input, { signal: options.signal }), 'invitation', readInvitation);
}

export async function revokeInvitation(id: number, options: Options = {}): Promise<AdminInvitation> {
  return readOne(await (options.client ?? api).post(`/admin/invitations/${id}/revoke`, undefined, { signal: options.signal }), 'invitation', readInvitation);
}

export async function resendInvitation(id: number, options: Options = {}): Promise<void> {
  await (options.client ?? api).post(`/admin/invitations/${id}/resend`, undefined, { signal: options.signal });
}

/* ---------- Public invitation (/invitation/{token}) ---------- */

export interface PublicInvitation {
  name: string;
  ticketTypeName: string;
  quantity: number;
  message: string | null;
  status: InvitationStatus;
  expiresAt: string | null;
}

export async function getInvitation(token: string, options: Options = {}): Promise<PublicInvitation> {
  const body = await (options.client ?? api).get(`/invitations/${encodeURIComponent(token)}`, { signal: options.signal, skipAuthRedirect: true });
  const row = isRecord(body) && isRecord(body.invitation) ? body.invitation : isRecord(body) ? body : {};
  return {
    name: str(row.name),
    ticketTypeName: str(row.ticketTypeName),
    quantity: num(row.quantity) || 1,
    message: strOrNull(row.message),
    status: invitationStatus(row.status),
    expiresAt: strOrNull(row.expiresAt),
  };
}

export async function claimInvitation(
  token: string,
  holderNames: string[] | undefined,
  options: Options = {},
): Promise<{ orderId: string; orderNumber: string }> {
  const body = await (options.client ?? api).post(
    `/invitations/${encodeURIComponent(token)}/claim`,
    holderNames && holderNames.length > 0 ? { holderNames } : {},
    { signal: options.signal, skipAuthRedirect: true },
  );
  const root = isRecord(body) ? body : {};
  return { orderId: str(root.orderId), orderNumber: str(root.orderNumber) };
}
