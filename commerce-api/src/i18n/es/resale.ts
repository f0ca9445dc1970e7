/** Resale at face value: refusals of the dashboard's resale endpoints and the seller's e-mail. */
import type { ApiDictionary } from '../index.js';

export const resale: ApiDictionary['resale'] = {
  errors: {
    disabled: 'La reventa de entradas no está abierta para este festival.',
    closed: 'La reventa está cerrada: ha pasado la fecha límite de transferencias y reventas.',
    couple: 'Un Pase Pareja no se puede poner en reventa.',
    checkedIn: 'Esta entrada ya se ha utilizado en el acceso: ya no se puede poner en reventa.',
    invalid: 'Esta entrada está anulada o reembolsada: no se puede poner en reventa.',
    transferPending: 'Esta entrada se está transfiriendo: anule la transferencia antes de ponerla en reventa.',
    transferred: 'Una entrada recibida por transferencia no se puede revender aquí: el reembolso iría a la persona que la pagó. Póngase en contacto con ella o escríbanos.',
    nothingToRefund: 'Esta entrada no le costó nada (invitación o descuento total): no hay nada que reembolsarle, por lo que no se puede poner en reventa.',
    alreadyListed: 'Esta entrada ya está en reventa.',
    notListed: 'Esta entrada no está en reventa.',
    alreadySold: 'Esta entrada ya ha encontrado comprador: ya no se puede retirar de la reventa.',
    noSeat: 'Su plaza ya se ha ofrecido a otra persona: la entrada ya no se puede retirar de la reventa.',
  },
  mail: {
    subject: 'Su entrada ha sido revendida',
    preheader: 'Su entrada «{ticket}» ha encontrado comprador.',
    intro: 'Buenas noticias: la entrada «{ticket}» (n.º {number}) que puso en reventa ha encontrado comprador.',
    refunded: 'Le reembolsamos {amount} en el medio de pago de su pedido {order}. Según su banco, el importe aparecerá en un plazo de 5 a 10 días.',
    feeLine: 'Precio de la entrada: {price}, gastos de reventa: {fee}.',
    nothingRefunded: 'Los gastos de reventa ({fee}) cubren el precio de su entrada ({price}): no hay ningún importe que reembolsarle.',
    alreadyRefunded: 'Su pedido {order} ya le ha sido reembolsado: no queda nada que reembolsarle por esta entrada.',
    revoked: 'El código QR de esta entrada ya no es válido: ya no permite acceder al festival.',
    thanks: 'Gracias por ceder su plaza a otra persona apasionada del baile.',
  },
};
