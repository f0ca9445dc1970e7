/**
 * The PDF tickets, and the festival facts printed on them and in the e-mails' header, in German
 * (the festival's name, venue and address stay as they are).
 */
import type { ApiDictionary } from '../index.js';

export const tickets: ApiDictionary['tickets'] = {
  festival: {
    edition: '3. Ausgabe',
    /** The three festival days, as printed in the header of e-mails and tickets. */
    datesLabel: '16.–18. April 2027',
    datesLongLabel: 'Von Freitag, 16., bis Sonntag, 18. April 2027',
  },
  /** Dance roles as printed on a ticket. */
  roles: { leader: 'Leader', follower: 'Follower' },
  pdf: {
    /** `{edition}` is festival.edition, upper-cased on the ticket. */
    kicker: '{edition} · EINTRITTSKARTE',
    counter: 'Ticket {index} / {count}',
    programme: 'Workshops · Partys · Shows · Contest',
    ticketType: 'TICKETART',
    holder: 'Inhaber/in',
    /** Under the holder's name when the ticket has a dance role (`roles`). */
    role: 'Rolle: {role}',
    order: 'Bestellung',
    number: 'Ticket-Nr.',
    festival: 'Festival',
    scanAtDoor: 'Am Einlass scannen',
    dayTitle: 'Am Festivaltag',
    dayText:
      'Zeigen Sie diesen QR-Code am Einlass vor, ausgedruckt oder auf Ihrem Smartphone (Helligkeit auf Maximum). Er gilt nur für einen einzigen Einlass: Es zählt der erste Scan. Teilen Sie ihn nicht und veröffentlichen Sie keinen Screenshot davon. Es kann ein Ausweis auf den Namen des Inhabers bzw. der Inhaberin verlangt werden. Bewahren Sie dieses Ticket bis zum Ende des Festivals auf.',
    question: 'Eine Frage? {email} · {phone} — Bestellung {number}',
    documentTitle: 'Tickets {festival} — Bestellung {number}',
    documentSubject: 'Eintrittskarten, {dates}',
    /** The attached PDF's file name, without `.pdf`. */
    fileName: 'tickets-{number}',
  },
};
