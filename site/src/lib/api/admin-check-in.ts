import {
  CheckInCountsList,
  CheckInListAnswer,
  CheckInListList,
  type CheckInListCounts,
  type CheckInListInput,
  type CheckInListPatch,
  type CheckInListView,
} from '@kizomba/api-contract/admin/check-in-lists';
import { Ignored } from '@kizomba/api-contract/read';
import { ScanConflicts, type ScanConflictView } from '@kizomba/api-contract/scanner';
import * as z from 'zod/mini';
import { api, type CallOptions } from './client';

/**
 * The back-office calls for the door's check-in lists, their live counts and the offline
 * scanners' conflicts (docs/back-office.md « Scanner »).
 */
export type { CheckInListCounts, CheckInListInput, CheckInListView as CheckInList, ScanConflictView as ScanConflict };
export { AUTO_CHECKOUT_PATTERN, CHECK_IN_LIST_LIMITS } from '@kizomba/api-contract/admin/check-in-lists';

/** `GET /api/admin/check-in-lists` (admin, scanner): every list with its counts, in order. */
export function listCheckInLists({ client = api, signal }: CallOptions = {}): Promise<CheckInListView[]> {
  return client.get('/admin/check-in-lists', CheckInListList, { signal });
}

export function createCheckInList(input: CheckInListInput, { client = api, signal }: CallOptions = {}): Promise<CheckInListView> {
  return client.post('/admin/check-in-lists', input, CheckInListAnswer, { signal });
}

/** Changes the fields given, the others stay. */
export function updateCheckInList(id: number, input: CheckInListPatch, { client = api, signal }: CallOptions = {}): Promise<CheckInListView> {
  return client.patch(`/admin/check-in-lists/${id}`, input, CheckInListAnswer, { signal });
}

/** Refused (409 `CHECK_IN_LIST_IN_USE`) once a ticket was checked in on the list. */
export async function deleteCheckInList(id: number, { client = api, signal }: CallOptions = {}): Promise<void> {
  await client.delete(`/admin/check-in-lists/${id}`, Ignored, { signal });
}

/** `GET /api/admin/check-in-lists/counts` (admin, scanner): checked in, inside and expected, list by list. */
export function getCheckInCounts({ client = api, signal }: CallOptions = {}): Promise<CheckInListCounts[]> {
  return client.get('/admin/check-in-lists/counts', CheckInCountsList, { signal });
}

/**
 * The counts a `checkin:counts` push carries (`{ data }`, the counts endpoint's shape), or null
 * when it carries none the page can read (it then asks the API again).
 */
export function countsOfPush(payload: unknown): CheckInListCounts[] | null {
  const parsed = z.safeParse(CheckInCountsList, payload);
  return parsed.success && typeof payload === 'object' && payload !== null && Array.isArray((payload as { data?: unknown }).data) ? parsed.data : null;
}

/** `GET /api/admin/scanner/conflicts` (admin): the offline scans the server could not apply as scanned. */
export function listScanConflicts(status: 'open' | 'all' = 'open', { client = api, signal }: CallOptions = {}): Promise<ScanConflictView[]> {
  return client.get(`/admin/scanner/conflicts?status=${status}`, ScanConflicts, { signal });
}

/** Marks a conflict as dealt with (again: no change). */
export async function resolveScanConflict(id: number, { client = api, signal }: CallOptions = {}): Promise<void> {
  await client.post(`/admin/scanner/conflicts/${id}/resolve`, {}, Ignored, { signal });
}
