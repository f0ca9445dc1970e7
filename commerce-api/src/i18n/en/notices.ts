/** English messages of successful public answers (`message`, `promoRemoved`). */
import type { ApiDictionary } from '../index.js';

export const notices: ApiDictionary['notices'] = {
  auth: {
    mailSent: 'If an account exists for this address, we have just sent you an email.',
    quickLogin: 'We have just emailed you a login link. It is valid for 30 minutes.',
    register: 'Check your inbox: if this address can be used, we have just sent you a confirmation link.',
  },
  cart: {
    itemAdded: '“{name}” has been added to your basket.',
    itemRemoved: '“{name}” has been removed from your basket.',
    promoApplied: 'Promo code applied!',
    cleared: 'Your basket has been emptied.',
    /** The cart's promo code stopped applying: one sentence per refusal of errors.promo. */
    promoRemoved: {
      invalid: 'The promo code “{code}” has been removed from your basket: this promo code is not valid.',
      notApplicableToCart: 'The promo code “{code}” has been removed from your basket: it does not apply to any of the tickets in your basket.',
      notApplicableEmpty: 'The promo code “{code}” has been removed from your basket: it does not apply to an empty basket.',
      minSubtotal:
        'The promo code “{code}” has been removed from your basket: it requires a minimum spend of {minimum} (your basket: {subtotal}).',
      minSubtotalRestricted:
        'The promo code “{code}” has been removed from your basket: it requires a minimum spend of {minimum} on eligible tickets (your basket: {subtotal}).',
    },
    restored:
      'Your basket has been restored. Some tickets have changed price or are no longer available in the same quantity: please check it before paying.',
  },
  /** The order as its status page and the confirmation e-mail show it (OrderView). */
  order: {
    paymentMethod: 'Credit card',
    invitationPaymentMethod: 'Invitation (complimentary)',
    /** Why a failed order failed, per failure reason. */
    failure: {
      payment_failed: 'Your payment did not go through. No money has been taken: you can try again.',
      expired: 'The time allowed for payment has run out: your places have been released. You can place your order again.',
      canceled: 'This order has been cancelled and its tickets have been put back in your basket.',
      sold_out_after_payment:
        'Your payment arrived after your places had been released and the tickets are now sold out: you have been refunded in full.',
      default: 'Something went wrong while processing your payment.',
    },
  },
  newsletter: {
    subscribed: 'Thank you! Check your inbox to confirm your subscription.',
  },
};
