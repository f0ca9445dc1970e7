import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { failureMessage, magicLogin } from './auth-api';
import { AuthNotice } from './AuthNotice';
import { nav } from './nav';
import { safeRedirect } from './session';
import './auth.css';

type State = { kind: 'checking' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * /auth/magic-login?token=…&redirect=… (the link of the « magic-link » e-mail): the one-time
 * token is posted from here, on mount only — never by the page's HTML, so that a link preview or
 * a prefetch cannot spend it. The token then leaves the address bar (history, shared screens).
 * Success stores the session and replaces this page with `redirect` (this site's paths only) or
 * /dashboard; a bad, used or expired link says so, with the way to get a new one.
 */
export default function MagicLoginPage() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = nav.param('token');
    const target = safeRedirect(nav.param('redirect'));
    if (!token) {
      setState({ kind: 'failed', message: t('auth.magicMissingToken') });
      return;
    }
    try {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    } catch {
      // Some embedded browsers refuse: the token is single use anyway.
    }
    magicLogin(token).then(
      () => {
        setState({ kind: 'done' });
        nav.replace(target);
      },
      (error: unknown) => setState({ kind: 'failed', message: failureMessage(error) || t('auth.magicFailed') }),
    );
  }, []);

  if (state.kind === 'failed') {
    return (
      <AuthNotice title={t('auth.magicFailed')} icon="lock" tone="error">
        <p className="auth-notice__text" role="alert">
          {state.message}
        </p>
        <a className="btn btn--primary" href="/quick-access">
          {t('auth.magicAskAgain')}
        </a>
      </AuthNotice>
    );
  }
  return (
    <p className="auth-guard" role="status">
      {state.kind === 'done' ? t('auth.magicSuccess') : t('auth.magicChecking')}
    </p>
  );
}
