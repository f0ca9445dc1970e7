/** Spanish texts of name changes and transfers of tickets: refusals and e-mails. */
import type { ApiDictionary } from '../index.js';

export const transfers: ApiDictionary['transfers'] = {
  errors: {
    closed: 'Ha pasado la fecha límite para los cambios de nombre y las transferencias: esta entrada ya no puede cambiar de titular.',
    checkedIn: 'Esta entrada ya se escaneó en el acceso: ya no puede cambiar de titular.',
    invalid: 'Esta entrada ya no es válida (anulada o reembolsada): no puede cambiar de titular.',
    onResale: 'Esta entrada está en reventa: retírela de la reventa antes de transferirla o de cambiar el nombre.',
    pending: 'Ya hay una transferencia de esta entrada en curso: anúlela primero o espere la respuesta de su destinatario.',
    toSelf: 'Esta entrada ya es suya: indique la dirección de correo electrónico de la persona a quien se la da.',
    notPending: 'No hay ninguna transferencia de esta entrada en curso.',
    linkNotFound: 'Este enlace de transferencia no existe o ya no es válido.',
    alreadyAccepted: 'Esta entrada ya se aceptó: la entrada a su nombre se le envió por correo electrónico.',
    cancelled: 'La persona que le enviaba la entrada anuló esta transferencia.',
    expired: 'Esta transferencia ha caducado: la entrada volvió a la persona que se la enviaba.',
    firstName: 'Indique el nombre.',
    lastName: 'Indique los apellidos.',
    tooLong: 'El nombre y los apellidos no pueden superar los 100 caracteres.',
    email: 'Introduzca una dirección de correo electrónico válida.',
  },
  mail: {
    offer: {
      subject: '{name} le cede su entrada para {festival}',
      preheader: 'Acepte la entrada «{ticket}» para recibirla a su nombre.',
      intro: '{name} le transfiere su entrada «{ticket}» para {festival} ({dates}).',
      role: 'Rol de baile de la entrada: {role}.',
      action: 'Aceptar la entrada',
      after: 'En cuanto la acepte, recibirá por correo electrónico una entrada a su nombre, con su propio código QR.',
      expiry: 'Este enlace es válido hasta el {date}. Si no responde antes, la entrada vuelve a {name}.',
      ignore: '¿No conoce a esta persona? Ignore este correo: no pasará nada.',
    },
    ticket: {
      subjectRenamed: 'Su entrada actualizada — entrada n.º {number}',
      subjectTransferred: 'Su entrada para {festival} — entrada n.º {number}',
      subjectReturned: 'Su entrada vuelve a usted — entrada n.º {number}',
      preheader: 'Su entrada «{ticket}» va adjunta a este correo.',
      introRenamed: 'Se ha cambiado el nombre de su entrada «{ticket}»: aquí tiene la entrada actualizada, con un nuevo código QR.',
      introTransferred: 'La entrada «{ticket}» que {name} le transfirió ya está a su nombre. Aquí la tiene, con su código QR.',
      introCancelled: 'Ha anulado la transferencia de su entrada «{ticket}»: sigue a su nombre, con un nuevo código QR.',
      introExpired: 'La transferencia de su entrada «{ticket}» no se aceptó a tiempo: la entrada vuelve a usted, con un nuevo código QR.',
      oldCode: 'El código QR anterior ya no abre la puerta: solo es válida la entrada adjunta a este correo.',
      dashboard: 'Sus entradas también están en su cuenta, si inicia sesión con esta dirección de correo electrónico:',
      dashboardAction: 'Ver mis entradas',
      fileName: 'entrada-{number}',
    },
    /** The order confirmation's way to the dashboard (quick access for guests). */
    manage: {
      action: 'Gestionar mis entradas',
      text: 'Para cambiar el nombre de una entrada, transferirla o revenderla, inicie sesión con la dirección de correo electrónico de este pedido.',
    },
    accepted: {
      subject: '{name} ha aceptado su entrada',
      preheader: 'La entrada «{ticket}» ya está a su nuevo nombre.',
      text: '{name} ha aceptado la entrada «{ticket}» (n.º {number}) que le transfirió: ya está a su nombre, con un nuevo código QR, y ya no aparece en su cuenta.',
      thanks: 'Gracias por dar vida a su plaza en el festival.',
    },
  },
};
