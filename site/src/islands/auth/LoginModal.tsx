import { useId } from 'react';
import { Icon } from '../../components/react/Icon';
import { useModalDialog } from '../../components/react/useModalDialog';
import { localHref, translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { LoginForm } from './LoginForm';
import type { SessionUser } from './session';
import './auth.css';

const t = translator({ auth });

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  onLoggedIn?: (user: SessionUser) => void;
}

/**
 * The login modal (docs/spec.md §2): e-mail, password, 'Se souvenir de moi' and 'Mot de passe oublié ?'
 * (a link to /forgot-password), plus the ways in without a password. A native modal `<dialog>`:
 * the page behind is inert (focus stays inside), Escape closes, labelled by its title; focus
 * goes back to the opener when it closes (the browser does it for `showModal`).
 */
export function LoginModal({ open, onClose, onLoggedIn }: LoginModalProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog {...dialog} className="auth-modal" aria-labelledby={titleId}>
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
            <a className="auth-link" href={localHref('/register')}>
              {t('auth.register')}
            </a>
          </p>
          <p className="auth-aside">
            {t('auth.quickAccessPrompt')}{' '}
            <a className="auth-link" href={localHref('/quick-access')}>
              {t('auth.quickAccessLink')}
            </a>
          </p>
        </div>
      )}
    </dialog>
  );
}
