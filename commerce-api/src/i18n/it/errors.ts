/** Refusals of the public endpoints, in Italian (`error.message`; the `code` never changes with the language). */
import type { ApiDictionary } from '../index.js';

export const errors: ApiDictionary['errors'] = {
  common: {
    generic: 'Si è verificato un errore',
    loginRequired: 'Per accedere a questa risorsa deve effettuare l’accesso.',
    sessionExpired: 'La sua sessione è scaduta. Effettui di nuovo l’accesso.',
    forbidden: 'Non dispone delle autorizzazioni necessarie per questa operazione.',
    notFound: 'Questa risorsa non esiste.',
    routeNotFound: 'Questo indirizzo non esiste nell’API.',
    serviceUnavailable: 'Il servizio è momentaneamente non disponibile. Riprovi tra qualche istante.',
    databaseUnavailable: 'Il database non risponde. Riprovi tra qualche istante.',
    tooManyRequests: 'Troppe richieste. Attenda un minuto prima di riprovare.',
    tooManyAttempts: 'Troppi tentativi. Attenda un minuto prima di riprovare.',
    tooManyCheckouts: 'Troppi tentativi d’ordine dalla sua connessione. Attenda un minuto prima di riprovare.',
  },
  request: {
    invalidJson: 'Il corpo della richiesta non è un JSON valido.',
    notJson: 'Il corpo della richiesta deve essere un oggetto JSON (intestazione «Content-Type: application/json»).',
    tooLarge: 'La richiesta è troppo grande.',
    unsupportedEncoding: 'La codifica della richiesta non è supportata.',
    aborted: 'La richiesta è stata interrotta.',
    invalid: 'La richiesta non è valida.',
    headersTooLarge: 'L’indirizzo o le intestazioni della richiesta sono troppo lunghi.',
    timeout: 'La richiesta non è arrivata in tempo. Riprovi.',
    malformed: 'La richiesta HTTP non è formata correttamente.',
    /** A refused field: « Il campo «quantity» non è valido: <why>. » */
    fieldInvalid: 'Il campo «{field}» non è valido: {reason}',
    /** A refused part of the request as a whole. */
    partInvalid: '{part} non è valido: {reason}',
    partValueInvalid: 'Il valore di {part} non è valido.',
    otherFields: 'Altri campi da correggere: {fields}.',
    /** How a field name is quoted in otherFields' list. */
    quotedField: '«{field}»',
    parts: {
      params: 'l’indirizzo',
      query: 'i parametri della richiesta',
      body: 'il corpo della richiesta',
    },
  },
  cart: {
    cartNotFound: 'Questo carrello non esiste o è scaduto.',
    itemNotFound: 'Questo articolo non è nel suo carrello.',
    ticketNotFound: 'Questo biglietto non esiste o non è più in vendita.',
    emptyForPromo: 'Il suo carrello è vuoto: aggiunga dei biglietti prima di applicare un codice promozionale.',
    quantity: 'La quantità deve essere un numero intero compreso tra 1 e {max}.',
    notOffered: 'I biglietti «{name}» non sono più in vendita.',
    salesNotOpen: 'La vendita dei biglietti «{name}» non è ancora aperta.',
    salesClosed: 'La vendita dei biglietti «{name}» è chiusa.',
    soldOut: 'I biglietti «{name}» sono esauriti.',
    quantityLimit: 'Non può acquistare più di {max} biglietti «{name}» per ordine.',
    notEnoughSeats: {
      one: 'Resta solo {count} posto per «{name}».',
      many: 'Restano solo {count} posti per «{name}».',
      other: 'Restano solo {count} posti per «{name}».',
    },
    /** Added after quantityLimit / notEnoughSeats when the cart already holds some. */
    alreadyInCart: {
      one: 'Ne ha già {count} nel suo carrello.',
      many: 'Ne ha già {count} nel suo carrello.',
      other: 'Ne ha già {count} nel suo carrello.',
    },
  },
  promo: {
    invalid: 'Questo codice promozionale non è valido.',
    notApplicableToCart: 'Questo codice promozionale non si applica a nessuno dei biglietti nel suo carrello.',
    notApplicableEmpty: 'Questo codice promozionale non si applica a un carrello vuoto.',
    minSubtotal: 'Questo codice promozionale richiede un acquisto minimo di {minimum} (il suo carrello: {subtotal}).',
    minSubtotalRestricted: 'Questo codice promozionale richiede un acquisto minimo di {minimum} in biglietti idonei (il suo carrello: {subtotal}).',
  },
  checkout: {
    requiredFields: 'Compili tutti i campi obbligatori',
    cartEmpty: 'Il suo carrello è vuoto',
    orderNotFound: 'Ordine non trovato.',
    orderPaid: 'Questo ordine è già stato pagato.',
    orderProcessing: 'Il pagamento di questo ordine è in fase di elaborazione: per il momento il suo carrello non può essere ripristinato.',
    notEnoughSeats: {
      one: 'Resta solo {count} posto per «{name}» e lei ne chiede {wanted}. Modifichi la quantità nel suo carrello.',
      many: 'Restano solo {count} posti per «{name}» e lei ne chiede {wanted}. Modifichi la quantità nel suo carrello.',
      other: 'Restano solo {count} posti per «{name}» e lei ne chiede {wanted}. Modifichi la quantità nel suo carrello.',
    },
    orderTooLarge:
      'Un ordine non può superare i {max} biglietti e il suo carrello ne contiene {wanted}. Riduca le quantità nel carrello: potrà ordinare gli altri biglietti dopo aver pagato questo ordine.',
    tooManyPendingOrders: {
      one: 'Ha già {count} ordine in attesa di pagamento. Completi il pagamento di uno di essi, oppure lo abbandoni tornando indietro dalla pagina di pagamento, e riprovi. Senza pagamento, un ordine libera i suoi posti automaticamente: {holdMinutes} minuti dopo la sua creazione, oppure 30 minuti dopo l’apertura della sua pagina di pagamento.',
      many: 'Ha già {count} ordini in attesa di pagamento. Completi il pagamento di uno di essi, oppure lo abbandoni tornando indietro dalla pagina di pagamento, e riprovi. Senza pagamento, un ordine libera i suoi posti automaticamente: {holdMinutes} minuti dopo la sua creazione, oppure 30 minuti dopo l’apertura della sua pagina di pagamento.',
      other: 'Ha già {count} ordini in attesa di pagamento. Completi il pagamento di uno di essi, oppure lo abbandoni tornando indietro dalla pagina di pagamento, e riprovi. Senza pagamento, un ordine libera i suoi posti automaticamente: {holdMinutes} minuti dopo la sua creazione, oppure 30 minuti dopo l’apertura della sua pagina di pagamento.',
    },
    tooManyHeldSeats: {
      one: 'I suoi ordini in attesa di pagamento riservano già {count} posto e non può riservarne più di {max} alla volta. Riduca le quantità nel carrello, oppure completi il pagamento degli altri ordini (o li abbandoni tornando indietro dalla pagina di pagamento).',
      many: 'I suoi ordini in attesa di pagamento riservano già {count} posti e non può riservarne più di {max} alla volta. Riduca le quantità nel carrello, oppure completi il pagamento degli altri ordini (o li abbandoni tornando indietro dalla pagina di pagamento).',
      other: 'I suoi ordini in attesa di pagamento riservano già {count} posti e non può riservarne più di {max} alla volta. Riduca le quantità nel carrello, oppure completi il pagamento degli altri ordini (o li abbandoni tornando indietro dalla pagina di pagamento).',
    },
  },
  payments: {
    orderNotFound: 'Ordine non trovato',
    providerUnavailable: 'Il servizio di pagamento è momentaneamente non disponibile. Riprovi tra qualche istante.',
    providerError: 'Il servizio di pagamento non è riuscito a elaborare la richiesta. Riprovi.',
    inProgress: 'È in corso un altro tentativo di pagamento di questo ordine. Riprovi tra un istante.',
    alreadyPaid: 'Questo ordine è già stato pagato.',
    processing: 'Il pagamento di questo ordine è in fase di elaborazione.',
    notPayable: 'Questo ordine non può più essere pagato. Effettui di nuovo l’ordine.',
    expired: 'Il tempo di prenotazione dei suoi posti è scaduto. Effettui di nuovo l’ordine.',
    belowMinimum: 'L’importo di questo ordine è inferiore al minimo accettato per un pagamento con carta (0,50 €).',
    /** An order's failure as its status page shows it when the payment provider gave no reason. */
    failedDefault: 'Si è verificato un errore durante l’elaborazione del suo pagamento.',
  },
  auth: {
    invalidCredentials: 'E-mail o password non corretti.',
    emailNotVerified: 'Confermi prima il suo indirizzo e-mail: le abbiamo appena inviato di nuovo il link di conferma.',
    resetLinkInvalid: 'Questo link di reimpostazione non è più valido. Ne richieda uno nuovo.',
    magicLinkInvalid: 'Questo link di accesso non è più valido. Ne richieda uno nuovo.',
    verificationLinkInvalid: 'Questo link di conferma non è più valido. Ne richieda uno nuovo.',
    wrongCurrentPassword: 'La password attuale non è corretta.',
    mfaCodeInvalid: 'Codice di verifica non corretto.',
    mfaTokenInvalid: 'Il suo accesso è scaduto: si identifichi di nuovo.',
    registrationPasswordMismatch: 'Questa non è la password scelta al momento della registrazione.',
    tooManyAttempts: 'Troppi tentativi per questo account. Riprovi tra {minutes} minuto/i.',
  },
  account: {
    ticketNotFound: 'Biglietto non trovato.',
    orderNotFound: 'Ordine non trovato.',
    ticketNotValid: 'Questo biglietto non è più valido: non può essere scaricato.',
    noValidTickets: 'Questo ordine non contiene alcun biglietto valido da scaricare.',
    staffDeletionRefused: 'Gli account dello staff (amministrazione, controllo dei biglietti) non possono essere eliminati dalla bacheca.',
    passwordRequired: 'Inserisca la sua password per confermare l’eliminazione.',
    passwordRequiredField: 'Inserisca la sua password.',
    wrongPassword: 'Password non corretta.',
    /** `{word}` is the word to type. */
    confirmationRequired: 'Digiti «{word}» per confermare l’eliminazione.',
    confirmationRequiredField: 'Digiti «{word}».',
  },
  catalogue: {
    ticketNotFound: 'Questo biglietto non esiste o non è più in vendita.',
  },
  invitations: {
    notFound: 'Invito non trovato. Controlli il link ricevuto via e-mail.',
    unavailable: 'Questo invito non è più disponibile: è già stato utilizzato, è stato annullato oppure è scaduto.',
    soldOut: 'Non ci sono più abbastanza posti per questo biglietto. Contatti lo staff del festival.',
  },
  messages: {
    notFound: 'Messaggio non trovato.',
  },
  newsletter: {
    confirmLinkInvalid: 'Questo link di conferma non è valido o è scaduto. Si iscriva di nuovo per ricevere un nuovo link.',
    unsubscribeLinkInvalid: 'Questo link di disiscrizione non è valido.',
    unsubscribeLinkIncomplete: 'Il link di disiscrizione è incompleto.',
  },
  password: {
    tooShort: 'La password deve contenere almeno {min} caratteri.',
    tooLong: 'La password non può superare i {max} caratteri.',
    tooWeak: 'Questa password è troppo facile da indovinare: la allunghi o combini parole inaspettate.',
  },
};
