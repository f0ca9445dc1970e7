/** Public entry of payments: Stripe Checkout Sessions, the webhook that settles orders, and the Stripe client. */
export * from './models.js';
export {
  SESSION_ID_PATTERN,
  createPaymentsService,
  isStripeUnavailable,
  isTransientDatabaseError,
  orderNotFound,
  type PaymentsDeps,
  type PaymentsService,
} from './service.js';
export { createStripeClient, stripeClientFor } from './stripe-client.js';
export { stripeWebhookRouter } from './routes.js';
