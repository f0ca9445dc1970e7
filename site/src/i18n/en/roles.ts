/** English UI strings of dance roles: the role choice on a ticket card, the couple pass, a cart line's role. */
import type { Dictionary } from '../index';

export const roles: Dictionary['roles'] = {
  legend: 'Dance role',
  choice: {
    leader: 'Leader',
    follower: 'Follower',
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
  hint: 'Classes are danced in couples, so we keep leaders and followers in balance.',
  state: {
    available: 'Available',
    waitlist: 'Waiting list',
    soldOut: 'Sold out',
  },
  chooseFirst: 'Please choose your dance role first.',
  couple: {
    includes: '1 leader + 1 follower',
    explain: 'One pass for two dancers: two tickets, one in each name.',
    perCouple: 'per couple',
    quantity: 'Number of couples',
  },
};
