import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../components/react/Icon';
import { translator } from '../../i18n';
import { userMenu } from '../../i18n/fr/user-menu';
import { startRealtime } from '../../lib/realtime';
import { LoginModal } from './LoginModal';
import { accountLinks, initials } from './menu-links';
import { nav } from './nav';
import { $session, initSession, logout, type SessionUser } from './session';
import { applyStaffTab } from './staff-tab';
import { useSession, visibleUser } from './useSession';
import './auth.css';

const t = translator({ userMenu });

/**
 * The user menu of the top bar (docs/spec.md §2), on every page (`client:interaction`). It also starts the
 * page's session work: the startup revalidation of a stored token (docs/spec.md §4), the realtime
 * connection, and keeps the tab bar's staff tab in step with the session.
 *
 * - Logged out: « Connexion » opens the login modal.
 * - Logged in: the initials (or avatar) open a menu (menu button pattern: Enter/Space/↓ open on
 *   the first item, ↑ on the last, arrows and Home/End move, Escape closes and gives focus back,
 *   Tab closes): 'Tableau de bord', 'Mes billets', 'Administration' (admin), 'Scanner' (admin,
 *   scanner), 'Déconnexion'.
 */
export default function UserMenu() {
  const session = useSession();
  const user = visibleUser(session);

  useEffect(() => {
    initSession();
    startRealtime();
    return $session.subscribe((state) => {
      if (state.status === 'unknown') return;
      applyStaffTab(document.querySelector('[data-tabbar]'), visibleUser(state)?.role);
    });
  }, []);

  // The HTML shows « Connexion »: a visitor without a stored session gets a working button before
  // any JavaScript; one with a stored session does not see it (auth.css, `data-stored-session`).
  if (session.status === 'unknown') return <LoginButton beforeSession />;
  return user ? <AccountMenu user={user} /> : <LoginButton />;
}

function LoginButton({ beforeSession = false }: { beforeSession?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={beforeSession ? 'user-menu user-menu--before-session' : 'user-menu'}>
      <button type="button" className="user-menu__login" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="user" size={22} />
        <span className="user-menu__login-label">{t('userMenu.login')}</span>
      </button>
      <LoginModal open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

function AccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const links = accountLinks(user);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };
  const close = (giveFocusBack: boolean) => {
    setOpen(false);
    if (giveFocusBack) buttonRef.current?.focus();
  };
  /** Which item takes focus once the menu shows. */
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const openOn = (which: 'first' | 'last') => {
    focusOnOpen.current = which;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    focusItem(focusOnOpen.current === 'first' ? 0 : -1);
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openOn(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const signOut = async () => {
    setLeaving(true);
    await logout();
    nav.assign('/');
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('userMenu.open', { name: user.name })}
        onClick={() => (open ? close(false) : openOn('first'))}
        onKeyDown={onButtonKey}
      >
        {user.avatar ? (
          <img className="user-menu__avatar" src={user.avatar} alt="" width={36} height={36} />
        ) : (
          <span className="user-menu__avatar" aria-hidden="true">
            {initials(user)}
          </span>
        )}
      </button>
      <div className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          <span className="user-menu__name">{user.name}</span>
          <span className="user-menu__email">{user.email}</span>
        </p>
        <ul id={menuId} role="menu" aria-label={t('userMenu.heading')} ref={menuRef} onKeyDown={onMenuKey}>
          {links.map((link) => (
            <li role="none" key={link.href}>
              <a role="menuitem" tabIndex={-1} href={link.href} className="user-menu__item">
                <Icon name={link.icon} size={20} />
                {link.label}
              </a>
            </li>
          ))}
          <li role="none" className="user-menu__separator">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="user-menu__item"
              disabled={leaving}
              onClick={() => void signOut()}
            >
              <Icon name="logout" size={20} />
              {leaving ? t('userMenu.loggingOut') : t('userMenu.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
