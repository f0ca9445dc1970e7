import { useId, useState, type SubmitEvent } from 'react';
import { localHref, translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { TextField } from '../checkout/Field';
import { failureMessage, looksLikeEmail, requestPasswordReset } from '../../lib/api/auth';
import { AuthNotice } from './AuthNotice';
import './auth.css';

const t = translator({ auth });

/**
 * /forgot-password: an e-mail, then the API's message (the same whether the account exists).
 * `admin`: the same call from /admin/forgot-password, whose links lead back to /admin/login.
 */
export default function ForgotPasswordPage({ admin = false }: { admin?: boolean }) {
  const loginHref = admin ? '/admin/login' : localHref('/login');
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const problem = !email ? t('auth.emailRequired') : looksLikeEmail(email) ? undefined : t('auth.emailInvalid');
    setError(problem);
    setFailure(null);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    try {
      setSent(await requestPasswordReset(email));
    } catch (failed) {
      setFailure(failureMessage(failed));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <AuthNotice title={t('auth.checkEmailTitle')}>
        <p className="auth-notice__text" role="status">
          {sent}
        </p>
        <p className="auth-notice__hint">{t('auth.checkEmailHint')}</p>
        <a className="auth-link" href={loginHref}>
          {t('auth.backToLogin')}
        </a>
      </AuthNotice>
    );
  }

  return (
    <>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <div className="auth-form__alert" role="alert">
          {failure && <p className="auth-alert">{failure}</p>}
        </div>
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('auth.email')}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.emailPlaceholder')}
          required
          error={error}
        />
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={busy}>
          {busy ? t('auth.sending') : t('auth.forgotSubmit')}
        </button>
      </form>
      <div className="auth-more">
        <p className="auth-aside">
          <a className="auth-link" href={loginHref}>
            {t('auth.backToLogin')}
          </a>
        </p>
      </div>
    </>
  );
}
