import { useId, useState, type SubmitEvent } from 'react';
import { localHref, translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { TextField } from '../checkout/Field';
import { loginFailureMessage, loginWithPassword, looksLikeEmail, type MfaChallenge } from '../../lib/api/auth';
import { MfaStep } from './MfaStep';
import { PasswordField } from './PasswordField';
import type { SessionUser } from './session';

const t = translator({ auth });

export interface LoginFormProps {
  /** After the session is stored. */
  onLoggedIn: (user: SessionUser) => void;
  /** Focus the e-mail field when shown (the modal). */
  autoFocus?: boolean;
  /** The back-office login: `POST /api/admin/auth/login`, forgotten password under /admin. */
  admin?: boolean;
}

interface FieldErrors {
  email?: string | undefined;
  password?: string | undefined;
}

/**
 * The login form of the modal and of /login (docs/spec.md §2, §5, §8): e-mail (e-mail input type) and
 * password required, 'Se souvenir de moi', 'Mot de passe oublié ?'. A refusal shows the API's
 * message, else 'Une erreur est survenue lors de la connexion'. Disabled while sending.
 * A staff account then gives its second factor (MfaStep) before any session exists.
 */
export function LoginForm({ onLoggedIn, autoFocus, admin = false }: LoginFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const focus = (field: 'email' | 'password', select = false) => {
    const input = document.getElementById(`${id}-${field}`) as HTMLInputElement | null;
    input?.focus();
    if (select) input?.select();
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const next: FieldErrors = {
      email: !email ? t('auth.emailRequired') : !looksLikeEmail(email) ? t('auth.emailInvalid') : undefined,
      password: password ? undefined : t('auth.passwordRequired'),
    };
    setErrors(next);
    if (next.email || next.password) {
      setFailure(t('auth.requiredFields'));
      focus(next.email ? 'email' : 'password');
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const outcome = await loginWithPassword({ email, password, rememberMe: data.get('rememberMe') === 'on' }, { admin });
      if (outcome.kind === 'mfa') setChallenge(outcome.challenge);
      else onLoggedIn(outcome.user);
    } catch (error) {
      setFailure(loginFailureMessage(error));
      focus('password', true);
    } finally {
      setBusy(false);
    }
  }

  if (challenge) return <MfaStep challenge={challenge} onSignedIn={onLoggedIn} onRestart={() => setChallenge(null)} />;

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="auth-form__alert" role="alert">
        {failure && <p className="auth-alert">{failure}</p>}
      </div>
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('auth.emailPlaceholder')}
        required
        autoFocus={autoFocus}
        error={errors.email}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <div className="auth-form__row">
        <label className="auth-check">
          <input type="checkbox" name="rememberMe" />
          <span>{t('auth.rememberMe')}</span>
        </label>
        <a className="auth-link" href={admin ? '/admin/forgot-password' : localHref('/forgot-password')}>
          {t('auth.forgotPassword')}
        </a>
      </div>
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={busy}>
        {busy ? t('auth.submitting') : t('auth.submit')}
      </button>
    </form>
  );
}
