import { describe, expect, it } from 'vitest';
import { deriveStackEnvironment, paymentBannerLines } from './stack-env.ts';

type Env = Record<string, string | undefined>;

describe('deriveStackEnvironment', () => {
  it('derives every address from the default ports, the Stripe emulator included', () => {
    const env: Env = {};
    const result = deriveStackEnvironment(env, '/data/x');
    expect(result).toEqual({
      ports: { SITE_PORT: 4321, API_PORT: 3001, CMS_PORT: 1337, STRIPE_EMULATOR_PORT: 12111 },
      stripeEmulator: true,
      problems: [],
    });
    expect(env).toMatchObject({
      DATA_DIR: '/data/x',
      CMS_URL: 'http://127.0.0.1:1337',
      API_URL: 'http://127.0.0.1:3001',
      PUBLIC_SITE_URL: 'http://localhost:4321',
      SITE_REBUILD_URL: 'http://127.0.0.1:4321/_hooks/cms-publish',
      STRIPE_EMULATOR_PUBLIC_URL: 'http://localhost:12111',
      STRIPE_EMULATOR_URL: 'http://127.0.0.1:12111',
      STRIPE_WEBHOOK_URL: 'http://127.0.0.1:3001/api/stripe/webhook',
      STRAPI_TELEMETRY_DISABLED: 'true',
      DEV_OUTBOX: '1',
    });
  });

  it('follows other ports (a test stack beside a developer one) and keeps what is given', () => {
    const env: Env = {
      SITE_PORT: '14321',
      API_PORT: '13001',
      CMS_PORT: '11337',
      STRIPE_EMULATOR_PORT: '12112',
      STRIPE_EMULATOR_PUBLIC_URL: 'http://pay.example.test:8080',
    };
    const result = deriveStackEnvironment(env, '/tmp/t');
    expect(result.ports).toEqual({ SITE_PORT: 14321, API_PORT: 13001, CMS_PORT: 11337, STRIPE_EMULATOR_PORT: 12112 });
    expect(env.STRIPE_EMULATOR_URL).toBe('http://127.0.0.1:12112');
    expect(env.STRIPE_EMULATOR_PUBLIC_URL).toBe('http://pay.example.test:8080');
    expect(env.STRIPE_WEBHOOK_URL).toBe('http://127.0.0.1:13001/api/stripe/webhook');
  });

  it('sends webhooks to an API_URL given with a trailing slash without doubling it', () => {
    const env: Env = { API_URL: 'http://127.0.0.1:9999/' };
    deriveStackEnvironment(env, '/d');
    expect(env.STRIPE_WEBHOOK_URL).toBe('http://127.0.0.1:9999/api/stripe/webhook');
  });

  it('runs no emulator and sets none of its addresses when a real Stripe key is given', () => {
    const env: Env = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_EMULATOR_PORT: '12111' };
    const result = deriveStackEnvironment(env, '/d');
    expect(result.stripeEmulator).toBe(false);
    expect(result.ports).not.toHaveProperty('STRIPE_EMULATOR_PORT');
    expect(env.STRIPE_EMULATOR_URL).toBeUndefined();
    expect(env.STRIPE_WEBHOOK_URL).toBeUndefined();
  });

  it('names invalid ports', () => {
    const result = deriveStackEnvironment({ API_PORT: '70000', STRIPE_EMULATOR_PORT: 'abc' }, '/d');
    expect(result.problems).toEqual(['Port invalide pour API_PORT : 70000', 'Port invalide pour STRIPE_EMULATOR_PORT : abc']);
  });
});

describe('paymentBannerLines', () => {
  it('shows the payment page origin, the test cards and the dev outbox with the emulator', () => {
    const env: Env = {};
    const { stripeEmulator } = deriveStackEnvironment(env, '/d');
    expect(paymentBannerLines(env, stripeEmulator)).toEqual([
      ['Paiement (émulateur Stripe)', 'http://localhost:12111'],
      ['Cartes de test', '4242 4242 4242 4242 payé · 4000 0000 0000 0002 refusé'],
      ['Boîte d’envoi (dev)', 'http://localhost:4321/api/dev/outbox'],
    ]);
  });

  it('says Stripe is real when a key is set, and when e-mails really leave through SMTP', () => {
    const env: Env = { STRIPE_SECRET_KEY: 'sk_test_abc', SMTP_URL: 'smtp://mail.test:587' };
    const { stripeEmulator } = deriveStackEnvironment(env, '/d');
    const lines = paymentBannerLines(env, stripeEmulator);
    expect(lines[0]).toEqual(['Paiement', 'Stripe (STRIPE_SECRET_KEY définie, pas d’émulateur)']);
    expect(lines.some(([label]) => label === 'Cartes de test')).toBe(false);
    expect(lines.at(-1)).toEqual(['Boîte d’envoi (dev)', 'http://localhost:4321/api/dev/outbox  (envoi réel par SMTP_URL)']);
  });
});
