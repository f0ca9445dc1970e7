/** Testi italiani della lista d’attesa: rifiuti, risposte, nomi dei ruoli e le sue tre e-mail. */
import type { ApiDictionary } from '../index.js';

export const waitingList: ApiDictionary['waitingList'] = {
  errors: {
    entryNotFound: 'Non troviamo questa iscrizione alla lista d’attesa. Controlli il link ricevuto via e-mail.',
    offerNotFound: 'Non troviamo questa offerta. Controlli il link ricevuto via e-mail.',
    offerExpired: 'Questa offerta non è più valida: il tempo per prenotare i suoi posti è scaduto.',
    offerUsed: 'Questa offerta è già stata usata per un ordine e non può essere usata di nuovo.',
    ticketTypeNotFound: 'Non troviamo questo biglietto.',
    available: 'I posti «{name}» sono in vendita: li prenoti direttamente, senza passare dalla lista d’attesa.',
    closed: 'I biglietti «{name}» non sono in vendita: la lista d’attesa è aperta solo durante la vendita.',
    roleRequired: 'Scelga il suo ruolo di ballo: leader (guida) o follower.',
    roleNotAllowed: 'Questo biglietto non si prenota per ruolo di ballo.',
    entryClosed: 'Questa iscrizione non è più nella lista d’attesa.',
    confirmationExpired: 'Questo link di conferma è scaduto: un’iscrizione va confermata entro 48 ore. Si iscriva di nuovo dalla pagina dei biglietti.',
  },
  fields: {
    ticketTypeId: 'Scelga un biglietto.',
    quantityTooLarge: 'Può attendere al massimo {max} posti.',
    role: 'Il ruolo di ballo deve essere «leader» o «follower».',
  },
  notices: {
    confirmationSent: 'Confermi la Sua iscrizione: Le abbiamo inviato un’e-mail a {email}. Il Suo posto in coda conta dal momento della conferma.',
    confirmed: 'Confermato: è nella lista d’attesa, in posizione {position}.',
    alreadyJoined: 'È già nella lista d’attesa per questo biglietto, in posizione {position}.',
    alreadyOffered: 'È già nella lista d’attesa per questo biglietto: le abbiamo inviato un’offerta via e-mail.',
    left: 'Ha lasciato la lista d’attesa.',
  },
  roles: {
    leader: 'leader (guida)',
    follower: 'follower',
  },
  mail: {
    what: { one: '{count} posto «{ticket}»', many: '{count} posti «{ticket}»', other: '{count} posti «{ticket}»' },
    whatWithRole: { one: '{count} posto «{ticket}» come {role}', many: '{count} posti «{ticket}» come {role}', other: '{count} posti «{ticket}» come {role}' },
    confirmation: {
      subject: 'Confermi la Sua iscrizione alla lista d’attesa del {festival}',
      preheader: 'Un clic per prendere il Suo posto in coda per {what}.',
      intro: 'Ha chiesto di entrare nella lista d’attesa per {what}. Confermi l’iscrizione con il pulsante qui sotto entro 48 ore: il Suo posto in coda conta da quel momento.',
      how: 'Appena si libera un posto, lo offriamo alla prima persona della lista: riceverà allora un’e-mail con un link per prenotare, valido per un tempo limitato. Senza risposta entro quel termine, l’offerta passa alla persona successiva e lei torna in fondo alla lista; alla seconda scadenza mancata, esce dalla lista.',
      confirm: 'Dopo la conferma, la stessa pagina Le mostra la Sua posizione e Le permette di lasciare la lista in qualsiasi momento:',
      button: 'Conferma la mia iscrizione',
      buttonLine: 'Conferma la mia iscrizione: {url}',
      notMe: 'Non si è iscritto? Ignori semplicemente questa e-mail: senza conferma, l’iscrizione viene cancellata dopo 48 ore.',
    },
    offer: {
      subject: {
        one: 'Si è liberato {count} posto per lei al {festival}',
        many: 'Si sono liberati {count} posti per lei al {festival}',
        other: 'Si sono liberati {count} posti per lei al {festival}',
      },
      preheader: 'Riservato per lei fino al {date}.',
      intro: {
        one: 'Buone notizie: si è liberato {what} e glielo riserviamo.',
        many: 'Buone notizie: si sono liberati {what} e glieli riserviamo.',
        other: 'Buone notizie: si sono liberati {what} e glieli riserviamo.',
      },
      hold: {
        one: 'È riservato per lei fino al {date} (ora di Parigi): dopo quel termine, sarà offerto alla persona successiva della lista.',
        many: 'Sono riservati per lei fino al {date} (ora di Parigi): dopo quel termine, saranno offerti alla persona successiva della lista.',
        other: 'Sono riservati per lei fino al {date} (ora di Parigi): dopo quel termine, saranno offerti alla persona successiva della lista.',
      },
      total: 'Importo: {total}',
      action: 'Apra il link qui sotto: i suoi posti arrivano direttamente nel carrello e non resta che pagare. Questo link personale vale per un solo ordine.',
      button: 'Prenotare i miei posti',
      buttonLine: 'Prenotare i miei posti: {url}',
      decline: 'Non può più venire? Ignori semplicemente questa e-mail: alla scadenza, il posto andrà alla persona successiva.',
    },
    removed: {
      subject: 'Lei ha lasciato la lista d’attesa del {festival}',
      preheader: 'Due offerte sono rimaste senza risposta.',
      intro: 'Le abbiamo offerto due volte {what}, ma nessuna delle due offerte è stata usata in tempo: per dare una possibilità alla persona successiva, la sua iscrizione alla lista d’attesa è terminata.',
      again: 'Se desidera ancora venire, può iscriversi di nuovo in qualsiasi momento dalla pagina dei biglietti.',
      button: 'Vedere i biglietti',
      buttonLine: 'Vedere i biglietti: {url}',
    },
  },
};
