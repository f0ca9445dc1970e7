/** Spanish refusals of the public endpoints (`error.message`; the `code` never changes with the language). */
import type { ApiDictionary } from '../index.js';

export const errors: ApiDictionary['errors'] = {
  common: {
    generic: 'Se ha producido un error',
    loginRequired: 'Debe iniciar sesión para acceder a este recurso.',
    sessionExpired: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    forbidden: 'No tiene los permisos necesarios para realizar esta acción.',
    notFound: 'Este recurso no existe.',
    routeNotFound: 'Esta dirección no existe en la API.',
    serviceUnavailable: 'El servicio no está disponible en este momento. Vuelva a intentarlo dentro de unos instantes.',
    databaseUnavailable: 'La base de datos no responde. Vuelva a intentarlo dentro de unos instantes.',
    tooManyRequests: 'Demasiadas solicitudes. Espere un minuto antes de volver a intentarlo.',
    tooManyAttempts: 'Demasiados intentos. Espere un minuto antes de volver a intentarlo.',
    tooManyCheckouts: 'Demasiados intentos de pedido desde su conexión. Espere un minuto antes de volver a intentarlo.',
  },
  request: {
    invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
    notJson: 'El cuerpo de la solicitud debe ser un objeto JSON (cabecera «Content-Type: application/json»).',
    tooLarge: 'La solicitud es demasiado grande.',
    unsupportedEncoding: 'La codificación de la solicitud no es compatible.',
    aborted: 'La solicitud se ha interrumpido.',
    invalid: 'La solicitud no es válida.',
    headersTooLarge: 'La dirección o las cabeceras de la solicitud son demasiado largas.',
    timeout: 'La solicitud no ha llegado a tiempo. Vuelva a intentarlo.',
    malformed: 'La solicitud HTTP está mal formada.',
    /** A refused field: «El campo «quantity» no es válido: <why>.» */
    fieldInvalid: 'El campo «{field}» no es válido: {reason}',
    /** A refused part of the request as a whole. */
    partInvalid: '{part} no es válido: {reason}',
    partValueInvalid: 'El valor de {part} no es válido.',
    otherFields: 'Otros campos que corregir: {fields}.',
    /** How a field name is quoted in otherFields' list. */
    quotedField: '«{field}»',
    parts: {
      params: 'la dirección',
      query: 'los parámetros de la solicitud',
      body: 'el cuerpo de la solicitud',
    },
  },
  cart: {
    cartNotFound: 'Esta cesta no existe o ha caducado.',
    itemNotFound: 'Este artículo no está en su cesta.',
    ticketNotFound: 'Esta entrada no existe o ya no está a la venta.',
    emptyForPromo: 'Su cesta está vacía: añada entradas antes de aplicar un código promocional.',
    quantity: 'La cantidad debe ser un número entero entre 1 y {max}.',
    notOffered: 'Las entradas «{name}» ya no están a la venta.',
    salesNotOpen: 'La venta de las entradas «{name}» todavía no está abierta.',
    salesClosed: 'La venta de las entradas «{name}» ha finalizado.',
    soldOut: 'Las entradas «{name}» están agotadas.',
    quantityLimit: 'No puede comprar más de {max} entradas «{name}» por pedido.',
    notEnoughSeats: { one: 'Solo queda {count} plaza para «{name}».', other: 'Solo quedan {count} plazas para «{name}».', many: 'Solo quedan {count} plazas para «{name}».' },
    /** Added after quantityLimit / notEnoughSeats when the cart already holds some. */
    alreadyInCart: { one: 'Ya tiene {count} en su cesta.', other: 'Ya tiene {count} en su cesta.', many: 'Ya tiene {count} en su cesta.' },
  },
  promo: {
    invalid: 'Este código promocional no es válido.',
    notApplicableToCart: 'Este código promocional no se aplica a ninguna de las entradas de su cesta.',
    notApplicableEmpty: 'Este código promocional no se aplica a una cesta vacía.',
    minSubtotal: 'Este código promocional requiere una compra mínima de {minimum} (su cesta: {subtotal}).',
    minSubtotalRestricted: 'Este código promocional requiere una compra mínima de {minimum} en las entradas a las que se aplica (su cesta: {subtotal}).',
  },
  checkout: {
    requiredFields: 'Rellene todos los campos obligatorios',
    cartEmpty: 'Su cesta está vacía',
    orderNotFound: 'Pedido no encontrado.',
    orderPaid: 'Este pedido ya está pagado.',
    orderProcessing: 'El pago de este pedido se está procesando: por el momento no se puede restaurar su cesta.',
    notEnoughSeats: {
      one: 'Solo queda {count} plaza para «{name}» y usted solicita {wanted}. Modifique la cantidad en su cesta.',
      other: 'Solo quedan {count} plazas para «{name}» y usted solicita {wanted}. Modifique la cantidad en su cesta.',
      many: 'Solo quedan {count} plazas para «{name}» y usted solicita {wanted}. Modifique la cantidad en su cesta.',
    },
    orderTooLarge:
      'Un pedido no puede superar las {max} entradas y su cesta contiene {wanted}. Reduzca las cantidades de su cesta: podrá pedir las demás entradas una vez pagado este pedido.',
    tooManyPendingOrders: {
      one: 'Ya tiene {count} pedido pendiente de pago. Complete su pago, o abandónelo volviendo desde la página de pago, y vuelva a intentarlo. Si no se paga, un pedido libera sus plazas automáticamente: {holdMinutes} minutos después de su creación o 30 minutos después de abrir su página de pago.',
      other: 'Ya tiene {count} pedidos pendientes de pago. Complete el pago de uno de ellos, o abandónelo volviendo desde la página de pago, y vuelva a intentarlo. Si no se paga, un pedido libera sus plazas automáticamente: {holdMinutes} minutos después de su creación o 30 minutos después de abrir su página de pago.',
      many: 'Ya tiene {count} pedidos pendientes de pago. Complete el pago de uno de ellos, o abandónelo volviendo desde la página de pago, y vuelva a intentarlo. Si no se paga, un pedido libera sus plazas automáticamente: {holdMinutes} minutos después de su creación o 30 minutos después de abrir su página de pago.',
    },
    tooManyHeldSeats: {
      one: 'Sus pedidos pendientes de pago ya reservan {count} plaza y no puede reservar más de {max} a la vez. Reduzca las cantidades de su cesta o complete el pago de sus otros pedidos (o abandónelos volviendo desde la página de pago).',
      other: 'Sus pedidos pendientes de pago ya reservan {count} plazas y no puede reservar más de {max} a la vez. Reduzca las cantidades de su cesta o complete el pago de sus otros pedidos (o abandónelos volviendo desde la página de pago).',
      many: 'Sus pedidos pendientes de pago ya reservan {count} plazas y no puede reservar más de {max} a la vez. Reduzca las cantidades de su cesta o complete el pago de sus otros pedidos (o abandónelos volviendo desde la página de pago).',
    },
  },
  payments: {
    orderNotFound: 'Pedido no encontrado',
    providerUnavailable: 'El servicio de pago no está disponible en este momento. Vuelva a intentarlo dentro de unos instantes.',
    providerError: 'El servicio de pago no ha podido procesar la solicitud. Vuelva a intentarlo.',
    inProgress: 'Hay otro intento de pago de este pedido en curso. Vuelva a intentarlo en un momento.',
    alreadyPaid: 'Este pedido ya está pagado.',
    processing: 'El pago de este pedido se está procesando.',
    notPayable: 'Este pedido ya no se puede pagar. Vuelva a hacer su pedido.',
    expired: 'Ha vencido el plazo de reserva de sus plazas. Vuelva a hacer su pedido.',
    belowMinimum: 'El importe de este pedido es inferior al mínimo aceptado para un pago con tarjeta (0,50 €).',
    /** An order's failure as its status page shows it when the payment provider gave no reason. */
    failedDefault: 'Se ha producido un error al procesar su pago.',
  },
  auth: {
    invalidCredentials: 'Correo electrónico o contraseña incorrectos.',
    emailNotVerified: 'Confirme primero su dirección de correo electrónico: acabamos de reenviarle el enlace de confirmación.',
    resetLinkInvalid: 'Este enlace de restablecimiento ya no es válido. Solicite uno nuevo.',
    magicLinkInvalid: 'Este enlace de acceso ya no es válido. Solicite uno nuevo.',
    verificationLinkInvalid: 'Este enlace de confirmación ya no es válido. Solicite uno nuevo.',
    wrongCurrentPassword: 'La contraseña actual es incorrecta.',
    mfaCodeInvalid: 'Código de verificación incorrecto.',
    mfaTokenInvalid: 'Su inicio de sesión ha caducado: vuelva a identificarse.',
    registrationPasswordMismatch: 'Esta no es la contraseña elegida al registrarse.',
    tooManyAttempts: 'Demasiados intentos para esta cuenta. Vuelva a intentarlo dentro de {minutes} minuto(s).',
  },
  account: {
    ticketNotFound: 'Entrada no encontrada.',
    orderNotFound: 'Pedido no encontrado.',
    ticketNotValid: 'Esta entrada ya no es válida: no se puede descargar.',
    noValidTickets: 'Este pedido no tiene ninguna entrada válida que descargar.',
    staffDeletionRefused: 'Las cuentas del equipo (administración, control de entradas) no pueden eliminarse desde el panel.',
    passwordRequired: 'Introduzca su contraseña para confirmar la eliminación.',
    passwordRequiredField: 'Introduzca su contraseña.',
    wrongPassword: 'Contraseña incorrecta.',
    /** `{word}` is the word to type, which stays « SUPPRIMER » in every language. */
    confirmationRequired: 'Escriba «{word}» para confirmar la eliminación.',
    confirmationRequiredField: 'Escriba «{word}».',
  },
  catalogue: {
    ticketNotFound: 'Esta entrada no existe o ya no está a la venta.',
  },
  invitations: {
    notFound: 'No se encuentra esta invitación. Compruebe el enlace que recibió por correo electrónico.',
    unavailable: 'Esta invitación ya no está disponible: ya se ha utilizado, se ha anulado o ha caducado.',
    soldOut: 'Ya no quedan suficientes plazas para esta entrada. Póngase en contacto con el equipo del festival.',
  },
  messages: {
    notFound: 'Mensaje no encontrado.',
  },
  newsletter: {
    confirmLinkInvalid: 'Este enlace de confirmación no es válido o ha caducado. Vuelva a suscribirse para recibir un nuevo enlace.',
    unsubscribeLinkInvalid: 'Este enlace de baja no es válido.',
    unsubscribeLinkIncomplete: 'El enlace de baja está incompleto.',
  },
  password: {
    tooShort: 'La contraseña debe tener al menos {min} caracteres.',
    tooLong: 'La contraseña no puede superar los {max} caracteres.',
    tooWeak: 'Esta contraseña es demasiado fácil de adivinar: alárguela o combine palabras inesperadas.',
  },
};
