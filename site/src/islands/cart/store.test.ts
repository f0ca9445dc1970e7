// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { CART_ID, cartOf, deferred, fakeApi, json, line, refusal, resetCartStore } from './fake-api.test-helper';
import {
  $cart,
  addToCart,
  applyPromo,
  clearCart,
  loadCart,
  removeItem,
  restoreCartFromOrder,
  setCartFromResponse,
  updateQuantity,
} from './store';

beforeEach(() => resetCartStore());

describe('loadCart', () => {
  it('loads the cart and stores its id', async () => {
    const api = fakeApi({ 'GET /api/cart': () => json({ cart: cartOf([line()]) }) });
    const loading = loadCart();
    expect($cart.get().loading).toBe(true);
    await loading;
    expect($cart.get()).toMatchObject({ loading: false, error: null, cart: { id: CART_ID, itemCount: 1 } });
    expect(localStorage.getItem('cartId')).toBe(CART_ID);
    expect(api.paths()).toEqual(['GET /api/cart']);
  });

  it('recovers the cart by its stored id when the answer is empty', async () => {
    localStorage.setItem('cartId', CART_ID);
    const api = fakeApi({
      'GET /api/cart': () => json({ cart: cartOf([]) }),
      'POST /api/cart/recover': () => json({ cart: cartOf([line({ quantity: 2 })]) }),
    });
    await loadCart();
    expect(api.paths()).toEqual(['GET /api/cart', 'POST /api/cart/recover']);
    expect(api.calls[0]?.cartIdHeader).toBe(CART_ID);
    expect(api.calls[1]?.body).toEqual({ cartId: CART_ID });
    expect($cart.get().cart?.itemCount).toBe(2);
    expect(localStorage.getItem('cartId')).toBe(CART_ID);
  });

  it('forgets the stored id when recovery fails', async () => {
    localStorage.setItem('cartId', CART_ID);
    fakeApi({
      'GET /api/cart': () => json({ cart: cartOf([]) }),
      'POST /api/cart/recover': () => refusal(404, 'CART_NOT_FOUND', 'Ce panier n’existe plus.'),
    });
    await loadCart();
    expect(localStorage.getItem('cartId')).toBeNull();
    expect($cart.get()).toMatchObject({ error: null, cart: { id: null, items: [] } });
  });

  it('does not try recovery when the server knows the (empty) cart', async () => {
    localStorage.setItem('cartId', CART_ID);
    const api = fakeApi({ 'GET /api/cart': () => json({ cart: cartOf([], { id: CART_ID }) }) });
    await loadCart();
    expect(api.paths()).toEqual(['GET /api/cart']);
  });

  it('says so in French when the cart cannot be loaded', async () => {
    fakeApi({ 'GET /api/cart': () => Promise.reject(new TypeError('Failed to fetch')) });
    await loadCart();
    expect($cart.get()).toMatchObject({ loading: false, error: 'Erreur lors du chargement du panier', cart: null });
  });
});

describe('addToCart and the pending promo code', () => {
  it('applies a pending code after the add and removes it on success', async () => {
    localStorage.setItem('pendingPromoCode', 'BIENVENUE5');
    const api = fakeApi({
      'POST /api/cart/add': () => json({ cart: cartOf([line({ quantity: 2 })]) }),
      'POST /api/cart/promo': () =>
        json({
          cart: cartOf([line({ quantity: 2 })], { discount: 5, promoCode: 'BIENVENUE5' }),
          message: 'Code promo appliqué avec succès !',
        }),
    });
    const result = await addToCart(1, 2);
    expect(result.cart.itemCount).toBe(2);
    expect(api.paths()).toEqual(['POST /api/cart/add', 'POST /api/cart/promo']);
    expect(api.calls[0]?.body).toEqual({ ticketId: 1, quantity: 2 });
    expect(api.calls[1]?.body).toEqual({ code: 'BIENVENUE5' });
    expect(api.calls[1]?.cartIdHeader).toBe(CART_ID);
    expect(localStorage.getItem('pendingPromoCode')).toBeNull();
    expect($cart.get()).toMatchObject({ notice: 'Code promo appliqué avec succès !', cart: { total: 293 } });
  });

  it('keeps a pending code that may apply later, drops one that never will', async () => {
    localStorage.setItem('pendingPromoCode', 'GROUPE10');
    fakeApi({
      'POST /api/cart/add': () => json({ cart: cartOf([line()]) }),
      'POST /api/cart/promo': () =>
        refusal(422, 'PROMO_CODE_MIN_SUBTOTAL', 'Ce code promo demande un panier d’au moins 200,00 €.'),
    });
    await addToCart(1, 1);
    expect(localStorage.getItem('pendingPromoCode')).toBe('GROUPE10');
    expect($cart.get().notice).toBe('Ce code promo demande un panier d’au moins 200,00 €.');

    localStorage.setItem('pendingPromoCode', 'FAUX');
    fakeApi({
      'POST /api/cart/add': () => json({ cart: cartOf([line({ quantity: 2 })]) }),
      'POST /api/cart/promo': () => refusal(422, 'PROMO_CODE_INVALID', 'Ce code promo n’est pas valide.'),
    });
    await addToCart(1, 1);
    expect(localStorage.getItem('pendingPromoCode')).toBeNull();
  });

  it('throws the API refusal and leaves the pending code alone', async () => {
    localStorage.setItem('pendingPromoCode', 'BIENVENUE5');
    const api = fakeApi({
      'POST /api/cart/add': () => refusal(409, 'NOT_ENOUGH_SEATS', 'Il ne reste que 3 places pour « Full Pass ».'),
    });
    const error = await addToCart(1, 5).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Il ne reste que 3 places pour « Full Pass ».');
    expect(api.paths()).toEqual(['POST /api/cart/add']);
    expect(localStorage.getItem('pendingPromoCode')).toBe('BIENVENUE5');
    expect($cart.get().updating).toBe(false);
  });
});

describe('cart changes', () => {
  beforeEach(() => {
    setCartFromResponse({ cart: cartOf([line({ quantity: 2 })]) });
    localStorage.setItem('cartId', CART_ID);
  });

  it('marks the cart as updating while a change is pending', async () => {
    const answer = deferred();
    const api = fakeApi({ 'PUT /api/cart/update/11': () => answer.promise });
    const change = updateQuantity(11, 3);
    await Promise.resolve();
    await Promise.resolve();
    expect($cart.get().updating).toBe(true);
    answer.resolve(json({ cart: cartOf([line({ quantity: 3 })]) }));
    await expect(change).resolves.toBe(true);
    expect($cart.get()).toMatchObject({ updating: false, cart: { itemCount: 3 } });
    expect(api.calls[0]?.body).toEqual({ quantity: 3 });
  });

  it('never asks for a quantity below 1', async () => {
    const api = fakeApi({});
    await expect(updateQuantity(11, 0)).resolves.toBe(false);
    await expect(updateQuantity(11, -3)).resolves.toBe(false);
    expect(api.calls).toHaveLength(0);
  });

  it('shows a refusal as the cart error and keeps the cart', async () => {
    fakeApi({
      'PUT /api/cart/update/11': () => refusal(409, 'NOT_ENOUGH_SEATS', 'Il ne reste que 2 places pour « Full Pass ».'),
    });
    await expect(updateQuantity(11, 3)).resolves.toBe(false);
    expect($cart.get()).toMatchObject({ error: 'Il ne reste que 2 places pour « Full Pass ».', cart: { itemCount: 2 } });
  });

  it('refetches the cart when the line is gone', async () => {
    const api = fakeApi({
      'DELETE /api/cart/remove/11': () => refusal(404, 'CART_ITEM_NOT_FOUND', 'Cet article n’est plus dans votre panier.'),
      'GET /api/cart': () => json({ cart: cartOf([]) }),
    });
    await expect(removeItem(11)).resolves.toBe(false);
    expect(api.paths()).toEqual(['DELETE /api/cart/remove/11', 'GET /api/cart']);
    expect($cart.get()).toMatchObject({ error: 'Cet article n’est plus dans votre panier.', cart: { items: [] } });
  });

  it('runs changes one after the other, in order', async () => {
    const first = deferred();
    const api = fakeApi({
      'PUT /api/cart/update/11': () => first.promise,
      'DELETE /api/cart/remove/11': () => json({ cart: cartOf([]) }),
    });
    const update = updateQuantity(11, 3);
    const remove = removeItem(11);
    await new Promise((done) => setTimeout(done, 0));
    expect(api.paths()).toEqual(['PUT /api/cart/update/11']);
    first.resolve(json({ cart: cartOf([line({ quantity: 3 })]) }));
    await Promise.all([update, remove]);
    expect(api.paths()).toEqual(['PUT /api/cart/update/11', 'DELETE /api/cart/remove/11']);
    expect($cart.get().cart?.items).toEqual([]);
  });

  it('clear empties the cart and forgets its id', async () => {
    const api = fakeApi({ 'POST /api/cart/clear': () => json({ cart: cartOf([]) }) });
    await clearCart();
    expect(api.paths()).toEqual(['POST /api/cart/clear']);
    expect(api.calls[0]?.cartIdHeader).toBe(CART_ID);
    expect(localStorage.getItem('cartId')).toBeNull();
    expect($cart.get().cart).toMatchObject({ id: null, items: [], total: 0 });
  });
});

describe('applyPromo', () => {
  beforeEach(() => setCartFromResponse({ cart: cartOf([line()]) }));

  it('returns the success message', async () => {
    fakeApi({
      'POST /api/cart/promo': () =>
        json({ cart: cartOf([line()], { discount: 5, promoCode: 'BIENVENUE5' }), message: 'Code promo appliqué avec succès !' }),
    });
    await expect(applyPromo('  BIENVENUE5 ')).resolves.toBe('Code promo appliqué avec succès !');
    expect($cart.get().cart).toMatchObject({ discount: 5, total: 144, promoCode: 'BIENVENUE5' });
  });

  it('throws the API refusal, else the spec default', async () => {
    fakeApi({ 'POST /api/cart/promo': () => refusal(422, 'PROMO_CODE_INVALID', 'Ce code promo n’est pas valide.') });
    await expect(applyPromo('ETE2024')).rejects.toThrow('Ce code promo n’est pas valide.');

    fakeApi({ 'POST /api/cart/promo': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(applyPromo('ETE2024')).rejects.toThrow("Erreur lors de l'application du code promo");
  });

  it('refuses an empty code without calling the API', async () => {
    const api = fakeApi({});
    await expect(applyPromo('   ')).rejects.toBeInstanceOf(ApiError);
    expect(api.calls).toHaveLength(0);
  });
});

describe('restoreCartFromOrder', () => {
  it('stores the new cart id and shows the restored cart', async () => {
    const restoredId = '9a0d7f4e-3b6c-4c2a-8e5f-1d2b3c4a5e6f';
    const api = fakeApi({
      'POST /api/checkout/restore-cart': () => json({ cartId: restoredId, cart: cartOf([line()], { id: restoredId }) }),
    });
    const cart = await restoreCartFromOrder('order-1');
    expect(api.calls[0]?.body).toEqual({ orderId: 'order-1' });
    expect(cart.id).toBe(restoredId);
    expect(localStorage.getItem('cartId')).toBe(restoredId);
    expect($cart.get()).toMatchObject({ loading: false, cart: { id: restoredId, itemCount: 1 } });
  });

  it('throws the refusal for a paid order', async () => {
    fakeApi({ 'POST /api/checkout/restore-cart': () => refusal(409, 'ORDER_PAID', 'Cette commande est déjà payée.') });
    await expect(restoreCartFromOrder('order-1')).rejects.toThrow('Cette commande est déjà payée.');
    expect($cart.get().loading).toBe(false);
  });
});
