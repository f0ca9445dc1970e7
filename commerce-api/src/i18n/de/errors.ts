/** Refusals of the public endpoints (`error.message`; the `code` never changes with the language), in German. */
import type { ApiDictionary } from '../index.js';

export const errors: ApiDictionary['errors'] = {
  common: {
    generic: 'Es ist ein Fehler aufgetreten',
    loginRequired: 'Sie müssen angemeldet sein, um auf diese Ressource zuzugreifen.',
    sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    forbidden: 'Sie haben nicht die nötigen Rechte für diese Aktion.',
    notFound: 'Diese Ressource existiert nicht.',
    routeNotFound: 'Diese Adresse gibt es in der API nicht.',
    serviceUnavailable: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in wenigen Augenblicken erneut.',
    databaseUnavailable: 'Die Datenbank antwortet nicht. Bitte versuchen Sie es in wenigen Augenblicken erneut.',
    tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie eine Minute, bevor Sie es erneut versuchen.',
    tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie eine Minute, bevor Sie es erneut versuchen.',
    tooManyCheckouts: 'Zu viele Bestellversuche von Ihrer Verbindung aus. Bitte warten Sie eine Minute, bevor Sie es erneut versuchen.',
  },
  request: {
    invalidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    notJson: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein (Header „Content-Type: application/json“).',
    tooLarge: 'Die Anfrage ist zu groß.',
    unsupportedEncoding: 'Die Kodierung der Anfrage wird nicht unterstützt.',
    aborted: 'Die Anfrage wurde abgebrochen.',
    invalid: 'Die Anfrage ist ungültig.',
    headersTooLarge: 'Die Adresse oder die Header der Anfrage sind zu lang.',
    timeout: 'Die Anfrage ist nicht rechtzeitig angekommen. Bitte versuchen Sie es erneut.',
    malformed: 'Die HTTP-Anfrage ist fehlerhaft aufgebaut.',
    /** A refused field: „Das Feld „quantity“ ist ungültig: <why>.“ */
    fieldInvalid: 'Das Feld „{field}“ ist ungültig: {reason}',
    /** A refused part of the request as a whole. */
    partInvalid: '{part} ist ungültig: {reason}',
    partValueInvalid: 'Der Wert von {part} ist ungültig.',
    otherFields: 'Weitere zu korrigierende Felder: {fields}.',
    /** How a field name is quoted in otherFields' list. */
    quotedField: '„{field}“',
    parts: {
      params: 'Die Adresse',
      query: 'Die Parameter der Anfrage',
      body: 'Der Inhalt der Anfrage',
    },
  },
  cart: {
    cartNotFound: 'Dieser Warenkorb existiert nicht oder ist abgelaufen.',
    itemNotFound: 'Dieser Artikel befindet sich nicht in Ihrem Warenkorb.',
    ticketNotFound: 'Dieses Ticket existiert nicht oder wird nicht mehr angeboten.',
    emptyForPromo: 'Ihr Warenkorb ist leer: Legen Sie Tickets hinein, bevor Sie einen Gutscheincode einlösen.',
    quantity: 'Die Menge muss eine ganze Zahl zwischen 1 und {max} sein.',
    notOffered: 'Die Tickets „{name}“ werden nicht mehr angeboten.',
    salesNotOpen: 'Der Verkauf der Tickets „{name}“ hat noch nicht begonnen.',
    salesClosed: 'Der Verkauf der Tickets „{name}“ ist beendet.',
    soldOut: 'Die Tickets „{name}“ sind ausverkauft.',
    quantityLimit: 'Sie können höchstens {max} Tickets „{name}“ pro Bestellung kaufen.',
    notEnoughSeats: { one: 'Für „{name}“ ist nur noch {count} Platz frei.', other: 'Für „{name}“ sind nur noch {count} Plätze frei.' },
    /** Added after quantityLimit / notEnoughSeats when the cart already holds some. */
    alreadyInCart: { one: 'Sie haben bereits {count} davon in Ihrem Warenkorb.', other: 'Sie haben bereits {count} davon in Ihrem Warenkorb.' },
  },
  promo: {
    invalid: 'Dieser Gutscheincode ist ungültig.',
    notApplicableToCart: 'Dieser Gutscheincode gilt für keines der Tickets in Ihrem Warenkorb.',
    notApplicableEmpty: 'Dieser Gutscheincode gilt nicht für einen leeren Warenkorb.',
    minSubtotal: 'Dieser Gutscheincode setzt einen Mindestbestellwert von {minimum} voraus (Ihr Warenkorb: {subtotal}).',
    minSubtotalRestricted: 'Dieser Gutscheincode setzt einen Mindestbestellwert von {minimum} für die betreffenden Tickets voraus (Ihr Warenkorb: {subtotal}).',
  },
  checkout: {
    requiredFields: 'Bitte füllen Sie alle Pflichtfelder aus',
    cartEmpty: 'Ihr Warenkorb ist leer',
    orderNotFound: 'Bestellung nicht gefunden.',
    orderPaid: 'Diese Bestellung ist bereits bezahlt.',
    orderProcessing: 'Die Zahlung dieser Bestellung wird gerade verarbeitet: Ihr Warenkorb kann im Moment nicht wiederhergestellt werden.',
    notEnoughSeats: {
      one: 'Für „{name}“ ist nur noch {count} Platz frei, Sie möchten {wanted}. Bitte ändern Sie die Menge in Ihrem Warenkorb.',
      other: 'Für „{name}“ sind nur noch {count} Plätze frei, Sie möchten {wanted}. Bitte ändern Sie die Menge in Ihrem Warenkorb.',
    },
    orderTooLarge:
      'Eine Bestellung darf höchstens {max} Tickets umfassen, Ihr Warenkorb enthält {wanted}. Bitte verringern Sie die Mengen in Ihrem Warenkorb: Die übrigen Tickets können Sie bestellen, sobald diese Bestellung bezahlt ist.',
    tooManyPendingOrders: {
      one: 'Sie haben bereits {count} Bestellung, die auf die Zahlung wartet. Schließen Sie die Zahlung einer Ihrer Bestellungen ab oder brechen Sie sie ab, indem Sie von der Zahlungsseite zurückkehren, und versuchen Sie es dann erneut. Ohne Zahlung gibt eine Bestellung ihre Plätze von selbst wieder frei: {holdMinutes} Minuten nach ihrer Erstellung oder 30 Minuten nach dem Öffnen ihrer Zahlungsseite.',
      other: 'Sie haben bereits {count} Bestellungen, die auf die Zahlung warten. Schließen Sie die Zahlung einer davon ab oder brechen Sie sie ab, indem Sie von der Zahlungsseite zurückkehren, und versuchen Sie es dann erneut. Ohne Zahlung gibt eine Bestellung ihre Plätze von selbst wieder frei: {holdMinutes} Minuten nach ihrer Erstellung oder 30 Minuten nach dem Öffnen ihrer Zahlungsseite.',
    },
    tooManyHeldSeats: {
      one: 'Ihre Bestellungen, die auf die Zahlung warten, reservieren bereits {count} Platz, und Sie können nicht mehr als {max} gleichzeitig reservieren. Verringern Sie die Mengen in Ihrem Warenkorb oder schließen Sie die Zahlung Ihrer anderen Bestellungen ab (oder brechen Sie sie ab, indem Sie von der Zahlungsseite zurückkehren).',
      other: 'Ihre Bestellungen, die auf die Zahlung warten, reservieren bereits {count} Plätze, und Sie können nicht mehr als {max} gleichzeitig reservieren. Verringern Sie die Mengen in Ihrem Warenkorb oder schließen Sie die Zahlung Ihrer anderen Bestellungen ab (oder brechen Sie sie ab, indem Sie von der Zahlungsseite zurückkehren).',
    },
  },
  payments: {
    orderNotFound: 'Bestellung nicht gefunden',
    providerUnavailable: 'Der Zahlungsdienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in wenigen Augenblicken erneut.',
    providerError: 'Der Zahlungsdienst konnte die Anfrage nicht verarbeiten. Bitte versuchen Sie es erneut.',
    inProgress: 'Ein anderer Zahlungsversuch für diese Bestellung läuft gerade. Bitte versuchen Sie es gleich noch einmal.',
    alreadyPaid: 'Diese Bestellung ist bereits bezahlt.',
    processing: 'Die Zahlung dieser Bestellung wird gerade verarbeitet.',
    notPayable: 'Diese Bestellung kann nicht mehr bezahlt werden. Bitte geben Sie Ihre Bestellung erneut auf.',
    expired: 'Die Reservierungsfrist für Ihre Plätze ist abgelaufen. Bitte geben Sie Ihre Bestellung erneut auf.',
    belowMinimum: 'Der Betrag dieser Bestellung liegt unter dem Mindestbetrag für eine Kartenzahlung (0,50 €).',
    /** An order's failure as its status page shows it when the payment provider gave no reason. */
    failedDefault: 'Bei der Verarbeitung Ihrer Zahlung ist ein Fehler aufgetreten.',
  },
  auth: {
    invalidCredentials: 'E-Mail-Adresse oder Passwort falsch.',
    emailNotVerified: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Wir haben Ihnen den Bestätigungslink soeben erneut geschickt.',
    resetLinkInvalid: 'Dieser Link zum Zurücksetzen ist nicht mehr gültig. Fordern Sie bitte einen neuen an.',
    magicLinkInvalid: 'Dieser Anmeldelink ist nicht mehr gültig. Fordern Sie bitte einen neuen an.',
    verificationLinkInvalid: 'Dieser Bestätigungslink ist nicht mehr gültig. Fordern Sie bitte einen neuen an.',
    wrongCurrentPassword: 'Das aktuelle Passwort ist falsch.',
    mfaCodeInvalid: 'Falscher Bestätigungscode.',
    mfaTokenInvalid: 'Ihre Anmeldung ist abgelaufen: Bitte melden Sie sich erneut an.',
    registrationPasswordMismatch: 'Dies ist nicht das bei der Registrierung gewählte Passwort.',
    tooManyAttempts: 'Zu viele Versuche für dieses Konto. Versuchen Sie es in {minutes} Minute(n) erneut.',
  },
  account: {
    ticketNotFound: 'Ticket nicht gefunden.',
    orderNotFound: 'Bestellung nicht gefunden.',
    ticketNotValid: 'Dieses Ticket ist nicht mehr gültig: Es kann nicht heruntergeladen werden.',
    noValidTickets: 'Diese Bestellung enthält kein gültiges Ticket zum Herunterladen.',
    staffDeletionRefused: 'Konten des Teams (Verwaltung, Ticketkontrolle) können nicht über die Übersicht gelöscht werden.',
    passwordRequired: 'Bitte geben Sie Ihr Passwort ein, um das Löschen zu bestätigen.',
    passwordRequiredField: 'Bitte geben Sie Ihr Passwort ein.',
    wrongPassword: 'Falsches Passwort.',
    /** `{word}` is the word to type. */
    confirmationRequired: 'Bitte geben Sie „{word}“ ein, um das Löschen zu bestätigen.',
    confirmationRequiredField: 'Bitte geben Sie „{word}“ ein.',
  },
  catalogue: {
    ticketNotFound: 'Dieses Ticket existiert nicht oder wird nicht mehr angeboten.',
  },
  invitations: {
    notFound: 'Diese Einladung wurde nicht gefunden. Bitte prüfen Sie den Link aus der E-Mail.',
    unavailable: 'Diese Einladung ist nicht mehr verfügbar: Sie wurde bereits verwendet, storniert oder ist abgelaufen.',
    soldOut: 'Für dieses Ticket sind nicht mehr genügend Plätze frei. Bitte wenden Sie sich an das Festivalteam.',
  },
  messages: {
    notFound: 'Nachricht nicht gefunden.',
  },
  newsletter: {
    confirmLinkInvalid: 'Dieser Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich erneut an, um einen neuen Link zu erhalten.',
    unsubscribeLinkInvalid: 'Dieser Abmeldelink ist ungültig.',
    unsubscribeLinkIncomplete: 'Der Abmeldelink ist unvollständig.',
  },
  password: {
    tooShort: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
    tooLong: 'Das Passwort darf höchstens {max} Zeichen lang sein.',
    tooWeak: 'Dieses Passwort ist zu leicht zu erraten: Verlängern Sie es oder kombinieren Sie unerwartete Wörter.',
  },
};
