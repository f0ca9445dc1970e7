/** Italian UI strings of the user menu in the top bar and the mobile menu. */
import type { Dictionary } from '../index';

/** User menu in the top bar and the mobile menu. */
export const userMenu: Dictionary['userMenu'] = {
  dashboard: 'Bacheca',
  myTickets: 'I miei biglietti',
  administration: 'Amministrazione',
  scanner: 'Scanner',
  logout: 'Disconnettersi',
  login: 'Accedere',
  open: 'Il mio account: {name}',
  heading: 'Il mio account',
  loggingOut: 'Disconnessione in corso…',
};
