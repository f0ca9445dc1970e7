/** Textos en español de la lista de espera: rechazos, respuestas, nombres de los roles y sus tres correos. */
import type { ApiDictionary } from '../index.js';

export const waitingList: ApiDictionary['waitingList'] = {
  errors: {
    entryNotFound: 'No encontramos esta inscripción en la lista de espera. Compruebe el enlace recibido por correo electrónico.',
    offerNotFound: 'No encontramos esta oferta. Compruebe el enlace recibido por correo electrónico.',
    offerExpired: 'Esta oferta ya no es válida: el plazo para reservar sus plazas ha terminado.',
    offerUsed: 'Esta oferta ya se ha utilizado para un pedido y no puede volver a usarse.',
    ticketTypeNotFound: 'No encontramos esta entrada.',
    available: 'Hay plazas «{name}» a la venta: resérvelas directamente, sin pasar por la lista de espera.',
    closed: 'Las entradas «{name}» no están a la venta: la lista de espera solo está abierta durante la venta.',
    roleRequired: 'Elija su rol de baile: leader (guía) o follower (seguidor).',
    roleNotAllowed: 'Esta entrada no se reserva por rol de baile.',
    entryClosed: 'Esta inscripción ya no está en la lista de espera.',
    confirmationExpired: 'Este enlace de confirmación ha caducado: una inscripción debe confirmarse en un plazo de 48 horas. Inscríbase de nuevo desde la página de entradas.',
  },
  fields: {
    ticketTypeId: 'Elija una entrada.',
    quantityTooLarge: 'Puede esperar como máximo {max} plazas.',
    role: 'El rol de baile debe ser «leader» o «follower».',
  },
  notices: {
    confirmationSent: 'Confirme su inscripción: le hemos enviado un correo a {email}. Su lugar en la cola cuenta a partir de la confirmación.',
    confirmed: 'Confirmado: está en la lista de espera, en la posición {position}.',
    alreadyJoined: 'Ya está en la lista de espera de esta entrada, en la posición {position}.',
    alreadyOffered: 'Ya está en la lista de espera de esta entrada: le hemos enviado una oferta por correo electrónico.',
    left: 'Ha salido de la lista de espera.',
  },
  roles: {
    leader: 'leader (guía)',
    follower: 'follower (seguidor)',
  },
  mail: {
    what: { one: '{count} plaza «{ticket}»', many: '{count} plazas «{ticket}»', other: '{count} plazas «{ticket}»' },
    whatWithRole: { one: '{count} plaza «{ticket}» como {role}', many: '{count} plazas «{ticket}» como {role}', other: '{count} plazas «{ticket}» como {role}' },
    confirmation: {
      subject: 'Confirme su inscripción en la lista de espera del {festival}',
      preheader: 'Un clic para ocupar su lugar en la cola para {what}.',
      intro: 'Ha pedido unirse a la lista de espera para {what}. Confirme su inscripción con el botón de abajo en un plazo de 48 horas: su lugar en la cola cuenta a partir de ese momento.',
      how: 'En cuanto se libere una plaza, se la ofreceremos a la primera persona de la lista: recibirá entonces un correo con un enlace para reservar, válido durante un tiempo limitado. Si no responde en ese plazo, la oferta pasa a la persona siguiente y usted vuelve al final de la lista; al segundo plazo vencido, sale de la lista.',
      confirm: 'Una vez confirmada, la misma página le muestra su posición y le permite salir de la lista en cualquier momento:',
      button: 'Confirmar mi inscripción',
      buttonLine: 'Confirmar mi inscripción: {url}',
      notMe: '¿No se ha inscrito? Simplemente ignore este correo: sin confirmación, la inscripción se borra al cabo de 48 horas.',
    },
    offer: {
      subject: {
        one: 'Se ha liberado {count} plaza para usted en el {festival}',
        many: 'Se han liberado {count} plazas para usted en el {festival}',
        other: 'Se han liberado {count} plazas para usted en el {festival}',
      },
      preheader: 'Reservada para usted hasta el {date}.',
      intro: {
        one: 'Buenas noticias: se ha liberado {what} y se la reservamos.',
        many: 'Buenas noticias: se han liberado {what} y se las reservamos.',
        other: 'Buenas noticias: se han liberado {what} y se las reservamos.',
      },
      hold: {
        one: 'Está reservada para usted hasta el {date} (hora de París): pasado ese plazo, se ofrecerá a la persona siguiente de la lista.',
        many: 'Están reservadas para usted hasta el {date} (hora de París): pasado ese plazo, se ofrecerán a la persona siguiente de la lista.',
        other: 'Están reservadas para usted hasta el {date} (hora de París): pasado ese plazo, se ofrecerán a la persona siguiente de la lista.',
      },
      total: 'Importe: {total}',
      action: 'Abra el enlace de abajo: sus plazas pasan directamente a su cesta y solo queda pagar. Este enlace personal sirve para un único pedido.',
      button: 'Reservar mis plazas',
      buttonLine: 'Reservar mis plazas: {url}',
      decline: '¿Ya no puede venir? Simplemente ignore este correo: al terminar el plazo, la plaza pasará a la persona siguiente.',
    },
    removed: {
      subject: 'Ha salido de la lista de espera del {festival}',
      preheader: 'Dos ofertas quedaron sin respuesta.',
      intro: 'Le ofrecimos dos veces {what}, pero ninguna de las dos ofertas se utilizó a tiempo: para dar su oportunidad a la persona siguiente, su inscripción en la lista de espera ha terminado.',
      again: 'Si aún desea venir, puede volver a inscribirse en cualquier momento desde la página de entradas.',
      button: 'Ver las entradas',
      buttonLine: 'Ver las entradas: {url}',
    },
  },
};
