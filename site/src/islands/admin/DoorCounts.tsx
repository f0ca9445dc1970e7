import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { getCheckInCounts } from '../../lib/api/admin-check-in';
import { formatCount } from '../../lib/format';
import { useLoad } from '../shared/useRemote';
import { ListBody } from './components/Crud';
import { DataTable } from './components/DataTable';
import { useCountsPush } from './check-in-counts';
import './admin.css';

const t = translator({ admin });

/**
 * The dashboard's door card: each check-in list's entries, people inside (entry/exit lists) and
 * tickets expected, live from `checkin:counts`, with the way to the lists.
 */
export function DoorCounts() {
  const counts = useLoad((signal) => getCheckInCounts({ signal }));
  useCountsPush((rows) => counts.set(() => rows), counts.reload);

  return (
    <section className="admin-panel admin-door" aria-labelledby="door-counts-title">
      <div className="admin-inline admin-door__head">
        <h2 id="door-counts-title" className="admin-panel__title">
          {t('admin.dashboard.doorTitle')}
        </h2>
        <a href="/admin/check-in-lists">{t('admin.dashboard.doorLink')}</a>
      </div>
      <ListBody remote={counts} rows={(rows) => rows} empty={t('admin.dashboard.doorEmpty')}>
        {(rows) => (
          <DataTable
            label={t('admin.dashboard.doorLabel')}
            columns={[
              t('admin.checkIn.colName'),
              { label: t('admin.checkIn.colCheckedIn'), num: true },
              { label: t('admin.checkIn.colInside'), num: true },
              { label: t('admin.checkIn.colExpected'), num: true },
            ]}
          >
            {rows.map((row) => (
              <tr key={row.listId}>
                <td>{row.name}</td>
                <td className="num">{formatCount(row.checkedIn)}</td>
                <td className="num">{row.entryExit ? formatCount(row.inside) : t('admin.checkIn.none')}</td>
                <td className="num">{formatCount(row.expected)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListBody>
    </section>
  );
}
