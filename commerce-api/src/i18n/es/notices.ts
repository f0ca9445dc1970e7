/** Spanish messages of successful public answers (`message`, `promoRemoved`). */
import type { ApiDictionary } from '../index.js';

export const notices: ApiDictionary['notices'] = {
  auth: {
    mailSent: 'Si existe una cuenta con esta dirección, acabamos de enviarle un correo electrónico.',
    quickLogin: 'Acabamos de enviarle por correo electrónico un enlace de acceso. Es válido durante 30 minutos.',
    register: 'Revise su bandeja de entrada: si esta dirección puede utilizarse, acabamos de enviarle un enlace de confirmación.',
  },
  cart: {
    itemAdded: '«{name}» se ha añadido a su cesta.',
    itemRemoved: '«{name}» se ha retirado de su cesta.',
    promoApplied: '¡Código promocional aplicado!',
    cleared: 'Se ha vaciado su cesta.',
    /** The cart's promo code stopped applying: one sentence per refusal of errors.promo. */
    promoRemoved: {
      invalid: 'Se ha retirado el código promocional «{code}» de su cesta: este código promocional no es válido.',
      notApplicableToCart: 'Se ha retirado el código promocional «{code}» de su cesta: no se aplica a ninguna de las entradas de su cesta.',
      notApplicableEmpty: 'Se ha retirado el código promocional «{code}» de su cesta: no se aplica a una cesta vacía.',
      minSubtotal:
        'Se ha retirado el código promocional «{code}» de su cesta: requiere una compra mínima de {minimum} (su cesta: {subtotal}).',
      minSubtotalRestricted:
        'Se ha retirado el código promocional «{code}» de su cesta: requiere una compra mínima de {minimum} en las entradas a las que se aplica (su cesta: {subtotal}).',
    },
    restored:
      'Se ha restaurado su cesta. Algunas entradas han cambiado de precio o ya no están disponibles en la misma cantidad: revísela antes de pagar.',
  },
  /** The order as its status page and the confirmation e-mail show it (OrderView). */
  order: {
    paymentMethod: 'Tarjeta de crédito',
    invitationPaymentMethod: 'Invitación (gratuita)',
    /** Why a failed order failed, per failure reason. */
    failure: {
      payment_failed: 'Su pago no se ha completado. No se ha cobrado ningún importe: puede volver a intentarlo.',
      expired: 'Ha vencido el plazo de pago: sus plazas se han liberado. Puede volver a hacer su pedido.',
      canceled: 'Este pedido se ha anulado y sus entradas se han devuelto a su cesta.',
      sold_out_after_payment:
        'Su pago llegó después de que se liberaran sus plazas y las entradas ya están agotadas: se le ha reembolsado el importe íntegro.',
      default: 'Se ha producido un error al procesar su pago.',
    },
  },
  newsletter: {
    subscribed: '¡Gracias! Revise su correo para confirmar la suscripción.',
  },
};
