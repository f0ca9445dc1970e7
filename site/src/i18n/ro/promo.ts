/** Romanian UI strings of the promo notice and the promo code box. */
import type { Dictionary } from '../index';

/** Promo notification and promo code box. */
export const promo: Dictionary['promo'] = {
  notificationTitle: 'Cod promoțional',
  notificationText: 'Un cod promoțional de 5 € va fi aplicat automat coșului dumneavoastră.',
  applyNow: 'Aplicați acum',
  later: 'Mai târziu',
  label: 'Cod promoțional',
  apply: 'Aplicați',
  applying: 'Se aplică…',
  success: 'Codul promoțional a fost aplicat!',
  error: 'Codul promoțional nu a putut fi aplicat',
  required: 'Vă rugăm să introduceți un cod promoțional.',
  notificationCode: 'Codul dumneavoastră: {code}',
  pendingUntilAdd:
    'Coșul este gol: codul {code} va fi aplicat automat imediat ce adăugați un bilet.',
  savedForLater: 'Codul {code} va fi aplicat automat la următoarea adăugare în coș.',
};
