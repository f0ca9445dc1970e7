/** Spanish UI strings of a ticket's resale at face value (dashboard). */
import type { Dictionary } from '../index';

export const resale: Dictionary['resale'] = {
  open: 'Revender al precio de compra',
  title: 'Revender esta entrada',
  lead: '¿No podrá venir? El festival revende su entrada por usted, al precio que pagó por ella.',
  legal: 'En Francia, una entrada solo puede revenderse con el consentimiento del organizador y nunca por encima de su precio: por eso la reventa pasa por nosotros, como máximo al precio de compra.',
  loadingQuote: 'Calculando el importe…',
  quote: {
    price: 'Precio de reventa',
    fee: 'Gastos de reventa',
    refund: 'Usted recibe',
    noFee: 'Sin gastos',
  },
  how: 'La entrada se ofrece primero a las personas de la lista de espera y después vuelve a la venta. En cuanto alguien la compre, se le reembolsarán {refund} en la tarjeta con la que pagó.',
  meanwhile: 'Mientras tanto, la entrada sigue siendo suya, pero ya no se acepta en el acceso. Puede retirarla de la reventa mientras no se haya vendido.',
  submit: 'Poner en reventa',
  submitting: 'Poniendo en reventa…',
  cancel: 'Cancelar',
  listedDone: 'Su entrada está en reventa. Le escribiremos en cuanto encuentre comprador.',
  badge: 'En reventa',
  listedTitle: 'En reventa',
  listed: 'En reventa desde el {date} por {price}. Recibirá {refund} en cuanto se compre.',
  withdraw: 'Retirar de la reventa',
  withdrawing: 'Retirando…',
  withdrawn: 'Entrada retirada de la reventa: vuelve a ser válida en el acceso.',
  soldTitle: 'Entrada revendida',
  sold: 'Su entrada encontró comprador el {date}. Se le reembolsan {refund} en su tarjeta.',
  refundPending: 'El reembolso está en curso: según su banco, aparecerá en unos días.',
  soldBadge: 'Revendida',
  closed: {
    deadlinePassed: 'La reventa está cerrada desde el {date}.',
    checkedIn: 'Esta entrada ya se usó en el acceso: no se puede revender.',
    notValid: 'Esta entrada ya no es válida: no se puede revender.',
    pendingTransfer: 'Cancele primero la transferencia en curso para revender esta entrada.',
    notAllowed: 'Esta entrada no se puede revender.',
  },
};
