/** Dance roles and ticket holders: refusals of the cart (role of a line) and of the checkout (names per ticket). */
import type { ApiDictionary } from '../index.js';

export const roles: ApiDictionary['roles'] = {
  errors: {
    invalid: 'El rol de baile debe ser «leader» (líder) o «follower» (seguidor).',
    required: 'Elija su rol de baile para «{name}»: líder (leader) o seguidor (follower).',
    notAllowed: '«{name}» no se reserva con un rol de baile: añádalo sin elegir ningún rol.',
    waitlisted: {
      leader: 'Para mantener el equilibrio de la clase, «{name}» no admite más líderes por el momento. Inscríbase en la lista de espera: le escribiremos en cuanto se abra una plaza de líder.',
      follower: 'Para mantener el equilibrio de la clase, «{name}» no admite más seguidores por el momento. Inscríbase en la lista de espera: le escribiremos en cuanto se abra una plaza de seguidor.',
    },
    soldOut: {
      leader: 'Ya no quedan plazas de líder para «{name}». Inscríbase en la lista de espera: le escribiremos si se libera una plaza.',
      follower: 'Ya no quedan plazas de seguidor para «{name}». Inscríbase en la lista de espera: le escribiremos si se libera una plaza.',
    },
    offerFixed: 'Esta cesta contiene las plazas que la lista de espera le ha reservado: puede quitar alguna, pero no añadir. Finalice primero este pedido para comprar otras entradas.',
  },
  holders: {
    firstName: 'Indique el nombre de la persona de la entrada {number}.',
    lastName: 'Indique los apellidos de la persona de la entrada {number}.',
    tooLong: 'El nombre de la persona de la entrada {number} es demasiado largo.',
    email: 'La dirección de correo electrónico de la persona de la entrada {number} no es válida.',
    count: 'Ha indicado más nombres que entradas tiene el pedido: compruebe los nombres e inténtelo de nuevo.',
  },
};
