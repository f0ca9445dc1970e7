/** Deutsche Texte der Warteliste: Ablehnungen, Antworten, Rollennamen und ihre drei E-Mails. */
import type { ApiDictionary } from '../index.js';

export const waitingList: ApiDictionary['waitingList'] = {
  errors: {
    entryNotFound: 'Diese Anmeldung auf der Warteliste wurde nicht gefunden. Bitte prüfen Sie den Link in Ihrer E-Mail.',
    offerNotFound: 'Dieses Angebot wurde nicht gefunden. Bitte prüfen Sie den Link in Ihrer E-Mail.',
    offerExpired: 'Dieses Angebot ist nicht mehr gültig: Die Frist zum Buchen Ihrer Plätze ist abgelaufen.',
    offerUsed: 'Dieses Angebot wurde bereits für eine Bestellung verwendet und kann nicht erneut genutzt werden.',
    ticketTypeNotFound: 'Dieses Ticket wurde nicht gefunden.',
    available: 'Plätze für „{name}“ sind im Verkauf: Buchen Sie sie direkt, ganz ohne Warteliste.',
    closed: 'Tickets „{name}“ sind nicht im Verkauf: Die Warteliste ist nur während des Verkaufs geöffnet.',
    roleRequired: 'Bitte wählen Sie Ihre Tanzrolle: Leader (führend) oder Follower (folgend).',
    roleNotAllowed: 'Dieses Ticket wird nicht nach Tanzrolle gebucht.',
    entryClosed: 'Diese Anmeldung steht nicht mehr auf der Warteliste.',
    confirmationExpired: 'Dieser Bestätigungslink ist abgelaufen: Eine Anmeldung muss innerhalb von 48 Stunden bestätigt werden. Bitte melden Sie sich auf der Ticketseite erneut an.',
  },
  fields: {
    ticketTypeId: 'Bitte wählen Sie ein Ticket.',
    quantityTooLarge: 'Sie können auf höchstens {max} Plätze warten.',
    role: 'Die Tanzrolle muss „leader“ oder „follower“ sein.',
  },
  notices: {
    confirmationSent: 'Bitte bestätigen Sie Ihre Anmeldung: Wir haben Ihnen eine E-Mail an {email} geschickt. Ihr Platz in der Warteschlange zählt ab der Bestätigung.',
    confirmed: 'Bestätigt: Sie stehen auf der Warteliste, auf Platz {position}.',
    alreadyJoined: 'Sie stehen bereits auf der Warteliste für dieses Ticket, auf Platz {position}.',
    alreadyOffered: 'Sie stehen bereits auf der Warteliste für dieses Ticket: Ein Angebot wurde Ihnen per E-Mail geschickt.',
    left: 'Sie haben die Warteliste verlassen.',
  },
  roles: {
    leader: 'Leader (führend)',
    follower: 'Follower (folgend)',
  },
  mail: {
    what: { one: '{count} Platz „{ticket}“', other: '{count} Plätze „{ticket}“' },
    whatWithRole: { one: '{count} Platz „{ticket}“ als {role}', other: '{count} Plätze „{ticket}“ als {role}' },
    confirmation: {
      subject: 'Bitte bestätigen Sie Ihre Anmeldung zur Warteliste des {festival}',
      preheader: 'Ein Klick, und Sie stehen in der Warteschlange für {what}.',
      intro: 'Sie möchten auf die Warteliste für {what}. Bitte bestätigen Sie Ihre Anmeldung innerhalb von 48 Stunden über die Schaltfläche unten: Ihr Platz in der Warteschlange zählt ab diesem Moment.',
      how: 'Sobald ein Platz frei wird, bieten wir ihn der ersten Person auf der Liste an: Sie erhalten dann eine E-Mail mit einem Buchungslink, der für begrenzte Zeit gilt. Ohne Antwort in dieser Frist geht das Angebot an die nächste Person und Sie rücken ans Ende der Liste; nach der zweiten verstrichenen Frist verlassen Sie die Liste.',
      confirm: 'Nach der Bestätigung zeigt Ihnen dieselbe Seite Ihren Platz, und Sie können die Liste jederzeit verlassen:',
      button: 'Anmeldung bestätigen',
      buttonLine: 'Anmeldung bestätigen: {url}',
      notMe: 'Sie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail einfach: Ohne Bestätigung wird die Anmeldung nach 48 Stunden gelöscht.',
    },
    offer: {
      subject: { one: '{count} Platz beim {festival} ist für Sie frei geworden', other: '{count} Plätze beim {festival} sind für Sie frei geworden' },
      preheader: 'Für Sie reserviert bis zum {date}.',
      intro: { one: 'Gute Nachricht: {what} ist frei geworden und wir reservieren ihn für Sie.', other: 'Gute Nachricht: {what} sind frei geworden und wir reservieren sie für Sie.' },
      hold: {
        one: 'Er ist für Sie reserviert bis zum {date} (Pariser Zeit): Danach wird er der nächsten Person auf der Liste angeboten.',
        other: 'Sie sind für Sie reserviert bis zum {date} (Pariser Zeit): Danach werden sie der nächsten Person auf der Liste angeboten.',
      },
      total: 'Betrag: {total}',
      action: 'Öffnen Sie den Link unten: Ihre Plätze landen direkt in Ihrem Warenkorb, Sie müssen nur noch bezahlen. Dieser persönliche Link gilt für eine einzige Bestellung.',
      button: 'Meine Plätze buchen',
      buttonLine: 'Meine Plätze buchen: {url}',
      decline: 'Sie können nicht mehr kommen? Ignorieren Sie diese E-Mail einfach: Nach Ablauf der Frist geht der Platz an die nächste Person.',
    },
    removed: {
      subject: 'Sie haben die Warteliste des {festival} verlassen',
      preheader: 'Zwei Angebote blieben unbeantwortet.',
      intro: 'Wir haben Ihnen zweimal {what} angeboten, aber keines der beiden Angebote wurde rechtzeitig genutzt: Damit die nächste Person ihre Chance bekommt, ist Ihre Anmeldung auf der Warteliste beendet.',
      again: 'Wenn Sie weiterhin kommen möchten, können Sie sich jederzeit auf der Ticketseite erneut anmelden.',
      button: 'Zu den Tickets',
      buttonLine: 'Zu den Tickets: {url}',
    },
  },
};
