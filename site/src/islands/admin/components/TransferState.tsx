import { translator } from '../../../i18n';
import { admin } from '../../../i18n/fr/admin';
import { shortDateTime } from '../../../lib/format';
import { Badge } from './Badge';

const t = translator({ admin });

/** A ticket's transfer lines under its holder: when it changed hands, or the transfer waiting for its recipient. */
export function TransferState({ transferredAt, pendingTransferTo }: { transferredAt: string | null; pendingTransferTo: string | null }) {
  return (
    <>
      {transferredAt && <span className="admin-cell__sub">{t('admin.tickets.issued.transferredAt', { date: shortDateTime(transferredAt) })}</span>}
      {pendingTransferTo && (
        <span className="admin-cell__sub">
          <Badge tone="warn">{t('admin.tickets.issued.transferPending', { email: pendingTransferTo })}</Badge>
        </span>
      )}
    </>
  );
}
