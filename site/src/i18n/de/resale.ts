/** German UI strings of a ticket's resale at face value (dashboard). */
import type { Dictionary } from '../index';

export const resale: Dictionary['resale'] = {
  open: 'Zum Kaufpreis weiterverkaufen',
  title: 'Dieses Ticket weiterverkaufen',
  lead: 'Sie können nicht kommen? Das Festival verkauft Ihr Ticket für Sie weiter, zu dem Preis, den Sie bezahlt haben.',
  legal: 'In Frankreich darf ein Ticket nur mit Zustimmung des Veranstalters und nie über seinem Preis weiterverkauft werden: Deshalb läuft der Weiterverkauf über uns, höchstens zum Kaufpreis.',
  loadingQuote: 'Betrag wird berechnet …',
  quote: {
    price: 'Weiterverkaufspreis',
    fee: 'Weiterverkaufsgebühr',
    refund: 'Sie erhalten',
    noFee: 'Keine Gebühr',
  },
  how: 'Das Ticket wird zuerst den Personen auf der Warteliste angeboten und dann wieder in den Verkauf gegeben. Sobald es gekauft ist, werden Ihnen {refund} auf die Karte erstattet, mit der Sie bezahlt haben.',
  meanwhile: 'Bis dahin bleibt das Ticket Ihres, wird am Eingang aber nicht mehr akzeptiert. Sie können es aus dem Weiterverkauf nehmen, solange es nicht verkauft ist.',
  submit: 'Zum Weiterverkauf anbieten',
  submitting: 'Wird angeboten …',
  cancel: 'Abbrechen',
  listedDone: 'Ihr Ticket steht zum Weiterverkauf. Wir schreiben Ihnen, sobald es einen Käufer gefunden hat.',
  badge: 'Im Weiterverkauf',
  listedTitle: 'Im Weiterverkauf',
  listed: 'Seit dem {date} für {price} im Weiterverkauf. Sie erhalten {refund}, sobald es gekauft ist.',
  withdraw: 'Aus dem Weiterverkauf nehmen',
  withdrawing: 'Wird zurückgezogen …',
  withdrawn: 'Ticket aus dem Weiterverkauf genommen: Es ist am Eingang wieder gültig.',
  soldTitle: 'Ticket weiterverkauft',
  sold: 'Ihr Ticket hat am {date} einen Käufer gefunden. {refund} werden Ihrer Karte gutgeschrieben.',
  refundPending: 'Die Erstattung läuft: Je nach Bank erscheint sie innerhalb weniger Tage.',
  soldBadge: 'Weiterverkauft',
  closed: {
    deadlinePassed: 'Der Weiterverkauf ist seit dem {date} geschlossen.',
    checkedIn: 'Dieses Ticket wurde bereits am Eingang genutzt: Es kann nicht weiterverkauft werden.',
    notValid: 'Dieses Ticket ist nicht mehr gültig: Es kann nicht weiterverkauft werden.',
    pendingTransfer: 'Brechen Sie zuerst die laufende Übertragung ab, um dieses Ticket weiterzuverkaufen.',
    notAllowed: 'Dieses Ticket kann nicht weiterverkauft werden.',
  },
};
