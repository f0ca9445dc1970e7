import {
  AdminInvitationAnswer,
  AdminInvitationPage,
  ClaimAnswer,
  PublicInvitationAnswer,
  type AdminInvitationView,
  type ClaimAnswer as Claimed,
  type InvitationRequest,
  type PublicInvitationView,
} from '@kizomba/api-contract/invitations';
import { AdminOrderAnswer, AdminOrderPage, type AdminOrderDetail, type RefundRequest } from '@kizomba/api-contract/admin/orders';
import { AdminPromoCodeAnswer, AdminPromoCodeList, type AdminPromoCodeView, type PromoCodeRequest } from '@kizomba/api-contract/admin/promo-codes';
import { AdminTicketTypeAnswer, AdminTicketTypeList, type AdminTicketTypeView, type TicketTypeRequest } from '@kizomba/api-contract/admin/ticket-types';
import { AdminTicketAnswer, AdminTicketPage, type AdminTicketView } from '@kizomba/api-contract/admin/tickets';
import { Ignored, MessageAnswer, type Page } from '@kizomba/api-contract/read';
import { api, queryString, type BlobAnswer, type CallOptions } from './client';

/**
 * The back-office calls for sales, refunds, issued tickets, ticket types, promo codes and
 * invitations (docs/back-office.md), plus the public invitation page's two calls.
 */
export type { AdminOrderDetail, AdminOrderSummary, AdminPaymentReview, OrderTotals, RefundRequest } from '@kizomba/api-contract/admin/orders';
export type { AdminPromoCodeView as AdminPromoCode, PromoCodeRequest as PromoCodeInput } from '@kizomba/api-contract/admin/promo-codes';
export type { AdminTicketTypeView as AdminTicketType, TicketTypeRequest as TicketTypeInput } from '@kizomba/api-contract/admin/ticket-types';
export type { AdminTicketView as AdminTicket } from '@kizomba/api-contract/admin/tickets';
export type {
  AdminInvitationView as AdminInvitation,
  InvitationRequest as InvitationInput,
  InvitationStatus,
  PublicInvitationView as PublicInvitation,
} from '@kizomba/api-contract/invitations';
export type { Page } from '@kizomba/api-contract/read';

/* ---------- Orders ---------- */

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

export function listOrders(filters: OrderFilters, { client = api, signal }: CallOptions = {}) {
  return client.get(`/admin/orders${orderQuery(filters)}`, AdminOrderPage, { signal });
}

/** The CSV of the same filters (no pagination), as a file. */
export function exportOrders(filters: OrderFilters, { client = api, signal }: CallOptions = {}): Promise<BlobAnswer> {
  const { page: _page, pageSize: _size, ...rest } = filters;
  return client.blob(`/admin/orders/export.csv${orderQuery(rest)}`, { signal });
}

export async function getOrder(id: string, { client = api, signal }: CallOptions = {}): Promise<AdminOrderDetail> {
  return (await client.get(`/admin/orders/${encodeURIComponent(id)}`, AdminOrderAnswer, { signal })).order;
}

export async function refundOrder(id: string, request: RefundRequest, { client = api, signal }: CallOptions = {}): Promise<AdminOrderDetail> {
  const body: RefundRequest = {};
  if (request.ticketIds && request.ticketIds.length > 0) body.ticketIds = request.ticketIds;
  if (request.amount !== undefined) body.amount = request.amount;
  if (request.reason?.trim()) body.reason = request.reason.trim();
  return (await client.post(`/admin/orders/${encodeURIComponent(id)}/refund`, body, AdminOrderAnswer, { signal })).order;
}

/** The billing address on one line (« 12 rue X, 75001, Paris, FR »), or null. */
export function billingAddressLine(address: AdminOrderDetail['billingAddress']): string | null {
  if (!address) return null;
  const parts = [address.line1, address.line2, address.postalCode, address.city, address.country].map((part) => part?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/* ---------- Issued tickets ---------- */

export function listTickets(
  filters: { q?: string; status?: string; ticketTypeId?: string | number; page?: number; pageSize?: number },
  { client = api, signal }: CallOptions = {},
): Promise<Page<AdminTicketView>> {
  return client.get(`/admin/tickets${queryString({ ...filters, q: filters.q?.trim() })}`, AdminTicketPage, { signal });
}

/** Sends the order's tickets again; answers the API's French message. */
export async function resendTicket(id: number, { client = api, signal }: CallOptions = {}): Promise<string> {
  return (await client.post(`/admin/tickets/${id}/resend`, undefined, MessageAnswer, { signal })) ?? '';
}

export async function cancelTicket(id: number, reason?: string, { client = api, signal }: CallOptions = {}): Promise<AdminTicketView> {
  return (await client.post(`/admin/tickets/${id}/cancel`, reason?.trim() ? { reason: reason.trim() } : {}, AdminTicketAnswer, { signal })).ticket;
}

/* ---------- Ticket types ---------- */

export function listTicketTypes({ client = api, signal }: CallOptions = {}): Promise<AdminTicketTypeView[]> {
  return client.get('/admin/ticket-types', AdminTicketTypeList, { signal });
}

export async function createTicketType(input: TicketTypeRequest, { client = api, signal }: CallOptions = {}): Promise<AdminTicketTypeView> {
  return (await client.post('/admin/ticket-types', input, AdminTicketTypeAnswer, { signal })).ticketType;
}

export async function updateTicketType(id: number, input: Partial<TicketTypeRequest>, { client = api, signal }: CallOptions = {}): Promise<AdminTicketTypeView> {
  return (await client.patch(`/admin/ticket-types/${id}`, input, AdminTicketTypeAnswer, { signal })).ticketType;
}

export async function deleteTicketType(id: number, { client = api, signal }: CallOptions = {}): Promise<void> {
  await client.delete(`/admin/ticket-types/${id}`, Ignored, { signal });
}

/* ---------- Promo codes ---------- */

export function listPromoCodes({ client = api, signal }: CallOptions = {}): Promise<AdminPromoCodeView[]> {
  return client.get('/admin/promo-codes', AdminPromoCodeList, { signal });
}

export async function createPromoCode(input: PromoCodeRequest, { client = api, signal }: CallOptions = {}): Promise<AdminPromoCodeView> {
  return (await client.post('/admin/promo-codes', input, AdminPromoCodeAnswer, { signal })).promoCode;
}

/** The code itself never changes once created. */
export async function updatePromoCode(id: number, input: Partial<PromoCodeRequest>, { client = api, signal }: CallOptions = {}): Promise<AdminPromoCodeView> {
  const { code: _code, ...rest } = input;
  return (await client.patch(`/admin/promo-codes/${id}`, rest, AdminPromoCodeAnswer, { signal })).promoCode;
}

export async function deletePromoCode(id: number, { client = api, signal }: CallOptions = {}): Promise<void> {
  await client.delete(`/admin/promo-codes/${id}`, Ignored, { signal });
}

/* ---------- Invitations ---------- */

export function listInvitations(
  filters: { status?: string; q?: string; page?: number; pageSize?: number },
  { client = api, signal }: CallOptions = {},
): Promise<Page<AdminInvitationView>> {
  return client.get(`/admin/invitations${queryString({ ...filters, q: filters.q?.trim() })}`, AdminInvitationPage, { signal });
}

export async function createInvitation(input: InvitationRequest, { client = api, signal }: CallOptions = {}): Promise<AdminInvitationView> {
  return (await client.post('/admin/invitations', input, AdminInvitationAnswer, { signal })).invitation;
}

export async function revokeInvitation(id: number, { client = api, signal }: CallOptions = {}): Promise<AdminInvitationView> {
  return (await client.post(`/admin/invitations/${id}/revoke`, undefined, AdminInvitationAnswer, { signal })).invitation;
}

export async function resendInvitation(id: number, { client = api, signal }: CallOptions = {}): Promise<void> {
  await client.post(`/admin/invitations/${id}/resend`, undefined, Ignored, { signal });
}

/* ---------- Public invitation (/invitation/{token}) ---------- */

export async function getInvitation(token: string, { client = api, signal }: CallOptions = {}): Promise<PublicInvitationView> {
  return (await client.get(`/invitations/${encodeURIComponent(token)}`, PublicInvitationAnswer, { signal, skipAuthRedirect: true })).invitation;
}

export function claimInvitation(token: string, holderNames: string[] | undefined, { client = api, signal }: CallOptions = {}): Promise<Claimed> {
  const body = holderNames && holderNames.length > 0 ? { holderNames } : {};
  return client.post(`/invitations/${encodeURIComponent(token)}/claim`, body, ClaimAnswer, { signal, skipAuthRedirect: true });
}
