import { useEffect, useRef, type ReactNode } from 'react';
import { translator } from '../../../i18n';
import { admin } from '../../../i18n/fr/admin';

const t = translator({ admin });

/**
 * The back-office's « are you sure » step, inline under what it confirms (role="alertdialog"):
 * the question, optional text or fields, confirm / cancel. It takes the focus when it opens and
 * gives it back to the opener when it closes; Escape cancels. `busy` while the change is on its
 * way (`busyLabel` on the confirm button); `error` shows the API's refusal.
 */
export function ConfirmBar({
  message,
  warning,
  confirmLabel,
  busyLabel,
  cancelLabel = t('admin.users.cancel'),
  danger = true,
  busy,
  error,
  onConfirm,
  onCancel,
  children,
}: {
  message: string;
  warning?: string;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    // Closing removes the focused element: the focus goes back to where it was, unless it moved on.
    return () => {
      if (opener?.isConnected && (!document.activeElement || document.activeElement === document.body)) opener.focus();
    };
  }, []);

  return (
    <div
      ref={ref}
      className="admin-confirm"
      role="alertdialog"
      aria-label={message}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
    >
      <p className="admin-confirm__title">{message}</p>
      {warning && <p className="admin-confirm__warning">{warning}</p>}
      {children}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <button type="button" className={danger ? 'admin-button admin-button--danger' : 'admin-button admin-button--primary'} disabled={busy} onClick={onConfirm}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="admin-button" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
