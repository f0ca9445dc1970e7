/** Dutch UI strings every area shares: page metadata, accessibility labels, common words, general errors, formatting fallbacks. */
import type { Dictionary } from '../index';

export const meta: Dictionary['meta'] = {
  locale: 'nl-NL',
  /** Appended to every page title: "Line-up — Kizomba Lumière Festival". */
  titleSeparator: ' — ',
};

export const a11y: Dictionary['a11y'] = {
  skipToContent: 'Naar de inhoud',
  mainNavigation: 'Hoofdnavigatie',
  tabBarNavigation: 'Snelle navigatie',
  footerNavigation: 'Links in de voettekst',
  legalNavigation: 'Juridische informatie',
  socialNavigation: 'Sociale media',
  openMenu: 'Menu openen',
  closeMenu: 'Menu sluiten',
  menuTitle: 'Menu',
  cart: 'Winkelwagen',
  external: '(nieuw tabblad)',
  breadcrumb: 'Kruimelpad',
  logoHome: 'Kizomba Lumière Festival, terug naar de homepage',
};

export const common: Dictionary['common'] = {
  readMore: 'Lees meer',
  seeAll: 'Alles bekijken',
  backHome: 'Terug naar de homepage',
  learnMore: 'Meer weten',
  dates: 'Data',
  venue: 'Locatie',
  openMap: 'Kaart openen',
  mapLinkTitle: '{venue} bekijken op OpenStreetMap',
  close: 'Sluiten',
  back: 'Terug',
  loading: 'Bezig met laden…',
  retry: 'Opnieuw proberen',
  from: 'Vanaf',
  toc: 'Inhoud',
};

/** General API errors. */
export const errors: Dictionary['errors'] = {
  generic: 'Er is iets misgegaan',
  network: 'Geen verbinding met de server',
};

/** Formatting fallbacks. */
export const format: Dictionary['format'] = {
  invalidDate: 'Ongeldige datum',
  notAvailable: 'n.v.t.',
};
