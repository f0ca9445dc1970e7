/** What a successful public answer tells the person, in Romanian (`message`, `promoRemoved`). */
import type { ApiDictionary } from '../index.js';

export const notices: ApiDictionary['notices'] = {
  auth: {
    mailSent: 'Dacă există un cont pentru această adresă, tocmai v-am trimis un e-mail.',
    quickLogin: 'Tocmai v-am trimis pe e-mail un link de conectare. Este valabil 30 de minute.',
    register: 'Verificați-vă căsuța de e-mail: dacă această adresă poate fi folosită, tocmai v-am trimis un link de confirmare.',
  },
  cart: {
    itemAdded: '„{name}” a fost adăugat în coș.',
    itemRemoved: '„{name}” a fost eliminat din coș.',
    promoApplied: 'Codul promoțional a fost aplicat!',
    cleared: 'Coșul dumneavoastră a fost golit.',
    /** The cart's promo code stopped applying: one sentence per refusal of errors.promo. */
    promoRemoved: {
      invalid: 'Codul promoțional „{code}” a fost eliminat din coș: acest cod promoțional nu este valid.',
      notApplicableToCart: 'Codul promoțional „{code}” a fost eliminat din coș: acest cod nu se aplică niciunuia dintre biletele din coș.',
      notApplicableEmpty: 'Codul promoțional „{code}” a fost eliminat din coș: acest cod nu se aplică unui coș gol.',
      minSubtotal:
        'Codul promoțional „{code}” a fost eliminat din coș: acest cod necesită o achiziție minimă de {minimum} (coșul dumneavoastră: {subtotal}).',
      minSubtotalRestricted:
        'Codul promoțional „{code}” a fost eliminat din coș: acest cod necesită o achiziție minimă de {minimum} din biletele vizate (coșul dumneavoastră: {subtotal}).',
    },
    restored:
      'Coșul dumneavoastră a fost restaurat. Unele bilete și-au schimbat prețul sau nu mai sunt disponibile în aceeași cantitate: verificați coșul înainte de a plăti.',
  },
  order: {
    /** docs/spec.md §2/§9: the only payment method. */
    paymentMethod: 'Card bancar',
    invitationPaymentMethod: 'Invitație (gratuită)',
    /** Why a failed order failed, per failure reason; `default` is docs/spec.md §8's text. */
    failure: {
      payment_failed: 'Plata nu a reușit. Nu a fost debitată nicio sumă: puteți încerca din nou.',
      expired: 'Termenul de plată a expirat: locurile dumneavoastră au fost eliberate. Puteți reface comanda.',
      canceled: 'Această comandă a fost anulată, iar biletele ei au fost puse înapoi în coș.',
      sold_out_after_payment:
        'Plata dumneavoastră a sosit după eliberarea locurilor, iar între timp biletele s-au epuizat: vi s-a rambursat integral suma.',
      default: 'A apărut o eroare la procesarea plății dumneavoastră.',
    },
  },
  newsletter: {
    subscribed: 'Vă mulțumim! Verificați-vă e-mailul pentru a confirma abonarea.',
  },
};
