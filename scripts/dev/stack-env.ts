/**
 * The addresses of the development stack, derived from the environment (docs/runtime.md).
 *
 * Every value already in the environment wins, so a second stack (tests, benchmarks) runs beside
 * a developer's one with other ports and another DATA_DIR. The Stripe emulator is part of the
 * stack only when no STRIPE_SECRET_KEY is set: with a real (test) key the API talks to Stripe.
 */

type Env = Record<string, string | undefined>;

export const DEFAULT_PORTS = { SITE_PORT: 4321, API_PORT: 3001, CMS_PORT: 1337, STRIPE_EMULATOR_PORT: 12111 } as const;

export interface StackPorts {
  SITE_PORT: number;
  API_PORT: number;
  CMS_PORT: number;
  /** Absent when the API talks to the real Stripe. */
  STRIPE_EMULATOR_PORT?: number;
}

export interface StackEnvironment {
  ports: StackPorts;
  /** True when the local Stripe emulator runs (no STRIPE_SECRET_KEY). */
  stripeEmulator: boolean;
  /** French sentences for values that cannot work (the start script refuses to go on). */
  problems: string[];
}

function port(env: Env, name: keyof typeof DEFAULT_PORTS, problems: string[]): number {
  env[name] ||= String(DEFAULT_PORTS[name]);
  const value = Number(env[name]);
  if (!Number.isInteger(value) || value < 1 || value > 65535) problems.push(`Port invalide pour ${name} : ${env[name]}`);
  return value;
}

/** Fills in every address from the ports, unless given. Mutates and reads `env`. */
export function deriveStackEnvironment(env: Env, dataDir: string): StackEnvironment {
  const problems: string[] = [];
  env.DATA_DIR = dataDir;
  const ports: StackPorts = {
    SITE_PORT: port(env, 'SITE_PORT', problems),
    API_PORT: port(env, 'API_PORT', problems),
    CMS_PORT: port(env, 'CMS_PORT', problems),
  };
  env.CMS_URL ||= `http://127.0.0.1:${env.CMS_PORT}`;
  env.API_URL ||= `http://127.0.0.1:${env.API_PORT}`;
  env.PUBLIC_SITE_URL ||= `http://localhost:${env.SITE_PORT}`;
  env.SITE_REBUILD_URL ||= `http://127.0.0.1:${env.SITE_PORT}/_hooks/cms-publish`;

  const stripeEmulator = !env.STRIPE_SECRET_KEY;
  if (stripeEmulator) {
    ports.STRIPE_EMULATOR_PORT = port(env, 'STRIPE_EMULATOR_PORT', problems);
    // The browser opens the payment page (session.url) on this origin; the API calls the
    // emulator on loopback; the emulator posts its signed events to the API directly.
    env.STRIPE_EMULATOR_PUBLIC_URL ||= `http://localhost:${env.STRIPE_EMULATOR_PORT}`;
    env.STRIPE_EMULATOR_URL ||= `http://127.0.0.1:${env.STRIPE_EMULATOR_PORT}`;
    env.STRIPE_WEBHOOK_URL ||= `${env.API_URL.replace(/\/+$/, '')}/api/stripe/webhook`;
  }

  // The dev outbox (every e-mail in full, reset and login links included) exists only in a stack
  // started by this script, and answers only clients on this machine (docs/runtime.md).
  env.DEV_OUTBOX ||= '1';

  // No outbound calls from a developer's machine (ARCHITECTURE.md).
  env.STRAPI_TELEMETRY_DISABLED ||= 'true';
  env.ASTRO_TELEMETRY_DISABLED ||= '1';
  env.BROWSER ||= 'none';
  return { ports, stripeEmulator, problems };
}

/** Banner lines ([label, value]) for payments and e-mail: what a person needs to try a purchase. */
export function paymentBannerLines(env: Env, stripeEmulator: boolean): Array<[string, string]> {
  const site = (env.PUBLIC_SITE_URL ?? '').replace(/\/+$/, '');
  const lines: Array<[string, string]> = [];
  if (stripeEmulator) {
    lines.push(['Paiement (émulateur Stripe)', env.STRIPE_EMULATOR_PUBLIC_URL ?? '']);
    lines.push(['Cartes de test', '4242 4242 4242 4242 payé · 4000 0000 0000 0002 refusé']);
  } else {
    lines.push(['Paiement', 'Stripe (STRIPE_SECRET_KEY définie, pas d’émulateur)']);
  }
  // The page lists the outbox rows whatever the transport; without SMTP_URL they are only there.
  lines.push(['Boîte d’envoi (dev)', `${site}/api/dev/outbox${env.SMTP_URL ? '  (envoi réel par SMTP_URL)' : ''}`]);
  return lines;
}
