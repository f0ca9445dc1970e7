/** Romanian UI strings of dance roles: the role choice on a ticket card, the couple pass, a cart line's role. */
import type { Dictionary } from '../index';

export const roles: Dictionary['roles'] = {
  legend: 'Rol în dans',
  choice: {
    leader: 'Leader (conduce)',
    follower: 'Follower (urmează)',
  },
  label: {
    leader: 'Leader',
    follower: 'Follower',
  },
  word: {
    leader: 'leader',
    follower: 'follower',
  },
  line: '{ticket} — {role}',
  hint: 'Cursurile se dansează în pereche: păstrăm echilibrul între leaderi și followeri.',
  state: {
    available: 'Disponibil',
    waitlist: 'Listă de așteptare',
    soldOut: 'Epuizat',
  },
  chooseFirst: 'Alegeți mai întâi rolul dumneavoastră în dans.',
  couple: {
    includes: '1 leader + 1 follower',
    explain: 'Un pass pentru doi dansatori: două bilete, câte unul pe numele fiecăruia.',
    perCouple: 'de pereche',
    quantity: 'Număr de perechi',
  },
};
