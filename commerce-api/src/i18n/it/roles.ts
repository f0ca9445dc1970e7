/** Dance roles and ticket holders: refusals of the cart (role of a line) and of the checkout (names per ticket). */
import type { ApiDictionary } from '../index.js';

export const roles: ApiDictionary['roles'] = {
  errors: {
    invalid: 'Il ruolo di ballo deve essere «leader» o «follower».',
    required: 'Scelga il Suo ruolo di ballo per «{name}»: leader o follower.',
    notAllowed: '«{name}» non si prenota con un ruolo di ballo: lo aggiunga senza scegliere alcun ruolo.',
    waitlisted: {
      leader: 'Per mantenere l’equilibrio del corso, «{name}» non accetta altri leader per il momento. Si iscriva alla lista d’attesa: Le scriveremo appena si libera un posto da leader.',
      follower: 'Per mantenere l’equilibrio del corso, «{name}» non accetta altri follower per il momento. Si iscriva alla lista d’attesa: Le scriveremo appena si libera un posto da follower.',
    },
    soldOut: {
      leader: 'Non ci sono più posti da leader per «{name}». Si iscriva alla lista d’attesa: Le scriveremo se si libera un posto.',
      follower: 'Non ci sono più posti da follower per «{name}». Si iscriva alla lista d’attesa: Le scriveremo se si libera un posto.',
    },
    offerFixed: 'Questo carrello contiene i posti che la lista d’attesa Le ha riservato: può toglierne, ma non aggiungerne. Completi prima questo ordine per acquistare altri biglietti.',
  },
  holders: {
    firstName: 'Indichi il nome della persona del biglietto {number}.',
    lastName: 'Indichi il cognome della persona del biglietto {number}.',
    tooLong: 'Il nome della persona del biglietto {number} è troppo lungo.',
    email: 'L’indirizzo e-mail della persona del biglietto {number} non è valido.',
    count: 'Ha indicato più nomi dei biglietti dell’ordine: controlli i nomi e riprovi.',
  },
};
