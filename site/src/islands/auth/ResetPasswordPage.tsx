import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { localHref, translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { adminDestination } from '../admin/admin-nav';
import { ApiError } from '../../lib/api/client';
import { failureMessage, PASSWORD_MAX, PASSWORD_MIN, passwordProblem, resetPassword, type MfaChallenge } from '../../lib/api/auth';
import { AuthNotice } from './AuthNotice';
import { MfaStep } from './MfaStep';
import { nav } from './nav';
import { PasswordField } from './PasswordField';
import type { SessionUser } from './session';
import './auth.css';

const t = translator({ auth });

type Errors = { password?: string | undefined; confirm?: string | undefined };

/**
 * /reset-password?token=… : the new password twice, then the API logs in (every older session
 * ends) and the visitor goes to /dashboard; a staff account gives its second factor first. A bad, used or expired link shows the API's French
 * message and a way to ask for a new one.
 *
 * `admin` (/admin/reset-password): staff then go to their back-office home (/admin/dashboard,
 * /admin/scanner), anybody else to /dashboard; « ask again » leads to /admin/forgot-password.
 */
export default function ResetPasswordPage({ admin = false }: { admin?: boolean }) {
  const forgotHref = admin ? '/admin/forgot-password' : localHref('/forgot-password');
  const id = useId();
  // Read after hydration: the page's HTML is the same for every token.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ message: string; askAgain: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);

  useEffect(() => setToken(nav.param('token')), []);

  const goOn = (user: SessionUser) => nav.assign(admin && user.role !== 'user' ? adminDestination(user.role, null) : '/dashboard');

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    const next: Errors = { password: passwordProblem(password) ?? undefined };
    if (!next.password && confirm !== password) next.confirm = t('auth.passwordsDiffer');
    setErrors(next);
    setFailure(null);
    if (next.password || next.confirm) {
      document.getElementById(`${id}-${next.password ? 'password' : 'confirm'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await resetPassword(token, password);
      if (outcome.kind === 'mfa') {
        setChallenge(outcome.challenge);
        setBusy(false);
      } else {
        goOn(outcome.user);
      }
    } catch (error) {
      setFailure({ message: failureMessage(error), askAgain: error instanceof ApiError && error.status === 400 });
      setBusy(false);
    }
  }

  // The password is already changed: an expired step leads to the login with the new one.
  if (challenge) return <MfaStep challenge={challenge} onSignedIn={goOn} onRestart={() => nav.assign(admin ? '/admin/login' : '/login')} />;

  if (token === null) {
    return (
      <AuthNotice title={t('auth.resetTitle')} icon="lock" tone="error">
        <p className="auth-notice__text">{t('auth.resetMissingToken')}</p>
        <a className="btn btn--primary" href={forgotHref}>
          {t('auth.askAgain')}
        </a>
      </AuthNotice>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="auth-form__alert" role="alert">
        {failure && (
          <p className="auth-alert">
            {failure.message}
            {failure.askAgain && (
              <>
                {' '}
                <a className="auth-link" href={forgotHref}>
                  {t('auth.askAgain')}
                </a>
              </>
            )}
          </p>
        )}
      </div>
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t('auth.newPassword')}
        autoComplete="new-password"
        required
        revealable
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        hint={t('auth.passwordHint')}
        error={errors.password}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirm"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        error={errors.confirm}
      />
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={busy || !token}>
        {busy ? t('auth.resetting') : t('auth.resetSubmit')}
      </button>
    </form>
  );
}
