import { useId, useState, type SubmitEvent } from 'react';
import { localHref, translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { TextField } from '../checkout/Field';
import { failureMessage, looksLikeEmail, quickLogin, requestMagicLink } from '../../lib/api/auth';
import { AuthNotice } from './AuthNotice';
import { nav } from './nav';
import { safeRedirect } from './session';
import './auth.css';

const t = translator({ auth });

type Errors = { email?: string | undefined; name?: string | undefined };

const emailProblem = (email: string) =>
  !email ? t('auth.emailRequired') : looksLikeEmail(email) ? undefined : t('auth.emailInvalid');

/**
 * /quick-access (docs/spec.md §2 « Quick access »): e-mail and name → `POST /api/auth/quick-login`,
 * which never opens a session on an e-mail alone: it e-mails a one-time login link (creating a
 * password-less account on first use). Then « Vérifiez vos e-mails ». Existing accounts can ask
 * for the same kind of link (`POST /api/auth/magic-link`).
 */
export default function QuickAccessPage() {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [linkError, setLinkError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ form: 'quick' | 'link'; message: string } | null>(null);
  const [busy, setBusy] = useState<'quick' | 'link' | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function run(form: 'quick' | 'link', call: () => Promise<string>) {
    setFailure(null);
    setBusy(form);
    try {
      setSent(await call());
    } catch (error) {
      setFailure({ form, message: failureMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  function submitQuick(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const name = String(data.get('name') ?? '').trim();
    const next: Errors = { email: emailProblem(email), name: name ? undefined : t('auth.fieldRequired') };
    setErrors(next);
    if (next.email || next.name) {
      document.getElementById(`${id}-${next.email ? 'email' : 'name'}`)?.focus();
      return;
    }
    void run('quick', () => quickLogin(email, name));
  }

  function submitLink(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const problem = emailProblem(email);
    setLinkError(problem);
    if (problem) {
      document.getElementById(`${id}-link-email`)?.focus();
      return;
    }
    const redirect = safeRedirect(nav.param('redirect'), '');
    void run('link', () => requestMagicLink(email, redirect || null));
  }

  if (sent) {
    return (
      <AuthNotice title={t('auth.checkEmailTitle')}>
        <p className="auth-notice__text" role="status">
          {sent}
        </p>
        <p className="auth-notice__hint">{t('auth.checkEmailHint')}</p>
        <button type="button" className="btn btn--outline" onClick={() => setSent(null)}>
          {t('auth.useAnotherEmail')}
        </button>
      </AuthNotice>
    );
  }

  const alert = (form: 'quick' | 'link') => (
    <div className="auth-form__alert" role="alert">
      {failure?.form === form && <p className="auth-alert">{failure.message}</p>}
    </div>
  );

  return (
    <>
      <form className="auth-form" onSubmit={submitQuick} noValidate aria-busy={busy === 'quick'}>
        {alert('quick')}
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
        <TextField
          id={`${id}-name`}
          name="name"
          label={t('auth.name')}
          autoComplete="name"
          required
          maxLength={200}
          error={errors.name}
        />
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={busy !== null}>
          {busy === 'quick' ? t('auth.sending') : t('auth.quickSubmit')}
        </button>
      </form>

      <section className="auth-more" aria-labelledby={`${id}-link-title`}>
        <h2 className="auth-more__title" id={`${id}-link-title`}>
          {t('auth.magicLinkTitle')}
        </h2>
        <p className="auth-aside">{t('auth.magicLinkLead')}</p>
        <form className="auth-form" onSubmit={submitLink} noValidate aria-busy={busy === 'link'}>
          {alert('link')}
          <TextField
            id={`${id}-link-email`}
            name="email"
            type="email"
            label={t('auth.email')}
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={linkError}
          />
          <button type="submit" className="btn btn--outline auth-form__submit" disabled={busy !== null}>
            {busy === 'link' ? t('auth.sending') : t('auth.magicLinkSubmit')}
          </button>
        </form>
        <p className="auth-aside">
          <a className="auth-link" href={localHref('/login')}>
            {t('auth.backToLogin')}
          </a>
        </p>
      </section>
    </>
  );
}
