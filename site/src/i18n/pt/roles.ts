/** Portuguese UI strings of dance roles: the role choice on a ticket card, the couple pass, a cart line's role. */
import type { Dictionary } from '../index';

export const roles: Dictionary['roles'] = {
  legend: 'Papel na dança',
  choice: {
    leader: 'Condutor (leader)',
    follower: 'Seguidor (follower)',
  },
  label: {
    leader: 'Condutor',
    follower: 'Seguidor',
  },
  word: {
    leader: 'condutor',
    follower: 'seguidor',
  },
  line: '{ticket} — {role}',
  hint: 'As aulas dançam-se a pares: mantemos o equilíbrio entre condutores e seguidores.',
  state: {
    available: 'Disponível',
    waitlist: 'Lista de espera',
    soldOut: 'Esgotado',
  },
  chooseFirst: 'Escolha primeiro o seu papel na dança.',
  couple: {
    includes: '1 condutor + 1 seguidor',
    explain: 'Um passe para dois bailarinos: dois bilhetes, um em nome de cada um.',
    perCouple: 'por casal',
    quantity: 'Número de casais',
  },
};
