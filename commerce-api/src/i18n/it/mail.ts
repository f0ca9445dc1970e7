/**
 * The e-mails the API sends, in Italian (« Lei » register). `{festival}` is the festival's name
 * (« Kizomba Lumière Festival »), which stays as it is.
 */
import type { ApiDictionary } from '../index.js';

export const mail: ApiDictionary['mail'] = {
  layout: {
    greeting: 'Gentile {name},',
    greetingNoName: 'Buongiorno,',
    copyLink: 'Oppure copi questo link:',
    signOff: 'A presto in pista!',
    signature: 'Lo staff del {festival}',
    aQuestion: 'Domande?',
  },
  orderConfirmation: {
    subject: 'I suoi biglietti per il {festival} — ordine {number}',
    preheader: {
      one: 'Ordine {number} confermato: {count} biglietto in allegato.',
      many: 'Ordine {number} confermato: {count} biglietti in allegato.',
      other: 'Ordine {number} confermato: {count} biglietti in allegato.',
    },
    ticketing: 'Biglietteria',
    ticketCount: { one: '{count} biglietto', many: '{count} biglietti', other: '{count} biglietti' },
    intro: {
      one: 'Grazie per il suo ordine! Il pagamento è confermato e il suo biglietto è pronto: lo trova nel file {file} allegato a questa e-mail ({count} biglietto, una pagina e un codice QR per biglietto).',
      many:
        'Grazie per il suo ordine! Il pagamento è confermato e i suoi biglietti sono pronti: li trova nel file {file} allegato a questa e-mail ({count} biglietti, una pagina e un codice QR per biglietto).',
      other:
        'Grazie per il suo ordine! Il pagamento è confermato e i suoi biglietti sono pronti: li trova nel file {file} allegato a questa e-mail ({count} biglietti, una pagina e un codice QR per biglietto).',
    },
    order: 'Ordine',
    orderLine: 'Ordine: {number}',
    dateLine: 'Data: {date}',
    paymentLine: 'Pagamento: {method}',
    placedOn: 'Effettuato il {date} · {method}',
    summary: 'Riepilogo',
    /** Text version: « - Full Pass × 2 a 120,00 €: 240,00 € ». */
    summaryLine: '- {name} × {quantity} a {unitPrice}: {total}',
    columnTicket: 'Biglietto',
    columnQuantity: 'Q.tà',
    columnUnitPrice: 'Prezzo unitario',
    columnTotal: 'Totale',
    subtotal: 'Subtotale',
    discount: 'Sconto',
    discountWithCode: 'Sconto (codice {code})',
    totalPaid: 'Totale pagato',
    /** Text version: « Subtotale: 240,00 € ». */
    amountLine: '{label}: {amount}',
    yourTickets: 'I suoi biglietti ({count})',
    atTheDoor: 'All’ingresso del festival',
    usage: [
      'Ogni biglietto del PDF allegato ha il proprio codice QR: lo mostri all’ingresso, stampato o sul telefono (luminosità al massimo).',
      'Un codice QR è valido per un solo ingresso: fa fede la prima scansione. Non lo condivida e non ne pubblichi screenshot.',
      'Potrà esserle richiesto un documento d’identità intestato al titolare del biglietto.',
    ],
    followOrder: 'Segua il suo ordine: {url}',
    viewOrder: 'Vedere il mio ordine',
    questionText: 'Domande? Ci scriva a {email} indicando il numero del suo ordine, {number}, oppure chiami il {phone}.',
    /** HTML version: `{email}` becomes a mailto link. */
    questionHtml: 'Domande? Ci scriva a {email} indicando il numero del suo ordine, oppure chiami il {phone}.',
  },
  passwordReset: {
    subject: 'Reimpostazione della sua password',
    preheader: 'Scelga una nuova password per il suo account.',
    intro: 'Ha chiesto di reimpostare la password del suo account {festival}. Clicchi sul pulsante qui sotto per sceglierne una nuova.',
    button: 'Scegliere una nuova password',
    after: 'Questo link è valido 30 minuti e funziona una sola volta. Dopo il cambio della password, tutte le sessioni aperte verranno chiuse.',
    notMe: 'Non ha fatto lei questa richiesta? Ignori questa e-mail: la sua password resta invariata.',
  },
  magicLink: {
    subject: 'Il suo link di accesso',
    preheader: 'Acceda con un clic, senza password.',
    intro: 'Ecco il suo link per accedere alla sua area {festival}, senza password.',
    button: 'Accedere',
    after: 'Questo link è valido 30 minuti e funziona una sola volta.',
    notMe: 'Non ha richiesto nulla? Ignori questa e-mail: nessuno può accedere senza questo link.',
  },
  emailVerification: {
    subject: 'Confermi il suo indirizzo e-mail',
    preheader: 'Un clic per confermare il suo indirizzo e ritrovare i suoi biglietti.',
    intro: 'Le diamo il benvenuto al {festival}! Confermi il suo indirizzo e-mail: gli ordini effettuati con questo indirizzo compariranno così nella sua area personale.',
    button: 'Confermare il mio indirizzo',
    after: 'Questo link è valido 48 ore e funziona una sola volta; le consente anche di accedere al suo account.',
    notMe: 'Non ha creato un account? Ignori questa e-mail: l’indirizzo non verrà confermato.',
  },
  accountExists: {
    subject: 'Ha già un account',
    preheader: 'Qualcuno ha provato a creare un account con il suo indirizzo.',
    intro:
      'Qualcuno (probabilmente lei) ha provato a creare un account {festival} con questo indirizzo e-mail, ma lei ha già un account. Acceda con la sua password oppure, se l’ha dimenticata, ne scelga una nuova.',
    button: 'Password dimenticata',
    after: 'Non è stato creato alcun nuovo account e il suo account non è stato modificato.',
    notMe: 'Non è stato lei? Ignori questa e-mail.',
  },
  invitation: {
    subject: 'Un invito per lei al {festival}',
    /** « 1 biglietto «Full Pass» » / « 2 biglietti «Full Pass» ». */
    what: { one: '{count} biglietto «{ticket}»', many: '{count} biglietti «{ticket}»', other: '{count} biglietti «{ticket}»' },
    intro: {
      one: 'Lo staff del {festival} è lieto di invitarla: {what} in omaggio.',
      many: 'Lo staff del {festival} è lieto di invitarla: {what} in omaggio.',
      other: 'Lo staff del {festival} è lieto di invitarla: {what} in omaggio.',
    },
    preheader: { one: '{what} la aspetta.', many: '{what} la aspettano.', other: '{what} la aspettano.' },
    teamNote: 'Un messaggio dallo staff',
    ticketLine: 'Biglietto: {ticket}',
    quantityLine: 'Quantità: {quantity}',
    action: 'Per ricevere i suoi biglietti, apra il link qui sotto e confermi i nomi dei partecipanti: i biglietti (con il loro codice QR) le arriveranno subito via e-mail.',
    button: 'Ricevere i miei biglietti',
    /** Text version: « Ricevere i miei biglietti: https://… ». */
    buttonLine: 'Ricevere i miei biglietti: {url}',
    expiry: 'Questo link personale è valido fino al {date} e si può usare una sola volta. Non lo inoltri.',
    notMe: 'Pensa di aver ricevuto questa e-mail per errore? La ignori semplicemente.',
  },
  messageReceived: {
    subject: 'Abbiamo ricevuto il suo messaggio — {subject}',
    preheader: 'Il suo messaggio è arrivato: le risponderemo presto.',
    intro:
      'Grazie per averci scritto! Il suo messaggio del {date} è arrivato: di solito il nostro staff risponde entro 48 ore, via e-mail (e nella sua area personale, se ha un account).',
    subjectLine: 'Oggetto: {subject}',
    orderLine: 'Ordine interessato: {number}',
    followUpText: 'Per completare la sua richiesta, ci scriva di nuovo da {url} oppure a {email}.',
    followUpHtml: 'Per completare la sua richiesta, ci scriva di nuovo dalla nostra pagina dei contatti.',
    button: 'Scriverci',
    notMe: 'Non ha scritto lei questo messaggio? Ignori semplicemente questa e-mail.',
    urgent: 'Una domanda urgente?',
  },
  messageReply: {
    subject: 'Risposta al suo messaggio — {subject}',
    preheader: 'Il nostro staff ha risposto al suo messaggio.',
    intro: 'Ecco la risposta del nostro staff al suo messaggio del {date}.',
    introWithOrder: 'Ecco la risposta del nostro staff al suo messaggio del {date} (ordine {number}).',
    ourAnswer: 'La nostra risposta',
    /** Text version's heading of the quoted answer. */
    ourAnswerLine: 'La nostra risposta:',
    yourMessageText: 'Il suo messaggio («{subject}»):',
    yourMessageHtml: 'Il suo messaggio — {subject}',
    accountText: 'Ha un account? Ritrovi le sue conversazioni nella sua area personale: {url}',
    accountHtml: 'Ha un account? Ritrovi le sue conversazioni nella sua area personale.',
    button: 'Vedere i miei messaggi',
    followUpText: 'Deve precisare qualcosa? Ci scriva da {url} oppure a {email}.',
    /** HTML version: `{contactLink}` is a link whose text is contactPage, `{email}` a mailto link. */
    followUpHtml: 'Deve precisare qualcosa? Ci scriva dalla {contactLink} oppure a {email}.',
    contactPage: 'pagina dei contatti',
  },
  newsletterConfirm: {
    subject: 'Confermi la sua iscrizione alla newsletter del {festival}',
    preheader: 'Un clic per confermare la sua iscrizione.',
    intro:
      'Lei (o qualcuno che ha usato il suo indirizzo) ha chiesto di ricevere la newsletter del festival: line-up, apertura delle vendite, workshop e informazioni pratiche, poche e-mail all’anno.',
    action: 'Per confermare la sua iscrizione, clicchi sul pulsante qui sotto. Il link è valido 7 giorni.',
    button: 'Confermare l’iscrizione',
    ignore: 'Non ha fatto lei questa richiesta? Ignori questa e-mail: la sua iscrizione non verrà registrata e non riceverà nient’altro.',
    privacy: 'Potrà annullare l’iscrizione in qualsiasi momento tramite il link presente in ogni newsletter.',
  },
  newsletterIssue: {
    why: 'Riceve questa e-mail perché il suo indirizzo è iscritto alla newsletter del {festival}.',
    unsubscribe: 'Annullare l’iscrizione',
    unsubscribeLine: 'Annullare l’iscrizione: {url}',
  },
  /** The welcome issue sent once, at the first confirmation of an address. */
  newsletterWelcome: {
    subject: 'Benvenuti nella newsletter del {festival}',
    paragraphs: [
      'La sua iscrizione è confermata: grazie!',
      'Riceverà in anteprima gli annunci della line-up, l’apertura delle vendite e gli ultimi posti disponibili, il programma dei workshop e le informazioni pratiche prima del festival. Non più di due e-mail al mese.',
      'A presto in pista.',
    ],
  },
};
