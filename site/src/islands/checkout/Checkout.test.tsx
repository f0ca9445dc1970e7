// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../cart/store';
import { resetSessionForTests } from '../auth/session';
import Checkout, { navigation } from './Checkout';

vi.mock('./checkout.css', () => ({}));
vi.mock('../cart/cart.css', () => ({}));

const COUNTRIES = [
  { code: 'DE', name: 'Allemagne' },
  { code: 'AO', name: 'Angola' },
  { code: 'US', name: "États-Unis d'Amérique" },
  { code: 'FR', name: 'France' },
  { code: 'JP', name: 'Japon' },
  { code: 'GB', name: 'Royaume-Uni' },
];

const line = {
  id: 7,
  ticketId: 1,
  name: 'Full Pass',
  unitPrice: 119,
  quantity: 2,
  subtotal: 238,
  ticket: { id: 1, name: 'Full Pass', slug: 'full-pass' },
};
const cartWith = (items: (typeof line)[], id = 'cart-1', discount = 0) => {
  const subtotal = items.reduce((sum, item) => sum + item.subtotal, 0);
  return { id, items, subtotal, discount, total: subtotal - discount, promoCode: discount ? 'BIENVENUE5' : null, itemCount: 2 };
};

type Answer = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
type Handler = (body: unknown) => Answer;
let routes: Record<string, Handler>;
let calls: Array<{ route: string; body: unknown }>;

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  window.history.replaceState(null, '', '/checkout');
  $cart.set({ cart: null, loading: false, updating: false, error: null, notice: null });
  calls = [];
  routes = { 'GET /api/cart': () => ({ body: { cart: cartWith([line]) } }) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const route = `${init.method ?? 'GET'} ${url}`;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ route, body });
      const handler = routes[route];
      if (!handler) return json(404, { error: { code: 'NOT_FOUND', message: `Route absente du test : ${route}` } });
      const answer = await handler(body);
      return json(answer.status ?? 200, answer.body);
    }),
  );
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  vi.spyOn(navigation, 'replacePath').mockImplementation(() => undefined);
});
afterEach(() => cleanup());

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const promoInput = () => screen.getByRole('textbox', { name: 'Code promo' });
/** The first control so labelled: the contact fields come before the ticket holders' (« Prénom » of each ticket). */
const field = (label: RegExp) => screen.getAllByLabelText(label)[0] as HTMLInputElement & HTMLSelectElement;
const change = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: /Procéder au paiement|Traitement en cours|Redirection vers/ });

async function renderReady() {
  render(<Checkout countries={COUNTRIES} />);
  await screen.findByText('Full Pass');
  await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
}

function fillFrenchForm() {
  change(/^Prénom/, 'Awa');
  change(/^Nom/, 'Diallo');
  change(/^E-mail/, 'awa@example.fr');
  change(/^Téléphone/, '06 12 34 56 78');
  change(/^Pays/, 'FR');
  change(/^Adresse/, '12 rue de la Paix');
  change(/^Code postal/, '75002');
  change(/^Ville/, 'Paris');
}

describe('Checkout', () => {
  it('shows the title of the steps, the summary and the texts of the spec', async () => {
    await renderReady();
    expect(screen.getByRole('list', { name: 'Étapes de la commande' })).toBeTruthy();
    expect(screen.getByText('Informations personnelles').closest('li')?.getAttribute('aria-current')).toBe('step');
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText((_, element) => element?.tagName === 'P' && plain(element.textContent) === '119,00 € × 2')).toBeTruthy();
    expect(within(summary).getAllByText((_, element) => element?.tagName === 'DD' && plain(element.textContent) === '238,00 €')).toHaveLength(2);
    expect(within(summary).getByRole('button', { name: 'Supprimer Full Pass' })).toBeTruthy();
    expect(within(summary).queryByText(/Réduction/)).toBeNull();
    expect((field(/^Pays/) as HTMLSelectElement).options[0]).toMatchObject({ text: 'Sélectionnez un pays', disabled: true });
    expect(screen.getByText('Votre billet sera envoyé à cette adresse.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'conditions générales de vente' }).getAttribute('href')).toBe('/terms');
    expect(field(/^Prénom/).getAttribute('autocomplete')).toBe('given-name');
    expect(field(/^Téléphone/).getAttribute('autocomplete')).toBe('tel');
    expect(field(/^Pays/).getAttribute('autocomplete')).toBe('country');
  });

  it('refuses an incomplete form: global message, one message per field, focus on the first', async () => {
    await renderReady();
    change(/^E-mail/, 'awa@');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Veuillez remplir tous les champs obligatoires')).toBeTruthy();
    const firstName = field(/^Prénom/);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const described = firstName.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Ce champ est obligatoire.');
    expect(document.activeElement).toBe(firstName);
    expect(screen.getByText('Saisissez une adresse e-mail valide, par exemple vous@exemple.fr.')).toBeTruthy();
    expect(calls.some((call) => call.route.includes('/checkout/session'))).toBe(false);
    // Typing in a field clears its own message; the global one goes with the last.
    change(/^Prénom/, 'Awa');
    expect(field(/^Prénom/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Veuillez remplir tous les champs obligatoires')).toBeTruthy();
    fillFrenchForm();
    expect(screen.queryByText('Veuillez remplir tous les champs obligatoires')).toBeNull();
  });

  it('adapts labels and the state field to the country, clearing the postal code', async () => {
    await renderReady();
    change(/^Pays/, 'FR');
    expect(screen.queryByLabelText(/^État/)).toBeNull();
    change(/^Code postal/, '75002');

    change(/^Pays/, 'US');
    const zip = field(/^Code ZIP/);
    expect(zip.value).toBe('');
    expect(zip.getAttribute('placeholder')).toBe('Ex. : 10001');
    const state = field(/^État/) as HTMLSelectElement;
    expect(state.tagName).toBe('SELECT');
    expect(state.options[0]).toMatchObject({ text: 'Sélectionnez un état', disabled: true });
    expect([...state.options].some((option) => option.value === 'CA' && option.text === 'California')).toBe(true);
    change(/^État/, 'CA');
    expect(field(/^Adresse/).getAttribute('placeholder')).toBe('350 Fifth Avenue');

    change(/^Pays/, 'GB');
    expect(field(/^Comté/).tagName).toBe('SELECT');
    expect(field(/^Comté/).value).toBe('');

    change(/^Pays/, 'JP');
    const prefecture = field(/^Préfecture/);
    expect(prefecture.tagName).toBe('INPUT');
    expect(prefecture.getAttribute('aria-required')).toBeNull();

    change(/^Pays/, 'DE');
    expect(screen.queryByLabelText(/^Préfecture|^État|^Comté|^Région/)).toBeNull();
    expect(field(/^Code postal/).getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('Les commandes internationales sont acceptées.')).toBeTruthy();
  });

  it("fills a logged-in buyer's name and e-mail in, the e-mail staying editable", async () => {
    const user = { id: 5, email: 'awa.account@example.fr', firstName: 'Awa', lastName: 'Diallo', role: 'user' };
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('user', JSON.stringify(user));
    routes['GET /api/auth/me'] = () => ({ body: { user } });
    await renderReady();
    await waitFor(() => expect(field(/^E-mail/).value).toBe('awa.account@example.fr'));
    expect(field(/^Prénom/).value).toBe('Awa');
    expect(field(/^Nom/).value).toBe('Diallo');
    expect(field(/^E-mail/).readOnly).toBe(false);
    expect(field(/^E-mail/).disabled).toBe(false);
    change(/^E-mail/, 'tickets@example.fr');
    expect(field(/^E-mail/).value).toBe('tickets@example.fr');
  });

  it('keeps what a logged-in buyer typed before over their account', async () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('user', JSON.stringify({ id: 5, email: 'awa.account@example.fr', firstName: 'Awa', lastName: 'Diallo', role: 'user' }));
    localStorage.setItem(
      'checkoutFormData',
      JSON.stringify({ customerInfo: { firstName: 'Aminata', lastName: '', email: 'tickets@example.fr', phone: '' }, billingDetails: { address: {} } }),
    );
    await renderReady();
    await waitFor(() => expect(field(/^Nom/).value).toBe('Diallo'));
    expect(field(/^Prénom/).value).toBe('Aminata');
    expect(field(/^E-mail/).value).toBe('tickets@example.fr');
  });

  it('leaves a guest with an empty contact form', async () => {
    await renderReady();
    expect(field(/^Prénom/).value).toBe('');
    expect(field(/^E-mail/).value).toBe('');
  });

  it('orders with an Angolan address: no postal code asked, none sent', async () => {
    routes['POST /api/checkout/session'] = () => ({ status: 201, body: { sessionId: 'order-1', orderId: 'order-1' } });
    routes['POST /api/stripe/create-checkout-session'] = () => ({ body: { url: 'http://127.0.0.1:12111/c/pay/cs_test_1', sessionId: 'cs_test_1' } });
    await renderReady();
    fillFrenchForm();
    change(/^Pays/, 'AO');
    expect(screen.queryByLabelText(/^Code postal/)).toBeNull();
    change(/^Adresse/, 'Rua Rainha Ginga 12');
    change(/^Ville/, 'Luanda');
    fireEvent.click(submitButton());
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_test_1'));
    const session = calls.find((call) => call.route === 'POST /api/checkout/session');
    expect((session?.body as { billingDetails: unknown }).billingDetails).toEqual({
      address: { line1: 'Rua Rainha Ginga 12', line2: null, postalCode: '', city: 'Luanda', country: 'AO', state: null, isInternational: true },
    });
  });

  it('never blocks a postal code for its format', async () => {
    routes['POST /api/checkout/session'] = () => ({ status: 201, body: { sessionId: 'order-1', orderId: 'order-1' } });
    routes['POST /api/stripe/create-checkout-session'] = () => ({ body: { url: 'http://127.0.0.1:12111/c/pay/cs_test_1', sessionId: 'cs_test_1' } });
    await renderReady();
    fillFrenchForm();
    change(/^Code postal/, '7500');
    fireEvent.click(submitButton());
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledTimes(1));
    expect(field(/^Code postal/).getAttribute('aria-invalid')).toBeNull();
  });

  it('requires a state from the list for the United States', async () => {
    await renderReady();
    fillFrenchForm();
    change(/^Pays/, 'US');
    change(/^Code ZIP/, '10001');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Ce champ est obligatoire pour ce pays.')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^État/));
  });

  it('creates the order, then the payment page, and goes there; the button says each step', async () => {
    let answerSession!: (answer: { status: number; body: unknown }) => void;
    routes['POST /api/checkout/session'] = () => new Promise((resolve) => (answerSession = resolve));
    routes['POST /api/stripe/create-checkout-session'] = () => ({ body: { url: 'http://127.0.0.1:12111/c/pay/cs_test_1', sessionId: 'cs_test_1' } });
    await renderReady();
    fillFrenchForm();
    fireEvent.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Traitement en cours...' })).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answerSession({ status: 201, body: { sessionId: 'order-1', orderId: 'order-1' } }));

    expect(await screen.findByRole('button', { name: 'Redirection vers la page de paiement...' })).toBeTruthy();
    expect(navigation.assign).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_test_1');
    const session = calls.find((call) => call.route === 'POST /api/checkout/session');
    expect(session?.body).toEqual({
      cartId: 'cart-1',
      customerInfo: { firstName: 'Awa', lastName: 'Diallo', email: 'awa@example.fr', phone: '06 12 34 56 78' },
      billingDetails: {
        address: { line1: '12 rue de la Paix', line2: null, postalCode: '75002', city: 'Paris', country: 'FR', state: null, isInternational: false },
      },
      // Two tickets, no name typed: both in the buyer's name.
      holders: [null, null],
    });
    const payment = calls.find((call) => call.route === 'POST /api/stripe/create-checkout-session');
    expect(payment?.body).toEqual({
      orderId: 'order-1',
      successUrl: `${window.location.origin}/confirmation/order-1?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${window.location.origin}/checkout/order-1?canceled=true`,
    });
    expect(localStorage.getItem('lastCheckoutSessionId')).toBe('order-1');
    expect(localStorage.getItem('cartId')).toBeNull();
    const saved = JSON.parse(localStorage.getItem('checkoutFormData') ?? '{}');
    expect(saved.customerInfo.email).toBe('awa@example.fr');
    expect(JSON.stringify(saved)).not.toMatch(/card|cvc|iban/i);
  });

  it('says when the answer has no session id, and refetches the cart', async () => {
    routes['POST /api/checkout/session'] = () => ({ status: 201, body: { order: {} } });
    await renderReady();
    fillFrenchForm();
    const cartLoads = () => calls.filter((call) => call.route === 'GET /api/cart').length;
    const before = cartLoads();
    fireEvent.click(submitButton());
    expect(await screen.findByText('ID de session non trouvé dans la réponse du serveur')).toBeTruthy();
    expect(cartLoads()).toBe(before + 1);
    expect(screen.getByRole('button', { name: 'Procéder au paiement' })).toBeTruthy();
  });

  it('says when the payment answer has no URL, and brings the order back into the cart', async () => {
    routes['POST /api/checkout/session'] = () => ({ status: 201, body: { sessionId: 'order-2', orderId: 'order-2' } });
    routes['POST /api/stripe/create-checkout-session'] = () => ({ body: { sessionId: 'cs_x' } });
    routes['POST /api/checkout/restore-cart'] = () => ({ body: { cartId: 'cart-3', cart: cartWith([line], 'cart-3') } });
    await renderReady();
    fillFrenchForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('URL de paiement Stripe non trouvée dans la réponse')).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/checkout/restore-cart')?.body).toEqual({ orderId: 'order-2' });
    expect(localStorage.getItem('cartId')).toBe('cart-3');
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(screen.getByText('Full Pass')).toBeTruthy();
  });

  it("shows the server's field refusals on the fields", async () => {
    routes['POST /api/checkout/session'] = () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Certains champs sont invalides.',
          fields: [{ field: 'customerInfo.email', message: 'Cette adresse e-mail est refusée.' }],
        },
      },
    });
    await renderReady();
    fillFrenchForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Certains champs sont invalides.')).toBeTruthy();
    expect(screen.getByText('Cette adresse e-mail est refusée.')).toBeTruthy();
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
  });

  it('on a cancelled payment, says so and restores the cart from the order', async () => {
    window.history.replaceState(null, '', '/checkout/order-9?canceled=true');
    localStorage.setItem('lastCheckoutSessionId', 'order-9');
    localStorage.setItem(
      'checkoutFormData',
      JSON.stringify({ customerInfo: { firstName: 'Awa', email: 'awa@example.fr' }, billingDetails: { address: { country: 'FR' } } }),
    );
    routes['GET /api/cart'] = () => ({ body: { cart: cartWith([], 'cart-9') } });
    routes['POST /api/checkout/restore-cart'] = () => ({ body: { cartId: 'cart-9', cart: cartWith([line], 'cart-9') } });
    render(<Checkout countries={COUNTRIES} />);
    expect(await screen.findByText('Votre paiement a été annulé. Vous pouvez réessayer quand vous le souhaitez.')).toBeTruthy();
    expect(await screen.findByText('Full Pass')).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/checkout/restore-cart')?.body).toEqual({ orderId: 'order-9' });
    expect(localStorage.getItem('cartId')).toBe('cart-9');
    expect(localStorage.getItem('lastCheckoutSessionId')).toBeNull();
    expect(field(/^Prénom/).value).toBe('Awa');
    expect(field(/^Pays/).value).toBe('FR');
    await waitFor(() => expect(navigation.replacePath).toHaveBeenCalledWith('/checkout'));
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('« Réessayer » of the status page (?session=cs_…) restores that order’s cart', async () => {
    window.history.replaceState(null, '', '/checkout?session=cs_test_42');
    routes['GET /api/stripe/payment-status/cs_test_42'] = () => ({ body: { order: { id: 'order-42', status: 'failed' } } });
    routes['POST /api/checkout/restore-cart'] = () => ({ body: { cartId: 'cart-42', cart: cartWith([line], 'cart-42') } });
    render(<Checkout countries={COUNTRIES} />);
    expect(await screen.findByText('Full Pass')).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/checkout/restore-cart')?.body).toEqual({ orderId: 'order-42' });
  });

  it('back on the checkout of a paid order, goes to its status page', async () => {
    window.history.replaceState(null, '', '/checkout/order-7');
    routes['POST /api/checkout/restore-cart'] = () => ({
      status: 409,
      body: { error: { code: 'ORDER_PAID', message: 'Cette commande est déjà payée.' } },
    });
    render(<Checkout countries={COUNTRIES} />);
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/confirmation/order-7'));
  });

  it('with an empty cart, restores the last order, else goes to /tickets', async () => {
    routes['GET /api/cart'] = () => ({ body: { cart: cartWith([], 'cart-1') } });
    localStorage.setItem('cartId', 'cart-1');
    localStorage.setItem('lastCheckoutSessionId', 'order-5');
    routes['POST /api/checkout/restore-cart'] = () => ({ body: { cartId: 'cart-5', cart: cartWith([line], 'cart-5') } });
    render(<Checkout countries={COUNTRIES} />);
    expect(await screen.findByText('Full Pass')).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/checkout/restore-cart')?.body).toEqual({ orderId: 'order-5' });
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('with an empty cart and a last order that cannot come back, goes to /tickets', async () => {
    routes['GET /api/cart'] = () => ({ body: { cart: cartWith([], 'cart-1') } });
    localStorage.setItem('cartId', 'cart-1');
    localStorage.setItem('lastCheckoutSessionId', 'order-6');
    routes['POST /api/checkout/restore-cart'] = () => ({
      status: 404,
      body: { error: { code: 'ORDER_NOT_FOUND', message: 'Commande introuvable' } },
    });
    render(<Checkout countries={COUNTRIES} />);
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/tickets'));
    expect(localStorage.getItem('lastCheckoutSessionId')).toBeNull();
  });

  it('with an empty cart and no last order, goes straight to /tickets', async () => {
    routes['GET /api/cart'] = () => ({ body: { cart: cartWith([], 'cart-1') } });
    localStorage.setItem('cartId', 'cart-1');
    render(<Checkout countries={COUNTRIES} />);
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/tickets'));
    expect(calls.some((call) => call.route === 'POST /api/checkout/restore-cart')).toBe(false);
  });

  it('applies a promo code: disabled when empty, « Application... », then the success message', async () => {
    let answerPromo!: (answer: { body: unknown }) => void;
    routes['POST /api/cart/promo'] = () => new Promise((resolve) => (answerPromo = resolve));
    await renderReady();
    const apply = screen.getByRole('button', { name: 'Appliquer' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(promoInput(), { target: { value: 'bienvenue5' } });
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    expect(((await screen.findByRole('button', { name: 'Application...' })) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answerPromo({ body: { cart: cartWith([line], 'cart-1', 5), message: 'Code promo appliqué avec succès !' } }));
    expect(await screen.findByText('Code promo appliqué avec succès !')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Réduction (BIENVENUE5)')).toBeTruthy();
    expect(within(summary).getByText((_, element) => element?.tagName === 'DD' && plain(element.textContent) === '−5,00 €')).toBeTruthy();
    expect(within(summary).getByText((_, element) => element?.tagName === 'DD' && plain(element.textContent) === '233,00 €')).toBeTruthy();
  });

  it("shows the promo refusal, else « Erreur lors de l'application du code promo »", async () => {
    routes['POST /api/cart/promo'] = () => ({ status: 400, body: { error: { code: 'PROMO_CODE_INVALID', message: 'Ce code promo n’est pas valide.' } } });
    await renderReady();
    fireEvent.change(promoInput(), { target: { value: 'ETE2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Ce code promo n’est pas valide.')).toBeTruthy();

    routes['POST /api/cart/promo'] = () => ({ status: 500, body: undefined });
    fireEvent.change(promoInput(), { target: { value: 'AUTRE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText("Erreur lors de l'application du code promo")).toBeTruthy();
  });
});

describe('Checkout « Qui vient ? »', () => {
  // Two lines, given out of id order: the couple pass (id 5) comes first in the slots, leader then follower.
  const follower = { ...line, id: 9, ticketId: 3, name: 'Workshop Pass', unitPrice: 89, quantity: 1, subtotal: 89, role: 'follower', ticketsPerUnit: 1 };
  const couple = { ...line, id: 5, ticketId: 4, name: 'Pass Couple', unitPrice: 160, quantity: 1, subtotal: 160, role: null, ticketsPerUnit: 2 };
  const cart = { id: 'cart-1', items: [follower, couple], subtotal: 249, discount: 0, total: 249, promoCode: null, itemCount: 2 };
  const holders = () => screen.getByRole('group', { name: 'Qui vient ?' });
  const rows = () => within(holders()).getAllByRole('listitem');

  async function renderWithRoles() {
    routes['GET /api/cart'] = () => ({ body: { cart } });
    render(<Checkout countries={COUNTRIES} />);
    await screen.findByText('Qui vient ?');
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
  }

  it('is not asked for a single ticket', async () => {
    routes['GET /api/cart'] = () => ({ body: { cart: cartWith([{ ...line, quantity: 1, subtotal: 119 }]) } });
    await renderReady();
    expect(screen.queryByText('Qui vient ?')).toBeNull();
  });

  it('names each ticket slot with its role, the first one the buyer (« vous ») until changed', async () => {
    await renderWithRoles();
    const names = rows().map((row) => plain(within(row).getByRole('group').querySelector('legend')?.textContent));
    expect(names).toEqual([
      'Billet 1 · Pass Couple — Guideurvous',
      'Billet 2 · Pass Couple — Suiveur',
      'Billet 3 · Workshop Pass — Suiveur',
    ]);
    change(/^Prénom/, 'Awa');
    change(/^Nom/, 'Diallo');
    const first = within(rows()[0]);
    expect((first.getByLabelText('Prénom') as HTMLInputElement).value).toBe('Awa');
    expect(first.getByLabelText('Prénom').getAttribute('autocomplete')).toBe('given-name');
    const second = within(rows()[1]);
    expect(second.getByLabelText('Prénom').getAttribute('autocomplete')).toBe('section-ticket-2 given-name');
    expect(second.getByLabelText('Nom').getAttribute('autocomplete')).toBe('section-ticket-2 family-name');
    expect(second.getByLabelText('E-mail (facultatif)').getAttribute('autocomplete')).toBe('section-ticket-2 email');

    fireEvent.change(first.getByLabelText('Prénom'), { target: { value: 'Awa-Marie' } });
    expect(within(rows()[0]).queryByText('vous')).toBeNull();
    // The buyer's own fields stay as typed.
    expect(field(/^Prénom/).value).toBe('Awa');
  });

  it('sends one holder per slot in slot order, the buyer and empty rows as null', async () => {
    let sent: unknown;
    routes['POST /api/checkout/session'] = (body) => {
      sent = body;
      return { status: 201, body: { sessionId: 'order-1', orderId: 'order-1' } };
    };
    routes['POST /api/stripe/create-checkout-session'] = () => ({ body: { url: 'http://127.0.0.1:12111/c/pay/cs_1', sessionId: 'cs_1' } });
    await renderWithRoles();
    fillFrenchForm();
    const third = within(rows()[2]);
    fireEvent.change(third.getByLabelText('Prénom'), { target: { value: ' Kiala ' } });
    fireEvent.change(third.getByLabelText('Nom'), { target: { value: 'Mbemba' } });
    fireEvent.change(third.getByLabelText('E-mail (facultatif)'), { target: { value: 'kiala@example.ao' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_1'));
    expect((sent as { holders: unknown }).holders).toEqual([null, null, { firstName: 'Kiala', lastName: 'Mbemba', email: 'kiala@example.ao' }]);
  });

  it("shows the API's refusal next to the holder's field and focuses it", async () => {
    routes['POST /api/checkout/session'] = () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Certains champs sont invalides.',
          fields: [{ field: 'holders.1.lastName', message: 'Indiquez aussi le nom.' }],
        },
      },
    });
    await renderWithRoles();
    fillFrenchForm();
    fireEvent.change(within(rows()[1]).getByLabelText('Prénom'), { target: { value: 'Nzinga' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Indiquez aussi le nom.')).toBeTruthy();
    const lastName = within(rows()[1]).getByLabelText('Nom');
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(lastName));
    fireEvent.change(lastName, { target: { value: 'Mbande' } });
    expect(screen.queryByText('Indiquez aussi le nom.')).toBeNull();
  });
});
