/** Portuguese UI strings of the user menu in the top bar and the mobile menu. */
import type { Dictionary } from '../index';

/** User menu in the top bar and the mobile menu. */
export const userMenu: Dictionary['userMenu'] = {
  dashboard: 'Painel',
  myTickets: 'Os meus bilhetes',
  administration: 'Administração',
  scanner: 'Scanner',
  logout: 'Terminar sessão',
  login: 'Iniciar sessão',
  open: 'A minha conta: {name}',
  heading: 'A minha conta',
  loggingOut: 'A terminar sessão…',
};
