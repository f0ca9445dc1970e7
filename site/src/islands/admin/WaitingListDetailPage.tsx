import { useEffect, useState } from 'react';
import { isLocale, LOCALE_NAMES } from '@kizomba/locales';
import { WAITING_ENTRY_STATUSES } from '@kizomba/api-contract/waiting-list';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { getWaitingList, removeWaitingEntry, type AdminWaitingEntry, type AdminWaitingListDetail } from '../../lib/api/admin-festival';
import { shortDateTime } from '../../lib/format';
import { errorText, isNotFound } from '../shared/errors';
import { useRemote } from '../shared/useRemote';
import { Badge, type Tone } from './components/Badge';
import { CrudBar } from './components/Crud';
import { DataTable } from './components/DataTable';
import { LoadState } from './components/LoadState';
import { Notice } from './components/Notice';
import { useCrud } from './hooks';
import { RevenueWaiting, WaitingListTable, waitingRoleLabel } from './WaitingListsPage';
import './admin.css';

const t = translator({ admin });

/** The ticket type id of `/admin/waiting-lists/{id}`; null elsewhere or on the shell's `_`. */
export function waitingListIdFromPath(pathname: string): number | null {
  const match = /^\/admin\/waiting-lists\/(\d+)\/?$/.exec(pathname);
  const id = match?.[1] ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const ENTRY_TONES: Record<AdminWaitingEntry['status'], Tone> = { pending: 'muted', waiting: 'info', offered: 'accent', converted: 'ok', left: 'muted', removed: 'bad' };
const OFFER_TONES: Record<NonNullable<AdminWaitingEntry['offer']>['status'], Tone> = { open: 'accent', ordered: 'warn', converted: 'ok', lapsed: 'muted', withdrawn: 'bad' };

/** Still in line (or not yet confirmed): these may be taken off the list. */
const removable = (entry: AdminWaitingEntry) => entry.status === 'pending' || entry.status === 'waiting' || entry.status === 'offered';

/**
 * /admin/waiting-lists/{ticketTypeId} (one shell page, the id read from the URL): the type's lists'
 * figures, the offers in flight with their expiry, every entry with its position and status, and
 * taking someone off the list (after a confirmation).
 */
export default function WaitingListDetailPage() {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => setId(waitingListIdFromPath(window.location.pathname)), []);
  return (
    <div className="admin-page">
      <a className="admin-back" href="/admin/waiting-lists">
        {t('admin.waitingLists.detail.back')}
      </a>
      {id === undefined ? <LoadState status="loading" /> : id === null ? <Notice kind="error">{t('admin.waitingLists.detail.notFound')}</Notice> : <WaitingListDetail id={id} />}
    </div>
  );
}

export function WaitingListDetail({ id }: { id: number }) {
  const detail = useRemote((signal) => getWaitingList(id, { signal }), String(id));
  const crud = useCrud<AdminWaitingEntry>();
  const [status, setStatus] = useState('');

  if (detail.status === 'error') {
    return <Notice kind="error">{isNotFound(detail.error) ? t('admin.waitingLists.detail.notFound') : errorText(detail.error)}</Notice>;
  }
  if (!detail.data) return <LoadState status="loading" />;
  const list: AdminWaitingListDetail = detail.data;
  const offers = list.entries.filter((entry) => entry.offer !== null);
  const entries = status ? list.entries.filter((entry) => entry.status === status) : list.entries;
  const roles = list.danceRoles === 'balanced';

  const remove = (entry: AdminWaitingEntry) =>
    crud.act(entry, async () => {
      await removeWaitingEntry(entry.id);
      // Positions behind it move up, an offer may have passed on: read the lists again.
      detail.reload();
      return t('admin.waitingLists.detail.removed', { email: entry.email });
    });

  return (
    <div className="admin-stack">
      <h1 className="admin-page__title">{t('admin.waitingLists.detail.title', { name: list.ticketTypeName })}</h1>
      <WaitingListTable lists={list.lists} label={t('admin.waitingLists.detail.summaryLabel', { name: list.ticketTypeName })} />
      <RevenueWaiting lists={list.lists} />

      <section className="admin-panel admin-panel--wide" aria-labelledby="waiting-offers">
        <h2 id="waiting-offers" className="admin-panel__title">
          {t('admin.waitingLists.detail.offersTitle')}
        </h2>
        {offers.length === 0 ? (
          <p className="admin-muted">{t('admin.waitingLists.detail.offersEmpty')}</p>
        ) : (
          <DataTable
            label={t('admin.waitingLists.detail.offersLabel')}
            columns={[
              t('admin.waitingLists.detail.colEmail'),
              ...(roles ? [t('admin.waitingLists.detail.colRole')] : []),
              { label: t('admin.waitingLists.detail.colQuantity'), num: true },
              t('admin.waitingLists.detail.colOffer'),
              t('admin.waitingLists.detail.colSent'),
              t('admin.waitingLists.detail.colExpires'),
              t('admin.waitingLists.detail.colOrder'),
            ]}
          >
            {offers.map((entry) => {
              const offer = entry.offer!;
              return (
                <tr key={offer.id}>
                  <td>{entry.email}</td>
                  {roles && <td>{waitingRoleLabel(entry.role)}</td>}
                  <td className="num">{offer.quantity}</td>
                  <td>
                    <Badge tone={OFFER_TONES[offer.status]}>{t(`admin.waitingLists.detail.offerStatuses.${offer.status}`)}</Badge>
                  </td>
                  <td>{shortDateTime(offer.createdAt)}</td>
                  <td>{shortDateTime(offer.expiresAt)}</td>
                  <td>{offer.orderNumber ?? '—'}</td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </section>

      <section className="admin-panel admin-panel--wide admin-stack" aria-labelledby="waiting-entries">
        <h2 id="waiting-entries" className="admin-panel__title">
          {t('admin.waitingLists.detail.entriesTitle')}
        </h2>
        <div className="admin-inline">
          <label className="admin-field">
            <span>{t('admin.waitingLists.detail.statusFilter')}</span>
            <select value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">{t('admin.waitingLists.detail.statusAll')}</option>
              {WAITING_ENTRY_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.waitingLists.detail.statuses.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <CrudBar
          crud={crud}
          confirm={(entry) => ({
            message: t('admin.waitingLists.detail.removeConfirm', { email: entry.email }),
            warning: t('admin.waitingLists.detail.removeWarning'),
            confirmLabel: t('admin.waitingLists.detail.remove'),
            cancelLabel: t('admin.waitingLists.detail.removeBack'),
            onConfirm: () => void remove(entry),
          })}
        />
        {entries.length === 0 ? (
          <p className="admin-state">{t('admin.waitingLists.detail.entriesEmpty')}</p>
        ) : (
          <DataTable
            label={t('admin.waitingLists.detail.entriesLabel')}
            columns={[
              { label: t('admin.waitingLists.detail.colPosition'), num: true },
              t('admin.waitingLists.detail.colEmail'),
              ...(roles ? [t('admin.waitingLists.detail.colRole')] : []),
              { label: t('admin.waitingLists.detail.colQuantity'), num: true },
              t('admin.waitingLists.detail.colStatus'),
              { label: t('admin.waitingLists.detail.colLapses'), num: true },
              t('admin.waitingLists.detail.colQueuedAt'),
              t('admin.waitingLists.detail.colLocale'),
              t('admin.waitingLists.detail.colActions'),
            ]}
          >
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="num">{entry.position ?? '—'}</td>
                <td>{entry.email}</td>
                {roles && <td>{waitingRoleLabel(entry.role)}</td>}
                <td className="num">{entry.quantity}</td>
                <td>
                  <Badge tone={ENTRY_TONES[entry.status]}>{t(`admin.waitingLists.detail.statuses.${entry.status}`)}</Badge>
                  {entry.offer && <span className="admin-cell__sub">{t('admin.waitingLists.detail.offerUntil', { date: shortDateTime(entry.offer.expiresAt) })}</span>}
                </td>
                <td className="num">{entry.lapses}</td>
                <td>{shortDateTime(entry.queuedAt)}</td>
                <td>{isLocale(entry.locale) ? <span lang={entry.locale}>{LOCALE_NAMES[entry.locale]}</span> : entry.locale}</td>
                <td>
                  {removable(entry) && (
                    <button
                      type="button"
                      className="admin-button admin-button--small admin-button--danger-outline"
                      disabled={crud.busyId === entry.id}
                      onClick={() => crud.setConfirming(entry)}
                      aria-label={t('admin.waitingLists.detail.removeLabel', { email: entry.email })}
                    >
                      {t('admin.waitingLists.detail.remove')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
