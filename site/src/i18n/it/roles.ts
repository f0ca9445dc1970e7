/** Italian UI strings of dance roles: the role choice on a ticket card, the couple pass, a cart line's role. */
import type { Dictionary } from '../index';

export const roles: Dictionary['roles'] = {
  legend: 'Ruolo nel ballo',
  choice: {
    leader: 'Leader (chi guida)',
    follower: 'Follower (chi segue)',
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
  hint: 'I corsi si ballano in coppia: manteniamo l’equilibrio tra leader e follower.',
  state: {
    available: 'Disponibile',
    waitlist: 'Lista d’attesa',
    soldOut: 'Esaurito',
  },
  chooseFirst: 'Scelga prima il Suo ruolo nel ballo.',
  couple: {
    includes: '1 leader + 1 follower',
    explain: 'Un pass per due ballerini: due biglietti, uno a nome di ciascuno.',
    perCouple: 'a coppia',
    quantity: 'Numero di coppie',
  },
};
