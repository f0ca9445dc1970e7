import { useState } from 'react';
import { localHref, translator } from '../../i18n';
import { dashboard } from '../../i18n/fr/dashboard';
import { roles } from '../../i18n/fr/roles';
import { transfers } from '../../i18n/fr/transfers';
import { downloadTicketPdf, getTicket, type TicketView } from '../../lib/api/account';
import { DashboardShell, LoadError, Loading } from './DashboardShell';
import { TicketQr } from './Qr';
import { StandingFlag, TicketActions } from './TicketActions';
import { hasStandingFlag, holderFullName, showsQr, ticketStanding } from './ticket-state';
import { formatDateTime } from '../../lib/format';
import { errorText, isNotFound } from '../shared/errors';
import { fileSaver } from '../shared/files';
import { ticketBadge } from '../shared/status';
import { useLoad } from '../shared/useRemote';
import { splitLocalePath } from '@kizomba/locales';

const t = translator({ dashboard, roles, transfers });

/** The ticket id of `/dashboard/ticket/{id}` (the build's shell page is `/dashboard/ticket/_`). */
export function ticketIdFromPath(pathname: string): string | null {
  const match = /^\/dashboard\/ticket\/([^/]+)\/?$/.exec(splitLocalePath(pathname).path);
  if (!match?.[1] || match[1] === '_') return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * /dashboard/ticket/{id}: the large QR code, the ticket's holder, role and details, its PDF, and
 * what its holder can do with it (name change, transfer, resale).
 */
export default function TicketDetail() {
  const ticket = useLoad(async (signal) => {
    const id = ticketIdFromPath(window.location.pathname);
    if (!id) return null;
    return getTicket(id, { signal });
  }, ['order:status']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const notFound = (ticket.status === 'ready' && ticket.data === null) || (ticket.status === 'error' && isNotFound(ticket.error));

  const download = async (id: number, number: string) => {
    setBusy(true);
    setError(null);
    try {
      fileSaver.save(await downloadTicketPdf(id), `billet-${number || id}.pdf`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DashboardShell current="tickets">
      <p>
        <a className="more-link" href={localHref('/dashboard/tickets')}>
          {t('dashboard.ticket.back')}
        </a>
      </p>
      {ticket.status === 'loading' && <Loading />}
      {notFound && (
        <div className="dashboard-card dashboard-empty-state" role="alert">
          <h2 className="dashboard-card__title">{t('dashboard.ticket.notFound')}</h2>
          <p>{t('dashboard.ticket.notFoundLead')}</p>
        </div>
      )}
      {ticket.status === 'error' && !notFound && <LoadError message={errorText(ticket.error)} onRetry={ticket.reload} />}
      {ticket.data && (
        <article className="dashboard-card dashboard-ticket-detail" aria-labelledby="dashboard-ticket-title">
          <h2 className="dashboard-card__title" id="dashboard-ticket-title">
            {ticket.data.ticketTypeName}
          </h2>
          {showsQr(ticket.data) ? (
            <TicketQr code={ticket.data.code} label={t('dashboard.ticket.qrLabel', { number: ticket.data.number })} className="ticket-qr ticket-qr--large" />
          ) : (
            <p className="ticket-qr-off" role="note">
              {qrOffReason(ticket.data)}
            </p>
          )}
          {ticket.data.status !== 'valid' && (
            <p className="field__error" role="note">
              {t('dashboard.ticket.notValid')}
            </p>
          )}
          <dl className="dashboard-facts">
            <div>
              <dt>{t('dashboard.ticket.holder')}</dt>
              <dd>{holderFullName(ticket.data)}</dd>
            </div>
            {ticket.data.holder.email && (
              <div>
                <dt>{t('transfers.holder.email')}</dt>
                <dd className="dashboard-ticket__email">{ticket.data.holder.email}</dd>
              </div>
            )}
            {ticket.data.role && (
              <div>
                <dt>{t('roles.legend')}</dt>
                <dd>{t(`roles.label.${ticket.data.role}`)}</dd>
              </div>
            )}
            <div>
              <dt>{t('dashboard.ticket.type')}</dt>
              <dd>{ticket.data.ticketTypeName}</dd>
            </div>
            <div>
              <dt>{t('dashboard.ticket.order')}</dt>
              <dd>{ticket.data.orderNumber}</dd>
            </div>
            <div>
              <dt>{t('dashboard.ticket.issuedAt')}</dt>
              <dd>{formatDateTime(ticket.data.issuedAt)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.ticket.status')}</dt>
              <dd>
                {hasStandingFlag(ticket.data) ? <StandingFlag ticket={ticket.data} /> : <StatusBadge ticket={ticket.data} />}
              </dd>
            </div>
            <div>
              <dt>{t('dashboard.ticket.code')}</dt>
              <dd className="dashboard-code">{ticket.data.number || ticket.data.code}</dd>
            </div>
          </dl>
          {showsQr(ticket.data) && (
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => ticket.data && download(ticket.data.id, ticket.data.number)}>
              {busy ? t('dashboard.ticket.downloading') : t('dashboard.ticket.download')}
            </button>
          )}
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
        </article>
      )}
      {ticket.data && <TicketActions ticket={ticket.data} onTicket={(updated) => ticket.set(() => updated)} onReload={ticket.reload} />}
    </DashboardShell>
  );
}

/** What stands in place of a QR code that no longer opens the door. */
function qrOffReason(ticket: TicketView): string {
  switch (ticketStanding(ticket)) {
    case 'transferring':
      return t('transfers.qr.hiddenPending');
    case 'onResale':
      return t('transfers.qr.hiddenResale');
    default:
      return t('transfers.qr.hiddenRevoked');
  }
}

function StatusBadge({ ticket }: { ticket: Pick<TicketView, 'status' | 'checkedInAt'> }) {
  const badge = ticketBadge(ticket);
  return <span className={`dashboard-status dashboard-status--${badge.modifier}`}>{badge.label}</span>;
}
