import { useState } from 'react';
import { Icon } from '../../components/react/Icon';
import { localHref, translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { userMenu } from '../../i18n/fr/user-menu';
import { accountLinks } from './menu-links';
import { nav } from './nav';
import { logout } from './session';
import { useSession, visibleUser } from './useSession';
import './auth.css';

const t = translator({ auth, userMenu });

/**
 * The user menu's entries inside the mobile menu (docs/spec.md §2), for phones where the top bar has
 * little room: « Mon compte » with the same links as the user menu and « Déconnexion », or,
 * logged out, « Connexion » (the login page, back here afterwards) and « Créer un compte ».
 * The session itself is started by the user menu island of the top bar.
 */
export default function AccountLinks() {
  const session = useSession();
  const user = visibleUser(session);
  const [leaving, setLeaving] = useState(false);
  if (!user) {
    // Also the HTML (session not read yet): hidden then for a stored session (auth.css).
    const login = () => localHref(`/login?redirect=${encodeURIComponent(nav.here())}`);
    return (
      <section className={session.status === 'unknown' ? 'account-links account-links--before-session' : 'account-links'}>
        <h2 className="account-links__heading">{t('userMenu.heading')}</h2>
        <ul role="list">
          <li>
            <a
              href={localHref('/login')}
              onClick={(event) => {
                event.preventDefault();
                nav.assign(login());
              }}
            >
              <Icon name="user" size={20} />
              {t('userMenu.login')}
            </a>
          </li>
          <li>
            <a href={localHref('/register')}>
              <Icon name="plus" size={20} />
              {t('auth.register')}
            </a>
          </li>
        </ul>
      </section>
    );
  }

  return (
    <section className="account-links">
      <h2 className="account-links__heading">{t('userMenu.heading')}</h2>
      <p className="account-links__who">{user.name}</p>
      <ul role="list">
        {accountLinks(user).map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              <Icon name={link.icon} size={20} />
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={leaving}
            onClick={async () => {
              setLeaving(true);
              await logout();
              nav.assign('/');
            }}
          >
            <Icon name="logout" size={20} />
            {leaving ? t('userMenu.loggingOut') : t('userMenu.logout')}
          </button>
        </li>
      </ul>
    </section>
  );
}
