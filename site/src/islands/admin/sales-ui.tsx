import type { ReactNode } from 'react';
import { t } from '../../i18n';
import type { BlobAnswer } from '../../lib/api/client';
import { FESTIVAL_TIME_ZONE } from '../../lib/format';

/**
 * Small pieces shared by the sales, tickets, promo codes and invitations pages of the
 * back-office: compact dates, Paris datetime-local fields, pagination, notices, file saving.
 */

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

/** The message of a failed call (the API's French message) or the generic one. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t('errors.generic');
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
