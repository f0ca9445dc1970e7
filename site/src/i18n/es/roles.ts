/** Spanish UI strings of dance roles: the role choice on a ticket card, the couple pass, a cart line's role. */
import type { Dictionary } from '../index';

export const roles: Dictionary['roles'] = {
  legend: 'Rol de baile',
  choice: {
    leader: 'Líder (leader)',
    follower: 'Seguidor (follower)',
  },
  label: {
    leader: 'Líder',
    follower: 'Seguidor',
  },
  word: {
    leader: 'líder',
    follower: 'seguidor',
  },
  line: '{ticket} — {role}',
  hint: 'Las clases se bailan en pareja: mantenemos el equilibrio entre líderes y seguidores.',
  state: {
    available: 'Hay plazas',
    waitlist: 'Lista de espera',
    soldOut: 'Agotado',
  },
  chooseFirst: 'Elija primero su rol de baile.',
  couple: {
    includes: '1 líder + 1 seguidor',
    explain: 'Un pase para dos bailarines: dos entradas, una a nombre de cada uno.',
    perCouple: 'por pareja',
    quantity: 'Número de parejas',
  },
};
