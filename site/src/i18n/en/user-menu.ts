/** English UI strings of the user menu in the top bar and the mobile menu. */
import type { Dictionary } from '../index';

/** User menu in the top bar and the mobile menu. */
export const userMenu: Dictionary['userMenu'] = {
  dashboard: 'Dashboard',
  myTickets: 'My tickets',
  administration: 'Administration',
  scanner: 'Scanner',
  logout: 'Log out',
  login: 'Log in',
  open: 'My account: {name}',
  heading: 'My account',
  loggingOut: 'Logging out…',
};
