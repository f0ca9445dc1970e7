/** French UI strings of the user menu in the top bar and the mobile menu. */

/** User menu in the top bar and the mobile menu. */
export const userMenu = {
  dashboard: 'Tableau de bord',
  myTickets: 'Mes billets',
  administration: 'Administration',
  scanner: 'Scanner',
  logout: 'Déconnexion',
  login: 'Connexion',
  open: 'Mon compte : {name}',
  heading: 'Mon compte',
  loggingOut: 'Déconnexion...',
} as const;
