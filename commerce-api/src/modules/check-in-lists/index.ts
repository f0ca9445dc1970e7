/**
 * Public entry of check-in lists: which tickets a list admits (`loadCheckInList`, `listAdmits`,
 * read by the scanner for each scan), the live counts per list (`checkInCounts`, and
 * `publishCheckInCounts` after a change), the daily « everyone out » (`runAutoCheckout`, every
 * minute from server.ts), and the back-office's /api/admin/check-in-lists.
 */
export {
  LIST_NAME_MAX_LENGTH,
  type CheckInListAttributes,
  type CheckInListInstance,
  type TicketCheckInAttributes,
  type TicketCheckInInstance,
} from './models.js';
export { listAdmits, loadCheckInList, type LoadedCheckInList } from './admission.js';
export { checkInCounts, publishCheckInCounts, type CheckInListCounts } from './counts.js';
export { AUTO_CHECKOUT_INTERVAL_MS, runAutoCheckout, startAutoCheckout, type AutoCheckoutResult } from './auto-checkout.js';
export {
  CHECK_IN_LIST_IN_USE_MESSAGE,
  CHECK_IN_LIST_NOT_FOUND_MESSAGE,
  createCheckInListsService,
  toCheckInListView,
  type CheckInListInput,
  type CheckInListPatch,
  type CheckInListView,
  type CheckInListsService,
} from './service.js';
