import { api, queryString, type ApiClient } from './client';
import { dataOf, isRecord, list, num, str, strOrNull } from './read';

/**
 * The back-office calls of issue 5: admin stats (spec §3) and the door scanner. Answers are read
 * defensively: a missing number is 0, a missing list is empty, so that a partial answer still
 * renders.
 */

export interface SalesPerDay {
  /** 'YYYY-MM-DD' */
  date: string;
  orders: number;
  /** Euros. */
  revenue: number;
}

export interface PerTicketType {
  ticketTypeId: number;
  name: string;
  ticketsSold: number;
  /** Euros. */
  revenue: number;
}

export interface CheckInsPerHour {
  /** ISO date-time of the hour's start. */
  hour: string;
  count: number;
}

export interface AdminStats {
  totalUsers: number;
  /** Euros. */
  totalSales: number;
  /** Shown as « total transactions » (spec §3). */
  ticketsSold: number;
  unreadMessages: number;
  charts: {
    salesPerDay: SalesPerDay[];
    perTicketType: PerTicketType[];
    checkInsPerHour: CheckInsPerHour[];
  };
}

export type CheckInResult = 'valid' | 'already_checked_in' | 'cancelled' | 'refunded' | 'not_valid_today' | 'unknown';

export interface CheckInTicket {
  id: number;
  number: string;
  holderName: string;
  ticketTypeName: string;
  orderNumber: string;
  validDays: string[];
}

export interface CheckInAnswer {
  result: CheckInResult;
  /** French, from the API. */
  message: string;
  ticket: CheckInTicket | null;
  checkedInAt: string | null;
  checkedInBy: { id: number; name: string } | null;
}

export interface ScannerSummary {
  perType: Array<{ ticketTypeId: number; name: string; sold: number; checkedIn: number }>;
  totals: { sold: number; checkedIn: number };
}

export interface ScanLogEntry {
  id: number | string;
  at: string;
  result: CheckInResult | (string & {});
  ticketNumber: string | null;
  holderName: string | null;
  ticketTypeName: string | null;
  scannerName: string | null;
}

type Options = { client?: ApiClient; signal?: AbortSignal };

/** `GET /api/admin/stats`, with or without a `data` envelope. */
export function readAdminStats(body: unknown): AdminStats {
  const root = isRecord(body) && isRecord(body.data) && !('totalUsers' in body) ? body.data : body;
  const stats = isRecord(root) ? root : {};
  const charts = isRecord(stats.charts) ? stats.charts : {};
  return {
    totalUsers: num(stats.totalUsers),
    totalSales: num(stats.totalSales),
    ticketsSold: num(stats.ticketsSold),
    unreadMessages: num(stats.unreadMessages),
    charts: {
      salesPerDay: list(charts.salesPerDay).map((row) => ({ date: str(row.date), orders: num(row.orders), revenue: num(row.revenue) })),
      perTicketType: list(charts.perTicketType).map((row) => ({
        ticketTypeId: num(row.ticketTypeId),
        name: str(row.name),
        ticketsSold: num(row.ticketsSold),
        revenue: num(row.revenue),
      })),
      checkInsPerHour: list(charts.checkInsPerHour).map((row) => ({ hour: str(row.hour), count: num(row.count) })),
    },
  };
}

export async function getAdminStats(options: Options = {}): Promise<AdminStats> {
  const body = await (options.client ?? api).get('/admin/stats', { signal: options.signal });
  return readAdminStats(body);
}

const RESULTS: readonly CheckInResult[] = ['valid', 'already_checked_in', 'cancelled', 'refunded', 'not_valid_today', 'unknown'];

export function readCheckIn(body: unknown): CheckInAnswer {
  const root = isRecord(body) ? body : {};
  const result = RESULTS.includes(root.result as CheckInResult) ? (root.result as CheckInResult) : 'unknown';
  const ticket = isRecord(root.ticket)
    ? {
        id: num(root.ticket.id),
        number: str(root.ticket.number),
        holderName: str(root.ticket.holderName),
        ticketTypeName: str(root.ticket.ticketTypeName),
        orderNumber: str(root.ticket.orderNumber),
        validDays: Array.isArray(root.ticket.validDays) ? root.ticket.validDays.map(str).filter(Boolean) : [],
      }
    : null;
  const by = isRecord(root.checkedInBy) ? { id: num(root.checkedInBy.id), name: str(root.checkedInBy.name) } : null;
  return { result, message: str(root.message), ticket, checkedInAt: strOrNull(root.checkedInAt), checkedInBy: by };
}

/** `POST /api/admin/scanner/check-in`: the verdict for a scanned or typed code. */
export async function checkIn(code: string, device?: string, options: Options = {}): Promise<CheckInAnswer> {
  const body = await (options.client ?? api).post('/admin/scanner/check-in', device ? { code, device } : { code }, { signal: options.signal });
  return readCheckIn(body);
}

export async function getScannerSummary(options: Options = {}): Promise<ScannerSummary> {
  const body = await (options.client ?? api).get('/admin/scanner/summary', { signal: options.signal });
  const root = isRecord(body) ? body : {};
  const totals = isRecord(root.totals) ? root.totals : {};
  const perType = list(root.perType).map((row) => ({
    ticketTypeId: num(row.ticketTypeId),
    name: str(row.name),
    sold: num(row.sold),
    checkedIn: num(row.checkedIn),
  }));
  return {
    perType,
    totals: {
      sold: 'sold' in totals ? num(totals.sold) : perType.reduce((sum, row) => sum + row.sold, 0),
      checkedIn: 'checkedIn' in totals ? num(totals.checkedIn) : perType.reduce((sum, row) => sum + row.checkedIn, 0),
    },
  };
}

export async function getScans(limit = 50, options: Options = {}): Promise<ScanLogEntry[]> {
  const body = await (options.client ?? api).get(`/admin/scanner/scans?limit=${limit}`, { signal: options.signal });
  return list(dataOf(body)).map((row, index) => ({
    id: typeof row.id === 'number' || typeof row.id === 'string' ? row.id : index,
    at: str(row.at),
    result: str(row.result),
    ticketNumber: strOrNull(row.ticketNumber),
    holderName: strOrNull(row.holderName),
    ticketTypeName: strOrNull(row.ticketTypeName),
    scannerName: strOrNull(row.scannerName),
  }));
}

// ---------------------------------------------------------------------------------------------
// People and messages (docs/back-office.md « Built »: users, messages, audit).

export type AdminRole = 'admin' | 'scanner' | 'user';
export const ADMIN_ROLES: readonly AdminRole[] = ['user', 'scanner', 'admin'];

/** One page of a paginated admin list (`?page&pageSize` → `{data, page, pageSize, total}`). */
export interface AdminPage<T> {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AdminUser {
  id: number;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: AdminRole;
  emailVerified: boolean;
  createdAt: string;
  disabled: boolean;
  disabledAt: string | null;
  ordersCount: number;
}

export interface AdminUserOrder {
  id: string;
  number: string;
  status: string;
  createdAt: string;
  paidAt: string | null;
  /** Euros. */
  total: number;
  /** Euros. */
  refundedAmount: number;
}

export interface AdminUserTicket {
  id: number;
  number: string;
  ticketTypeName: string;
  holderName: string;
  status: string;
  checkedInAt: string | null;
}

export type AdminMessageStatus = 'new' | 'read' | 'answered' | 'archived' | (string & {});

export interface AdminMessage {
  id: number;
  subject: string;
  message: string;
  name: string;
  email: string;
  orderNumber: string | null;
  status: AdminMessageStatus;
  /** The team's answer (`admin_response`), or null. */
  adminResponse: string | null;
  respondedAt: string | null;
  createdAt: string;
  /** Spec §4: status `new` and no answer. */
  unread: boolean;
  userId: number | null;
}

export interface AdminUserDetail {
  user: AdminUser;
  orders: AdminUserOrder[];
  tickets: AdminUserTicket[];
  messages: AdminMessage[];
}

export interface AuditEntry {
  id: number;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  createdAt: string;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
}

export type MessageFilter = 'all' | 'new' | 'read' | 'replied';

function roleOf(value: unknown): AdminRole {
  return value === 'admin' || value === 'scanner' ? value : 'user';
}

function pageOf<T>(body: unknown, read: (row: Record<string, unknown>) => T): AdminPage<T> {
  const root = isRecord(body) ? body : {};
  const data = list(root.data).map(read);
  return {
    data,
    page: Math.max(1, num(root.page) || 1),
    pageSize: Math.max(1, num(root.pageSize) || data.length || 20),
    total: 'total' in root ? num(root.total) : data.length,
  };
}

export function readAdminUser(row: Record<string, unknown>): AdminUser {
  const firstName = str(row.firstName);
  const lastName = str(row.lastName);
  return {
    id: num(row.id),
    email: str(row.email),
    name: str(row.name) || `${firstName} ${lastName}`.trim(),
    firstName,
    lastName,
    role: roleOf(row.role),
    emailVerified: row.emailVerified === true,
    createdAt: str(row.createdAt),
    disabled: row.disabled === true || strOrNull(row.disabledAt) !== null,
    disabledAt: strOrNull(row.disabledAt),
    ordersCount: num(row.ordersCount),
  };
}

export function readAdminMessage(row: Record<string, unknown>): AdminMessage {
  const response = strOrNull(row.admin_response) ?? strOrNull(row.adminResponse);
  const status = str(row.status) || 'new';
  return {
    id: num(row.id),
    subject: str(row.subject),
    message: str(row.message),
    name: str(row.name),
    email: str(row.email),
    orderNumber: strOrNull(row.orderNumber),
    status,
    adminResponse: response,
    respondedAt: strOrNull(row.respondedAt),
    createdAt: str(row.createdAt),
    unread: typeof row.unread === 'boolean' ? row.unread : status === 'new' && !response,
    userId: row.userId === null || row.userId === undefined ? null : num(row.userId),
  };
}

export interface UserListQuery {
  q?: string;
  role?: AdminRole | '';
  page?: number;
  pageSize?: number;
}

/** `GET /api/admin/users` (admin, scanner): search, role filter, newest first. */
export async function listAdminUsers(filters: UserListQuery = {}, options: Options = {}): Promise<AdminPage<AdminUser>> {
  const body = await (options.client ?? api).get(
    `/admin/users${queryString({ q: filters.q?.trim(), role: filters.role, page: filters.page, pageSize: filters.pageSize })}`,
    { signal: options.signal },
  );
  return pageOf(body, readAdminUser);
}

/** `GET /api/admin/users/:id` (admin, scanner): the person and their tickets; for an admin also their orders and messages. */
export async function getAdminUser(id: string | number, options: Options = {}): Promise<AdminUserDetail> {
  const body = await (options.client ?? api).get(`/admin/users/${encodeURIComponent(String(id))}`, { signal: options.signal });
  const root = isRecord(body) ? body : {};
  return {
    user: readAdminUser(isRecord(root.user) ? root.user : {}),
    orders: list(root.orders).map((row) => ({
      id: str(row.id),
      number: str(row.number),
      status: str(row.status),
      createdAt: str(row.createdAt),
      paidAt: strOrNull(row.paidAt),
      total: num(row.total),
      refundedAmount: num(row.refundedAmount),
    })),
    tickets: list(root.tickets).map((row) => ({
      id: num(row.id),
      number: str(row.number),
      ticketTypeName: str(row.ticketTypeName),
      holderName: str(row.holderName),
      status: str(row.status),
      checkedInAt: strOrNull(row.checkedInAt),
    })),
    messages: list(root.messages).map(readAdminMessage),
  };
}

/** `PATCH /api/admin/users/:id` (admin): role and/or disabled; self-changes → 400 in French. */
export async function updateAdminUser(id: number, changes: { role?: AdminRole; disabled?: boolean }, options: Options = {}): Promise<AdminUser> {
  const body = await (options.client ?? api).request('PATCH', `/admin/users/${id}`, { body: changes, signal: options.signal });
  const root = isRecord(body) ? body : {};
  return readAdminUser(isRecord(root.user) ? root.user : root);
}

export interface MessageListQuery {
  status?: MessageFilter;
  q?: string;
  page?: number;
  pageSize?: number;
}

/** `GET /api/admin/messages` (admin): the inbox page and the unread count. */
export async function listAdminMessages(filters: MessageListQuery = {}, options: Options = {}): Promise<AdminPage<AdminMessage> & { unread: number }> {
  const body = await (options.client ?? api).get(
    `/admin/messages${queryString({ status: filters.status ?? 'all', q: filters.q?.trim(), page: filters.page, pageSize: filters.pageSize })}`,
    { signal: options.signal },
  );
  return { ...pageOf(body, readAdminMessage), unread: num(isRecord(body) ? body.unread : 0) };
}

function messageOf(body: unknown): AdminMessage {
  const root = isRecord(body) ? body : {};
  return readAdminMessage(isRecord(root.message) ? root.message : root);
}

/** `PATCH /api/admin/messages/:id` (admin): read ↔ unread. */
export async function setAdminMessageRead(id: number, read: boolean, options: Options = {}): Promise<AdminMessage> {
  return messageOf(await (options.client ?? api).request('PATCH', `/admin/messages/${id}`, { body: { read }, signal: options.signal }));
}

/** `POST /api/admin/messages/:id/reply` (admin): 1–5000 characters, e-mailed to the sender. */
export async function replyToAdminMessage(id: number, response: string, options: Options = {}): Promise<AdminMessage> {
  return messageOf(await (options.client ?? api).post(`/admin/messages/${id}/reply`, { response }, { signal: options.signal }));
}

/** `GET /api/admin/audit` (admin): the journal, newest first. */
export async function listAudit(filters: { page?: number; pageSize?: number; action?: string } = {}, options: Options = {}): Promise<AdminPage<AuditEntry>> {
  const body = await (options.client ?? api).get(`/admin/audit${queryString({ page: filters.page, pageSize: filters.pageSize, action: filters.action })}`, {
    signal: options.signal,
  });
  return pageOf(body, (row) => ({
    id: num(row.id),
    action: str(row.action),
    targetType: strOrNull(row.targetType),
    targetId: strOrNull(row.targetId),
    details: isRecord(row.details) ? row.details : null,
    ip: strOrNull(row.ip),
    createdAt: str(row.createdAt),
    actorId: row.actorId === null || row.actorId === undefined ? null : num(row.actorId),
    actorName: strOrNull(row.actorName),
    actorEmail: strOrNull(row.actorEmail),
  }));
}
