import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import type { AdminRole } from '../../lib/api/admin';
import { ApiError } from '../../lib/api/client';

/**
 * Small pieces shared by the people and messages pages of the back-office (users, user detail,
 * inbox, journal): debounced search, a paged loader, the pager, a confirmation dialog.
 */

export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface Remote<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error: unknown;
  reload: () => void;
  /** Replaces the data shown (after a change answered by the API). */
  set: (update: (data: T) => T) => void;
}

/**
 * Loads again whenever `key` changes (filters, page) and on `reload()`; the previous data stays
 * shown while the next answer is on its way; a late answer for old filters is dropped.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Remote<T> {
  const [state, setState] = useState<{ status: Remote<T>['status']; data: T | null; error: unknown }>({
    status: 'loading',
    data: null,
    error: null,
  });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: previous.data === null ? 'loading' : previous.status }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null, error });
      },
    );
    return () => controller.abort();
  }, [key, version]);

  return {
    ...state,
    reload: () => setVersion((v) => v + 1),
    set: (update) => setState((previous) => (previous.data === null ? previous : { ...previous, data: update(previous.data) })),
  };
}

export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t('errors.generic');
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export function roleLabel(role: AdminRole | string): string {
  return role === 'admin' || role === 'scanner' || role === 'user' ? t(`admin.roles.${role}`) : role;
}

/** Reads and writes the page's query string (filters survive a reload and a « back »). */
export function readQuery(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

export function writeQuery(params: Record<string, string | number | null | undefined>): void {
  if (typeof window === 'undefined') return;
  const search = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '' || (key === 'page' && Number(value) === 1)) search.delete(key);
    else search.set(key, String(value));
  }
  const text = search.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${text ? `?${text}` : ''}${window.location.hash}`);
}

export function pageFromQuery(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** « Précédent · Page 2 sur 5 · Suivant ». Nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.users.pager.label')}>
      <button type="button" className="admin-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.users.pager.previous')}
      </button>
      <span className="admin-pager__status" aria-live="polite">
        {t('admin.users.pager.status', { page, pages })}
      </span>
      <button type="button" className="admin-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.users.pager.next')}
      </button>
    </nav>
  );
}

/**
 * A modal confirmation (role="dialog", focus on Cancel, Escape cancels, focus back to the
 * opener afterwards). `busy` while the change is on its way; `error` shows the API's refusal.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  error,
  danger,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <div
      className="admin-dialog__backdrop"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
    >
      <div className="admin-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 className="admin-dialog__title" id={titleId}>
          {title}
        </h2>
        <div id={textId} className="admin-dialog__text">
          {children}
        </div>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <div className="admin-dialog__actions">
          <button ref={cancelRef} type="button" className="admin-button" disabled={busy} onClick={onCancel}>
            {t('admin.users.cancel')}
          </button>
          <button type="button" className={danger ? 'admin-button admin-button--danger' : 'admin-button admin-button--primary'} disabled={busy} onClick={onConfirm}>
            {busy ? t('admin.users.saving') : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Loading / error / retry block of a whole page or pane. */
export function LoadState({ status, error, onRetry }: { status: 'loading' | 'error'; error?: unknown; onRetry: () => void }) {
  if (status === 'loading') {
    return (
      <p className="admin-state" role="status">
        {t('admin.loading')}
      </p>
    );
  }
  return (
    <div className="admin-state admin-state--error" role="alert">
      <p>{errorText(error)}</p>
      <button type="button" className="admin-button" onClick={onRetry}>
        {t('admin.retry')}
      </button>
    </div>
  );
}

/** A message's status in the back-office's words (« Non lu », « Lu », « Répondu », « Archivé »). */
export function messageStatusLabel(status: string): string {
  return status === 'new' || status === 'read' || status === 'answered' || status === 'archived' ? t(`admin.messages.status.${status}`) : status;
}
