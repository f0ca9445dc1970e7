/**
 * @kizomba/api-contract — the commerce API's requests and answers, one file per area, written
 * once: the API's services answer these types (`z.infer` of the schemas), the site's client
 * reads every answer through its schema. Import an area by its subpath (`@kizomba/api-contract/cart`)
 * in browser code, so an island carries only the schemas it reads.
 */
export * from './read.ts';
export * from './errors.ts';
export * from './cart.ts';
export * from './checkout.ts';
export * from './order-status.ts';
export * from './account.ts';
export * from './auth.ts';
export * from './catalogue.ts';
export * from './messages.ts';
export * from './newsletter.ts';
export * from './invitations.ts';
export * from './waiting-list.ts';
export * from './resale.ts';
export * from './transfers.ts';
export * from './scanner.ts';
export * from './admin/stats.ts';
export * from './admin/users.ts';
export * from './admin/messages.ts';
export * from './admin/audit.ts';
export * from './admin/orders.ts';
export * from './admin/tickets.ts';
export * from './admin/ticket-types.ts';
export * from './admin/promo-codes.ts';
export * from './admin/content.ts';
export * from './admin/waiting-lists.ts';
export * from './admin/festival-settings.ts';
export * from './admin/check-in-lists.ts';
