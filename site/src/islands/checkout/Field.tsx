import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { translator } from '../../i18n';
import { checkout } from '../../i18n/fr/checkout';
import '../../styles/forms.css';

const t = translator({ checkout });

/**
 * A labelled form control with its hint and error: the label is tied to the control, the hint
 * and the error are announced with it (aria-describedby), and aria-invalid marks a refusal.
 */
interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** Props that tie a control to its label's hint and error. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}

function FieldShell({ id, label, required, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
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
      {children}
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

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & {
  id: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
};

export function TextField({ id, label, required, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={id}
        name={id}
        className="field__control"
        aria-required={required || undefined}
        {...describedBy(id, hint, error)}
        {...input}
      />
    </FieldShell>
  );
}

/** An e-mail address: the keyboard, autofill and no auto-capitalisation or spell-check of an address. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck'>) {
  return <TextField autoComplete="email" {...props} type="email" inputMode="email" autoCapitalize="off" spellCheck={false} />;
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
  id: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

export function SelectField({ id, label, required, hint, error, className, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        id={id}
        name={id}
        className="field__control field__control--select"
        aria-required={required || undefined}
        {...describedBy(id, hint, error)}
        {...select}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
