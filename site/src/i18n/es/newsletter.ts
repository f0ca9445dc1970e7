/** Spanish UI strings of the newsletter form and its confirmation pages. */
import type { Dictionary } from '../index';

/** Newsletter: footer box, /newsletter/confirm, /newsletter/unsubscribe (docs/accounts.md). */
export const newsletter: Dictionary['newsletter'] = {
  sending: 'Suscribiendo…',
  success: '¡Gracias! Revise su correo para confirmar la suscripción.',
  error: 'Se ha producido un error. Inténtelo de nuevo.',
  emailRequired: 'Indique su dirección de correo electrónico.',
  emailInvalid: 'La dirección de correo electrónico no es válida.',
  confirmTitle: 'Confirmación de la suscripción',
  confirmDescription: 'Confirmación de la suscripción a la newsletter del Kizomba Lumière Festival.',
  confirming: 'Confirmando…',
  confirmed: 'Suscripción confirmada',
  confirmedText: 'Recibirá los próximos anuncios del festival en {email}.',
  confirmedTextShort: 'Recibirá los próximos anuncios del festival.',
  confirmFailed: 'No se ha podido confirmar',
  unsubscribeTitle: 'Darse de baja de la newsletter',
  unsubscribeDescription: 'Baja de la newsletter del Kizomba Lumière Festival.',
  unsubscribeText: '¿Ya no desea recibir la newsletter del festival? Confírmelo con un clic.',
  unsubscribeButton: 'Darme de baja',
  unsubscribing: 'Tramitando la baja…',
  unsubscribed: 'Baja confirmada',
  unsubscribedText:
    'Su dirección se ha dado de baja: ya no recibirá la newsletter. Puede volver a suscribirse en cualquier momento desde el pie de página.',
  unsubscribeFailed: 'No se ha podido tramitar la baja',
  invalidLink: 'Este enlace no es válido o ha caducado.',
  backHome: 'Volver a la página de inicio',
  /** The footer form posted without JavaScript lands on one of these two pages. */
  subscribedTitle: 'Suscripción a la newsletter',
  subscribedDescription: 'Suscripción a la newsletter del Kizomba Lumière Festival.',
  subscribedText: 'El enlace de confirmación es válido durante 7 días. No olvide mirar en la carpeta de correo no deseado.',
  invalidTitle: 'Dirección de correo electrónico no válida',
  invalidText: 'Compruebe la dirección y vuelva a intentarlo desde el formulario del pie de página.',
};
