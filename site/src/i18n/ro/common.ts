/** Romanian UI strings every area shares: page metadata, accessibility labels, common words, general errors, formatting fallbacks. */
import type { Dictionary } from '../index';

export const meta: Dictionary['meta'] = {
  locale: 'ro-RO',
  /** Appended to every page title: "Line-up — Kizomba Lumière Festival". */
  titleSeparator: ' — ',
};

export const a11y: Dictionary['a11y'] = {
  skipToContent: 'Salt la conținut',
  mainNavigation: 'Navigare principală',
  tabBarNavigation: 'Navigare rapidă',
  footerNavigation: 'Linkuri din subsolul paginii',
  legalNavigation: 'Informații legale',
  socialNavigation: 'Rețele sociale',
  openMenu: 'Deschideți meniul',
  closeMenu: 'Închideți meniul',
  menuTitle: 'Meniu',
  cart: 'Coș',
  external: '(filă nouă)',
  breadcrumb: 'Traseu de navigare',
  logoHome: 'Kizomba Lumière Festival, înapoi la pagina principală',
};

export const common: Dictionary['common'] = {
  readMore: 'Citiți mai departe',
  seeAll: 'Vedeți tot',
  backHome: 'Înapoi la pagina principală',
  learnMore: 'Aflați mai multe',
  dates: 'Date',
  venue: 'Locația',
  openMap: 'Deschideți harta',
  mapLinkTitle: 'Vedeți {venue} pe OpenStreetMap',
  close: 'Închideți',
  back: 'Înapoi',
  loading: 'Se încarcă…',
  retry: 'Încercați din nou',
  from: 'De la',
  toc: 'Cuprins',
};

/** General API errors. */
export const errors: Dictionary['errors'] = {
  generic: 'A apărut o eroare',
  network: 'Eroare de conexiune la server',
};

/** Formatting fallbacks. */
export const format: Dictionary['format'] = {
  invalidDate: 'Dată nevalidă',
  notAvailable: 'Indisponibil',
};
