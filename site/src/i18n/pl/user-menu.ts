/** Polish UI strings of the user menu in the top bar and the mobile menu. */
import type { Dictionary } from '../index';

/** User menu in the top bar and the mobile menu. */
export const userMenu: Dictionary['userMenu'] = {
  dashboard: 'Panel',
  myTickets: 'Moje bilety',
  administration: 'Administracja',
  scanner: 'Skaner',
  logout: 'Wyloguj się',
  login: 'Zaloguj się',
  open: 'Moje konto: {name}',
  heading: 'Moje konto',
  loggingOut: 'Wylogowywanie…',
};
