import { useState, type InputHTMLAttributes } from 'react';
import { Icon } from '../../components/react/Icon';
import { translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { checkout } from '../../i18n/fr/checkout';
import { describedBy, errorId, hintId } from '../checkout/Field';

const t = translator({ auth, checkout });

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'required'> & {
  id: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  /** Offer the show/hide button (new passwords). */
  revealable?: boolean;
};

/**
 * A password control with the shared field look (styles/forms.css), and an optional
 * show/hide toggle: a real button, labelled, that says whether the password is shown.
 */
export function PasswordField({ id, label, required, hint, error, revealable, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <>
            <span className="field__required" aria-hidden="true">
              {' *'}
            </span>
            <span className="sr-only"> ({t('checkout.required')})</span>
          </>
        )}
      </label>
      <div className={revealable ? 'password-field' : undefined}>
        <input
          id={id}
          name={id}
          type={shown ? 'text' : 'password'}
          className="field__control"
          aria-required={required || undefined}
          autoCapitalize="none"
          spellCheck={false}
          {...describedBy(id, hint, error)}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            className="password-field__toggle"
            aria-controls={id}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            <Icon name={shown ? 'eyeOff' : 'eye'} size={20} />
            <span className="sr-only">{t('auth.showPassword')}</span>
          </button>
        )}
      </div>
      {hint && (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId(id)}>
          {error}
        </p>
      )}
    </div>
  );
}
