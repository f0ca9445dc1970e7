import { useState } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { listScanConflicts, resolveScanConflict, type ScanConflict } from '../../lib/api/admin-check-in';
import { shortDateTime } from '../../lib/format';
import { useLoad } from '../shared/useRemote';
import { Badge } from './components/Badge';
import { ListBody } from './components/Crud';
import { DataTable } from './components/DataTable';
import { changeWithNotice, Notice, type NoticeState } from './components/Notice';
import './admin.css';

const t = translator({ admin });

/** « Double entrée » or « Billet non valable ». */
export function conflictKindLabel(kind: ScanConflict['kind']): string {
  return t(`admin.checkIn.conflicts.kinds.${kind}`);
}

/** A scan of a conflict: when (Paris), by whom, on which device. */
function ScanCell({ scan }: { scan: ScanConflict['first'] }) {
  if (!scan) return <>{t('admin.checkIn.conflicts.noFirst')}</>;
  const details = [
    t('admin.checkIn.conflicts.scanBy', { name: scan.by ?? t('admin.checkIn.conflicts.unknownScanner') }),
    scan.device ? t('admin.checkIn.conflicts.scanDevice', { device: scan.device }) : null,
  ].filter(Boolean);
  return (
    <>
      <span className="admin-cell__main">{shortDateTime(scan.at)}</span>
      <span className="admin-cell__sub">{details.join(' · ')}</span>
    </>
  );
}

/**
 * The offline scanners' open conflicts (docs/back-office.md « Scanner »): a ticket let in
 * offline that the server had already seen enter (« Double entrée ») or no longer held valid
 * (« Billet non valable »), with its first and late scans. New ones arrive with
 * `scanner:conflict`; « Marquer comme traité » takes one off the list.
 */
export function ScanConflicts() {
  const conflicts = useLoad((signal) => listScanConflicts('open', { signal }), ['scanner:conflict']);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const resolve = async (conflict: ScanConflict) => {
    setBusyId(conflict.id);
    await changeWithNotice(setNotice, async () => {
      await resolveScanConflict(conflict.id);
      conflicts.set((rows) => rows.filter((row) => row.id !== conflict.id));
      return t('admin.checkIn.conflicts.resolved', { number: conflict.ticket.number });
    });
    setBusyId(null);
  };

  return (
    <section className="admin-panel" aria-labelledby="scan-conflicts-title">
      <h2 id="scan-conflicts-title" className="admin-panel__title">
        {t('admin.checkIn.conflicts.title')} {conflicts.data && conflicts.data.length > 0 && <span className="admin-panel__count">{conflicts.data.length}</span>}
      </h2>
      <p className="admin-muted">{t('admin.checkIn.conflicts.intro')}</p>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      <ListBody remote={conflicts} rows={(rows) => rows} empty={t('admin.checkIn.conflicts.empty')}>
        {(rows) => (
          <DataTable
            label={t('admin.checkIn.conflicts.tableLabel')}
            columns={[
              t('admin.checkIn.conflicts.colKind'),
              t('admin.checkIn.conflicts.colList'),
              t('admin.checkIn.conflicts.colTicket'),
              t('admin.checkIn.conflicts.colFirst'),
              t('admin.checkIn.conflicts.colLate'),
              t('admin.checkIn.conflicts.colActions'),
            ]}
          >
            {rows.map((conflict) => (
              <tr key={conflict.id}>
                <td>
                  <Badge tone={conflict.kind === 'double_entry' ? 'warn' : 'bad'}>{conflictKindLabel(conflict.kind)}</Badge>
                </td>
                <td>{conflict.list.name}</td>
                <td>
                  <span className="admin-cell__main">
                    {conflict.ticket.number} · {conflict.ticket.holderName}
                  </span>
                  <span className="admin-cell__sub">{conflict.ticket.ticketTypeName}</span>
                </td>
                <td>
                  <ScanCell scan={conflict.first} />
                </td>
                <td>
                  <ScanCell scan={conflict.late} />
                </td>
                <td>
                  <button
                    type="button"
                    className="admin-button admin-button--small"
                    disabled={busyId === conflict.id}
                    onClick={() => void resolve(conflict)}
                    aria-label={t('admin.checkIn.conflicts.resolveLabel', { number: conflict.ticket.number })}
                  >
                    {busyId === conflict.id ? t('admin.checkIn.conflicts.resolving') : t('admin.checkIn.conflicts.resolve')}
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListBody>
    </section>
  );
}
