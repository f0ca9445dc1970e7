import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { Icon } from '../../components/react/Icon';
import { translator, type KeyOf } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { startRealtime } from '../../lib/realtime';
import { nav } from '../auth/nav';
import { initSession, logout, type SessionUser } from '../auth/session';
import { useSession, visibleUser } from '../auth/useSession';
import { adminLinksFor, currentAdminNav, type AdminNavLink } from './admin-nav';
import { $adminStats, followAdminStats } from './stats-store';
import './admin.css';

const t = translator({ admin });

/** The label of a sidebar entry. */
function adminNavLabel(link: AdminNavLink): string {
  return t(link.label ?? (`admin.nav.${link.id}` as KeyOf<typeof t>));
}

/**
 * The back-office sidebar (docs/spec.md §2): the sections the user's role may open (a scanner sees only
 * Utilisateurs and Scanner), Messages with the unread badge (live from `admin:stats`), the
 * user's first and last name and role, a link back to the public site and the logout (to
 * /admin/login). On a phone it folds into a bar with a « Menu » button (disclosure pattern).
 *
 * It also starts the page's session work (the admin layout has no user menu): revalidation of
 * the stored session and the realtime connection.
 */
export default function AdminSidebar({ path }: { path: string }) {
  const user = visibleUser(useSession());
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => {
    initSession();
    startRealtime();
  }, []);

  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);

  const current = currentAdminNav(path);
  const links = adminLinksFor(user?.role === 'admin' || user?.role === 'scanner' ? user.role : null);

  return (
    <div className={open ? 'admin-sidebar admin-sidebar--open' : 'admin-sidebar'}>
      <div className="admin-sidebar__bar">
        <a className="admin-sidebar__brand" href={user?.role === 'scanner' ? '/admin/scanner' : '/admin/dashboard'}>
          {t('admin.title')}
        </a>
        <button
          type="button"
          className="admin-sidebar__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} size={22} />
          <span>{open ? t('admin.menuClose') : t('admin.menuOpen')}</span>
        </button>
      </div>
      <div className="admin-sidebar__panel" id={listId}>
        <nav aria-label={t('admin.navLabel')}>
          <ul className="admin-nav">
            {links.map((link) => (
              <li key={link.id}>
                <a className="admin-nav__link" href={link.href} aria-current={link.id === current ? 'page' : undefined}>
                  <Icon name={link.icon} size={20} />
                  <span className="admin-nav__label">{adminNavLabel(link)}</span>
                  {link.id === 'messages' && <UnreadBadge />}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {user && <UserBlock user={user} />}
        <a className="admin-sidebar__site" href="/">
          <Icon name="external" size={18} />
          <span>{t('admin.backToSite')}</span>
        </a>
      </div>
    </div>
  );
}

/** The unread messages count of the Messages entry; nothing while 0 or unknown. */
export function UnreadBadge() {
  const { stats } = useStore($adminStats);
  useEffect(() => followAdminStats(), []);
  const count = stats?.unreadMessages ?? 0;
  if (count <= 0) return null;
  return (
    <span className="admin-badge" aria-label={t('admin.unreadBadge', { count })} data-testid="unread-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
    </span>
  );
}

function UserBlock({ user }: { user: SessionUser }) {
  const [leaving, setLeaving] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.name;
  return (
    <div className="admin-user">
      <p className="admin-user__name">{name}</p>
      <p className="admin-user__role">{t(`admin.roles.${user.role}`)}</p>
      <button
        type="button"
        className="admin-user__logout"
        disabled={leaving}
        onClick={async () => {
          setLeaving(true);
          await logout();
          nav.assign('/admin/login');
        }}
      >
        <Icon name="logout" size={18} />
        <span>{leaving ? t('admin.loggingOut') : t('admin.logout')}</span>
      </button>
    </div>
  );
}
