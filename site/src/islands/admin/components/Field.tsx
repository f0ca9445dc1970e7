import type { ReactNode } from 'react';

/**
 * A labelled form control of the back-office's forms: the label wraps the control, then an
 * optional hint and the field's error (`errorId`, which the control names in aria-describedby).
 */
export function Field({
  label,
  hint,
  hintId,
  error,
  errorId,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-field">
      <label className="admin-field__label">
        <span>{label}</span>
        {children}
      </label>
      {hint && <small id={hintId}>{hint}</small>}
      <FieldError id={errorId} text={error} />
    </div>
  );
}

/** A field's error under its control (nothing when the field is fine). */
export function FieldError({ id, text }: { id?: string; text?: string }) {
  return text ? (
    <small id={id} className="admin-error">
      {text}
    </small>
  ) : null;
}
