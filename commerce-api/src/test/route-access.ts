/**
 * Who may call which route, as the role test (route-roles.test.ts) enforces it and the fuzz
 * (fuzz.test.ts) uses it to pick a token. Routes not listed here follow the default rule:
 * `/api/admin/*` and the door's `/api/scanner/*` are for admins, anything else needs a signed-in
 * account.
 */
import type { ApiRoute } from './routes.js';

/** `/api/admin/*` routes door staff may call (docs/spec.md §6: /admin/scanner and /admin/users, and their own profile). */
export const SCANNER_ROUTES = new Set([
  'GET /api/admin/auth/me',
  'GET /api/admin/users',
  'GET /api/admin/users/:id',
  'POST /api/admin/scanner/check-in',
  'GET /api/admin/scanner/summary',
  'GET /api/admin/scanner/scans',
  // Offline: the list's signed document, and the scans made without network.
  'GET /api/admin/scanner/lists/:id/sync',
  'POST /api/admin/scanner/offline-scans',
  // The door picks its check-in list and follows its counts.
  'GET /api/admin/check-in-lists',
  'GET /api/admin/check-in-lists/counts',
  // The public keys a door verifies signed tickets with, offline.
  'GET /api/scanner/keys',
]);

/** `/api/admin/*` routes that are how staff get a session, so answer without one. */
export const STAFF_SIGN_IN_ROUTES = new Set(['POST /api/admin/auth/login']);

/**
 * Routes outside `/api/admin` that answer a guest: the shop (catalogue, cart, checkout, payment
 * and its status), signing up and in, links sent by e-mail, the contact form, the newsletter,
 * invitations (their token is the credential), Stripe's webhook (its signature is), the health
 * probe and the development outbox (DEV_OUTBOX=1, refused in production; on in these tests).
 */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/stripe/webhook',
  'GET /api/tickets',
  'GET /api/tickets/:slug',
  'POST /api/auth/register',
  'POST /api/auth/login',
  // The second step of a sign-in: the challenge token in the body is the credential.
  'POST /api/auth/mfa/verify',
  'POST /api/auth/mfa/enroll',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/magic-link',
  'POST /api/auth/link-preview',
  'POST /api/auth/magic-login',
  'POST /api/auth/quick-login',
  'POST /api/auth/verify-email',
  'GET /api/cart',
  'POST /api/cart/recover',
  'POST /api/cart/add',
  'PUT /api/cart/update/:itemId',
  'DELETE /api/cart/remove/:itemId',
  'POST /api/cart/promo',
  'POST /api/cart/clear',
  'POST /api/checkout/session',
  'POST /api/checkout/restore-cart',
  'POST /api/stripe/create-checkout-session',
  'GET /api/stripe/payment-status/:id',
  'GET /api/dev/outbox',
  'GET /api/dev/outbox.json',
  'GET /api/dev/outbox/:id.eml',
  'GET /api/dev/outbox/:id/preview',
  'GET /api/dev/outbox/:id/attachments/:n',
  'POST /api/messages/contact',
  'POST /api/newsletter/subscribe',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/claim',
  // The waiting list: joining needs only an e-mail address; the entry's and the offer's links are their credentials.
  'POST /api/waiting-list',
  'GET /api/waiting-list/entries/:token',
  'POST /api/waiting-list/entries/:token/confirm',
  'DELETE /api/waiting-list/entries/:token',
  'GET /api/waiting-list/offers/:token',
  'POST /api/waiting-list/offers/:token/claim',
  // A ticket transfer: the acceptance link's token is the credential.
  'GET /api/ticket-transfers/:token',
  'POST /api/ticket-transfers/:token/accept',
]);

export const keyOf = (route: ApiRoute) => `${route.method} ${route.path}`;
/** A staff route: the back-office's `/api/admin/*` and the door's `/api/scanner/*`. */
export const isAdminRoute = (route: ApiRoute) => route.path.startsWith('/api/admin/') || route.path.startsWith('/api/scanner/');
