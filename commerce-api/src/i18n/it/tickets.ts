/** The PDF tickets and the festival facts printed on them and in the e-mails' header, in Italian. */
import type { ApiDictionary } from '../index.js';

export const tickets: ApiDictionary['tickets'] = {
  festival: {
    edition: '3ª edizione',
    /** The three festival days, as printed in the header of e-mails and tickets. */
    datesLabel: '16–18 aprile 2027',
    datesLongLabel: 'Da venerdì 16 a domenica 18 aprile 2027',
  },
  /** Dance roles as printed on a ticket. */
  roles: { leader: 'Leader', follower: 'Follower' },
  pdf: {
    /** `{edition}` is festival.edition, upper-cased on the ticket. */
    kicker: '{edition} · BIGLIETTO D’INGRESSO',
    counter: 'Biglietto {index} / {count}',
    programme: 'Workshop · Serate · Show · Contest',
    ticketType: 'TIPO DI BIGLIETTO',
    holder: 'Intestatario',
    /** Under the holder's name when the ticket has a dance role (`roles`). */
    role: 'Ruolo: {role}',
    order: 'Ordine',
    number: 'Biglietto n.',
    festival: 'Festival',
    scanAtDoor: 'Da scansionare all’ingresso',
    dayTitle: 'Il grande giorno',
    dayText:
      'Mostri questo codice QR all’ingresso, stampato o sul telefono (luminosità al massimo). È valido per un solo ingresso: fa fede la prima scansione, quindi non lo condivida e non ne pubblichi screenshot. Potrà esserle richiesto un documento d’identità intestato al titolare. Conservi questo biglietto fino alla fine del festival.',
    question: 'Domande? {email} · {phone} — ordine {number}',
    documentTitle: 'Biglietti {festival} — ordine {number}',
    documentSubject: 'Biglietti d’ingresso, {dates}',
    /** The attached PDF's file name, without `.pdf`. */
    fileName: 'biglietti-{number}',
  },
};
