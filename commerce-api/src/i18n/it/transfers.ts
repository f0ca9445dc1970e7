/** Italian texts of name changes and transfers of tickets: refusals and e-mails. */
import type { ApiDictionary } from '../index.js';

export const transfers: ApiDictionary['transfers'] = {
  errors: {
    closed: 'Il termine per i cambi di nome e i trasferimenti è scaduto: questo biglietto non può più cambiare intestatario.',
    checkedIn: "Questo biglietto è già stato scansionato all'ingresso: non può più cambiare intestatario.",
    invalid: 'Questo biglietto non è più valido (annullato o rimborsato): non può cambiare intestatario.',
    onResale: 'Questo biglietto è in rivendita: lo ritiri dalla rivendita prima di trasferirlo o di cambiarne il nome.',
    pending: 'È già in corso un trasferimento di questo biglietto: lo annulli prima oppure attenda la risposta del destinatario.',
    toSelf: "Questo biglietto è già Suo: indichi l'indirizzo e-mail della persona a cui lo cede.",
    notPending: 'Non è in corso alcun trasferimento di questo biglietto.',
    linkNotFound: 'Questo link di trasferimento non esiste o non è più valido.',
    alreadyAccepted: 'Questo biglietto è già stato accettato: il biglietto a Suo nome Le è stato inviato per e-mail.',
    cancelled: 'Questo trasferimento è stato annullato dalla persona che Le inviava il biglietto.',
    expired: 'Questo trasferimento è scaduto: il biglietto è tornato alla persona che Glielo inviava.',
    firstName: 'Indichi il nome.',
    lastName: 'Indichi il cognome.',
    tooLong: 'Nome e cognome non possono superare i 100 caratteri.',
    email: 'Inserisca un indirizzo e-mail valido.',
  },
  mail: {
    offer: {
      subject: '{name} Le cede il biglietto per {festival}',
      preheader: 'Accetti il biglietto «{ticket}» per riceverlo a Suo nome.',
      intro: '{name} Le trasferisce il biglietto «{ticket}» per {festival} ({dates}).',
      role: 'Ruolo di ballo del biglietto: {role}.',
      action: 'Accetta il biglietto',
      after: 'Appena lo accetta, riceverà per e-mail un biglietto a Suo nome, con un proprio codice QR.',
      expiry: 'Questo link è valido fino al {date}. Senza risposta entro allora, il biglietto torna a {name}.',
      ignore: 'Non conosce questa persona? Ignori semplicemente questa e-mail: non succederà nulla.',
    },
    ticket: {
      subjectRenamed: 'Il Suo biglietto aggiornato — biglietto n. {number}',
      subjectTransferred: 'Il Suo biglietto per {festival} — biglietto n. {number}',
      subjectReturned: 'Il Suo biglietto torna a Lei — biglietto n. {number}',
      preheader: 'Il Suo biglietto «{ticket}» è allegato a questa e-mail.',
      introRenamed: 'Il nome sul Suo biglietto «{ticket}» è stato cambiato: ecco il biglietto aggiornato, con un nuovo codice QR.',
      introTransferred: 'Il biglietto «{ticket}» che {name} Le ha trasferito è ora a Suo nome. Eccolo, con il suo codice QR.',
      introCancelled: 'Ha annullato il trasferimento del Suo biglietto «{ticket}»: resta a Suo nome, con un nuovo codice QR.',
      introExpired: 'Il trasferimento del Suo biglietto «{ticket}» non è stato accettato in tempo: il biglietto torna a Lei, con un nuovo codice QR.',
      oldCode: "Il vecchio codice QR non apre più l'ingresso: è valido solo il biglietto allegato a questa e-mail.",
      dashboard: 'I Suoi biglietti sono anche nella Sua area personale, accedendo con questo indirizzo e-mail:',
      dashboardAction: 'Vedi i miei biglietti',
      fileName: 'biglietto-{number}',
    },
    /** The order confirmation's way to the dashboard (quick access for guests). */
    manage: {
      action: 'Gestisci i miei biglietti',
      text: "Per cambiare il nome su un biglietto, trasferirlo o rivenderlo, acceda con l'indirizzo e-mail di questo ordine.",
    },
    accepted: {
      subject: '{name} ha accettato il Suo biglietto',
      preheader: 'Il biglietto «{ticket}» è ora al nuovo nome.',
      text: '{name} ha accettato il biglietto «{ticket}» (n. {number}) che Lei ha trasferito: ora è a nome di questa persona, con un nuovo codice QR, e non compare più nella Sua area personale.',
      thanks: 'Grazie per aver dato vita al Suo posto al festival.',
    },
  },
};
