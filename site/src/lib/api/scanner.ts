import {
  OfflineScansAnswer,
  ScannerKeys,
  ScannerSyncAnswer,
  Verdict,
  type CheckInRequest,
  type OfflineScansRequest,
} from '@kizomba/api-contract/scanner';
import { api, type CallOptions } from './client';

/**
 * The door scanner's calls (docs/back-office.md « Scanner »): the verification keys, a list's
 * signed sync document, the check-in per list with its nonce, and the upload of offline scans.
 * The lists and their counts are read with `./admin-check-in` (the back-office reads them too).
 */
export type { ScannerKeys, ScannerSyncAnswer, OfflineScansAnswer, CheckInRequest, OfflineScan, OfflineScansRequest } from '@kizomba/api-contract/scanner';
export { getCheckInCounts, listCheckInLists, countsOfPush, type CheckInList, type CheckInListCounts } from './admin-check-in';

/** `GET /api/scanner/keys` (admin, scanner): the public keys tickets and sync documents are signed with. */
export function getScannerKeys({ client = api, signal }: CallOptions = {}): Promise<ScannerKeys> {
  return client.get('/scanner/keys', ScannerKeys, { signal });
}

/** `GET /api/admin/scanner/lists/{id}/sync` (admin, scanner): the list's document and its signature, unchecked. */
export function getListSync(listId: number, { client = api, signal }: CallOptions = {}): Promise<ScannerSyncAnswer> {
  return client.get(`/admin/scanner/lists/${listId}/sync`, ScannerSyncAnswer, { signal });
}

/**
 * `POST /api/admin/scanner/check-in`: the verdict for a code, on a list when `listId` is given
 * (entry by default); a `nonce` the server has seen answers the same verdict again.
 */
export function checkInTicket(request: CheckInRequest, { client = api, signal }: CallOptions = {}): Promise<Verdict> {
  return client.post('/admin/scanner/check-in', request, Verdict, { signal });
}

/** `POST /api/admin/scanner/offline-scans` (1–500 scans): what became of each nonce. */
export function uploadOfflineScans(request: OfflineScansRequest, { client = api, signal }: CallOptions = {}): Promise<OfflineScansAnswer> {
  return client.post('/admin/scanner/offline-scans', request, OfflineScansAnswer, { signal });
}
