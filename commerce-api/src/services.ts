/**
 * The composition root: every service of the API is built here, once, in dependency order, and the
 * same instances serve the routers (app.ts), the sweepers and the outbox worker (server.ts).
 *
 * - One factory signature: `create<Name>Service(deps)`, where `deps` is the app's `AppDeps`
 *   (config, logger, db, clock) plus the services it needs, e.g. `{ ...deps, payments }`.
 * - One clock: `deps.clock`, read by the services that keep the time themselves.
 * - Routers receive one `ModuleContext`: the `AppDeps` and `services`. A module types only the
 *   services it reads (`{ services: { payments: PaymentsService } }`), so it never imports this file.
 * - E-mail renderers: each module that sends e-mail exports its renderers (`<module>/mail.ts`,
 *   through its index.ts); the registry of every outbox `kind` is gathered here, so the mail module
 *   never imports the modules that use it.
 */
import type { AppDeps } from './deps.js';
import { createTicketKeys, type TicketKeys } from './lib/ticket-keys.js';
import { createAccountService, type AccountService } from './modules/account/index.js';
import { createAuditService, type AuditService } from './modules/audit/index.js';
import { authMailRenderers, createAuthService, type AuthService } from './modules/auth/index.js';
import { createCartService, type CartService } from './modules/cart/index.js';
import { createCheckInListsService, type CheckInListsService } from './modules/check-in-lists/index.js';
import {
  createCatalogueAdminService,
  createCatalogueService,
  type CatalogueAdminService,
  type CatalogueService,
} from './modules/catalogue/index.js';
import { createContentService, type ContentService } from './modules/content/index.js';
import { createFestivalSettingsService, type FestivalSettingsService } from './modules/festival-settings/index.js';
import { createInvitationsService, invitationMailRenderers, type InvitationsService } from './modules/invitations/index.js';
import {
  createWaitingListAdminService,
  createWaitingListService,
  waitingListMailRenderers,
  type WaitingListAdminService,
  type WaitingListService,
} from './modules/waiting-list/index.js';
import type { MailRenderers, RenderDeps } from './modules/mail/index.js';
import {
  createMessagesAdminService,
  createMessagesService,
  messageMailRenderers,
  type MessagesAdminService,
  type MessagesService,
} from './modules/messages/index.js';
import { createNewsletterService, newsletterMailRenderers, type NewsletterService } from './modules/newsletter/index.js';
import { createOrderStatusService, type OrderStatusService } from './modules/order-status/index.js';
import { createOrdersAdminService, type OrdersAdminService } from './modules/orders/index.js';
import { createPaymentsService, type PaymentsService } from './modules/payments/index.js';
import { createPromoCodeAdminService, type PromoCodeAdminService } from './modules/promo-codes/index.js';
import { createResaleService, resaleMailRenderers, type ResaleService } from './modules/resale/index.js';
import { createSalesService, type SalesService } from './modules/sales/index.js';
import { createScannerService, type ScannerService } from './modules/scanner/index.js';
import { createTicketsAdminService, ticketMailRenderers, type TicketsAdminService } from './modules/tickets/index.js';
import { createTransfersService, transferMailRenderers, type TransfersService } from './modules/transfers/index.js';
import { createUsersService, type UsersService } from './modules/users/index.js';

/** What a service factory receives: the app's dependencies (plus, spread in, the services it needs). */
export type ServiceDeps = AppDeps;

export interface Services {
  mailRenderers: MailRenderers;
  /** The ticket signing keys: the active one signs codes and scanner documents, the scanners get the public ones. */
  ticketKeys: TicketKeys;
  audit: AuditService;
  catalogue: CatalogueService;
  catalogueAdmin: CatalogueAdminService;
  promoCodesAdmin: PromoCodeAdminService;
  cart: CartService;
  payments: PaymentsService;
  orderStatus: OrderStatusService;
  auth: AuthService;
  account: AccountService;
  newsletter: NewsletterService;
  invitations: InvitationsService;
  waitingList: WaitingListService;
  waitingListAdmin: WaitingListAdminService;
  scanner: ScannerService;
  checkInLists: CheckInListsService;
  content: ContentService;
  messages: MessagesService;
  messagesAdmin: MessagesAdminService;
  users: UsersService;
  ticketsAdmin: TicketsAdminService;
  ordersAdmin: OrdersAdminService;
  sales: SalesService;
  resale: ResaleService;
  festivalSettings: FestivalSettingsService;
  transfers: TransfersService;
}

/** What every router receives. */
export interface ModuleContext extends AppDeps {
  services: Services;
}

/** Outbox `kind` → renderer, for every e-mail the API sends. */
export function createMailRenderers(deps: RenderDeps): MailRenderers {
  return {
    ...ticketMailRenderers(deps),
    ...authMailRenderers(deps),
    ...messageMailRenderers(deps),
    ...newsletterMailRenderers(deps),
    ...invitationMailRenderers(deps),
    ...transferMailRenderers(deps),
    ...waitingListMailRenderers(deps),
    ...resaleMailRenderers(deps),
  };
}

export function createServices(deps: ServiceDeps): Services {
  // Built once: every ticket code and scanner document of this process is signed with this key.
  const ticketKeys = createTicketKeys(deps.config);
  const payments = createPaymentsService({ ...deps, ticketKeys });
  const scanner = createScannerService({ ...deps, ticketKeys });
  const account = createAccountService(deps);
  const waitingList = createWaitingListService(deps);
  return {
    mailRenderers: createMailRenderers({ models: deps.db.models, config: deps.config }),
    ticketKeys,
    audit: createAuditService(deps),
    catalogue: createCatalogueService(deps.db.models),
    catalogueAdmin: createCatalogueAdminService(deps),
    promoCodesAdmin: createPromoCodeAdminService(deps),
    cart: createCartService(deps),
    payments,
    orderStatus: createOrderStatusService({ ...deps, ticketKeys, payments }),
    auth: createAuthService(deps),
    account,
    newsletter: createNewsletterService(deps),
    invitations: createInvitationsService({ ...deps, ticketKeys }),
    waitingList,
    // An admin removing an entry withdraws its offer the way leaving does.
    waitingListAdmin: createWaitingListAdminService({ ...deps, waitingList }),
    scanner,
    checkInLists: createCheckInListsService(deps),
    content: createContentService(deps),
    messages: createMessagesService(deps),
    messagesAdmin: createMessagesAdminService(deps),
    users: createUsersService(deps),
    ticketsAdmin: createTicketsAdminService(deps),
    // Refunds go through the payments service's Stripe client: one client per process.
    ordersAdmin: createOrdersAdminService({ ...deps, stripe: () => payments.stripe }),
    // The dashboard's check-ins per hour are the scanner's.
    sales: createSalesService({ ...deps, checkInsPerHour: () => scanner.checkInsPerHour() }),
    // Sellers' refunds go through the payments service's Stripe client too.
    resale: createResaleService({ ...deps, stripe: () => payments.stripe }),
    festivalSettings: createFestivalSettingsService(deps),
    // Each change answers the dashboard's view of the ticket.
    transfers: createTransfersService({ ...deps, ticketKeys, ticketView: (user, ticketId, locale) => account.ticket(user, ticketId, locale) }),
  };
}
