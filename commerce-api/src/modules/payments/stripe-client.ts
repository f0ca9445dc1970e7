/**
 * The one `stripe` SDK client of the API. With a real `STRIPE_SECRET_KEY` it talks to Stripe;
 * without one (development, tests) the same SDK talks to the local emulator through its
 * host/port/protocol options, so no payment code knows which one it is talking to.
 */
import Stripe from 'stripe';
import type { StripeConfig } from '../../config/index.js';

/** The emulator answers in milliseconds: a short timeout turns a dead emulator into a quick 503. */
const EMULATOR_TIMEOUT_MS = 5_000;
/** Real Stripe: well under the SDK's 80 s default, so a request never outlives the browser's patience. */
const STRIPE_TIMEOUT_MS = 20_000;
/** Network retries reuse the SDK's idempotency keys, so a retried POST never creates twice. */
const MAX_NETWORK_RETRIES = 2;

export function createStripeClient(config: StripeConfig): Stripe {
  if (config.emulatorUrl) {
    const url = new URL(config.emulatorUrl);
    const protocol = url.protocol === 'https:' ? 'https' : 'http';
    return new Stripe(config.secretKey, {
      host: url.hostname,
      port: url.port || (protocol === 'https' ? 443 : 80),
      protocol,
      timeout: EMULATOR_TIMEOUT_MS,
      maxNetworkRetries: MAX_NETWORK_RETRIES,
      telemetry: false,
    });
  }
  return new Stripe(config.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    appInfo: { name: 'kizomba-lumiere-commerce-api' },
  });
}

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * One client per configuration object (the SDK keeps a connection pool and telemetry per
 * instance): every router of an app shares it, and tests with their own config get their own.
 */
export function stripeClientFor(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    client = createStripeClient(config);
    clients.set(config, client);
  }
  return client;
}
