import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { ApiError } from '../../lib/api/client';
import { TicketQr } from '../dashboard/Qr';
import { TextField } from '../checkout/Field';
import { enrollMfa, failureMessage, normaliseMfaCode, verifyMfa, type MfaChallenge } from '../../lib/api/auth';
import type { SessionUser } from './session';

const t = translator({ auth });

export interface MfaStepProps {
  challenge: MfaChallenge;
  /** After the session is stored (and, at enrolment, once the recovery codes are noted). */
  onSignedIn: (user: SessionUser) => void;
  /** The step expired or was spent by wrong codes: start the login (or the link) again. */
  onRestart: () => void;
}

type Phase = { kind: 'code' } | { kind: 'recovery-codes'; user: SessionUser; codes: string[] } | { kind: 'expired'; message: string };

const SIX_DIGITS = /^\d{6}$/;

/**
 * The staff second factor (docs/accounts.md « Staff second factor »), usable with one thumb at
 * the door: one large field (numeric keypad, the code the phone suggests), sent as soon as the
 * sixth digit is typed, or with the button. « Utiliser un code de secours » switches to a
 * recovery code. At enrolment: the QR code of `otpauthUrl`, the secret as text for phones
 * without a camera, the first code, then the recovery codes shown once.
 */
export function MfaStep({ challenge, onSignedIn, onRestart }: MfaStepProps) {
  const id = useId();
  const inputId = `${id}-code`;
  const [phase, setPhase] = useState<Phase>({ kind: 'code' });
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The code sent last: a wrong code is not sent again by itself while it stays typed.
  const lastSent = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const enrolling = challenge.mode === 'enroll';

  // The code field takes the focus itself (autoFocus); an expired step moves it to its heading.
  useEffect(() => {
    if (phase.kind === 'expired') heading.current?.focus();
  }, [phase.kind]);

  async function send(typed: string) {
    if (busy) return;
    const value = normaliseMfaCode(typed);
    if (!value || (!recovery && !SIX_DIGITS.test(value))) {
      setError(recovery ? t('auth.mfaRecoveryRequired') : t('auth.mfaCodeRequired'));
      document.getElementById(inputId)?.focus();
      return;
    }
    lastSent.current = value;
    setError(undefined);
    setBusy(true);
    try {
      if (enrolling) {
        const { user, recoveryCodes } = await enrollMfa(challenge, value);
        setPhase({ kind: 'recovery-codes', user, codes: recoveryCodes });
      } else {
        onSignedIn(await verifyMfa(challenge, value));
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'MFA_TOKEN_INVALID') {
        setPhase({ kind: 'expired', message: failureMessage(failure) });
      } else {
        setError(failureMessage(failure));
        const input = document.getElementById(inputId) as HTMLInputElement | null;
        input?.focus();
        input?.select();
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(code);
  }

  function change(value: string) {
    setCode(value);
    const compact = normaliseMfaCode(value);
    if (!recovery && SIX_DIGITS.test(compact) && compact !== lastSent.current) void send(compact);
  }

  function toggleRecovery() {
    setRecovery(!recovery);
    setCode('');
    setError(undefined);
    lastSent.current = null;
    document.getElementById(inputId)?.focus();
  }

  if (phase.kind === 'expired') {
    return (
      <div className="auth-step">
        <h2 className="auth-step__title" ref={heading} tabIndex={-1}>
          {t('auth.mfaTitle')}
        </h2>
        <p className="auth-alert" role="alert">
          {phase.message}
        </p>
        <button type="button" className="btn btn--primary auth-form__submit" onClick={onRestart}>
          {t('auth.mfaRestart')}
        </button>
      </div>
    );
  }

  if (phase.kind === 'recovery-codes') {
    return <RecoveryCodes codes={phase.codes} onDone={() => onSignedIn(phase.user)} />;
  }

  return (
    <div className="auth-step">
      <h2 className="auth-step__title" ref={heading} tabIndex={-1}>
        {enrolling ? t('auth.enrollTitle') : t('auth.mfaTitle')}
      </h2>
      {enrolling && challenge.enrollment ? (
        <>
          <p className="auth-aside">{t('auth.enrollLead')}</p>
          <ol className="auth-steps">
            <li>
              <p>{t('auth.enrollScan')}</p>
              <TicketQr code={challenge.enrollment.otpauthUrl} label={t('auth.enrollQrLabel')} className="auth-mfa__qr" />
              <p>{t('auth.enrollSecret')}</p>
              <p className="auth-mfa__secret" translate="no">
                <code>{groupSecret(challenge.enrollment.secret)}</code>
              </p>
            </li>
            <li>
              <p>{t('auth.enrollType')}</p>
            </li>
          </ol>
        </>
      ) : (
        <p className="auth-aside">{t('auth.mfaLead')}</p>
      )}
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <TextField
          key={recovery ? 'recovery' : 'app'}
          id={inputId}
          name="code"
          label={recovery ? t('auth.mfaRecoveryLabel') : t('auth.mfaCodeLabel')}
          hint={recovery ? t('auth.mfaRecoveryHint') : undefined}
          className="auth-mfa__field"
          required
          autoFocus
          value={code}
          onChange={(event) => change(event.target.value)}
          {...(recovery
            ? { inputMode: 'text' as const, autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 20 }
            : { inputMode: 'numeric' as const, autoComplete: 'one-time-code', pattern: '[0-9 ]*', maxLength: 7 })}
          error={error}
        />
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={busy}>
          {busy ? t('auth.mfaChecking') : enrolling ? t('auth.enrollSubmit') : t('auth.mfaSubmit')}
        </button>
        {!enrolling && (
          <button type="button" className="btn btn--ghost auth-form__submit" onClick={toggleRecovery}>
            {recovery ? t('auth.mfaUseApp') : t('auth.mfaUseRecovery')}
          </button>
        )}
      </form>
    </div>
  );
}

/** The secret in groups of four, easier to copy by hand (the app ignores the spaces). */
function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The recovery codes, shown once: the person confirms they noted them before going on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [noted, setNoted] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="auth-step">
      <h2 className="auth-step__title" ref={heading} tabIndex={-1}>
        {t('auth.recoveryTitle')}
      </h2>
      <p className="auth-aside" id={`${id}-lead`}>
        {t('auth.recoveryLead')}
      </p>
      <ul className="auth-mfa__codes" aria-label={t('auth.recoveryListLabel')} aria-describedby={`${id}-lead`} translate="no">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--outline auth-form__submit" onClick={() => void copy()}>
        {t('auth.recoveryCopy')}
      </button>
      <p className="auth-aside" role="status">
        {copied ? t('auth.recoveryCopied') : ''}
      </p>
      <label className="auth-check">
        <input type="checkbox" checked={noted} onChange={(event) => setNoted(event.target.checked)} />
        <span>{t('auth.recoveryConfirm')}</span>
      </label>
      <button type="button" className="btn btn--primary auth-form__submit" disabled={!noted} onClick={onDone}>
        {t('auth.recoveryContinue')}
      </button>
    </div>
  );
}
