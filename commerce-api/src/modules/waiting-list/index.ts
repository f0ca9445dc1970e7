/**
 * Public entry of the waiting list: people waiting for a sold-out ticket type (or one dance role
 * of a balanced type), the offers made to them when places free up, and what the checkout and the
 * modules that free places call.
 */
export * from './models.js';
export { consumeOfferForOrder, offerExpired, type ConsumedOffer } from './consume.js';
export { nudgeWaitingList, onWaitingListNudge } from './nudge.js';
