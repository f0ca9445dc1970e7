/** Dutch UI strings of dance roles: the role choice on a ticket card, the couple pass, a cart line's role. */
import type { Dictionary } from '../index';

export const roles: Dictionary['roles'] = {
  legend: 'Dansrol',
  choice: {
    leader: 'Leader (leidt)',
    follower: 'Follower (volgt)',
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
  hint: 'De lessen worden in paren gedanst: we houden leaders en followers in evenwicht.',
  state: {
    available: 'Beschikbaar',
    waitlist: 'Wachtlijst',
    soldOut: 'Uitverkocht',
  },
  chooseFirst: 'Kies eerst uw dansrol.',
  couple: {
    includes: '1 leader + 1 follower',
    explain: 'Eén pass voor twee dansers: twee tickets, elk op een eigen naam.',
    perCouple: 'per koppel',
    quantity: 'Aantal koppels',
  },
};
