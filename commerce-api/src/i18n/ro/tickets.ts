/**
 * Romanian texts of the PDF tickets and the festival facts printed on them and in the e-mails'
 * header (the festival's name, venue and address stay as they are).
 */
import type { ApiDictionary } from '../index.js';

export const tickets: ApiDictionary['tickets'] = {
  festival: {
    edition: 'Ediția a 3-a',
    /** The three festival days, as printed in the header of e-mails and tickets. */
    datesLabel: '16–18 aprilie 2027',
    datesLongLabel: 'De vineri, 16 aprilie, până duminică, 18 aprilie 2027',
  },
  /** Dance roles as printed on a ticket. */
  roles: { leader: 'Leader', follower: 'Follower' },
  pdf: {
    /** `{edition}` is festival.edition, upper-cased on the ticket. */
    kicker: '{edition} · BILET DE INTRARE',
    counter: 'Biletul {index} / {count}',
    programme: 'Ateliere · Petreceri · Show-uri · Contest',
    ticketType: 'TIP DE BILET',
    holder: 'Titular',
    /** Under the holder's name when the ticket has a dance role (`roles`). */
    role: 'Rol: {role}',
    order: 'Comandă',
    number: 'Bilet nr.',
    festival: 'Festival',
    scanAtDoor: 'De scanat la intrare',
    dayTitle: 'În ziua festivalului',
    dayText:
      'Prezentați acest cod QR la intrare, tipărit sau pe telefon (luminozitate maximă). Este valabil pentru o singură intrare: contează prima scanare, așa că nu îl distribuiți și nu publicați capturi de ecran. Vi se poate cere un act de identitate pe numele titularului. Păstrați acest bilet până la sfârșitul festivalului.',
    question: 'O întrebare? {email} · {phone} — comanda {number}',
    documentTitle: 'Bilete {festival} — comanda {number}',
    documentSubject: 'Bilete de intrare, {dates}',
    /** The attached PDF's file name, without `.pdf`: „bilete-KL-AB12CD34”. */
    fileName: 'bilete-{number}',
  },
};
