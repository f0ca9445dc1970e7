/**
 * The PDF tickets, and the festival facts printed on them and in the e-mails' header, in Dutch
 * (the festival's name, venue and address stay as they are).
 */
import type { ApiDictionary } from '../index.js';

export const tickets: ApiDictionary['tickets'] = {
  festival: {
    edition: '3e editie',
    /** The three festival days, as printed in the header of e-mails and tickets. */
    datesLabel: '16–18 april 2027',
    datesLongLabel: 'Van vrijdag 16 tot en met zondag 18 april 2027',
  },
  /** Dance roles as printed on a ticket. */
  roles: { leader: 'Leader', follower: 'Follower' },
  pdf: {
    /** `{edition}` is festival.edition, upper-cased on the ticket. */
    kicker: '{edition} · TOEGANGSBEWIJS',
    counter: 'Ticket {index} / {count}',
    programme: 'Workshops · Feesten · Shows · Contest',
    ticketType: 'SOORT TICKET',
    holder: 'Houder',
    /** Under the holder's name when the ticket has a dance role (`roles`). */
    role: 'Rol: {role}',
    order: 'Bestelling',
    number: 'Ticketnr.',
    festival: 'Festival',
    scanAtDoor: 'Scannen bij de ingang',
    dayTitle: 'Op de dag zelf',
    dayText:
      'Toon deze QR-code bij de ingang, geprint of op uw telefoon (helderheid op maximaal). Hij is geldig voor één enkele toegang: de eerste scan telt. Deel hem niet en publiceer geen screenshot. Er kan om een identiteitsbewijs op naam van de houder worden gevraagd. Bewaar dit ticket tot het einde van het festival.',
    question: 'Een vraag? {email} · {phone} — bestelling {number}',
    documentTitle: 'Tickets {festival} — bestelling {number}',
    documentSubject: 'Toegangsbewijzen, {dates}',
    /** The attached PDF's file name, without `.pdf`. */
    fileName: 'tickets-{number}',
  },
};
