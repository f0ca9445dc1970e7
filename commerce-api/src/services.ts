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
import { createAccountService, type AccountService } from './modules/account/index.js';
import { authMailRenderers, createAuthService, type AuthService } from './modules/auth/index.js';
import { createCartService, type CartService } from './modules/cart/index.js';
import { createContentService, type ContentService } from './modules/content/index.js';
import { createInvitationsService, invitationMailRenderers, type InvitationsService } from './modules/invitations/index.js';
import type { MailRenderers, RenderDeps } from './modules/mail/index.js';
import { messageMailRenderers } from './modules/messages/index.js';
import { createNewsletterService, newsletterMailRenderers, type NewsletterService } from './modules/newsletter/index.js';
import { createOrderStatusService, type OrderStatusService } from './modules/order-status/index.js';
import { createPaymentsService, type PaymentsService } from './modules/payments/index.js';
import { createPromoCodeAdminService, type PromoCodeAdminService } from './modules/promo-codes/index.js';
import { createScannerService, type ScannerService } from './modules/scanner/index.js';
import { ticketMailRenderers } from './modules/tickets/index.js';

/** What a service factory receives: the app's dependencies (plus, spread in, the services it needs). */
export type ServiceDeps = AppDeps;

export interface Services {
  mailRenderers: MailRenderers;
  promoCodesAdmin: PromoCodeAdminService;
  cart: CartService;
  payments: PaymentsService;
  orderStatus: OrderStatusService;
  auth: AuthService;
  account: AccountService;
  newsletter: NewsletterService;
  invitations: InvitationsService;
  scanner: ScannerService;
  content: ContentService;
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
  };
}

export function createServices(deps: ServiceDeps): Services {
  const payments = createPaymentsService(deps);
  return {
    mailRenderers: createMailRenderers({ models: deps.db.models, config: deps.config }),
    promoCodesAdmin: createPromoCodeAdminService(deps),
    cart: createCartService(deps),
    payments,
    orderStatus: createOrderStatusService({ ...deps, payments }),
    auth: createAuthService(deps),
    account: createAccountService(deps),
    newsletter: createNewsletterService(deps),
    invitations: createInvitationsService(deps),
    scanner: createScannerService(deps),
    content: createContentService(deps),
  };
}
