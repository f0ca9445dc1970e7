/** French UI strings every area shares: page metadata, accessibility labels, common words, general errors, formatting fallbacks. */

export const meta = {
  locale: 'fr-FR',
  /** Appended to every page title: "Line-up — Kizomba Lumière Festival". */
  titleSeparator: ' — ',
} as const;

export const a11y = {
  skipToContent: 'Aller au contenu',
  mainNavigation: 'Navigation principale',
  tabBarNavigation: 'Navigation rapide',
  footerNavigation: 'Liens du pied de page',
  legalNavigation: 'Informations légales',
  socialNavigation: 'Réseaux sociaux',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menuTitle: 'Menu',
  cart: 'Panier',
  external: '(nouvel onglet)',
  breadcrumb: "Fil d'Ariane",
  logoHome: 'Kizomba Lumière Festival, retour à l’accueil',
} as const;

export const common = {
  readMore: 'Lire la suite',
  seeAll: 'Tout voir',
  backHome: 'Retour à l’accueil',
  learnMore: 'En savoir plus',
  dates: 'Dates',
  venue: 'Lieu',
  openMap: 'Ouvrir le plan',
  mapLinkTitle: 'Voir {venue} sur OpenStreetMap',
  close: 'Fermer',
  back: 'Retour',
  loading: 'Chargement...',
  retry: 'Réessayer',
  from: 'Dès',
  toc: 'Sommaire',
} as const;

/** General API errors. */
export const errors = {
  generic: 'Une erreur est survenue',
  network: 'Erreur de connexion au serveur',
} as const;

/** Formatting fallbacks. */
export const format = {
  invalidDate: 'Date invalide',
  notAvailable: 'N/A',
} as const;
