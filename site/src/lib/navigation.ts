import { splitLocalePath } from '@kizomba/locales';
import { localHref, translator, type KeyOf } from '../i18n';
import { footer, nav, tabBar } from '../i18n/fr/nav';
import type { IconName } from './icons';
import { CANONICAL_PATHS } from './routes';

const t = translator({ footer, nav, tabBar });
type Key = KeyOf<typeof t>;

/**
 * Navigation of the public layout, in one place for the top bar, menu, tab bar and footer. Each
 * address and label is read when a page renders, so it follows the page's language.
 */
export interface NavItem {
  href: string;
  label: string;
}

export interface TabItem extends NavItem {
  icon: IconName;
}

const item = (path: string, key: Key): NavItem => ({
  get href() {
    return localHref(path);
  },
  get label() {
    return t(key);
  },
});
const tab = (path: string, key: Key, icon: IconName): TabItem => Object.assign(item(path, key), { icon });

/** Top bar on large screens (the ticket office is the call-to-action button beside it). */
export const HEADER_NAV: readonly NavItem[] = [
  item('/lineup', 'nav.lineup'),
  item('/concept', 'nav.concept'),
  item('/hotels', 'nav.hotels'),
  item('/information', 'nav.information'),
  item('/news', 'nav.news'),
  item('/contact', 'nav.contact'),
];

/** Mobile menu (popover): everything, grouped. */
export const MENU_GROUPS: readonly { heading: string; items: readonly NavItem[] }[] = [
  {
    get heading() {
      return t('nav.festival');
    },
    items: [
      item('/', 'nav.home'),
      item('/lineup', 'nav.lineup'),
      item('/tickets', 'nav.tickets'),
      item('/concept', 'nav.concept'),
      item('/concept/rules', 'nav.rules'),
      item('/news', 'nav.news'),
    ],
  },
  {
    get heading() {
      return t('nav.practical');
    },
    items: [
      item('/information', 'nav.information'),
      item('/hotels', 'nav.hotels'),
      item('/contact', 'nav.contact'),
      item('/about', 'nav.about'),
    ],
  },
];

/**
 * Bottom tab bar on phones: 4 columns (docs/spec.md §2). Staff get a 5th (Admin or Scanner), added by
 * the auth island: the bar's grid follows its `data-columns` attribute.
 */
export const TAB_BAR: readonly TabItem[] = [
  tab('/', 'tabBar.home', 'home'),
  tab('/lineup', 'tabBar.lineup', 'sparkle'),
  tab('/tickets', 'tabBar.tickets', 'ticket'),
  tab('/information', 'tabBar.information', 'info'),
];

export const FOOTER_FESTIVAL: readonly NavItem[] = [
  item('/lineup', 'nav.lineup'),
  item('/concept', 'nav.concept'),
  item('/concept/rules', 'nav.rules'),
  item('/news', 'nav.news'),
  item('/about', 'nav.about'),
];

export const FOOTER_PRACTICAL: readonly NavItem[] = [
  item('/tickets', 'nav.tickets'),
  item('/hotels', 'nav.hotels'),
  item('/information', 'nav.information'),
  item('/contact', 'nav.contact'),
];

export const FOOTER_LEGAL: readonly NavItem[] = [
  item(CANONICAL_PATHS.legalNotice, 'footer.legalNotice'),
  item(CANONICAL_PATHS.privacyPolicy, 'footer.privacy'),
  item(CANONICAL_PATHS.termsOfSale, 'footer.terms'),
  item('/cookies', 'footer.cookies'),
  item('/accessibility', 'footer.accessibility'),
];

/**
 * Normalises Astro's build-time URL path (`/about.html`, `/index.html` with
 * `build.format: 'file'`) to the public route (`/about`, `/`).
 */
export function routePath(pathname: string): string {
  const path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/').replace(/(.)\/+$/, '$1');
  return path === '' ? '/' : path;
}

/**
 * Whether `href` is the current section: exact for home, prefix for the rest. Either path may carry
 * a language prefix (`/en/lineup`): sections are compared without it.
 */
export function isCurrent(href: string, current: string): boolean {
  const section = splitLocalePath(href).path;
  const page = splitLocalePath(current).path;
  if (section === '/') return page === '/';
  return page === section || page.startsWith(`${section}/`);
}
