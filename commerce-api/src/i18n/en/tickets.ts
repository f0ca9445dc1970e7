/** English texts of the PDF tickets and the festival facts printed on them and in the e-mails' header. */
import type { ApiDictionary } from '../index.js';

export const tickets: ApiDictionary['tickets'] = {
  festival: {
    edition: '3rd edition',
    /** The three festival days, as printed in the header of e-mails and tickets. */
    datesLabel: '16–18 April 2027',
    datesLongLabel: 'Friday 16 to Sunday 18 April 2027',
  },
  /** Dance roles as printed on a ticket. */
  roles: { leader: 'Leader', follower: 'Follower' },
  pdf: {
    /** `{edition}` is festival.edition, upper-cased on the ticket. */
    kicker: '{edition} · ADMISSION TICKET',
    counter: 'Ticket {index} / {count}',
    programme: 'Workshops · Parties · Shows · Contest',
    ticketType: 'TICKET TYPE',
    holder: 'Holder',
    /** Under the holder's name when the ticket has a dance role (`roles`). */
    role: 'Role: {role}',
    order: 'Order',
    number: 'Ticket no.',
    festival: 'Festival',
    scanAtDoor: 'To be scanned at the entrance',
    dayTitle: 'On the day',
    dayText:
      'Show this QR code at the entrance, printed or on your phone (with the brightness turned up). It is valid for one entry only: the first scan counts, so do not share it or post a screenshot of it. You may be asked for proof of identity in the holder’s name. Keep this ticket until the end of the festival.',
    question: 'Any questions? {email} · {phone} — order {number}',
    documentTitle: '{festival} tickets — order {number}',
    documentSubject: 'Admission tickets, {dates}',
    /** The attached PDF's file name, without `.pdf`. */
    fileName: 'tickets-{number}',
  },
};
