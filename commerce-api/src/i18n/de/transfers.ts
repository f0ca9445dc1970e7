/** German texts of name changes and transfers of tickets: refusals and e-mails. */
import type { ApiDictionary } from '../index.js';

export const transfers: ApiDictionary['transfers'] = {
  errors: {
    closed: 'Die Frist für Namensänderungen und Übertragungen ist abgelaufen: Dieses Ticket kann nicht mehr auf eine andere Person übergehen.',
    checkedIn: 'Dieses Ticket wurde bereits am Einlass gescannt: Es kann nicht mehr auf eine andere Person übergehen.',
    invalid: 'Dieses Ticket ist nicht mehr gültig (storniert oder erstattet): Es kann nicht auf eine andere Person übergehen.',
    onResale: 'Dieses Ticket steht zum Weiterverkauf: Nehmen Sie es aus dem Weiterverkauf, bevor Sie es übertragen oder den Namen ändern.',
    pending: 'Eine Übertragung dieses Tickets läuft bereits: Brechen Sie sie zuerst ab oder warten Sie auf die Antwort der Empfängerin bzw. des Empfängers.',
    toSelf: 'Dieses Ticket gehört bereits Ihnen: Geben Sie die E-Mail-Adresse der Person an, der Sie es überlassen.',
    notPending: 'Für dieses Ticket läuft keine Übertragung.',
    linkNotFound: 'Dieser Übertragungslink existiert nicht oder ist nicht mehr gültig.',
    alreadyAccepted: 'Dieses Ticket wurde bereits angenommen: Das Ticket auf Ihren Namen wurde Ihnen per E-Mail geschickt.',
    cancelled: 'Diese Übertragung wurde von der Person abgebrochen, die Ihnen das Ticket schicken wollte.',
    expired: 'Diese Übertragung ist abgelaufen: Das Ticket ist an die Person zurückgegangen, die es Ihnen schicken wollte.',
    firstName: 'Bitte geben Sie den Vornamen an.',
    lastName: 'Bitte geben Sie den Nachnamen an.',
    tooLong: 'Vor- und Nachname dürfen höchstens 100 Zeichen lang sein.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  mail: {
    offer: {
      subject: '{name} überlässt Ihnen das Ticket für {festival}',
      preheader: 'Nehmen Sie das Ticket „{ticket}“ an, um es auf Ihren Namen zu erhalten.',
      intro: '{name} überträgt Ihnen das Ticket „{ticket}“ für {festival} ({dates}).',
      role: 'Tanzrolle des Tickets: {role}.',
      action: 'Ticket annehmen',
      after: 'Sobald Sie es annehmen, erhalten Sie per E-Mail ein Ticket auf Ihren Namen mit eigenem QR-Code.',
      expiry: 'Dieser Link gilt bis {date}. Ohne Antwort bis dahin geht das Ticket an {name} zurück.',
      ignore: 'Sie kennen diese Person nicht? Ignorieren Sie diese E-Mail einfach: Es passiert nichts.',
    },
    ticket: {
      subjectRenamed: 'Ihr aktualisiertes Ticket – Ticket Nr. {number}',
      subjectTransferred: 'Ihr Ticket für {festival} – Ticket Nr. {number}',
      subjectReturned: 'Ihr Ticket ist wieder bei Ihnen – Ticket Nr. {number}',
      preheader: 'Ihr Ticket „{ticket}“ ist dieser E-Mail beigefügt.',
      introRenamed: 'Der Name auf Ihrem Ticket „{ticket}“ wurde geändert: Hier ist das aktualisierte Ticket mit einem neuen QR-Code.',
      introTransferred: 'Das Ticket „{ticket}“, das {name} Ihnen übertragen hat, lautet jetzt auf Ihren Namen. Hier ist es, mit seinem QR-Code.',
      introCancelled: 'Sie haben die Übertragung Ihres Tickets „{ticket}“ abgebrochen: Es bleibt auf Ihren Namen, mit einem neuen QR-Code.',
      introExpired: 'Die Übertragung Ihres Tickets „{ticket}“ wurde nicht rechtzeitig angenommen: Das Ticket ist wieder bei Ihnen, mit einem neuen QR-Code.',
      oldCode: 'Der alte QR-Code öffnet den Einlass nicht mehr: Gültig ist nur das dieser E-Mail beigefügte Ticket.',
      dashboard: 'Ihre Tickets finden Sie auch in Ihrem Konto, wenn Sie sich mit dieser E-Mail-Adresse anmelden:',
      dashboardAction: 'Meine Tickets ansehen',
      fileName: 'ticket-{number}',
    },
    /** The order confirmation's way to the dashboard (quick access for guests). */
    manage: {
      action: 'Meine Tickets verwalten',
      text: 'Um den Namen auf einem Ticket zu ändern, es zu übertragen oder weiterzuverkaufen, melden Sie sich mit der E-Mail-Adresse dieser Bestellung an.',
    },
    accepted: {
      subject: '{name} hat Ihr Ticket angenommen',
      preheader: 'Das Ticket „{ticket}“ lautet jetzt auf den neuen Namen.',
      text: '{name} hat das Ticket „{ticket}“ (Nr. {number}) angenommen, das Sie übertragen haben: Es lautet jetzt auf den neuen Namen, hat einen neuen QR-Code und erscheint nicht mehr in Ihrem Konto.',
      thanks: 'Danke, dass Ihr Platz beim Festival nicht leer bleibt.',
    },
  },
};
