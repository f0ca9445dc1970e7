/** English UI strings every area shares: page metadata, accessibility labels, common words, general errors, formatting fallbacks. */
import type { Dictionary } from '../index';

export const meta: Dictionary['meta'] = {
  locale: 'en-GB',
  /** Appended to every page title: "Line-up — Kizomba Lumière Festival". */
  titleSeparator: ' — ',
};

export const a11y: Dictionary['a11y'] = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
  tabBarNavigation: 'Quick navigation',
  footerNavigation: 'Footer links',
  legalNavigation: 'Legal information',
  socialNavigation: 'Social media',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  menuTitle: 'Menu',
  cart: 'Basket',
  external: '(opens in a new tab)',
  breadcrumb: 'Breadcrumb',
  logoHome: 'Kizomba Lumière Festival, back to the home page',
};

export const common: Dictionary['common'] = {
  readMore: 'Read more',
  seeAll: 'See all',
  backHome: 'Back to the home page',
  learnMore: 'Find out more',
  dates: 'Dates',
  venue: 'Venue',
  openMap: 'Open the map',
  mapLinkTitle: 'See {venue} on OpenStreetMap',
  close: 'Close',
  back: 'Back',
  loading: 'Loading…',
  retry: 'Try again',
  from: 'From',
  toc: 'Contents',
};

/** General API errors. */
export const errors: Dictionary['errors'] = {
  generic: 'Something went wrong',
  network: 'Could not connect to the server',
};

/** Formatting fallbacks. */
export const format: Dictionary['format'] = {
  invalidDate: 'Invalid date',
  notAvailable: 'N/A',
};
