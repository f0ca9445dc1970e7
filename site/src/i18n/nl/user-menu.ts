/** Dutch UI strings of the user menu in the top bar and the mobile menu. */
import type { Dictionary } from '../index';

/** User menu in the top bar and the mobile menu. */
export const userMenu: Dictionary['userMenu'] = {
  dashboard: 'Overzicht',
  myTickets: 'Mijn tickets',
  administration: 'Beheer',
  scanner: 'Scanner',
  logout: 'Uitloggen',
  login: 'Inloggen',
  open: 'Mijn account: {name}',
  heading: 'Mijn account',
  loggingOut: 'Bezig met uitloggen…',
};
