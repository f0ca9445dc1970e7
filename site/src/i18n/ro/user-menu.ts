/** Romanian UI strings of the user menu in the top bar and the mobile menu. */
import type { Dictionary } from '../index';

/** User menu in the top bar and the mobile menu. */
export const userMenu: Dictionary['userMenu'] = {
  dashboard: 'Panou de control',
  myTickets: 'Biletele mele',
  administration: 'Administrare',
  scanner: 'Scaner',
  logout: 'Deconectare',
  login: 'Conectare',
  open: 'Contul meu: {name}',
  heading: 'Contul meu',
  loggingOut: 'Deconectare…',
};
