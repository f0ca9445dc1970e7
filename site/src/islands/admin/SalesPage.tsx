import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import {
  exportOrders,
  listOrders,
  listTicketTypes,
  type AdminOrderSummary,
  type AdminTicketType,
  type OrderFilters,
  type OrderTotals,
  type Page,
} from '../../lib/api/admin-sales';
import { formatCount, formatPrice, shortDateTime } from '../../lib/format';
import { errorText } from '../shared/errors';
import { fileSaver } from '../shared/files';
import { Badge } from './components/Badge';
import { DataTable } from './components/DataTable';
import { LoadState } from './components/LoadState';
import { Notice } from './components/Notice';
import { Pager } from './components/Pager';
import './admin.css';

const t = translator({ admin });

const PAGE_SIZE = 25;
const ORDER_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

type Filters = Required<Pick<OrderFilters, 'status' | 'from' | 'to' | 'q' | 'needsReview'>> & { ticketTypeId: string };
const EMPTY: Filters = { status: '', from: '', to: '', ticketTypeId: '', q: '', needsReview: '' };

/** The filters a link may carry: `/admin/sales?q=KL-2027-0042`. */
export function filtersFromSearch(search: string): Filters {
  const query = new URLSearchParams(search);
  return {
    status: query.get('status') ?? '',
    from: query.get('from') ?? '',
    to: query.get('to') ?? '',
    ticketTypeId: query.get('ticketTypeId') ?? '',
    q: query.get('q') ?? '',
    needsReview: query.get('needsReview') === '1' ? '1' : '',
  };
}

function filtersToSearch(filters: Filters, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The label and colour of an order's state, refunds included. */
export function orderBadge(order: Pick<AdminOrderSummary, 'status' | 'total' | 'refundedAmount'>) {
  if (order.status === 'completed' && order.refundedAmount > 0) {
    return order.refundedAmount >= order.total - 0.005
      ? { tone: 'muted' as const, label: t('admin.sales.statuses.refunded') }
      : { tone: 'warn' as const, label: t('admin.sales.statuses.partiallyRefunded') };
  }
  const tone = order.status === 'completed' ? 'ok' : order.status === 'failed' ? 'bad' : 'warn';
  const known = (ORDER_STATUSES as readonly string[]).includes(order.status);
  return { tone: tone as 'ok' | 'bad' | 'warn', label: known ? t(`admin.sales.statuses.${order.status as (typeof ORDER_STATUSES)[number]}`) : order.status };
}

/**
 * /admin/sales (docs/back-office.md): filters (status, creation days, ticket type, search), the
 * totals of the whole filter, the orders table (a row opens /admin/sales/{id}) and the CSV export
 * of the same filters (fetched with the admin's token, then saved).
 */
export default function SalesPage() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters | null>(null);
  const [page, setPage] = useState(1);
  const [types, setTypes] = useState<AdminTicketType[]>([]);
  const [result, setResult] = useState<(Page<AdminOrderSummary> & { totals: OrderTotals }) | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const first = useRef(true);

  // The URL's filters once in the browser (the server render has no query).
  useEffect(() => {
    const initial = filtersFromSearch(window.location.search);
    const initialPage = Number(new URLSearchParams(window.location.search).get('page')) || 1;
    setDraft(initial);
    setFilters(initial);
    setPage(initialPage);
    const controller = new AbortController();
    listTicketTypes({ signal: controller.signal }).then(setTypes, () => {});
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!filters) return;
    if (!first.current) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${filtersToSearch(filters, page)}`);
    }
    first.current = false;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    listOrders({ ...filters, page, pageSize: PAGE_SIZE }, { signal: controller.signal })
      .then((answer) => {
        setResult(answer);
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorText(err));
        setLoading(false);
      });
    return () => controller.abort();
  }, [filters, page]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPage(1);
    setFilters({ ...draft });
  };

  const exportCsv = async () => {
    if (!filters) return;
    setExporting(true);
    setExportError(null);
    try {
      fileSaver.save(await exportOrders(filters), t('admin.sales.exportFileName'));
    } catch (err) {
      setExportError(errorText(err));
    } finally {
      setExporting(false);
    }
  };

  const set = (key: keyof Filters) => (event: { target: { value: string } }) => setDraft((value) => ({ ...value, [key]: event.target.value }));

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1 className="admin-page__title">{t('admin.sales.title')}</h1>
        <button type="button" className="admin-button" onClick={() => void exportCsv()} disabled={exporting || !filters}>
          {exporting ? t('admin.sales.exporting') : t('admin.sales.export')}
        </button>
      </div>
      {exportError && <Notice kind="error">{exportError}</Notice>}

      <form className="admin-filters" role="search" aria-label={t('admin.sales.filtersLabel')} onSubmit={submit}>
        <label className="admin-field">
          <span>{t('admin.sales.search')}</span>
          <input type="search" value={draft.q} onChange={set('q')} placeholder={t('admin.sales.searchPlaceholder')} />
        </label>
        <label className="admin-field">
          <span>{t('admin.sales.status')}</span>
          <select value={draft.status} onChange={set('status')}>
            <option value="">{t('admin.sales.statusAll')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.sales.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{t('admin.sales.from')}</span>
          <input type="date" value={draft.from} onChange={set('from')} />
        </label>
        <label className="admin-field">
          <span>{t('admin.sales.to')}</span>
          <input type="date" value={draft.to} onChange={set('to')} min={draft.from || undefined} />
        </label>
        <label className="admin-field">
          <span>{t('admin.sales.ticketType')}</span>
          <select value={draft.ticketTypeId} onChange={set('ticketTypeId')}>
            <option value="">{t('admin.sales.ticketTypeAll')}</option>
            {types.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{t('admin.sales.reviewFilter')}</span>
          <select value={draft.needsReview} onChange={set('needsReview')}>
            <option value="">{t('admin.sales.reviewAll')}</option>
            <option value="1">{t('admin.sales.reviewOnly')}</option>
          </select>
        </label>
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button--primary">
            {t('admin.sales.apply')}
          </button>
          <button
            type="button"
            className="admin-button admin-button--link"
            onClick={() => {
              setDraft(EMPTY);
              setPage(1);
              setFilters(EMPTY);
            }}
          >
            {t('admin.sales.reset')}
          </button>
        </div>
      </form>

      {result && (
        <dl className="admin-totals" aria-label={t('admin.sales.totalsLabel')}>
          <div>
            <dt>{t('admin.sales.totalOrders')}</dt>
            <dd>{formatCount(result.totals.orders)}</dd>
          </div>
          <div>
            <dt>{t('admin.sales.totalRevenue')}</dt>
            <dd>{formatPrice(result.totals.revenue)}</dd>
          </div>
          <div>
            <dt>{t('admin.sales.totalRefunded')}</dt>
            <dd>{formatPrice(result.totals.refunded)}</dd>
          </div>
          <div>
            <dt>{t('admin.sales.totalTickets')}</dt>
            <dd>{formatCount(result.totals.tickets)}</dd>
          </div>
        </dl>
      )}

      {error ? (
        <Notice kind="error">{error}</Notice>
      ) : !result ? (
        <LoadState status="loading" />
      ) : result.data.length === 0 ? (
        <p className="admin-state">{t('admin.sales.empty')}</p>
      ) : (
        <DataTable
          className="admin-table admin-table"
          label={t('admin.sales.tableLabel')}
          busy={loading}
          columns={[
            t('admin.sales.colNumber'),
            t('admin.sales.colDate'),
            t('admin.sales.colBuyer'),
            t('admin.sales.colItems'),
            { label: t('admin.sales.colTotal'), num: true },
            { label: t('admin.sales.colRefunded'), num: true },
            t('admin.sales.colStatus'),
            t('admin.sales.colSource'),
          ]}
        >
          {result.data.map((order) => {
            const badge = orderBadge(order);
            return (
              <tr key={order.id}>
                <td>
                  <a href={`/admin/sales/${encodeURIComponent(order.id)}`}>{order.number || order.id}</a>
                </td>
                <td>{shortDateTime(order.createdAt)}</td>
                <td>
                  <span className="admin-cell__main">{`${order.firstName} ${order.lastName}`.trim() || '—'}</span>
                  <span className="admin-cell__sub">{order.email}</span>
                </td>
                <td>{order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ') || formatCount(order.ticketsCount)}</td>
                <td className="num">{formatPrice(order.total)}</td>
                <td className="num">{order.refundedAmount > 0 ? formatPrice(order.refundedAmount) : '—'}</td>
                <td>
                  <Badge tone={badge.tone}>{badge.label}</Badge>
                  {order.needsReview && <Badge tone="bad">{t('admin.sales.needsReview')}</Badge>}
                </td>
                <td>{order.source === 'invitation' ? t('admin.sales.sourceInvitation') : t('admin.sales.sourcePurchase')}</td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {result && result.total > result.pageSize && <Pager page={page} pageSize={result.pageSize} total={result.total} onPage={setPage} />}
    </div>
  );
}
