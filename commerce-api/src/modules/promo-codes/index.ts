/** Public entry of promo-codes: the rules and usage counter the cart and checkout apply, and their back-office. */
export * from './models.js';
export {
  INVALID_PROMO_CODE,
  createPromoCodeService,
  evaluatePromoCode,
  type PromoCodeService,
  type PromoLine,
  type PromoRefusal,
  promoRefusalText,
  promoRemovedText,
} from './service.js';
export { createPromoCodeAdminService, type PromoCodeAdminService } from './admin-service.js';
