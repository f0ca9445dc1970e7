/** German UI strings of dance roles: the role choice on a ticket card, the couple pass, a cart line's role. */
import type { Dictionary } from '../index';

export const roles: Dictionary['roles'] = {
  legend: 'Tanzrolle',
  choice: {
    leader: 'Leader (führt)',
    follower: 'Follower (folgt)',
  },
  label: {
    leader: 'Leader',
    follower: 'Follower',
  },
  word: {
    leader: 'Leader',
    follower: 'Follower',
  },
  line: '{ticket} — {role}',
  hint: 'Die Kurse werden paarweise getanzt: Wir achten auf ein ausgewogenes Verhältnis von Leadern und Followern.',
  state: {
    available: 'Verfügbar',
    waitlist: 'Warteliste',
    soldOut: 'Ausverkauft',
  },
  chooseFirst: 'Bitte wählen Sie zuerst Ihre Tanzrolle.',
  couple: {
    includes: '1 Leader + 1 Follower',
    explain: 'Ein Pass für zwei Tanzende: zwei Tickets, eines auf jeden Namen.',
    perCouple: 'pro Paar',
    quantity: 'Anzahl der Paare',
  },
};
