/** Polish UI strings of dance roles: the role choice on a ticket card, the couple pass, a cart line's role. */
import type { Dictionary } from '../index';

export const roles: Dictionary['roles'] = {
  legend: 'Rola w tańcu',
  choice: {
    leader: 'Prowadzący (leader)',
    follower: 'Podążający (follower)',
  },
  label: {
    leader: 'Prowadzący',
    follower: 'Podążający',
  },
  word: {
    leader: 'prowadzący',
    follower: 'podążający',
  },
  line: '{ticket} — {role}',
  hint: 'Zajęcia tańczy się w parach, dlatego dbamy o równowagę między prowadzącymi a podążającymi.',
  state: {
    available: 'Dostępne',
    waitlist: 'Lista oczekujących',
    soldOut: 'Wyprzedane',
  },
  chooseFirst: 'Najpierw proszę wybrać rolę w tańcu.',
  couple: {
    includes: '1 prowadzący + 1 podążający',
    explain: 'Karnet dla dwojga tancerzy: dwa bilety, każdy na inne nazwisko.',
    perCouple: 'za parę',
    quantity: 'Liczba par',
  },
};
