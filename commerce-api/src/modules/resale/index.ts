/**
 * Public entry of resale: tickets put up for resale at face value by their holder, matched with
 * the next paid order of their type (`matchResales`, called by payments' fulfilment), the seller
 * refunded through Stripe minus the organiser's fee, and the seller's e-mail.
 */
export { RESALE_STATUSES, type ResaleStatus, type TicketResaleAttributes, type TicketResaleInstance } from './models.js';
export {
  createResaleService,
  listedTicketIds,
  matchResales,
  onResaleRefundsDue,
  resaleViewsOf,
  toResaleListingView,
  type MatchedResale,
  type ResaleService,
} from './service.js';
export { resaleMailRenderers } from './mail.js';
