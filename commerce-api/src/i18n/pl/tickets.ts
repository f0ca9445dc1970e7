/**
 * Polish texts of the PDF tickets and the festival facts printed on them and in the e-mails'
 * header (the festival's name, venue and address stay as they are).
 */
import type { ApiDictionary } from '../index.js';

export const tickets: ApiDictionary['tickets'] = {
  festival: {
    edition: '3. edycja',
    /** The three festival days, as printed in the header of e-mails and tickets. */
    datesLabel: '16–18 kwietnia 2027',
    datesLongLabel: 'Od piątku 16 do niedzieli 18 kwietnia 2027 r.',
  },
  /** Dance roles as printed on a ticket. */
  roles: { leader: 'Prowadzący', follower: 'Podążający' },
  pdf: {
    /** `{edition}` is festival.edition, upper-cased on the ticket. */
    kicker: '{edition} · BILET WSTĘPU',
    counter: 'Bilet {index} / {count}',
    programme: 'Warsztaty · Imprezy · Pokazy · Contest',
    ticketType: 'RODZAJ BILETU',
    holder: 'Posiadacz',
    /** Under the holder's name when the ticket has a dance role (`roles`). */
    role: 'Rola: {role}',
    order: 'Zamówienie',
    number: 'Bilet nr',
    festival: 'Festiwal',
    scanAtDoor: 'Do zeskanowania przy wejściu',
    dayTitle: 'W dniu festiwalu',
    dayText:
      'Ten kod QR należy okazać przy wejściu, w formie wydruku lub na telefonie (maksymalna jasność ekranu). Uprawnia tylko do jednego wejścia: decyduje pierwszy skan, dlatego prosimy go nie udostępniać i nie publikować zrzutów ekranu. Możemy poprosić o dokument tożsamości na nazwisko posiadacza. Prosimy zachować ten bilet do końca festiwalu.',
    question: 'Pytania? {email} · {phone} — zamówienie {number}',
    documentTitle: 'Bilety {festival} — zamówienie {number}',
    documentSubject: 'Bilety wstępu, {dates}',
    /** The attached PDF's file name, without `.pdf`: „bilety-KL-AB12CD34”. */
    fileName: 'bilety-{number}',
  },
};
