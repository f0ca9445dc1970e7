import { localHref, translator } from '../../i18n';
import { userMenu } from '../../i18n/fr/user-menu';
import type { IconName } from '../../lib/icons';
import type { SessionUser } from './session';

const t = translator({ userMenu });

export interface AccountLink {
  href: string;
  label: string;
  icon: IconName;
}

/**
 * The user menu's links (docs/spec.md §2, §6): dashboard and tickets for everyone, 'Administration'
 * for admins only, 'Scanner' for admins and scanners. Logout is a button, added by the menus.
 */
export function accountLinks(user: SessionUser): AccountLink[] {
  const links: AccountLink[] = [
    { href: localHref('/dashboard'), label: t('userMenu.dashboard'), icon: 'home' },
    { href: localHref('/dashboard/tickets'), label: t('userMenu.myTickets'), icon: 'ticket' },
  ];
  if (user.role === 'admin') links.push({ href: '/admin', label: t('userMenu.administration'), icon: 'shield' });
  if (user.role === 'admin' || user.role === 'scanner') {
    links.push({ href: '/admin/scanner', label: t('userMenu.scanner'), icon: 'scan' });
  }
  return links;
}

/** Two initials for the avatar: « Awa Diallo » → « AD », else the e-mail's first letter. */
export function initials(user: SessionUser): string {
  const fromNames = [user.firstName, user.lastName].map((part) => part.trim().charAt(0)).join('');
  if (fromNames) return fromNames.toUpperCase();
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  const fromName = words.length > 1 ? `${words[0]!.charAt(0)}${words.at(-1)!.charAt(0)}` : (words[0]?.charAt(0) ?? '');
  return (fromName || user.email.charAt(0)).toUpperCase();
}
