/** German UI strings every area shares: page metadata, accessibility labels, common words, general errors, formatting fallbacks. */
import type { Dictionary } from '../index';

export const meta: Dictionary['meta'] = {
  locale: 'de-DE',
  /** Appended to every page title: "Line-up — Kizomba Lumière Festival". */
  titleSeparator: ' — ',
};

export const a11y: Dictionary['a11y'] = {
  skipToContent: 'Zum Inhalt springen',
  mainNavigation: 'Hauptnavigation',
  tabBarNavigation: 'Schnellnavigation',
  footerNavigation: 'Links in der Fußzeile',
  legalNavigation: 'Rechtliche Hinweise',
  socialNavigation: 'Soziale Netzwerke',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  menuTitle: 'Menü',
  cart: 'Warenkorb',
  external: '(neuer Tab)',
  breadcrumb: 'Brotkrümelnavigation',
  logoHome: 'Kizomba Lumière Festival, zurück zur Startseite',
};

export const common: Dictionary['common'] = {
  readMore: 'Weiterlesen',
  seeAll: 'Alle ansehen',
  backHome: 'Zurück zur Startseite',
  learnMore: 'Mehr erfahren',
  dates: 'Termine',
  venue: 'Veranstaltungsort',
  openMap: 'Karte öffnen',
  mapLinkTitle: '{venue} auf OpenStreetMap ansehen',
  close: 'Schließen',
  back: 'Zurück',
  loading: 'Wird geladen …',
  retry: 'Erneut versuchen',
  from: 'Ab',
  toc: 'Inhalt',
};

/** General API errors. */
export const errors: Dictionary['errors'] = {
  generic: 'Es ist ein Fehler aufgetreten',
  network: 'Keine Verbindung zum Server',
};

/** Formatting fallbacks. */
export const format: Dictionary['format'] = {
  invalidDate: 'Ungültiges Datum',
  notAvailable: 'k. A.',
};
