/** German UI strings of the invitation landing page. */
import type { Dictionary } from '../index';

/** The public invitation page (/invitation/{token}). */
export const invitation: Dictionary['invitation'] = {
  title: 'Ihre Einladung',
  description: 'Einladung zum Kizomba Lumière Festival.',
  loading: 'Einladung wird geladen …',
  lead: '{name}, Sie sind zum Festival eingeladen!',
  offer: '{quantity} × {type}',
  ticketsLabel: 'Geschenkte Tickets',
  messageLabel: 'Nachricht der Veranstalter',
  expires: 'Einladung gültig bis {date}.',
  holdersTitle: 'Namen auf den Tickets',
  holdersHint: 'Optional: Die Tickets können auch auf Ihren Namen ausgestellt bleiben.',
  holderLabel: 'Ticket {index}',
  accept: 'Einladung annehmen',
  accepting: 'Wird bestätigt …',
  successTitle: 'Ihre Tickets sind unterwegs',
  successText: 'Sie kommen in wenigen Minuten per E-Mail. Bestellung {number}.',
  successLink: 'Meine Bestellung ansehen',
  notFound: 'Diese Einladung existiert nicht. Bitte prüfen Sie den Link aus der E-Mail.',
  unavailable: 'Diese Einladung ist nicht mehr verfügbar: Sie wurde bereits angenommen, widerrufen oder ist abgelaufen.',
  soldOut: 'Für dieses Ticket gibt es keine Plätze mehr. Bitte wenden Sie sich an die Veranstalter.',
  claimed: 'Diese Einladung wurde bereits angenommen: Ihre Tickets wurden Ihnen per E-Mail geschickt.',
  revoked: 'Diese Einladung wurde widerrufen.',
  expired: 'Diese Einladung ist abgelaufen.',
  contact: 'Kontakt aufnehmen',
  backHome: 'Zurück zur Startseite',
};
