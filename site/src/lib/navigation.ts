import { translator, type KeyOf } from '../i18n';
import { footer, nav, tabBar } from '../i18n/fr/nav';
import type { IconName } from './icons';
import { CANONICAL_PATHS } from './routes';

const t = translator({ footer, nav, tabBar });
type Key = KeyOf<typeof t>;

/** Navigation of the public layout, in one place for the top bar, menu, tab bar and footer. */
export interface NavItem {
  href: string;
  label: string;
}

export interface TabItem extends NavItem {
  icon: IconName;
}

const item = (href: string, key: Key): NavItem => ({ href, label: t(key) });

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
    heading: t('nav.festival'),
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
    heading: t('nav.practical'),
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
  { href: '/', label: t('tabBar.home'), icon: 'home' },
  { href: '/lineup', label: t('tabBar.lineup'), icon: 'sparkle' },
  { href: '/tickets', label: t('tabBar.tickets'), icon: 'ticket' },
  { href: '/information', label: t('tabBar.information'), icon: 'info' },
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

/** Whether `href` is the current section: exact for home, prefix for the rest. */
export function isCurrent(href: string, current: string): boolean {
  if (href === '/') return current === '/';
  return current === href || current.startsWith(`${href}/`);
}
