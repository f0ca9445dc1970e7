import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { localHref, translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { ApiError } from '../../lib/api/client';
import { failureMessage, magicLogin, previewLink, verifyEmail, type LinkPreview, type MfaChallenge, type SignInOutcome } from '../../lib/api/auth';
import { AuthNotice } from './AuthNotice';
import { MfaStep } from './MfaStep';
import { nav } from './nav';
import { PasswordField } from './PasswordField';
import { safeRedirect, storedToken, storedUser, type SessionUser } from './session';
import './auth.css';

const t = translator({ auth });

/** Where the security tab invites a person whose password was cleared to choose one. */
export const CHOOSE_PASSWORD_PATH = '/dashboard/security?motdepasse=choisir';

type State =
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; token: string; preview: LinkPreview; current: SessionUser | null }
  | { kind: 'mfa'; challenge: MfaChallenge }
  | { kind: 'done' };

/**
 * /auth/magic-login?token=…&redirect=… — the page of the login links (« magic-link » e-mail) and
 * of the address confirmation links (`&verify=1`). Opening it spends nothing: the island reads
 * whose account the link opens (`POST /api/auth/link-preview`), says so (and, when another
 * account is open in this browser, that it will be closed), and the link is spent only by the
 * click on « Se connecter en tant que … » — a link sent by someone else cannot sign the visitor
 * into the sender's account unawares, and a mail scanner or a reload does not use it up.
 *
 * A confirmation whose account got its password before the address was proven asks for that
 * password to keep it; going on without it clears it (the API does), and the person is then led
 * to the security tab to choose one. A staff account gives its second factor before the session.
 */
export default function MagicLoginPage() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = nav.param('token');
    if (!token) {
      setState({ kind: 'failed', message: t('auth.magicMissingToken') });
      return;
    }
    const current = storedToken() ? storedUser() : null;
    previewLink(token).then(
      (preview) => setState({ kind: 'ready', token, preview, current }),
      (error: unknown) => setState({ kind: 'failed', message: failureMessage(error) || t('auth.magicFailed') }),
    );
  }, []);

  function finish(passwordCleared: boolean) {
    setState({ kind: 'done' });
    nav.replace(passwordCleared ? CHOOSE_PASSWORD_PATH : safeRedirect(nav.param('redirect')));
  }

  function settle(outcome: SignInOutcome) {
    if (outcome.kind === 'mfa') setState({ kind: 'mfa', challenge: outcome.challenge });
    else finish(outcome.passwordCleared);
  }

  if (state.kind === 'failed') {
    return (
      <AuthNotice title={t('auth.magicFailed')} icon="lock" tone="error">
        <p className="auth-notice__text" role="alert">
          {state.message}
        </p>
        <a className="btn btn--primary" href={localHref('/quick-access')}>
          {t('auth.magicAskAgain')}
        </a>
      </AuthNotice>
    );
  }
  if (state.kind === 'ready') {
    return (
      <LinkConfirmation
        token={state.token}
        preview={state.preview}
        current={state.current}
        onOutcome={settle}
        onFailed={(message) => setState({ kind: 'failed', message })}
      />
    );
  }
  if (state.kind === 'mfa') {
    return <MfaStep challenge={state.challenge} onSignedIn={() => finish(false)} onRestart={() => nav.assign('/login')} />;
  }
  return (
    <p className="auth-guard" role="status">
      {state.kind === 'done' ? t('auth.magicSuccess') : t('auth.linkChecking')}
    </p>
  );
}

interface LinkConfirmationProps {
  token: string;
  preview: LinkPreview;
  current: SessionUser | null;
  onOutcome: (outcome: SignInOutcome) => void;
  /** The link can no longer be used (spent or expired meanwhile). */
  onFailed: (message: string) => void;
}

function LinkConfirmation({ token, preview, current, onOutcome, onFailed }: LinkConfirmationProps) {
  const id = useId();
  const [busy, setBusy] = useState<'password' | 'without' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const verification = preview.purpose === 'email-verification';
  const signInLabel = t('auth.signInAs', { email: preview.email });
  const switching = current !== null && current.email.toLowerCase() !== preview.email.toLowerCase();
  const passwordId = `${id}-password`;

  async function run(kind: 'password' | 'without', call: () => Promise<SignInOutcome>) {
    if (busy) return;
    setBusy(kind);
    setFailure(null);
    try {
      onOutcome(await call());
    } catch (error) {
      // A spent or expired link cannot be tried again; a wrong password can.
      if (isDeadLink(error)) onFailed(failureMessage(error));
      else {
        setFailure(failureMessage(error));
        if (kind === 'password') document.getElementById(passwordId)?.focus();
      }
      setBusy(null);
    }
  }

  function submitWithPassword(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) {
      setPasswordError(t('auth.chosenPasswordRequired'));
      document.getElementById(passwordId)?.focus();
      return;
    }
    setPasswordError(undefined);
    void run('password', () => verifyEmail(token, password));
  }

  function signIn() {
    void run('without', () => (verification ? verifyEmail(token, null) : magicLogin(token)));
  }

  return (
    <div className="auth-step">
      <h2 className="auth-step__title" ref={heading} tabIndex={-1}>
        {verification ? t('auth.verifyTitle') : t('auth.magicTitle')}
      </h2>
      <p className="auth-aside">
        {t(verification ? 'auth.verifyConfirmLead' : 'auth.magicConfirmLead', { email: preview.email })}
      </p>
      {switching && (
        <p className="form-notice" role="note">
          {t('auth.otherSessionOpen', { current: current.email, email: preview.email })}
        </p>
      )}
      {current !== null && !switching && <p className="auth-aside">{t('auth.sameSessionOpen')}</p>}
      <div className="auth-form__alert" role="alert">
        {failure && <p className="auth-alert">{failure}</p>}
      </div>
      {preview.passwordConfirmation ? (
        <>
          <form className="auth-form" onSubmit={submitWithPassword} noValidate aria-busy={busy === 'password'}>
            <p className="auth-aside">{t('auth.chosenPasswordLead')}</p>
            <PasswordField
              id={passwordId}
              name="password"
              label={t('auth.chosenPasswordLabel')}
              autoComplete="current-password"
              required
              revealable
              error={passwordError}
            />
            <button type="submit" className="btn btn--primary auth-form__submit" disabled={busy !== null}>
              {busy === 'password' ? t('auth.signingIn') : signInLabel}
            </button>
          </form>
          <div className="auth-more">
            <p className="auth-aside" id={`${id}-without`}>
              {t('auth.continueWithoutPasswordLead')}
            </p>
            <button
              type="button"
              className="btn btn--outline auth-form__submit"
              aria-describedby={`${id}-without`}
              disabled={busy !== null}
              onClick={signIn}
            >
              {busy === 'without' ? t('auth.signingIn') : t('auth.continueWithoutPassword')}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="btn btn--primary auth-form__submit" disabled={busy !== null} onClick={signIn}>
          {busy ? t('auth.signingIn') : signInLabel}
        </button>
      )}
    </div>
  );
}

/** The link was spent or expired meanwhile (`LINK_INVALID`, `MAGIC_LINK_INVALID`, `VERIFICATION_TOKEN_INVALID`). */
function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /(^|_)(LINK|TOKEN)_INVALID$/.test(error.code ?? '');
}
