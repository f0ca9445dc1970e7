/** Spanish texts of the PDF tickets and the festival facts printed on them and in the e-mails' header. */
import type { ApiDictionary } from '../index.js';

export const tickets: ApiDictionary['tickets'] = {
  festival: {
    edition: '3.ª edición',
    /** The three festival days, as printed in the header of e-mails and tickets. */
    datesLabel: '16-18 de abril de 2027',
    datesLongLabel: 'Del viernes 16 al domingo 18 de abril de 2027',
  },
  /** Dance roles as printed on a ticket. */
  roles: { leader: 'Líder', follower: 'Seguidor' },
  pdf: {
    /** `{edition}` is festival.edition, upper-cased on the ticket. */
    kicker: '{edition} · ENTRADA',
    counter: 'Entrada {index} / {count}',
    programme: 'Talleres · Fiestas · Shows · Contest',
    ticketType: 'TIPO DE ENTRADA',
    holder: 'Titular',
    /** Under the holder's name when the ticket has a dance role (`roles`). */
    role: 'Rol: {role}',
    order: 'Pedido',
    number: 'Entrada n.º',
    festival: 'Festival',
    scanAtDoor: 'Para escanear en el acceso',
    dayTitle: 'El gran día',
    dayText:
      'Presente este código QR en el acceso, impreso o en su móvil (con el brillo al máximo). Solo es válido para un único acceso: cuenta el primer escaneo, así que no lo comparta ni publique capturas. Es posible que se le pida un documento de identidad a nombre del titular. Conserve esta entrada hasta el final del festival.',
    question: '¿Alguna pregunta? {email} · {phone} — pedido {number}',
    documentTitle: 'Entradas {festival} — pedido {number}',
    documentSubject: 'Entradas, {dates}',
    /** The attached PDF's file name, without `.pdf`. */
    fileName: 'entradas-{number}',
  },
};
