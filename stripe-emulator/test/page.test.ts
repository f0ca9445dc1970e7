import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../src/app.ts';
import { cardOutcome } from '../src/page.ts';
import { checkedApp } from './helpers.ts';

const SECRET = 'whsec_page';
let now = Date.now();
let emulator: Emulator;
const logs: string[] = [];

beforeAll(() => {
  emulator = createEmulator({ secretKey: 'sk_test_page', webhookUrl: null, webhookSecret: SECRET, publicUrl: 'http://localhost:12211', clock: () => now, log: (m) => logs.push(m) });
});
afterAll(() => emulator.close());

const auth = { Authorization: 'Bearer sk_test_page' };
const nbsp = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

async function createSession(extra: Record<string, string> = {}) {
  const res = await request(checkedApp(emulator))
    .post('/v1/checkout/sessions')
    .set(auth)
    .type('form')
    .send({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[0][price_data][product_data][name]': 'Pass festival <3 jours>',
      'line_items[0][quantity]': '2',
      customer_email: 'awa@example.fr',
      success_url: 'http://localhost:4321/commande/merci?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:4321/panier',
      ...extra,
    });
  expect(res.status).toBe(200);
  return res.body as { id: string; url: string };
}

describe('hosted payment page', () => {
  it('shows the order in French, the e-mail, the test cards and a back link', async () => {
    const s = await createSession();
    const res = await request(checkedApp(emulator)).get(new URL(s.url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = nbsp(res.text);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('90,00 €');
    expect(html).toContain('Pass festival &lt;3 jours&gt;');
    expect(html).toContain('Qté 2');
    expect(html).toContain('awa@example.fr');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).toContain('4000 0000 0000 9995');
    expect(html).toContain('Échec asynchrone');
    expect(html).toContain('<a class="back" href="http://localhost:4321/panier">← Retour</a>');
    expect(html).toMatch(/<label for="card_number">/);
  });

  it('pays with 4242 and redirects (303) to success_url with the session id', async () => {
    const s = await createSession();
    const res = await request(checkedApp(emulator)).post(`/c/pay/${s.id}`).type('form').send({ card_number: '4242 4242 4242 4242', exp: '12 / 34', cvc: '123' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:4321/commande/merci?session_id=${s.id}`);
    const session = emulator.store.state.sessions[s.id]!;
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(emulator.store.state.paymentIntents[session.payment_intent!]!.status).toBe('succeeded');
    expect(emulator.store.state.events.at(-1)!.event.type).toBe('checkout.session.completed');
    // Nothing about the card is kept or logged.
    expect(JSON.stringify(emulator.store.state)).not.toContain('4242424242424242');
    expect(JSON.stringify(emulator.store.state)).not.toContain('4242 4242');
    expect(logs.join('\n')).not.toContain('4242');
    // Paying again just shows the "already paid" notice.
    const again = await request(checkedApp(emulator)).get(`/c/pay/${s.id}`);
    expect(again.text).toContain('Paiement effectué');
  });

  it('works without the key (it is the hosted page) and charges exactly the session, whatever the form adds', async () => {
    const s = await createSession();
    const res = await request(checkedApp(emulator))
      .post(`/c/pay/${s.id}`)
      .type('form')
      .send({ card_number: '4242 4242 4242 4242', amount: '1', amount_total: '1', unit_amount: '1', currency: 'usd', quantity: '0', session_id: 'cs_test_other' });
    expect(res.status).toBe(303);
    const session = emulator.store.state.sessions[s.id]!;
    expect(session).toMatchObject({ amount_total: 9000, currency: 'eur', payment_status: 'paid' });
    expect(emulator.store.state.paymentIntents[session.payment_intent!]).toMatchObject({ amount: 9000, currency: 'eur', status: 'succeeded' });
  });

  it('shows a French error for declined cards and keeps the session open', async () => {
    const s = await createSession();
    const declined = await request(checkedApp(emulator)).post(`/c/pay/${s.id}`).type('form').send({ card_number: '4000000000000002' });
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('role="alert"');
    expect(declined.text).toContain('Votre carte a été refusée.');
    expect(declined.text).toContain('aria-invalid="true"');
    expect(declined.text).not.toContain('4000000000000002');
    const poor = await request(checkedApp(emulator)).post(`/c/pay/${s.id}`).type('form').send({ card_number: '4000 0000 0000 9995' });
    expect(poor.status).toBe(402);
    expect(poor.text).toContain('fonds insuffisants');
    const wrong = await request(checkedApp(emulator)).post(`/c/pay/${s.id}`).type('form').send({ card_number: '1234 5678' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Le numéro de carte est incorrect.');
    expect(emulator.store.state.sessions[s.id]).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_intent: null });
    const ok = await request(checkedApp(emulator)).post(`/c/pay/${s.id}`).type('form').send({ card_number: '4242424242424242' });
    expect(ok.status).toBe(303);
  });

  it('"Échec asynchrone" completes unpaid and emits async_payment_failed', async () => {
    const s = await createSession();
    const res = await request(checkedApp(emulator)).post(`/c/pay/${s.id}`).type('form').send({ action: 'async_failed' });
    expect(res.status).toBe(303);
    expect(emulator.store.state.sessions[s.id]).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(emulator.store.state.events.slice(-2).map((e) => e.event.type)).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_failed',
    ]);
  });

  it('refuses to pay an expired session', async () => {
    const s = await createSession({ expires_at: String(Math.floor(now / 1000) + 1800) });
    now += 1801 * 1000;
    try {
      const page = await request(checkedApp(emulator)).get(`/c/pay/${s.id}`);
      expect(page.status).toBe(410);
      expect(page.text).toContain('Session expirée');
      expect(page.text).toContain('href="http://localhost:4321/panier"');
      const post = await request(checkedApp(emulator)).post(`/c/pay/${s.id}`).type('form').send({ card_number: '4242424242424242' });
      expect(post.status).toBe(410);
      expect(emulator.store.state.sessions[s.id]).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
      expect(emulator.store.state.events.at(-1)!.event.type).toBe('checkout.session.expired');
    } finally {
      now = Date.now();
    }
  });

  it('answers a French 404 for unknown sessions', async () => {
    const res = await request(checkedApp(emulator)).get('/c/pay/cs_test_nope');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Session introuvable');
  });

  it('recognises the test cards', () => {
    expect(cardOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(cardOutcome('4000-0000-0000-0002')).toBe('declined');
    expect(cardOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(cardOutcome('4111111111111111')).toBe('unknown');
    expect(cardOutcome('4242424242424241')).toBe('invalid');
  });
});

describe('page language (the session locale)', () => {
  it('speaks English for en and en-GB, with lang="en", English amounts and test-card texts', async () => {
    for (const locale of ['en', 'en-GB']) {
      const s = await createSession({ locale });
      const html = nbsp((await request(checkedApp(emulator)).get(new URL(s.url).pathname)).text);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('€90.00');
      expect(html).toContain('Qty 2');
      expect(html).toContain('Pay by card');
      expect(html).toContain('Pay €90.00');
      expect(html).toContain('Asynchronous failure');
      expect(html).toContain('<a class="back" href="http://localhost:4321/panier">← Back</a>');
      expect(html).not.toMatch(/Payer|Récapitulatif|Numéro|Retour|Titulaire|Cartes de test/);
    }
  });

  it('falls back to English (lang="en") for a language it does not speak, French for fr-CA, auto or no locale', async () => {
    const pt = await createSession({ locale: 'pt' });
    const ptHtml = (await request(checkedApp(emulator)).get(new URL(pt.url).pathname)).text;
    expect(ptHtml).toContain('<html lang="en">');
    expect(ptHtml).toContain('Pay by card');
    for (const locale of ['fr', 'fr-CA', 'auto']) {
      const s = await createSession({ locale });
      expect((await request(checkedApp(emulator)).get(new URL(s.url).pathname)).text).toContain('<html lang="fr">');
    }
  });

  it('refuses a card and says why in the page language', async () => {
    const s = await createSession({ locale: 'en-GB' });
    const res = await request(checkedApp(emulator)).post(new URL(s.url).pathname).type('form').send({ card_number: '4000 0000 0000 0002', action: 'pay' });
    expect(res.status).toBe(402);
    expect(res.text).toContain('Your card was declined.');
    const invalid = await request(checkedApp(emulator)).post(new URL(s.url).pathname).type('form').send({ card_number: '1234', action: 'pay' });
    expect(invalid.text).toContain('Your card number is incorrect.');
  });

  it('refuses a locale Stripe does not know, as Stripe does', async () => {
    const res = await request(checkedApp(emulator))
      .post('/v1/checkout/sessions')
      .set(auth)
      .type('form')
      .send({
        mode: 'payment',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '4500',
        'line_items[0][price_data][product_data][name]': 'Full Pass',
        'line_items[0][quantity]': '1',
        locale: 'xx',
      });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request_error', param: 'locale' });
    expect(res.body.error.message).toMatch(/^Invalid locale: must be one of auto, bg/);
  });
});
