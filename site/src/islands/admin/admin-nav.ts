import type { MessageKey } from '../../i18n';
import type { admin } from '../../i18n/fr/admin';
import type { IconName } from '../../lib/icons';
import type { UserRole } from '../auth/session';
import { routeRequirement, safeRedirect, satisfies } from '../auth/session';

/** Types only: the login pages use this table, and must not ship the back-office strings. */
type Key = MessageKey<{ admin: typeof admin }>;

/** The sidebar's entries (docs/spec.md §2 « Admin routes »), in order. */
export type AdminNavId =
  | 'dashboard'
  | 'users'
  | 'tickets'
  | 'waitingLists'
  | 'sales'
  | 'invitations'
  | 'promoCodes'
  | 'messages'
  | 'news'
  | 'artists'
  | 'programs'
  | 'translations'
  | 'settings'
  | 'audit'
  | 'checkInLists'
  | 'scanner';

export interface AdminNavLink {
  id: AdminNavId;
  href: string;
  icon: IconName;
  /** The entry's label (defaults to `admin.nav.{id}`). */
  label?: Key;
}

export const ADMIN_NAV: readonly AdminNavLink[] = [
  { id: 'dashboard', href: '/admin/dashboard', icon: 'home' },
  { id: 'users', href: '/admin/users', icon: 'users' },
  { id: 'tickets', href: '/admin/tickets', icon: 'ticket' },
  { id: 'waitingLists', href: '/admin/waiting-lists', icon: 'queue' },
  { id: 'sales', href: '/admin/sales', icon: 'bag' },
  { id: 'invitations', href: '/admin/invitations', icon: 'mail' },
  { id: 'promoCodes', href: '/admin/promo-codes', icon: 'tag' },
  { id: 'messages', href: '/admin/messages', icon: 'mail' },
  { id: 'news', href: '/admin/news', icon: 'news' },
  { id: 'artists', href: '/admin/artists', icon: 'music' },
  { id: 'programs', href: '/admin/programs', icon: 'calendar' },
  { id: 'translations', href: '/admin/translations', icon: 'globe' },
  { id: 'settings', href: '/admin/settings', icon: 'sliders' },
  { id: 'audit', href: '/admin/audit', icon: 'clock', label: 'admin.audit.navLabel' },
  { id: 'checkInLists', href: '/admin/check-in-lists', icon: 'check' },
  { id: 'scanner', href: '/admin/scanner', icon: 'scan' },
];
// News, artists and programme go through the API, which holds the CMS key (the CMS itself is
// reachable only server side in Docker); rich editing links to Strapi when it has a public address.

/**
 * The entries a role may open, by the route guard's own rule (docs/spec.md §6): an admin sees all, a
 * scanner only Utilisateurs and Scanner, anybody else none.
 */
export function adminLinksFor(role: UserRole | null | undefined): AdminNavLink[] {
  if (!role) return [];
  const user = { role } as Parameters<typeof satisfies>[0];
  return ADMIN_NAV.filter((link) => satisfies(user, routeRequirement(link.href)));
}

/** The entry a path belongs to (`/admin` is the dashboard, `/admin/users/4` is Utilisateurs). */
export function currentAdminNav(pathname: string): AdminNavId | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin') return 'dashboard';
  const link = ADMIN_NAV.find((entry) => path === entry.href || path.startsWith(`${entry.href}/`));
  return link?.id ?? null;
}

/** Where a staff member lands after the admin login: `redirect` if their role may open it. */
export function adminDestination(role: UserRole, redirect: string | null): string {
  const fallback = role === 'admin' ? '/admin/dashboard' : '/admin/scanner';
  const safe = safeRedirect(redirect, '');
  if (!safe) return fallback;
  const path = safe.split(/[?#]/)[0] ?? '';
  const requirement = routeRequirement(path);
  if (requirement && !satisfies({ role } as Parameters<typeof satisfies>[0], requirement)) return fallback;
  // A plain user page (e.g. /dashboard) is fine too; a non-staff never gets here (the API refuses).
  return safe;
}
