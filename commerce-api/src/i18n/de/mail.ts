/**
 * The e-mails the API sends to buyers, account holders, subscribers, invited guests and people who
 * wrote to the festival, in German. `{festival}` is the festival's name, which stays as it is.
 */
import type { ApiDictionary } from '../index.js';

export const mail: ApiDictionary['mail'] = {
  layout: {
    greeting: 'Hallo {name},',
    greetingNoName: 'Hallo,',
    copyLink: 'Oder kopieren Sie diesen Link:',
    signOff: 'Bis bald auf der Tanzfläche!',
    signature: 'Das Team des {festival}',
    aQuestion: 'Eine Frage?',
  },
  orderConfirmation: {
    subject: 'Ihre Tickets für das {festival} — Bestellung {number}',
    preheader: {
      one: 'Bestellung {number} bestätigt: {count} Ticket im Anhang.',
      other: 'Bestellung {number} bestätigt: Ihre {count} Tickets im Anhang.',
    },
    ticketing: 'Tickets',
    ticketCount: { one: '{count} Ticket', other: '{count} Tickets' },
    intro: {
      one: 'Vielen Dank für Ihre Bestellung! Ihre Zahlung ist bestätigt und Ihr Ticket ist bereit: Sie finden es in der Datei {file} im Anhang dieser E-Mail ({count} Ticket, eine Seite und ein QR-Code pro Ticket).',
      other:
        'Vielen Dank für Ihre Bestellung! Ihre Zahlung ist bestätigt und Ihre Tickets sind bereit: Sie finden sie in der Datei {file} im Anhang dieser E-Mail ({count} Tickets, eine Seite und ein QR-Code pro Ticket).',
    },
    order: 'Bestellung',
    orderLine: 'Bestellung: {number}',
    dateLine: 'Datum: {date}',
    paymentLine: 'Zahlung: {method}',
    placedOn: 'Bestellt am {date} · {method}',
    summary: 'Übersicht',
    /** Text version: „- Full Pass × 2 zu je 120,00 €: 240,00 €“. */
    summaryLine: '- {name} × {quantity} zu je {unitPrice}: {total}',
    columnTicket: 'Ticket',
    columnQuantity: 'Anz.',
    columnUnitPrice: 'Einzelpreis',
    columnTotal: 'Gesamt',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    discountWithCode: 'Rabatt (Code {code})',
    totalPaid: 'Bezahlter Betrag',
    /** Text version: „Zwischensumme: 240,00 €“. */
    amountLine: '{label}: {amount}',
    yourTickets: 'Ihre Tickets ({count})',
    atTheDoor: 'Am Einlass des Festivals',
    usage: [
      'Jedes Ticket im angehängten PDF hat einen eigenen QR-Code: Zeigen Sie ihn am Einlass vor, ausgedruckt oder auf Ihrem Smartphone (Helligkeit auf Maximum).',
      'Ein QR-Code gilt nur für einen einzigen Einlass: Es zählt der erste Scan. Teilen Sie ihn nicht und veröffentlichen Sie keinen Screenshot davon.',
      'Es kann ein Ausweis auf den Namen des Ticketinhabers bzw. der Ticketinhaberin verlangt werden.',
    ],
    followOrder: 'Ihre Bestellung verfolgen: {url}',
    viewOrder: 'Meine Bestellung ansehen',
    questionText: 'Eine Frage? Schreiben Sie uns an {email} und geben Sie Ihre Bestellnummer {number} an, oder rufen Sie uns unter {phone} an.',
    /** HTML version: `{email}` becomes a mailto link. */
    questionHtml: 'Eine Frage? Schreiben Sie uns an {email} und geben Sie Ihre Bestellnummer an, oder rufen Sie uns unter {phone} an.',
  },
  passwordReset: {
    subject: 'Zurücksetzen Ihres Passworts',
    preheader: 'Legen Sie ein neues Passwort für Ihr Konto fest.',
    intro: 'Sie haben angefordert, das Passwort Ihres Kontos beim {festival} zurückzusetzen. Klicken Sie auf die Schaltfläche unten, um ein neues festzulegen.',
    button: 'Neues Passwort festlegen',
    after: 'Dieser Link ist 30 Minuten gültig und funktioniert nur ein einziges Mal. Sobald das Passwort geändert ist, werden alle Ihre offenen Sitzungen beendet.',
    notMe: 'Sie haben diese Anfrage nicht gestellt? Dann ignorieren Sie diese E-Mail einfach: Ihr Passwort bleibt unverändert.',
  },
  magicLink: {
    subject: 'Ihr Anmeldelink',
    preheader: 'Melden Sie sich mit einem Klick an, ohne Passwort.',
    intro: 'Hier ist Ihr Link, um sich ohne Passwort in Ihrem Bereich beim {festival} anzumelden.',
    button: 'Anmelden',
    after: 'Dieser Link ist 30 Minuten gültig und funktioniert nur ein einziges Mal.',
    notMe: 'Sie haben nichts angefordert? Dann ignorieren Sie diese E-Mail einfach: Ohne diesen Link kann sich niemand anmelden.',
  },
  emailVerification: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    preheader: 'Ein Klick, um Ihre Adresse zu bestätigen und Ihre Tickets zu finden.',
    intro: 'Willkommen beim {festival}! Bestätigen Sie Ihre E-Mail-Adresse: Ihre mit dieser Adresse aufgegebenen Bestellungen erscheinen dann in Ihrem persönlichen Bereich.',
    button: 'Meine Adresse bestätigen',
    after: 'Dieser Link ist 48 Stunden gültig und funktioniert nur ein einziges Mal; er meldet Sie zugleich in Ihrem Konto an.',
    notMe: 'Sie haben kein Konto erstellt? Dann ignorieren Sie diese E-Mail einfach: Die Adresse wird nicht bestätigt.',
  },
  accountExists: {
    subject: 'Sie haben bereits ein Konto',
    preheader: 'Jemand hat versucht, mit Ihrer Adresse ein Konto zu erstellen.',
    intro:
      'Jemand (vermutlich Sie selbst) wollte mit dieser E-Mail-Adresse ein Konto beim {festival} erstellen, aber Sie haben bereits eines. Melden Sie sich mit Ihrem Passwort an oder legen Sie ein neues fest, falls Sie es vergessen haben.',
    button: 'Passwort vergessen',
    after: 'Es wurde kein neues Konto erstellt, und Ihr Konto wurde nicht verändert.',
    notMe: 'Das waren nicht Sie? Dann ignorieren Sie diese E-Mail einfach.',
  },
  invitation: {
    subject: 'Sie sind zum {festival} eingeladen',
    /** „1 Ticket „Full Pass““ / „2 Tickets „Full Pass““. */
    what: { one: '{count} Ticket „{ticket}“', other: '{count} Tickets „{ticket}“' },
    intro: { one: 'Das Team des {festival} freut sich, Sie einzuladen: {what}, geschenkt.', other: 'Das Team des {festival} freut sich, Sie einzuladen: {what}, geschenkt.' },
    preheader: { one: '{what} wartet auf Sie.', other: '{what} warten auf Sie.' },
    teamNote: 'Ein Wort vom Team',
    ticketLine: 'Ticket: {ticket}',
    quantityLine: 'Anzahl: {quantity}',
    action: 'Um Ihre Tickets zu erhalten, öffnen Sie den Link unten und bestätigen Sie die Namen der Teilnehmenden: Die Tickets (mit ihrem QR-Code) kommen sofort per E-Mail.',
    button: 'Meine Tickets erhalten',
    /** Text version: „Meine Tickets erhalten: https://…“. */
    buttonLine: 'Meine Tickets erhalten: {url}',
    expiry: 'Dieser persönliche Link ist bis zum {date} gültig und funktioniert nur ein einziges Mal. Bitte leiten Sie ihn nicht weiter.',
    notMe: 'Sie glauben, diese E-Mail irrtümlich erhalten zu haben? Dann ignorieren Sie sie einfach.',
  },
  messageReceived: {
    subject: 'Wir haben Ihre Nachricht erhalten — {subject}',
    preheader: 'Ihre Nachricht ist angekommen: Wir antworten Ihnen schnell.',
    intro:
      'Danke für Ihre Nachricht! Ihre Nachricht vom {date} ist bei uns angekommen: Unser Team antwortet in der Regel innerhalb von 48 Stunden per E-Mail (und in Ihrem persönlichen Bereich, wenn Sie ein Konto haben).',
    subjectLine: 'Betreff: {subject}',
    orderLine: 'Betroffene Bestellung: {number}',
    followUpText: 'Wenn Sie Ihre Anfrage ergänzen möchten, schreiben Sie uns erneut über {url} oder an {email}.',
    followUpHtml: 'Wenn Sie Ihre Anfrage ergänzen möchten, schreiben Sie uns erneut über unsere Kontaktseite.',
    button: 'Uns schreiben',
    notMe: 'Sie haben diese Nachricht nicht geschrieben? Dann ignorieren Sie diese E-Mail einfach.',
    urgent: 'Eine dringende Frage?',
  },
  messageReply: {
    subject: 'Antwort auf Ihre Nachricht — {subject}',
    preheader: 'Unser Team hat auf Ihre Nachricht geantwortet.',
    intro: 'Hier ist die Antwort unseres Teams auf Ihre Nachricht vom {date}.',
    introWithOrder: 'Hier ist die Antwort unseres Teams auf Ihre Nachricht vom {date} (Bestellung {number}).',
    ourAnswer: 'Unsere Antwort',
    /** Text version's heading of the quoted answer. */
    ourAnswerLine: 'Unsere Antwort:',
    yourMessageText: 'Ihre Nachricht („{subject}“):',
    yourMessageHtml: 'Ihre Nachricht — {subject}',
    accountText: 'Sie haben ein Konto? Ihren Nachrichtenverlauf finden Sie in Ihrem Bereich: {url}',
    accountHtml: 'Sie haben ein Konto? Ihren Nachrichtenverlauf finden Sie in Ihrem persönlichen Bereich.',
    button: 'Meine Nachrichten ansehen',
    followUpText: 'Möchten Sie noch etwas ergänzen? Schreiben Sie uns über {url} oder an {email}.',
    /** HTML version: `{contactLink}` is a link whose text is contactPage, `{email}` a mailto link. */
    followUpHtml: 'Möchten Sie noch etwas ergänzen? Schreiben Sie uns über {contactLink} oder an {email}.',
    contactPage: 'die Kontaktseite',
  },
  newsletterConfirm: {
    subject: 'Bestätigen Sie Ihre Anmeldung zum Newsletter des {festival}',
    preheader: 'Ein Klick, um Ihre Anmeldung zu bestätigen.',
    intro:
      'Sie (oder jemand, der Ihre Adresse verwendet) haben den Newsletter des Festivals angefordert: Line-up, Vorverkaufsstart, Workshops und praktische Infos, ein paar E-Mails im Jahr.',
    action: 'Um Ihre Anmeldung zu bestätigen, klicken Sie auf die Schaltfläche unten. Der Link ist 7 Tage gültig.',
    button: 'Meine Anmeldung bestätigen',
    ignore: 'Sie haben diese Anfrage nicht gestellt? Dann ignorieren Sie diese E-Mail einfach: Sie werden nicht angemeldet und erhalten nichts weiter.',
    privacy: 'Über den Link in jedem Newsletter können Sie sich jederzeit wieder abmelden.',
  },
  newsletterIssue: {
    why: 'Sie erhalten diese E-Mail, weil Sie den Newsletter des {festival} abonniert haben.',
    unsubscribe: 'Abmelden',
    unsubscribeLine: 'Abmelden: {url}',
  },
  /** The welcome issue sent once, at the first confirmation of an address. */
  newsletterWelcome: {
    subject: 'Willkommen beim Newsletter des {festival}',
    paragraphs: [
      'Ihre Anmeldung ist bestätigt: Vielen Dank!',
      'Sie erfahren als Erste von den Line-up-Ankündigungen, dem Vorverkaufsstart und den letzten freien Plätzen, dem Workshop-Programm und den praktischen Infos vor dem Festival. Höchstens zwei E-Mails pro Monat.',
      'Bis bald auf der Tanzfläche!',
    ],
  },
};
