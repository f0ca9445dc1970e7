/** Polish UI strings every area shares: page metadata, accessibility labels, common words, general errors, formatting fallbacks. */
import type { Dictionary } from '../index';

export const meta: Dictionary['meta'] = {
  locale: 'pl-PL',
  /** Appended to every page title: "Line-up — Kizomba Lumière Festival". */
  titleSeparator: ' — ',
};

export const a11y: Dictionary['a11y'] = {
  skipToContent: 'Przejdź do treści',
  mainNavigation: 'Nawigacja główna',
  tabBarNavigation: 'Szybka nawigacja',
  footerNavigation: 'Linki w stopce',
  legalNavigation: 'Informacje prawne',
  socialNavigation: 'Media społecznościowe',
  openMenu: 'Otwórz menu',
  closeMenu: 'Zamknij menu',
  menuTitle: 'Menu',
  cart: 'Koszyk',
  external: '(nowa karta)',
  breadcrumb: 'Ścieżka nawigacji',
  logoHome: 'Kizomba Lumière Festival, powrót na stronę główną',
};

export const common: Dictionary['common'] = {
  readMore: 'Czytaj dalej',
  seeAll: 'Zobacz wszystko',
  backHome: 'Powrót na stronę główną',
  learnMore: 'Więcej informacji',
  dates: 'Termin',
  venue: 'Miejsce',
  openMap: 'Otwórz mapę',
  mapLinkTitle: '{venue} w serwisie OpenStreetMap',
  close: 'Zamknij',
  back: 'Wstecz',
  loading: 'Wczytywanie…',
  retry: 'Spróbuj ponownie',
  from: 'Od',
  toc: 'Spis treści',
};

/** General API errors. */
export const errors: Dictionary['errors'] = {
  generic: 'Wystąpił błąd',
  network: 'Brak połączenia z serwerem',
};

/** Formatting fallbacks. */
export const format: Dictionary['format'] = {
  invalidDate: 'Nieprawidłowa data',
  notAvailable: 'b.d.',
};
