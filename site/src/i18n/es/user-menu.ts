/** Spanish UI strings of the user menu in the top bar and the mobile menu. */
import type { Dictionary } from '../index';

/** User menu in the top bar and the mobile menu. */
export const userMenu: Dictionary['userMenu'] = {
  dashboard: 'Panel',
  myTickets: 'Mis entradas',
  administration: 'Administración',
  scanner: 'Escáner',
  logout: 'Cerrar sesión',
  login: 'Iniciar sesión',
  open: 'Mi cuenta: {name}',
  heading: 'Mi cuenta',
  loggingOut: 'Cerrando sesión…',
};
