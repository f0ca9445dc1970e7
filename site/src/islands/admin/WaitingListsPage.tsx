import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { listWaitingLists, type AdminWaitingList } from '../../lib/api/admin-festival';
import { formatCount, formatPrice } from '../../lib/format';
import { useRemote } from '../shared/useRemote';
import { ListBody } from './components/Crud';
import { DataTable } from './components/DataTable';
import './admin.css';

const t = translator({ admin });

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

/** « Guideur (leader) », « Suiveur (follower) », or « Tous » for a list without roles. */
export function waitingRoleLabel(role: AdminWaitingList['role']): string {
  return role ? t(`admin.waitingLists.roles.${role}`) : t('admin.waitingLists.roleAll');
}

/** A list's name: the type, and the role on a balanced type. */
export function waitingListName(list: Pick<AdminWaitingList, 'ticketTypeName' | 'role'>): string {
  return list.role ? t('admin.waitingLists.listName', { type: list.ticketTypeName, role: waitingRoleLabel(list.role) }) : list.ticketTypeName;
}

/** « Vous vendriez N places de plus, soit X €, en augmentant ce quota. » (couples on a couple pass). */
export function revenueSentence(list: AdminWaitingList): string {
  const amount = formatPrice(list.revenueWaiting);
  if (list.danceRoles === 'couple') return t('admin.waitingLists.revenueSentenceCouple', { places: list.waitingPlaces, amount });
  if (list.waitingPlaces === 1) return t('admin.waitingLists.revenueSentenceOne', { amount });
  return t('admin.waitingLists.revenueSentence', { places: list.waitingPlaces, amount });
}

const rowKey = (list: AdminWaitingList) => `${list.ticketTypeId}-${list.role ?? 'all'}`;

/**
 * The lists' figures, one row per ticket type (and role on a balanced type): who waits, for how
 * many places, the offers in flight, what became of the decided ones (offers bought, lapsed) and
 * the revenue waiting. The overview (`overview`) names each list's type and links to its detail.
 */
export function WaitingListTable({ lists, label, overview }: { lists: AdminWaitingList[]; label: string; overview?: boolean }) {
  return (
    <>
      <DataTable
        label={label}
        columns={[
          ...(overview ? [t('admin.waitingLists.colType')] : []),
          t('admin.waitingLists.colRole'),
          { label: t('admin.waitingLists.colPeople'), num: true },
          { label: t('admin.waitingLists.colPlaces'), num: true },
          { label: t('admin.waitingLists.colOffers'), num: true },
          { label: t('admin.waitingLists.colConverted'), num: true },
          { label: t('admin.waitingLists.colLapsed'), num: true },
          { label: t('admin.waitingLists.colConversion'), num: true },
          { label: t('admin.waitingLists.colRevenue'), num: true },
          ...(overview ? [t('admin.waitingLists.colActions')] : []),
        ]}
      >
        {lists.map((list) => (
          <tr key={rowKey(list)}>
            {overview && (
              <td>
                <span className="admin-cell__main">{list.ticketTypeName}</span>
              </td>
            )}
            <td>{list.danceRoles === 'couple' ? t('admin.tickets.types.rolesCouple') : waitingRoleLabel(list.role)}</td>
            <td className="num">{formatCount(list.waitingPeople)}</td>
            <td className="num">{formatCount(list.waitingPlaces)}</td>
            <td className="num">
              {formatCount(list.offersOpen)}
              {list.offersOpen > 0 && <span className="admin-cell__sub">{t('admin.waitingLists.placesCount', { count: list.placesOffered })}</span>}
            </td>
            <td className="num">
              {formatCount(list.converted)}
              {list.converted > 0 && <span className="admin-cell__sub">{t('admin.waitingLists.placesCount', { count: list.convertedPlaces })}</span>}
            </td>
            <td className="num">{formatCount(list.lapsed)}</td>
            <td className="num">{list.conversionRate === null ? t('admin.waitingLists.noRate') : percent.format(list.conversionRate)}</td>
            <td className="num">{formatPrice(list.revenueWaiting)}</td>
            {overview && (
              <td>
                <a className="admin-button admin-button--small" href={`/admin/waiting-lists/${list.ticketTypeId}`} aria-label={t('admin.waitingLists.openLabel', { name: waitingListName(list) })}>
                  {t('admin.waitingLists.open')}
                </a>
              </td>
            )}
          </tr>
        ))}
      </DataTable>
      <p className="admin-note">{t('admin.waitingLists.figuresNote')}</p>
    </>
  );
}

/** What raising each quota would sell now, list by list, with the way to the quota. */
export function RevenueWaiting({ lists }: { lists: AdminWaitingList[] }) {
  const waiting = lists.filter((list) => list.waitingPlaces > 0);
  return (
    <section className="admin-panel" aria-labelledby="waiting-revenue">
      <h2 id="waiting-revenue" className="admin-panel__title">
        {t('admin.waitingLists.revenueTitle')}
      </h2>
      {waiting.length === 0 ? (
        <p className="admin-muted">{t('admin.waitingLists.revenueEmpty')}</p>
      ) : (
        <>
          <ul className="admin-list">
            {waiting.map((list) => (
              <li key={rowKey(list)}>
                <strong>{waitingListName(list)}</strong> : {revenueSentence(list)}
              </li>
            ))}
          </ul>
          {waiting.some((list) => list.role !== null) && <p className="admin-note">{t('admin.waitingLists.revenueRoleNote')}</p>}
          <a href="/admin/tickets">{t('admin.waitingLists.editQuota')}</a>
        </>
      )}
    </section>
  );
}

/** /admin/waiting-lists (admin): every list's figures, the revenue waiting, a link to each type's detail. */
export default function WaitingListsPage() {
  const lists = useRemote((signal) => listWaitingLists({ signal }));
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('admin.waitingLists.title')}</h1>
      <p className="admin-muted">{t('admin.waitingLists.intro')}</p>
      <ListBody remote={lists} rows={(rows) => rows} empty={t('admin.waitingLists.empty')}>
        {(rows) => {
          const people = rows.reduce((sum, list) => sum + list.waitingPeople, 0);
          const places = rows.reduce((sum, list) => sum + list.waitingPlaces, 0);
          const amount = rows.reduce((sum, list) => sum + Math.round(list.revenueWaiting * 100), 0) / 100;
          return (
            <div className="admin-stack">
              <p className="admin-totals">{t('admin.waitingLists.totals', { people, places, amount: formatPrice(amount) })}</p>
              <WaitingListTable lists={rows} label={t('admin.waitingLists.tableLabel')} overview />
              <RevenueWaiting lists={rows} />
            </div>
          );
        }}
      </ListBody>
    </div>
  );
}
