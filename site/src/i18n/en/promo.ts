/** English UI strings of the promo notice and the promo code box. */
import type { Dictionary } from '../index';

/** Promo notification and promo code box. */
export const promo: Dictionary['promo'] = {
  notificationTitle: 'Promo code',
  notificationText: 'A €5 promo code will be applied to your basket automatically.',
  applyNow: 'Apply now',
  later: 'Later',
  label: 'Promo code',
  apply: 'Apply',
  applying: 'Applying…',
  success: 'Promo code applied!',
  error: 'The promo code could not be applied',
  required: 'Please enter a promo code.',
  notificationCode: 'Your code: {code}',
  pendingUntilAdd:
    'Your basket is empty: the code {code} will be applied automatically as soon as you add a ticket.',
  savedForLater: 'The code {code} will be applied automatically the next time you add something to your basket.',
};
