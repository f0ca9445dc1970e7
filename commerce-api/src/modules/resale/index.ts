/**
 * Public entry of resale: tickets put up for resale at face value by their holder, matched with
 * the next paid order of their type, the seller refunded through Stripe minus the organiser's fee.
 */
export { RESALE_STATUSES, type ResaleStatus, type TicketResaleAttributes, type TicketResaleInstance } from './models.js';
