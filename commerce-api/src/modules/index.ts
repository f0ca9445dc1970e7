/**
 * The API's modules. Each area lives in `modules/<area>/` with its models, migrations, seeders,
 * service, routes and tests; routers are mounted under `/api` in this order.
 *
 * To add an area: create the folder, register its models in `db/models.ts`, drop migrations in
 * `modules/<area>/migrations/` (picked up automatically, see db/migrator.ts) and list its router here.
 */
import type { Router } from 'express';
import type { ModuleContext } from '../services.js';
import { accountRouter } from './account/routes.js';
import { auditRouter } from './audit/routes.js';
import { authRouter } from './auth/routes.js';
import { cartRouter } from './cart/routes.js';
import { catalogueAdminRouter } from './catalogue/admin-routes.js';
import { catalogueRouter } from './catalogue/routes.js';
import { checkInListsRouter } from './check-in-lists/routes.js';
import { checkoutRouter } from './checkout/routes.js';
import { contentRouter } from './content/routes.js';
import { festivalSettingsRouter } from './festival-settings/routes.js';
import { invitationsRouter } from './invitations/routes.js';
import { waitingListRouter } from './waiting-list/routes.js';
import { mailRouter } from './mail/routes.js';
import { messagesAdminRouter } from './messages/admin-routes.js';
import { messagesRouter } from './messages/routes.js';
import { newsletterRouter } from './newsletter/routes.js';
import { orderStatusRouter } from './order-status/routes.js';
import { ordersAdminRouter } from './orders/admin-routes.js';
import { paymentsRouter } from './payments/routes.js';
import { promoCodesRouter } from './promo-codes/routes.js';
import { resaleRouter } from './resale/routes.js';
import { salesRouter } from './sales/routes.js';
import { scannerRouter } from './scanner/routes.js';
import { scannerKeysRouter } from './scanner/keys-routes.js';
import { ticketsAdminRouter } from './tickets/admin-routes.js';
import { transfersRouter } from './transfers/routes.js';
import { usersRouter } from './users/routes.js';

export interface ApiModule {
  name: string;
  /** Router mounted under `/api` (paths inside include the area, e.g. `/tickets`). */
  router?: (context: ModuleContext) => Router;
}

export const apiModules: ApiModule[] = [
  { name: 'catalogue', router: catalogueRouter },
  // Accounts: register, login (site and back-office), sessions, reset, magic links, quick access.
  { name: 'auth', router: authRouter },
  // Promo code rules and usage counter (used by the cart); back-office /api/admin/promo-codes.
  { name: 'promo-codes', router: promoCodesRouter },
  { name: 'cart', router: cartRouter },
  // Cart → pending order holding its seats, cart restore by order id (hold sweeper started in server.ts).
  { name: 'checkout', router: checkoutRouter },
  // Stripe Checkout Sessions (the webhook is mounted in app.ts, above the JSON parser).
  { name: 'payments', router: paymentsRouter },
  { name: 'order-status', router: orderStatusRouter },
  // E-mail outbox (sent by the worker started in server.ts); the router only serves the dev outbox pages.
  { name: 'mail', router: mailRouter },
  // Contact messages (chat bubble, /contact) and the sender's « my messages »; reply() for the back-office.
  { name: 'messages', router: messagesRouter },
  // Double opt-in newsletter (subscribe, confirm, unsubscribe) and sendIssue() for the back-office.
  { name: 'newsletter', router: newsletterRouter },
  // The buyer's dashboard: overview, orders, tickets and their PDFs, data export, account deletion.
  { name: 'account', router: accountRouter },
  // A holder's name change and transfer of a ticket, the recipient's /api/ticket-transfers/:token[/accept] (expiry sweeper in server.ts).
  { name: 'transfers', router: transfersRouter },
  // Resale at face value from the dashboard: quote, list, withdraw (matching and the seller's refund happen at fulfilment).
  { name: 'resale', router: resaleRouter },
  // Back-office audit log: recordAudit() in every admin write's transaction, GET /api/admin/audit.
  { name: 'audit', router: auditRouter },
  // Back-office people: /api/admin/users (read by admins and door staff, changed by admins); every write audited.
  { name: 'users', router: usersRouter },
  // Back-office inbox: /api/admin/messages (list, read / unread, reply); every write audited.
  { name: 'messages-admin', router: messagesAdminRouter },
  // Door check-in (admin/scanner): verdict per scanned code, live counts, scan log; `ticket:checked-in` events.
  { name: 'scanner', router: scannerRouter },
  // The public keys of the ticket signatures (admin/scanner): /api/scanner/keys, for doors verifying offline.
  { name: 'scanner-keys', router: scannerKeysRouter },
  // Check-in lists (read by admin and scanner, changed by admins): which types each admits, entry/exit, live counts; the « everyone out » task is started in server.ts.
  { name: 'check-in-lists', router: checkInListsRouter },
  // Back-office invitations (free tickets by e-mail) and the invitee's /api/invitations/:token[/claim].
  { name: 'invitations', router: invitationsRouter },
  // Waiting lists of sold-out types and held-back roles: join, position, leave, offers claimed into a cart; /api/admin/waiting-lists (the dispatcher is started in server.ts).
  { name: 'waiting-list', router: waitingListRouter },
  // Back-office orders (admins): list, CSV export, detail, Stripe refunds (full or partial); the refund sweeper is started in server.ts.
  { name: 'orders', router: ordersAdminRouter },
  // Back-office issued tickets (admins): search, resend the order's e-mail, cancel.
  { name: 'tickets-admin', router: ticketsAdminRouter },
  // Back-office ticket types (admins): list with counters, create, update, delete one never sold.
  { name: 'catalogue-admin', router: catalogueAdminRouter },
  // Sales reporting (admins): /api/admin/stats, the dashboard's figures and charts (the scanner module feeds check-ins per hour).
  { name: 'sales', router: salesRouter },
  // Back-office news, artists and programme: the CMS's entries edited through its editorial API (the token stays here); publishing rebuilds the site.
  { name: 'content', router: contentRouter },
  // Back-office festival settings (admins): transfer deadline, resale on/off and fee, waiting-list offer windows; audited.
  { name: 'festival-settings', router: festivalSettingsRouter },
];
