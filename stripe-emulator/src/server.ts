/**
 * `npm start -w stripe-emulator`: the local Stripe, for development without Stripe keys.
 *
 *   STRIPE_EMULATOR_PORT        port (12111)
 *   STRIPE_EMULATOR_HOST        listen address (127.0.0.1)
 *   STRIPE_EMULATOR_PUBLIC_URL  browser-facing origin of the payment page (http://localhost:<port>)
 *   STRIPE_WEBHOOK_URL          where events go (http://127.0.0.1:3001/api/stripe/webhook)
 *   STRIPE_WEBHOOK_SECRET       whsec_… shared with the receiver (required)
 *   STRIPE_EMULATOR_SECRET_KEY  the only key accepted, sk_test_… (required; npm start generates it in dev.env)
 *   DATA_DIR                    state file DATA_DIR/stripe-emulator.json (default <repo>/data)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmulator } from './app.ts';
import { createFileStore } from './store.ts';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;

const secret = env.STRIPE_WEBHOOK_SECRET;
if (!secret || !secret.startsWith('whsec_')) {
  console.error('[stripe-emulator] STRIPE_WEBHOOK_SECRET (whsec_…) est requis : le même secret que celui du récepteur des webhooks.');
  process.exit(1);
}

const secretKey = env.STRIPE_EMULATOR_SECRET_KEY;
if (!secretKey || !/^sk_test_\w{16,}$/.test(secretKey)) {
  console.error('[stripe-emulator] STRIPE_EMULATOR_SECRET_KEY (sk_test_… aléatoire) est requis : la même clé que celle de l’API.');
  process.exit(1);
}

const port = Number(env.STRIPE_EMULATOR_PORT || 12111);
// Loopback by default: the API and the browser of the developer's machine are its only clients.
const host = env.STRIPE_EMULATOR_HOST || '127.0.0.1';
const dataDir = path.resolve(repoDir, env.DATA_DIR || 'data');
const store = createFileStore(path.join(dataDir, 'stripe-emulator.json'));

const emulator = createEmulator({
  secretKey,
  webhookUrl: env.STRIPE_WEBHOOK_URL || 'http://127.0.0.1:3001/api/stripe/webhook',
  webhookSecret: secret,
  publicUrl: env.STRIPE_EMULATOR_PUBLIC_URL || `http://localhost:${port}`,
  store,
  businessName: env.STRIPE_EMULATOR_BUSINESS_NAME || undefined,
});

await emulator.listen(port, host);
console.log(`[stripe-emulator] prêt sur http://${host}:${port} (état : ${store.file}) → webhooks ${env.STRIPE_WEBHOOK_URL || 'http://127.0.0.1:3001/api/stripe/webhook'}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void emulator.close().then(() => {
      store.flush();
      process.exit(0);
    });
  });
}
