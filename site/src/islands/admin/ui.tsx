import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { errors } from '../../i18n/fr/common';
import type { AdminRole } from '../../lib/api/admin';
import { ApiError, type BlobAnswer } from '../../lib/api/client';
import { FESTIVAL_TIME_ZONE } from '../../lib/format';

const t = translator({ admin, errors });

/**
 * The back-office's shared UI primitives and helpers (every page of `src/islands/admin`):
 * debounced search, a paged loader, query-string filters, the two pagers, the modal and inline
 * confirmations, notices, badges, form fields with their errors, load states, compact Paris
 * dates and datetime-local fields, file saving.
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

const counts = new Intl.NumberFormat('fr-FR');

/** A whole number in French (« 1 234 »). */
export const formatCount = (value: number): string => counts.format(value);

/** The message of a failed call (the API's French message) or the generic one. */
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
export function LoadState({ status, error, onRetry }: { status: 'loading' | 'error'; error?: unknown; onRetry?: () => void }) {
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
      {onRetry && (
        <button type="button" className="admin-button" onClick={onRetry}>
          {t('admin.retry')}
        </button>
      )}
    </div>
  );
}

/** A message's status in the back-office's words (« Non lu », « Lu », « Répondu », « Archivé »). */
export function messageStatusLabel(status: string): string {
  return status === 'new' || status === 'read' || status === 'answered' || status === 'archived' ? t(`admin.messages.status.${status}`) : status;
}

const compactDateTime = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: FESTIVAL_TIME_ZONE,
});
const compactDate = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: FESTIVAL_TIME_ZONE });

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** « 16/04/2027 14:00 » (Paris); '—' when missing. Dense tables want short dates. */
export function shortDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? compactDateTime.format(date).replace(',', '') : '—';
}

/** « 16/04/2027 » (Paris); '—' when missing. */
export function shortDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? compactDate.format(date) : '—';
}

/** The wall-clock parts of an instant in Paris. */
function parisParts(date: Date): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: FESTIVAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const out: Record<string, number> = {};
  for (const part of parts) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO instant → `YYYY-MM-DDTHH:mm` as read on a Paris clock (a datetime-local value). */
export function isoToParisInput(iso: string | null | undefined): string {
  const date = valid(iso);
  if (!date) return '';
  const p = parisParts(date);
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}T${pad(p.hour!)}:${pad(p.minute!)}`;
}

/** `YYYY-MM-DDTHH:mm` read on a Paris clock → ISO instant; '' when empty or malformed. */
export function parisInputToIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return '';
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  // Guess the instant as if Paris were UTC, then correct by the offset seen at that instant (twice,
  // for the days the clocks change).
  let instant = wanted;
  for (let i = 0; i < 2; i += 1) {
    const p = parisParts(new Date(instant));
    const seen = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
    instant += wanted - seen;
  }
  return new Date(instant).toISOString();
}

/** Today as `YYYY-MM-DD` in Paris. */
export function parisToday(now = new Date()): string {
  return isoToParisInput(now.toISOString()).slice(0, 10);
}

/** Calendar days from start to end inclusive (`YYYY-MM-DD`), at most 31. */
export function daysBetween(start: string | null | undefined, end: string | null | undefined): string[] {
  const from = /^\d{4}-\d{2}-\d{2}/.exec(start ?? '')?.[0];
  const to = /^\d{4}-\d{2}-\d{2}/.exec(end ?? '')?.[0] ?? from;
  if (!from || !to) return [];
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); days.length < 31 && time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** Saves a file answered by the API under its own name (or `fallbackName`). */
export function saveBlob(answer: BlobAnswer, fallbackName: string): void {
  const url = URL.createObjectURL(answer.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A page's notice line: the outcome of the last change, or nothing. */
export type NoticeState = { kind: 'error' | 'success'; text: string } | null;

/**
 * Runs a back-office change for a page's notice: clears it, then shows the change's success text
 * (when it returns one) or the API's French refusal. Never throws, so callers reset their busy
 * state right after it.
 */
export async function changeWithNotice(setNotice: (notice: NoticeState) => void, change: () => Promise<string | void>): Promise<void> {
  setNotice(null);
  try {
    const text = await change();
    if (text) setNotice({ kind: 'success', text });
  } catch (err) {
    setNotice({ kind: 'error', text: errorText(err) });
  }
}

export function Notice({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`sales-notice sales-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

export function Pagination({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return (
    <nav className="sales-pagination" aria-label={t('admin.sales.paginationLabel')}>
      <button type="button" className="sales-btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.sales.previous')}
      </button>
      <span>{t('admin.sales.pageOf', { page, pages, total })}</span>
      <button type="button" className="sales-btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.sales.next')}
      </button>
    </nav>
  );
}

/** A coloured status pill; `tone` picks the colour. */
export function Badge({ tone, children }: { tone: 'ok' | 'warn' | 'bad' | 'muted'; children: ReactNode }) {
  return <span className={`sales-badge sales-badge--${tone}`}>{children}</span>;
}

/** An inline « are you sure » step (no modal): the question, optional fields, confirm / back. */
export function ConfirmBar({
  message,
  warning,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  message: string;
  warning?: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="sales-confirm" role="alertdialog" aria-label={message}>
      <p className="sales-confirm__title">{message}</p>
      {warning && <p className="sales-confirm__warning">{warning}</p>}
      {children}
      <div className="sales-actions">
        <button type="button" className="sales-btn sales-btn--danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="sales-btn" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}

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
    <div className="sales-field">
      <label className="sales-field__label">
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
    <small id={id} className="sales-field__error">
      {text}
    </small>
  ) : null;
}

/**
 * The error wiring of a form whose errors are keyed by field: `control(key)` gives the control's
 * aria-invalid / aria-describedby, `field(key)` the matching `error` / `errorId` of its Field.
 */
export function fieldErrors<K extends string>(id: string, errors: Partial<Record<K, string>>) {
  const errorId = (key: K) => `${id}-${key}-error`;
  return {
    control: (key: K) => ({
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': errors[key] ? errorId(key) : undefined,
    }),
    field: (key: K) => ({ error: errors[key], errorId: errorId(key) }),
  };
}

/** A column of a DataTable: its header, and `num` for a right-aligned figures column. */
export type Column = ReactNode | { label: ReactNode; num: true };

/**
 * The back-office's list table: the scrolling frame (`wrap`), the table named by `label`, one
 * header row of column headers, and the rows given as children.
 */
export function DataTable({
  columns,
  label,
  wrap = 'sales-scroll',
  className = 'admin-table',
  busy,
  children,
}: {
  columns: Column[];
  label?: string;
  wrap?: string;
  className?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wrap} aria-busy={busy}>
      <table className={className} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column, index) =>
              column !== null && typeof column === 'object' && 'num' in column ? (
                <th key={index} scope="col" className="num">
                  {column.label}
                </th>
              ) : (
                <th key={index} scope="col">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The draft of a SearchFilters bar (applied on submit). */
export interface SearchDraft {
  q: string;
  status: string;
}

/**
 * A list's filter bar (role="search"): a search box, a status choice (`statusAll` first, then
 * `statuses` as [value, label]) and the apply button; `onApply` on submit.
 */
export function SearchFilters({
  label,
  searchLabel,
  placeholder,
  statusLabel,
  statusAll,
  statuses,
  applyLabel,
  draft,
  onDraft,
  onApply,
}: {
  label: string;
  searchLabel: string;
  placeholder: string;
  statusLabel: string;
  statusAll: string;
  statuses: ReadonlyArray<readonly [string, string]>;
  applyLabel: string;
  draft: SearchDraft;
  onDraft: (draft: SearchDraft) => void;
  onApply: () => void;
}) {
  return (
    <form
      className="sales-filters"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <label className="sales-field sales-field--grow">
        <span>{searchLabel}</span>
        <input type="search" value={draft.q} placeholder={placeholder} onChange={(e) => onDraft({ ...draft, q: e.target.value })} />
      </label>
      <label className="sales-field">
        <span>{statusLabel}</span>
        <select value={draft.status} onChange={(e) => onDraft({ ...draft, status: e.target.value })}>
          <option value="">{statusAll}</option>
          {statuses.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <div className="sales-filters__actions">
        <button type="submit" className="sales-btn sales-btn--primary">
          {applyLabel}
        </button>
      </div>
    </form>
  );
}

/** The people pages' search box: its label, then the search input (value reported as typed). */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <>
      <label className="admin-filter__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="admin-input" type="search" value={value} placeholder={placeholder} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
    </>
  );
}
