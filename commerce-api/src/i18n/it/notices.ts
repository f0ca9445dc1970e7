/** What a successful public answer tells the person, in Italian (`message`, `promoRemoved`). */
import type { ApiDictionary } from '../index.js';

export const notices: ApiDictionary['notices'] = {
  auth: {
    mailSent: 'Se esiste un account con questo indirizzo, le abbiamo appena inviato un’e-mail.',
    quickLogin: 'Le abbiamo appena inviato via e-mail un link di accesso. È valido 30 minuti.',
    register: 'Controlli la sua casella di posta: se questo indirizzo può essere utilizzato, le abbiamo appena inviato un link di conferma.',
  },
  cart: {
    itemAdded: '«{name}» è stato aggiunto al suo carrello.',
    itemRemoved: '«{name}» è stato rimosso dal suo carrello.',
    promoApplied: 'Codice promozionale applicato!',
    cleared: 'Il suo carrello è stato svuotato.',
    /** The cart's promo code stopped applying: one sentence per refusal of errors.promo. */
    promoRemoved: {
      invalid: 'Il codice promozionale «{code}» è stato rimosso dal suo carrello: questo codice promozionale non è valido.',
      notApplicableToCart: 'Il codice promozionale «{code}» è stato rimosso dal suo carrello: questo codice promozionale non si applica a nessuno dei biglietti nel suo carrello.',
      notApplicableEmpty: 'Il codice promozionale «{code}» è stato rimosso dal suo carrello: questo codice promozionale non si applica a un carrello vuoto.',
      minSubtotal:
        'Il codice promozionale «{code}» è stato rimosso dal suo carrello: questo codice promozionale richiede un acquisto minimo di {minimum} (il suo carrello: {subtotal}).',
      minSubtotalRestricted:
        'Il codice promozionale «{code}» è stato rimosso dal suo carrello: questo codice promozionale richiede un acquisto minimo di {minimum} in biglietti idonei (il suo carrello: {subtotal}).',
    },
    restored:
      'Il suo carrello è stato ripristinato. Alcuni biglietti hanno cambiato prezzo o non sono più disponibili nella stessa quantità: lo controlli prima di pagare.',
  },
  /** The order as its status page and the confirmation e-mail show it (OrderView). */
  order: {
    paymentMethod: 'Carta di credito',
    invitationPaymentMethod: 'Invito (omaggio)',
    /** Why a failed order failed, per failure reason. */
    failure: {
      payment_failed: 'Il pagamento non è andato a buon fine. Non è stato addebitato alcun importo: può riprovare.',
      expired: 'Il tempo per il pagamento è scaduto: i suoi posti sono stati liberati. Può effettuare di nuovo l’ordine.',
      canceled: 'Questo ordine è stato annullato e i relativi biglietti sono tornati nel suo carrello.',
      sold_out_after_payment:
        'Il suo pagamento è arrivato dopo che i suoi posti erano stati liberati e ora i biglietti sono esauriti: è stato rimborsato integralmente.',
      default: 'Si è verificato un errore durante l’elaborazione del suo pagamento.',
    },
  },
  newsletter: {
    subscribed: 'Grazie! Controlli la sua e-mail per confermare l’iscrizione.',
  },
};
