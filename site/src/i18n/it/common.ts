/** Italian UI strings every area shares: page metadata, accessibility labels, common words, general errors, formatting fallbacks. */
import type { Dictionary } from '../index';

export const meta: Dictionary['meta'] = {
  locale: 'it-IT',
  /** Appended to every page title: "Line-up — Kizomba Lumière Festival". */
  titleSeparator: ' — ',
};

export const a11y: Dictionary['a11y'] = {
  skipToContent: 'Passare al contenuto principale',
  mainNavigation: 'Navigazione principale',
  tabBarNavigation: 'Navigazione rapida',
  footerNavigation: 'Link del piè di pagina',
  legalNavigation: 'Note legali',
  socialNavigation: 'Social network',
  openMenu: 'Aprire il menu',
  closeMenu: 'Chiudere il menu',
  menuTitle: 'Menu',
  cart: 'Carrello',
  external: '(si apre in una nuova scheda)',
  breadcrumb: 'Percorso di navigazione',
  logoHome: 'Kizomba Lumière Festival, home page',
};

export const common: Dictionary['common'] = {
  readMore: 'Leggere tutto',
  seeAll: 'Vedere tutto',
  backHome: 'Tornare alla home page',
  learnMore: 'Per saperne di più',
  dates: 'Date',
  venue: 'Luogo',
  openMap: 'Aprire la mappa',
  mapLinkTitle: 'Vedere {venue} su OpenStreetMap',
  close: 'Chiudere',
  back: 'Indietro',
  loading: 'Caricamento…',
  retry: 'Riprovare',
  from: 'Da',
  toc: 'Indice',
};

/** General API errors. */
export const errors: Dictionary['errors'] = {
  generic: 'Si è verificato un errore',
  network: 'Impossibile collegarsi al server',
};

/** Formatting fallbacks. */
export const format: Dictionary['format'] = {
  invalidDate: 'Data non valida',
  notAvailable: 'N/D',
};
