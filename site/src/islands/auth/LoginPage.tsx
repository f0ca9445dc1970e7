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
          <a className="auth-link" href={localHref('/quick-access')}>
            {t('auth.quickAccessLink')}
          </a>
        </p>
      </div>
    </>
  );
}
