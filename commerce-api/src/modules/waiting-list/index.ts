/**
 * Public entry of the waiting list: people waiting for a sold-out ticket type (or one dance role
 * of a balanced type), the offers made to them when places free up, and what the checkout and the
 * modules that free places call.
 */
export * from './models.js';
export { consumeOfferForOrder, offerExpired, type ConsumedOffer } from './consume.js';
export { nudgeWaitingList, onWaitingListNudge } from './nudge.js';
export { createWaitingListService, type WaitingListService } from './service.js';
export { createWaitingListAdminService, type WaitingListAdminService } from './admin-service.js';
export {
  WAITING_LIST_DISPATCH_INTERVAL_MS,
  createWaitingListDispatcher,
  startWaitingListDispatcher,
  type DispatchResult,
  type RunningWaitingListDispatcher,
  type WaitingListDispatcher,
} from './dispatcher.js';
export { waitingListMailRenderers } from './mail.js';
