/** German UI strings of the promo notice and the promo code box. */
import type { Dictionary } from '../index';

/** Promo notification and promo code box. */
export const promo: Dictionary['promo'] = {
  notificationTitle: 'Gutscheincode',
  notificationText: 'Ein Gutscheincode über 5 € wird automatisch auf Ihren Warenkorb angewendet.',
  applyNow: 'Jetzt einlösen',
  later: 'Später',
  label: 'Gutscheincode',
  apply: 'Einlösen',
  applying: 'Wird eingelöst …',
  success: 'Gutscheincode erfolgreich eingelöst!',
  error: 'Der Gutscheincode konnte nicht eingelöst werden',
  required: 'Bitte geben Sie einen Gutscheincode ein.',
  notificationCode: 'Ihr Code: {code}',
  pendingUntilAdd:
    'Ihr Warenkorb ist leer: Der Code {code} wird automatisch eingelöst, sobald Sie ein Ticket hinzufügen.',
  savedForLater: 'Der Code {code} wird automatisch eingelöst, wenn Sie das nächste Mal etwas in den Warenkorb legen.',
};
