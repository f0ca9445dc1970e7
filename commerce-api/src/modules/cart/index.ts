/** Public entry of cart: the visitor's cart (lines, promo code, expiry) that checkout turns into an order. */
export * from './models.js';
export { assertCanHold, assertOnSale, assertRoleFits, cartNotFound, holdOfLines, holdRefusal, createCartService, parseCartId, type CartService, type CartView } from './service.js';
export { CART_ID_HEADER } from './controller.js';
export { SENSITIVE_RATE_LIMIT_MESSAGE } from './routes.js';
