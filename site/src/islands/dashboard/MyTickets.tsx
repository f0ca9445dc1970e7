import { useState } from 'react';
import { localHref, translator } from '../../i18n';
import { dashboard } from '../../i18n/fr/dashboard';
import { roles } from '../../i18n/fr/roles';
import { downloadOrderPdf, getOrders, getTickets, type OrderSummary } from '../../lib/api/account';
import { formatDate } from '../../lib/format';
import { DashboardShell, LoadError, Loading } from './DashboardShell';
import { errorText } from '../shared/errors';
import { fileSaver } from '../shared/files';
import { ticketBadge } from '../shared/status';
import { useLoad } from '../shared/useRemote';
import { StandingFlag } from './TicketActions';
import { hasStandingFlag, holderFullName } from './ticket-state';

const t = translator({ dashboard, roles });

/**
 * /dashboard/tickets (docs/spec.md §2 « Mes billets / Mes réservations »): each ticket with its
 * holder, e-mail and role, and whether a transfer or a resale is under way; its page manages it.
 */
export default function MyTickets() {
  const loaded = useLoad(
    async (signal) => {
      const [tickets, orders] = await Promise.all([getTickets({ signal }), getOrders({ signal })]);
      return { tickets, bookings: orders.filter((order) => order.status === 'completed' && order.ticketsCount > 0) };
    },
    ['order:status'],
  );

  return (
    <DashboardShell current="tickets">
      {loaded.status === 'loading' && <Loading />}
      {loaded.status === 'error' && <LoadError message={errorText(loaded.error)} onRetry={loaded.reload} />}
      {loaded.data && loaded.data.tickets.length === 0 && loaded.data.bookings.length === 0 && (
        <div className="dashboard-card dashboard-empty-state">
          <p>{t('dashboard.tickets.empty')}</p>
          <a className="btn btn--primary" href={localHref('/tickets')}>
            {t('dashboard.tickets.emptyCta')}
          </a>
        </div>
      )}
      {loaded.data && (loaded.data.tickets.length > 0 || loaded.data.bookings.length > 0) && (
        <>
          <section aria-labelledby="dashboard-my-tickets">
            <h2 className="dashboard-section-title" id="dashboard-my-tickets">
              {t('dashboard.tickets.title')}
            </h2>
            {loaded.data.tickets.length === 0 ? (
              <p className="dashboard-empty">{t('dashboard.tickets.empty')}</p>
            ) : (
              <ul className="dashboard-tickets">
                {loaded.data.tickets.map((ticket) => {
                  const badge = ticketBadge(ticket);
                  return (
                  <li key={ticket.id}>
                    <a
                      className={`dashboard-ticket dashboard-ticket--${badge.modifier}`}
                      href={localHref(`/dashboard/ticket/${encodeURIComponent(String(ticket.id))}`)}
                      aria-label={t('dashboard.tickets.open', { name: `${ticket.ticketTypeName} — ${holderFullName(ticket)}` })}
                    >
                      <span className="dashboard-ticket__type">
                        {ticket.role ? t('roles.line', { ticket: ticket.ticketTypeName, role: t(`roles.label.${ticket.role}`) }) : ticket.ticketTypeName}
                      </span>
                      <span className="dashboard-ticket__holder">{holderFullName(ticket)}</span>
                      {ticket.holder.email && <span className="dashboard-muted dashboard-ticket__email">{ticket.holder.email}</span>}
                      <span className="dashboard-muted">{t('dashboard.tickets.order', { number: ticket.orderNumber })}</span>
                      {hasStandingFlag(ticket) ? (
                        <StandingFlag ticket={ticket} />
                      ) : (
                        <span className={`dashboard-status dashboard-status--${badge.modifier}`}>{badge.label}</span>
                      )}
                    </a>
                  </li>
                  );
                })}
              </ul>
            )}
          </section>
          <section aria-labelledby="dashboard-my-bookings">
            <h2 className="dashboard-section-title" id="dashboard-my-bookings">
              {t('dashboard.myBookings')}
            </h2>
            {loaded.data.bookings.length === 0 ? (
              <p className="dashboard-empty">{t('dashboard.tickets.bookingsEmpty')}</p>
            ) : (
              <ul className="dashboard-bookings">
                {loaded.data.bookings.map((order) => (
                  <Booking key={order.id} order={order} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </DashboardShell>
  );
}

function Booking({ order }: { order: OrderSummary }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      fileSaver.save(await downloadOrderPdf(order.id), `billets-${order.number || order.id}.pdf`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="dashboard-card dashboard-booking">
      <div>
        <p className="dashboard-booking__number">{t('dashboard.tickets.order', { number: order.number })}</p>
        <p className="dashboard-muted">
          {formatDate(order.paidAt ?? order.createdAt)} · {t('dashboard.tickets.bookingTickets', { count: order.ticketsCount })}
        </p>
      </div>
      <button
        type="button"
        className="btn btn--outline"
        onClick={download}
        disabled={busy}
        aria-label={busy ? undefined : t('dashboard.tickets.downloadOrderLabel', { number: order.number })}
      >
        {busy ? t('dashboard.tickets.downloading') : t('dashboard.tickets.downloadOrder')}
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
