/**
 * The Spanish e-mails sent to buyers, account holders, subscribers, invited guests and people who
 * wrote to the festival. `{festival}` is the festival's name, which stays as it is.
 */
import type { ApiDictionary } from '../index.js';

export const mail: ApiDictionary['mail'] = {
  layout: {
    greeting: 'Hola, {name}:',
    greetingNoName: 'Hola:',
    copyLink: 'O copie este enlace:',
    signOff: '¡Nos vemos muy pronto en la pista!',
    signature: 'El equipo del {festival}',
    aQuestion: '¿Tiene alguna pregunta?',
  },
  orderConfirmation: {
    subject: 'Sus entradas para el {festival} — pedido {number}',
    preheader: {
      one: 'Pedido {number} confirmado: le adjuntamos {count} entrada.',
      other: 'Pedido {number} confirmado: le adjuntamos sus {count} entradas.',
      many: 'Pedido {number} confirmado: le adjuntamos sus {count} entradas.',
    },
    ticketing: 'Entradas',
    ticketCount: { one: '{count} entrada', other: '{count} entradas', many: '{count} entradas' },
    intro: {
      one: '¡Gracias por su pedido! Su pago está confirmado y su entrada está lista: la encontrará en el archivo {file} adjunto a este correo ({count} entrada, con una página y un código QR por entrada).',
      other:
        '¡Gracias por su pedido! Su pago está confirmado y sus entradas están listas: las encontrará en el archivo {file} adjunto a este correo ({count} entradas, con una página y un código QR por entrada).',
      many:
        '¡Gracias por su pedido! Su pago está confirmado y sus entradas están listas: las encontrará en el archivo {file} adjunto a este correo ({count} entradas, con una página y un código QR por entrada).',
    },
    order: 'Pedido',
    orderLine: 'Pedido: {number}',
    dateLine: 'Fecha: {date}',
    paymentLine: 'Pago: {method}',
    placedOn: 'Realizado el {date} · {method}',
    summary: 'Resumen',
    /** Text version: «- Full Pass × 2 a 120,00 €: 240,00 €». */
    summaryLine: '- {name} × {quantity} a {unitPrice}: {total}',
    columnTicket: 'Entrada',
    columnQuantity: 'Cant.',
    columnUnitPrice: 'Precio unitario',
    columnTotal: 'Total',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    discountWithCode: 'Descuento (código {code})',
    totalPaid: 'Total pagado',
    /** Text version: «Subtotal: 240,00 €». */
    amountLine: '{label}: {amount}',
    yourTickets: 'Sus entradas ({count})',
    atTheDoor: 'En el acceso al festival',
    usage: [
      'Cada entrada del PDF adjunto tiene su propio código QR: muéstrelo en el acceso, impreso o en su móvil (con el brillo al máximo).',
      'Un código QR solo es válido para un único acceso: cuenta el primer escaneo. No lo comparta ni publique capturas de pantalla.',
      'Es posible que se le pida un documento de identidad a nombre del titular de la entrada.',
    ],
    followOrder: 'Consulte el estado de su pedido: {url}',
    viewOrder: 'Ver mi pedido',
    questionText: '¿Tiene alguna pregunta? Escríbanos a {email} indicando su número de pedido {number}, o llame al {phone}.',
    /** HTML version: `{email}` becomes a mailto link. */
    questionHtml: '¿Tiene alguna pregunta? Escríbanos a {email} indicando su número de pedido, o llame al {phone}.',
  },
  passwordReset: {
    subject: 'Restablecimiento de su contraseña',
    preheader: 'Elija una nueva contraseña para su cuenta.',
    intro: 'Ha solicitado restablecer la contraseña de su cuenta del {festival}. Haga clic en el botón de abajo para elegir una nueva.',
    button: 'Elegir una nueva contraseña',
    after: 'Este enlace es válido durante 30 minutos y solo funciona una vez. Cuando cambie la contraseña, se cerrarán todas sus sesiones abiertas.',
    notMe: '¿No ha hecho usted esta solicitud? Ignore este correo: su contraseña no cambiará.',
  },
  magicLink: {
    subject: 'Su enlace de acceso',
    preheader: 'Inicie sesión con un clic, sin contraseña.',
    intro: 'Aquí tiene su enlace para acceder a su espacio del {festival}, sin contraseña.',
    button: 'Iniciar sesión',
    after: 'Este enlace es válido durante 30 minutos y solo funciona una vez.',
    notMe: '¿No ha solicitado nada? Ignore este correo: nadie puede iniciar sesión sin este enlace.',
  },
  emailVerification: {
    subject: 'Confirme su dirección de correo electrónico',
    preheader: 'Un clic para confirmar su dirección y consultar sus entradas.',
    intro: '¡Le damos la bienvenida al {festival}! Confirme su dirección de correo electrónico: los pedidos que haya realizado con esta dirección se añadirán a su espacio personal.',
    button: 'Confirmar mi dirección',
    after: 'Este enlace es válido durante 48 horas y solo funciona una vez; además, inicia sesión en su cuenta.',
    notMe: '¿No ha creado ninguna cuenta? Ignore este correo: la dirección no se confirmará.',
  },
  accountExists: {
    subject: 'Ya tiene una cuenta',
    preheader: 'Alguien ha intentado crear una cuenta con su dirección.',
    intro:
      'Alguien (probablemente usted) ha intentado crear una cuenta del {festival} con esta dirección de correo electrónico, pero ya tiene una. Inicie sesión con su contraseña o elija una nueva si la ha olvidado.',
    button: 'He olvidado mi contraseña',
    after: 'No se ha creado ninguna cuenta nueva y su cuenta no se ha modificado.',
    notMe: '¿No ha sido usted? Ignore este correo.',
  },
  invitation: {
    subject: 'Está invitado/a al {festival}',
    /** «1 entrada «Full Pass»» / «2 entradas «Full Pass»». */
    what: { one: '{count} entrada «{ticket}»', other: '{count} entradas «{ticket}»', many: '{count} entradas «{ticket}»' },
    intro: { one: 'El equipo del {festival} tiene el placer de invitarle: {what}, de regalo.', other: 'El equipo del {festival} tiene el placer de invitarle: {what}, de regalo.', many: 'El equipo del {festival} tiene el placer de invitarle: {what}, de regalo.' },
    preheader: { one: '{what} le espera.', other: '{what} le esperan.', many: '{what} le esperan.' },
    teamNote: 'Unas palabras del equipo',
    ticketLine: 'Entrada: {ticket}',
    quantityLine: 'Cantidad: {quantity}',
    action: 'Para recibir sus entradas, abra el enlace de abajo y confirme los nombres de los participantes: las entradas (con su código QR) le llegarán de inmediato por correo electrónico.',
    button: 'Recibir mis entradas',
    /** Text version: «Recibir mis entradas: https://…». */
    buttonLine: 'Recibir mis entradas: {url}',
    expiry: 'Este enlace personal es válido hasta el {date} y solo puede utilizarse una vez. No lo reenvíe.',
    notMe: '¿Cree que ha recibido este correo por error? Simplemente ignórelo.',
  },
  messageReceived: {
    subject: 'Hemos recibido su mensaje — {subject}',
    preheader: 'Su mensaje ha llegado correctamente: le responderemos en breve.',
    intro:
      '¡Gracias por escribirnos! Su mensaje del {date} ha llegado correctamente: nuestro equipo suele responder en un plazo de 48 horas, por correo electrónico (y en su espacio personal si tiene una cuenta).',
    subjectLine: 'Asunto: {subject}',
    orderLine: 'Pedido afectado: {number}',
    followUpText: 'Para completar su solicitud, vuelva a escribirnos desde {url} o a {email}.',
    followUpHtml: 'Para completar su solicitud, vuelva a escribirnos desde nuestra página de contacto.',
    button: 'Escribirnos',
    notMe: '¿No ha escrito usted este mensaje? Simplemente ignore este correo.',
    urgent: '¿Una pregunta urgente?',
  },
  messageReply: {
    subject: 'Respuesta a su mensaje — {subject}',
    preheader: 'Nuestro equipo ha respondido a su mensaje.',
    intro: 'Esta es la respuesta de nuestro equipo a su mensaje del {date}.',
    introWithOrder: 'Esta es la respuesta de nuestro equipo a su mensaje del {date} (pedido {number}).',
    ourAnswer: 'Nuestra respuesta',
    /** Text version's heading of the quoted answer. */
    ourAnswerLine: 'Nuestra respuesta:',
    yourMessageText: 'Su mensaje («{subject}»):',
    yourMessageHtml: 'Su mensaje — {subject}',
    accountText: '¿Tiene una cuenta? Consulte sus conversaciones en su espacio personal: {url}',
    accountHtml: '¿Tiene una cuenta? Consulte sus conversaciones en su espacio personal.',
    button: 'Ver mis mensajes',
    followUpText: '¿Necesita precisar algo? Escríbanos desde {url} o a {email}.',
    /** HTML version: `{contactLink}` is a link whose text is contactPage, `{email}` a mailto link. */
    followUpHtml: '¿Necesita precisar algo? Escríbanos desde {contactLink} o a {email}.',
    contactPage: 'la página de contacto',
  },
  newsletterConfirm: {
    subject: 'Confirme su suscripción a la newsletter del {festival}',
    preheader: 'Un clic para confirmar su suscripción.',
    intro:
      'Usted (o alguien que utiliza su dirección) ha solicitado recibir la newsletter del festival: line-up, apertura de la venta, talleres e información práctica, unos pocos correos al año.',
    action: 'Para confirmar su suscripción, haga clic en el botón de abajo. El enlace es válido durante 7 días.',
    button: 'Confirmar mi suscripción',
    ignore: '¿No ha hecho usted esta solicitud? Ignore este correo: no quedará suscrito/a y no recibirá nada más.',
    privacy: 'Podrá darse de baja en cualquier momento con el enlace que aparece en cada newsletter.',
  },
  newsletterIssue: {
    why: 'Recibe este correo porque está suscrito/a a la newsletter del {festival}.',
    unsubscribe: 'Darse de baja',
    unsubscribeLine: 'Darse de baja: {url}',
  },
  /** The welcome issue sent once, at the first confirmation of an address. */
  newsletterWelcome: {
    subject: 'Bienvenido/a a la newsletter del {festival}',
    paragraphs: [
      'Su suscripción está confirmada: ¡gracias!',
      'Recibirá en primicia los anuncios del line-up, la apertura de la venta y las últimas plazas, el programa de talleres y la información práctica antes del festival. No más de dos correos al mes.',
      'Nos vemos muy pronto en la pista.',
    ],
  },
};
