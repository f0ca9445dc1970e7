/** The PDF tickets and the festival facts printed on them and in the e-mails' header, in European Portuguese. */
import type { ApiDictionary } from '../index.js';

export const tickets: ApiDictionary['tickets'] = {
  festival: {
    edition: '3.ª edição',
    /** The three festival days, as printed in the header of e-mails and tickets. */
    datesLabel: '16–18 de abril de 2027',
    datesLongLabel: 'De sexta-feira, 16, a domingo, 18 de abril de 2027',
  },
  /** Dance roles as printed on a ticket. */
  roles: { leader: 'Condutor', follower: 'Seguidor' },
  pdf: {
    /** `{edition}` is festival.edition, upper-cased on the ticket. */
    kicker: '{edition} · BILHETE DE ENTRADA',
    counter: 'Bilhete {index} / {count}',
    programme: 'Workshops · Festas · Shows · Contest',
    ticketType: 'TIPO DE BILHETE',
    holder: 'Titular',
    /** Under the holder's name when the ticket has a dance role (`roles`). */
    role: 'Papel: {role}',
    order: 'Encomenda',
    number: 'Bilhete n.º',
    festival: 'Festival',
    scanAtDoor: 'Para ler à entrada',
    dayTitle: 'No grande dia',
    dayText:
      'Apresente este código QR à entrada, impresso ou no telemóvel (com o brilho no máximo). Só é válido para uma entrada: conta a primeira leitura, por isso não o partilhe nem publique capturas de ecrã. Pode ser-lhe pedido um documento de identificação em nome do titular. Guarde este bilhete até ao fim do festival.',
    question: 'Alguma pergunta? {email} · {phone} — encomenda {number}',
    documentTitle: 'Bilhetes {festival} — encomenda {number}',
    documentSubject: 'Bilhetes de entrada, {dates}',
    /** The attached PDF's file name, without `.pdf`. */
    fileName: 'bilhetes-{number}',
  },
};
