/** What a successful public answer tells the person, in Polish (`message`, `promoRemoved`). */
import type { ApiDictionary } from '../index.js';

export const notices: ApiDictionary['notices'] = {
  auth: {
    mailSent: 'Jeśli dla tego adresu istnieje konto, właśnie wysłaliśmy na niego wiadomość e-mail.',
    quickLogin: 'Właśnie wysłaliśmy e-mailem link do logowania. Jest ważny 30 minut.',
    register: 'Prosimy sprawdzić skrzynkę e-mail: jeśli ten adres może zostać użyty, właśnie wysłaliśmy na niego link potwierdzający.',
  },
  cart: {
    itemAdded: 'Dodano do koszyka: „{name}”.',
    itemRemoved: 'Usunięto z koszyka: „{name}”.',
    promoApplied: 'Kod rabatowy został zastosowany!',
    cleared: 'Koszyk został opróżniony.',
    /** The cart's promo code stopped applying: one sentence per refusal of errors.promo. */
    promoRemoved: {
      invalid: 'Kod rabatowy „{code}” został usunięty z koszyka: ten kod rabatowy jest nieprawidłowy.',
      notApplicableToCart: 'Kod rabatowy „{code}” został usunięty z koszyka: ten kod nie dotyczy żadnego z biletów w koszyku.',
      notApplicableEmpty: 'Kod rabatowy „{code}” został usunięty z koszyka: tego kodu nie można zastosować do pustego koszyka.',
      minSubtotal:
        'Kod rabatowy „{code}” został usunięty z koszyka: ten kod wymaga zakupu za co najmniej {minimum} (wartość koszyka: {subtotal}).',
      minSubtotalRestricted:
        'Kod rabatowy „{code}” został usunięty z koszyka: ten kod wymaga zakupu objętych nim biletów za co najmniej {minimum} (wartość koszyka: {subtotal}).',
    },
    restored:
      'Koszyk został przywrócony. Ceny niektórych biletów uległy zmianie lub nie są już one dostępne w tej samej liczbie: prosimy sprawdzić koszyk przed płatnością.',
  },
  order: {
    /** docs/spec.md §2/§9: the only payment method. */
    paymentMethod: 'Karta płatnicza',
    invitationPaymentMethod: 'Zaproszenie (bezpłatne)',
    /** Why a failed order failed, per failure reason; `default` is docs/spec.md §8's text. */
    failure: {
      payment_failed: 'Płatność nie powiodła się. Nie pobrano żadnej kwoty: można spróbować ponownie.',
      expired: 'Czas na dokonanie płatności upłynął: zarezerwowane miejsca zostały zwolnione. Można złożyć zamówienie od nowa.',
      canceled: 'To zamówienie zostało anulowane, a jego bilety wróciły do koszyka.',
      sold_out_after_payment:
        'Płatność dotarła już po zwolnieniu zarezerwowanych miejsc, a bilety zostały w międzyczasie wyprzedane: zwróciliśmy całą kwotę.',
      default: 'Podczas przetwarzania płatności wystąpił błąd.',
    },
  },
  newsletter: {
    subscribed: 'Dziękujemy! Prosimy sprawdzić skrzynkę e-mail, aby potwierdzić zapis.',
  },
};
