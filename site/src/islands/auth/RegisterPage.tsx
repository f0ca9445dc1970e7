import { useId, useState, type SubmitEvent } from 'react';
import { localHref, translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { a11y } from '../../i18n/fr/common';
import { CANONICAL_PATHS } from '../../lib/routes';
import { TextField } from '../checkout/Field';
import { failureMessage, looksLikeEmail, PASSWORD_MAX, PASSWORD_MIN, passwordProblem, register } from '../../lib/api/auth';
import { AuthNotice } from './AuthNotice';
import { PasswordField } from './PasswordField';
import './auth.css';

const t = translator({ a11y, auth });

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'privacy';
type Errors = Partial<Record<Field, string>>;

/**
 * /register (docs/accounts.md): first and last name, e-mail, password (12 to 128 characters,
 * show/hide), acceptance of the privacy policy. No session here: whatever the address, the API
 * answers the same « check your mailbox » message (no enumeration), and the account opens from
 * the link e-mailed to the address, which proves it belongs to the person.
 */
export default function RegisterPage() {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    const input = {
      firstName: value('firstName').trim(),
      lastName: value('lastName').trim(),
      email: value('email').trim(),
      password: value('password'),
    };
    const next: Errors = {
      firstName: input.firstName ? undefined : t('auth.fieldRequired'),
      lastName: input.lastName ? undefined : t('auth.fieldRequired'),
      email: !input.email ? t('auth.emailRequired') : looksLikeEmail(input.email) ? undefined : t('auth.emailInvalid'),
      password: passwordProblem(input.password) ?? undefined,
      privacy: data.get('privacy') === 'on' ? undefined : t('auth.acceptPrivacyRequired'),
    };
    setErrors(next);
    const first = (Object.keys(next) as Field[]).find((field) => next[field]);
    if (first) {
      setFailure(null);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      setSent(await register(input));
    } catch (error) {
      setFailure(failureMessage(error));
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
        <p className="auth-notice__hint">{t('auth.registerSentHint')}</p>
        <a className="auth-link" href={localHref('/login')}>
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
        <div className="auth-form__pair">
          <TextField
            id={`${id}-firstName`}
            name="firstName"
            label={t('auth.firstName')}
            autoComplete="given-name"
            required
            maxLength={100}
            error={errors.firstName}
          />
          <TextField
            id={`${id}-lastName`}
            name="lastName"
            label={t('auth.lastName')}
            autoComplete="family-name"
            required
            maxLength={100}
            error={errors.lastName}
          />
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
          error={errors.email}
        />
        <PasswordField
          id={`${id}-password`}
          name="password"
          label={t('auth.password')}
          autoComplete="new-password"
          required
          revealable
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={t('auth.passwordHint')}
          error={errors.password}
        />
        <div className={errors.privacy ? 'auth-consent field--invalid' : 'auth-consent'}>
          <label className="auth-check">
            <input
              id={`${id}-privacy`}
              type="checkbox"
              name="privacy"
              aria-invalid={errors.privacy ? true : undefined}
              aria-describedby={errors.privacy ? `${id}-privacy-error` : undefined}
            />
            <span>
              {t('auth.acceptPrivacyBefore')}
              <a className="auth-link" href={localHref(CANONICAL_PATHS.privacyPolicy)} target="_blank" rel="noopener">
                {t('auth.privacyLink')}
                <span className="sr-only"> {t('a11y.external')}</span>
              </a>
            </span>
          </label>
          {errors.privacy && (
            <p className="field__error" id={`${id}-privacy-error`}>
              {errors.privacy}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={busy}>
          {busy ? t('auth.registering') : t('auth.registerSubmit')}
        </button>
      </form>
      <div className="auth-more">
        <p className="auth-aside">
          {t('auth.alreadyAccount')}{' '}
          <a className="auth-link" href={localHref('/login')}>
            {t('auth.loginLink')}
          </a>
        </p>
      </div>
    </>
  );
}
