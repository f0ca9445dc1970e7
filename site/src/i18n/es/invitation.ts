/** Spanish UI strings of the invitation landing page. */
import type { Dictionary } from '../index';

/** The public invitation page (/invitation/{token}). */
export const invitation: Dictionary['invitation'] = {
  title: 'Su invitación',
  description: 'Invitación al Kizomba Lumière Festival.',
  loading: 'Cargando la invitación…',
  lead: '{name}, ¡está invitado/a al festival!',
  offer: '{quantity} × {type}',
  ticketsLabel: 'Entradas de regalo',
  messageLabel: 'Mensaje de la organización',
  expires: 'Invitación válida hasta el {date}.',
  holdersTitle: 'Nombres en las entradas',
  holdersHint: 'Opcional: también puede dejarlas a su nombre.',
  holderLabel: 'Entrada {index}',
  accept: 'Aceptar la invitación',
  accepting: 'Confirmando…',
  successTitle: 'Sus entradas están en camino',
  successText: 'Le llegarán por correo electrónico en unos minutos. Pedido {number}.',
  successLink: 'Ver mi pedido',
  notFound: 'Esta invitación no existe. Compruebe el enlace que recibió por correo electrónico.',
  unavailable: 'Esta invitación ya no está disponible: ya se ha aceptado, se ha revocado o ha caducado.',
  soldOut: 'Ya no quedan plazas para esta entrada. Póngase en contacto con la organización.',
  claimed: 'Esta invitación ya se ha aceptado: le hemos enviado sus entradas por correo electrónico.',
  revoked: 'Esta invitación se ha revocado.',
  expired: 'Esta invitación ha caducado.',
  contact: 'Contactar con nosotros',
  backHome: 'Volver a la página de inicio',
};
