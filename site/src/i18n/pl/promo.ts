/** Polish UI strings of the promo notice and the promo code box. */
import type { Dictionary } from '../index';

/** Promo notification and promo code box. */
export const promo: Dictionary['promo'] = {
  notificationTitle: 'Kod rabatowy',
  notificationText: 'Kod rabatowy o wartości 5 € zostanie automatycznie zastosowany w koszyku.',
  applyNow: 'Zastosuj teraz',
  later: 'Później',
  label: 'Kod rabatowy',
  apply: 'Zastosuj',
  applying: 'Stosowanie kodu…',
  success: 'Kod rabatowy został zastosowany!',
  error: 'Nie udało się zastosować kodu rabatowego',
  required: 'Prosimy wpisać kod rabatowy.',
  notificationCode: 'Kod: {code}',
  pendingUntilAdd:
    'Koszyk jest pusty: kod {code} zostanie zastosowany automatycznie po dodaniu biletu.',
  savedForLater: 'Kod {code} zostanie zastosowany automatycznie przy następnym dodaniu biletu do koszyka.',
};
