import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { translator } from '../../i18n';
import { orderStatus } from '../../i18n/fr/order-status';
import { useModalDialog } from '../../components/react/useModalDialog';
import { Icon } from '../../components/react/Icon';
import { LoginError, loginForTickets } from './session';

const t = translator({ orderStatus });

export interface DownloadModalProps {
  open: boolean;
  /** The order's e-mail (where the tickets were sent), if known. */
  email: string | null;
  onClose: () => void;
  /** After a successful login: where the tickets of an account live. */
  onLoggedIn: () => void;
}

/**
 * 'Authentification requise' (docs/spec.md §2): tickets are not downloadable from a public receipt.
 * A guest is told where the tickets were e-mailed ('J'ai compris'); someone with an account
 * can log in instead. A native modal `<dialog>`: focus is kept inside, Escape closes, the page
 * behind is inert.
 */
export function DownloadModal({ open, email, onClose, onLoggedIn }: DownloadModalProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  const [showLogin, setShowLogin] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) {
      setShowLogin(false);
      setError(null);
    }
  }, [open]);

  useEffect(() => {
    if (showLogin) emailInput.current?.focus();
  }, [showLogin]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError(null);
    setSubmitting(true);
    try {
      await loginForTickets(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
      onLoggedIn();
    } catch (failure) {
      setError(failure instanceof LoginError ? failure.message : t('orderStatus.errors.loginNoToken'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <dialog {...dialog} className="order-modal" aria-labelledby={titleId}>
      {open && (
        <div className="order-modal__panel">
          <button type="button" className="order-modal__close" onClick={onClose} aria-label={t('orderStatus.close')}>
            <Icon name="close" size={22} />
          </button>
          <span className="order-modal__icon" aria-hidden="true">
            <Icon name="mail" size={28} />
          </span>
          <h2 id={titleId} className="order-modal__title">
            {t('orderStatus.authRequired')}
          </h2>
          <p className="order-modal__text">
            {email ? t('orderStatus.guestEmailNotice', { email }) : t('orderStatus.guestEmailNoticeNoEmail')}
          </p>
          <button type="button" className="btn btn--primary order-modal__ok" onClick={onClose}>
            {t('orderStatus.understood')}
          </button>

          <div className="order-modal__login">
            {showLogin ? (
              <form className="order-login" onSubmit={submit} noValidate>
                <p className="order-login__intro">{t('orderStatus.loginLead')}</p>
                <label className="order-login__field">
                  <span>{t('orderStatus.email')}</span>
                  <input ref={emailInput} type="email" name="email" autoComplete="email" inputMode="email" />
                </label>
                <label className="order-login__field">
                  <span>{t('orderStatus.password')}</span>
                  <input type="password" name="password" autoComplete="current-password" />
                </label>
                {error && (
                  <p className="order-login__error" role="alert">
                    {error}
                  </p>
                )}
                <button type="submit" className="btn btn--outline" disabled={submitting}>
                  {submitting ? t('orderStatus.loggingIn') : t('orderStatus.loginSubmit')}
                </button>
              </form>
            ) : (
              <p className="order-login__intro">
                {t('orderStatus.loginIntro')}{' '}
                <button type="button" className="order-login__toggle" onClick={() => setShowLogin(true)}>
                  {t('orderStatus.showLogin')}
                </button>
              </p>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
