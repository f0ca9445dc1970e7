import { AuditPage } from '@kizomba/api-contract/admin/audit';
import { AdminMessageAnswer, AdminMessagePage, type MessageFilter } from '@kizomba/api-contract/admin/messages';
import { AdminStats } from '@kizomba/api-contract/admin/stats';
import { AdminUserAnswer, AdminUserDetail, AdminUserPage, type AdminUserView, type UserChangesRequest } from '@kizomba/api-contract/admin/users';
import type { UserRole } from '@kizomba/api-contract/auth';
import type { AdminMessageView } from '@kizomba/api-contract/messages';
import type { Page } from '@kizomba/api-contract/read';
import { RecentScans, ScannerSummary, Verdict, type ScanView } from '@kizomba/api-contract/scanner';
import { api, queryString, type CallOptions } from './client';

/** The back-office calls for stats, the door scanner, people, messages and the audit journal (docs/back-office.md). */
export type { AuditLogView as AuditEntry } from '@kizomba/api-contract/admin/audit';
export type { MessageFilter } from '@kizomba/api-contract/admin/messages';
export type { AdminStats, CheckInsPerHour, PerTicketType, SalesPerDay } from '@kizomba/api-contract/admin/stats';
export type { AdminUserDetail, AdminUserView as AdminUser } from '@kizomba/api-contract/admin/users';
export type { UserRole as AdminRole } from '@kizomba/api-contract/auth';
export type { AdminMessageView as AdminMessage } from '@kizomba/api-contract/messages';
export type { Page as AdminPage } from '@kizomba/api-contract/read';
export type { ScanResult as CheckInResult, ScannerSummary, ScanView as ScanLogEntry, Verdict as CheckInAnswer, VerdictTicket as CheckInTicket } from '@kizomba/api-contract/scanner';

export const ADMIN_ROLES: readonly UserRole[] = ['user', 'scanner', 'admin'];

export function getAdminStats({ client = api, signal }: CallOptions = {}): Promise<AdminStats> {
  return client.get('/admin/stats', AdminStats, { signal });
}

/** `POST /api/admin/scanner/check-in`: the verdict for a scanned or typed code. */
export function checkIn(code: string, device?: string, { client = api, signal }: CallOptions = {}): Promise<Verdict> {
  return client.post('/admin/scanner/check-in', device ? { code, device } : { code }, Verdict, { signal });
}

export function getScannerSummary({ client = api, signal }: CallOptions = {}): Promise<ScannerSummary> {
  return client.get('/admin/scanner/summary', ScannerSummary, { signal });
}

export function getScans(limit = 50, { client = api, signal }: CallOptions = {}): Promise<ScanView[]> {
  return client.get(`/admin/scanner/scans${queryString({ limit })}`, RecentScans, { signal });
}

export interface UserListQuery {
  q?: string;
  role?: UserRole | '';
  page?: number;
  pageSize?: number;
}

/** `GET /api/admin/users` (admin, scanner): search, role filter, newest first. */
export function listAdminUsers(filters: UserListQuery = {}, { client = api, signal }: CallOptions = {}): Promise<Page<AdminUserView>> {
  const query = queryString({ q: filters.q?.trim(), role: filters.role, page: filters.page, pageSize: filters.pageSize });
  return client.get(`/admin/users${query}`, AdminUserPage, { signal });
}

/** `GET /api/admin/users/:id` (admin, scanner): the person and their tickets; for an admin also their orders and messages. */
export function getAdminUser(id: string | number, { client = api, signal }: CallOptions = {}): Promise<AdminUserDetail> {
  return client.get(`/admin/users/${encodeURIComponent(String(id))}`, AdminUserDetail, { signal });
}

/** `PATCH /api/admin/users/:id` (admin): role and/or disabled; self-changes → 400 in French. */
export async function updateAdminUser(id: number, changes: UserChangesRequest, { client = api, signal }: CallOptions = {}): Promise<AdminUserView> {
  return (await client.patch(`/admin/users/${id}`, changes, AdminUserAnswer, { signal })).user;
}

export interface MessageListQuery {
  status?: MessageFilter;
  q?: string;
  page?: number;
  pageSize?: number;
}

/** `GET /api/admin/messages` (admin): the inbox page and the unread count. */
export function listAdminMessages(filters: MessageListQuery = {}, { client = api, signal }: CallOptions = {}): Promise<AdminMessagePage> {
  const query = queryString({ status: filters.status ?? 'all', q: filters.q?.trim(), page: filters.page, pageSize: filters.pageSize });
  return client.get(`/admin/messages${query}`, AdminMessagePage, { signal });
}

/** `PATCH /api/admin/messages/:id` (admin): read ↔ unread. */
export async function setAdminMessageRead(id: number, read: boolean, { client = api, signal }: CallOptions = {}): Promise<AdminMessageView> {
  return (await client.patch(`/admin/messages/${id}`, { read }, AdminMessageAnswer, { signal })).message;
}

/** `POST /api/admin/messages/:id/reply` (admin): 1–5000 characters, e-mailed to the sender. */
export async function replyToAdminMessage(id: number, response: string, { client = api, signal }: CallOptions = {}): Promise<AdminMessageView> {
  return (await client.post(`/admin/messages/${id}/reply`, { response }, AdminMessageAnswer, { signal })).message;
}

/** `GET /api/admin/audit` (admin): the journal, newest first. */
export function listAudit(filters: { page?: number; pageSize?: number; action?: string } = {}, { client = api, signal }: CallOptions = {}) {
  return client.get(`/admin/audit${queryString({ page: filters.page, pageSize: filters.pageSize, action: filters.action })}`, AuditPage, { signal });
}
