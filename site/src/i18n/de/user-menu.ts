/** German UI strings of the user menu in the top bar and the mobile menu. */
import type { Dictionary } from '../index';

/** User menu in the top bar and the mobile menu. */
export const userMenu: Dictionary['userMenu'] = {
  dashboard: 'Übersicht',
  myTickets: 'Meine Tickets',
  administration: 'Verwaltung',
  scanner: 'Scanner',
  logout: 'Abmelden',
  login: 'Anmelden',
  open: 'Mein Konto: {name}',
  heading: 'Mein Konto',
  loggingOut: 'Abmeldung läuft …',
};
