/** Italian UI strings of the promo notice and the promo code box. */
import type { Dictionary } from '../index';

/** Promo notification and promo code box. */
export const promo: Dictionary['promo'] = {
  notificationTitle: 'Codice promozionale',
  notificationText: 'Al suo carrello sarà applicato automaticamente un codice promozionale di 5 €.',
  applyNow: 'Applicare ora',
  later: 'Più tardi',
  label: 'Codice promozionale',
  apply: 'Applicare',
  applying: 'Applicazione in corso…',
  success: 'Codice promozionale applicato!',
  error: 'Impossibile applicare il codice promozionale',
  required: 'Inserisca un codice promozionale.',
  notificationCode: 'Il suo codice: {code}',
  pendingUntilAdd:
    'Il suo carrello è vuoto: il codice {code} sarà applicato automaticamente non appena aggiungerà un biglietto.',
  savedForLater: 'Il codice {code} sarà applicato automaticamente al prossimo biglietto che aggiungerà al carrello.',
};
