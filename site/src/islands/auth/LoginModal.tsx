import { useEffect, useId, useRef } from 'react';
import { Icon } from '../../components/react/Icon';
import { t } from '../../i18n';
import { LoginForm } from './LoginForm';
import type { SessionUser } from './session';
import './auth.css';

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  onLoggedIn?: (user: SessionUser) => void;
}

/**
 * The login modal (spec §2): e-mail, password, 'Se souvenir de moi' and 'Mot de passe oublié ?'
 * (a link to /forgot-password), plus the ways in without a password. A native modal `<dialog>`:
 * the page behind is inert (focus stays inside), Escape closes, labelled by its title; focus
 * goes back to the opener when it closes (the browser does it for `showModal`).
 */
export function LoginModal({ open, onClose, onLoggedIn }: LoginModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // jsdom and old browsers lack showModal: the open attribute still shows the content.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="auth-modal"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Without showModal (old browsers, jsdom) Escape is ours to handle.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="auth-modal__panel">
          <button type="button" className="auth-modal__close" onClick={onClose}>
            <Icon name="close" size={22} />
            <span className="sr-only">{t('auth.closeDialog')}</span>
          </button>
          <h2 id={titleId} className="auth-modal__title">
            {t('auth.loginTitle')}
          </h2>
          <LoginForm
            autoFocus
            onLoggedIn={(user) => {
              onLoggedIn?.(user);
              onClose();
            }}
          />
          <p className="auth-aside">
            {t('auth.noAccount')}{' '}
            <a className="auth-link" href="/register">
              {t('auth.register')}
            </a>
          </p>
          <p className="auth-aside">
            {t('auth.quickAccessPrompt')}{' '}
            <a className="auth-link" href="/quick-access">
              {t('auth.quickAccessLink')}
            </a>
          </p>
        </div>
      )}
    </dialog>
  );
}
