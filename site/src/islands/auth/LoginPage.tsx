import { useEffect, useState } from 'react';
import { localHref, translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { adminDestination } from '../admin/admin-nav';
import { LoginForm } from './LoginForm';
import { nav } from './nav';
import { safeRedirect } from './session';
import './auth.css';

const t = translator({ auth });

/**
 * /login (docs/spec.md §2): the login form, then `redirect` (a path of this site only) or /dashboard —
 * staff too: their tools are one tap away in the user menu and the tab bar.
 *
 * /admin/login (`admin`): the back-office login (`POST /api/admin/auth/login`), then `redirect`
 * when the role may open it, else /admin/dashboard (admin) or /admin/scanner (scanner).
 */
export default function LoginPage({ admin = false }: { admin?: boolean }) {
  const quickAccess = useQuickAccessHref();
  if (admin) {
    return <LoginForm admin onLoggedIn={(user) => nav.assign(adminDestination(user.role, nav.param('redirect')))} />;
  }
  return (
    <>
      <LoginForm onLoggedIn={() => nav.assign(safeRedirect(nav.param('redirect')))} />
      <div className="auth-more">
        <p className="auth-aside">
          {t('auth.noAccount')}{' '}
          <a className="auth-link" href={localHref('/register')}>
            {t('auth.register')}
          </a>
        </p>
        <p className="auth-aside">
          {t('auth.quickAccessPrompt')}{' '}
          <a className="auth-link" href={quickAccess}>
            {t('auth.quickAccessLink')}
          </a>
        </p>
      </div>
    </>
  );
}

/**
 * /quick-access, keeping where the visitor was going (a guest following « Gérer mes billets » lands
 * on /login?redirect=/dashboard/tickets): the login link it e-mails leads back there. Read after
 * mount, the built page having no query.
 */
function useQuickAccessHref(): string {
  const [href, setHref] = useState(() => localHref('/quick-access'));
  useEffect(() => {
    const redirect = safeRedirect(nav.param('redirect'), '');
    if (redirect) setHref(localHref(`/quick-access?redirect=${encodeURIComponent(redirect)}`));
  }, []);
  return href;
}
