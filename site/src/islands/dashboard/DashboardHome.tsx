import { useEffect, useState } from 'react';
import { localHref, translator } from '../../i18n';
import { dashboard } from '../../i18n/fr/dashboard';
import { getOverview, type OrderSummary } from '../../lib/api/account';
import { formatCalendarDay, formatDate, formatPrice } from '../../lib/format';
import { DashboardShell, LoadError, Loading } from './DashboardShell';
import { MyMessages } from './MyMessages';
import { errorText } from '../shared/errors';
import { orderBadge } from '../shared/status';
import { useLoad } from '../shared/useRemote';
import { type Countdown, festivalCountdown } from './countdown';

const t = translator({ dashboard });

export interface DashboardHomeProps {
  /** Festival days from the CMS at build time ("2027-04-16"); the API's `upcoming` wins. */
  festivalStart?: string;
  festivalEnd?: string;
  /** Test hook. */
  now?: () => Date;
}

/** /dashboard (docs/spec.md §2 « Tableau de bord »): festival countdown, tickets, recent orders, messages. */
export default function DashboardHome({ festivalStart, festivalEnd, now = () => new Date() }: DashboardHomeProps) {
  const overview = useLoad((signal) => getOverview({ signal }), ['order:status']);
  // « Today » is read after mount: the build-time HTML was rendered on another day.
  const [today, setToday] = useState<Date | null>(null);
  useEffect(() => setToday(now()), []); // eslint-disable-line react-hooks/exhaustive-deps
  const start = overview.data?.upcoming?.startDate ?? festivalStart;
  const end = overview.data?.upcoming?.endDate ?? festivalEnd ?? start;

  return (
    <DashboardShell current="dashboard">
      <div className="dashboard-grid">
        {start && end && <FestivalCard start={start} end={end} countdown={today ? festivalCountdown(start, end, today) : null} />}
        <section className="dashboard-card" aria-labelledby="dashboard-tickets-title">
          <h2 className="dashboard-card__title" id="dashboard-tickets-title">
            {t('dashboard.home.ticketsTitle')}
          </h2>
          {overview.status === 'loading' && <Loading />}
          {overview.status === 'error' && <LoadError message={errorText(overview.error)} onRetry={overview.reload} />}
          {overview.data &&
            (overview.data.ticketsCount > 0 ? (
              <>
                <p className="dashboard-big">{t('dashboard.home.ticketsCount', { count: overview.data.ticketsCount })}</p>
                <p className="dashboard-actions">
                  <a className="btn btn--primary" href={localHref('/quick-tickets')}>
                    {t('dashboard.home.quickTickets')}
                  </a>
                  <a className="more-link" href={localHref('/dashboard/tickets')}>
                    {t('dashboard.home.seeTickets')}
                  </a>
                </p>
              </>
            ) : (
              <>
                <p className="dashboard-empty">{t('dashboard.home.ticketsNone')}</p>
                <a className="btn btn--primary" href={localHref('/tickets')}>
                  {t('dashboard.home.buyTickets')}
                </a>
              </>
            ))}
        </section>
      </div>

      {overview.data && <RecentOrders orders={overview.data.recentOrders} />}
      <MyMessages />
    </DashboardShell>
  );
}

function FestivalCard({ start, end, countdown }: { start: string; end: string; countdown: Countdown }) {
  return (
    <section className="dashboard-card dashboard-card--night" aria-labelledby="dashboard-festival-title">
      <h2 className="dashboard-card__title" id="dashboard-festival-title">
        {t('dashboard.home.festivalTitle')}
      </h2>
      <p>{t('dashboard.home.festivalDates', { start: formatCalendarDay(start), end: formatCalendarDay(end) })}</p>
      {countdown?.kind === 'days' && (
        <p className="dashboard-countdown" aria-label={t('dashboard.home.countdownLabel', { days: countdown.days })}>
          {t('dashboard.home.countdownDays', { days: countdown.days })}
        </p>
      )}
      {countdown?.kind === 'tomorrow' && <p className="dashboard-countdown">{t('dashboard.home.countdownTomorrow')}</p>}
      {countdown?.kind === 'now' && <p className="dashboard-countdown">{t('dashboard.home.countdownNow')}</p>}
      {countdown?.kind === 'over' && <p>{t('dashboard.home.countdownOver')}</p>}
    </section>
  );
}

function RecentOrders({ orders }: { orders: OrderSummary[] }) {
  return (
    <section className="dashboard-card" aria-labelledby="dashboard-orders-title">
      <h2 className="dashboard-card__title" id="dashboard-orders-title">
        {t('dashboard.home.recentOrders')}
      </h2>
      {orders.length === 0 ? (
        <p className="dashboard-empty">{t('dashboard.home.noOrders')}</p>
      ) : (
        <>
          <div className="dashboard-table-wrap">
            <table className="dashboard-table">
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.orders.number')}</th>
                  <th scope="col">{t('dashboard.orders.date')}</th>
                  <th scope="col">{t('dashboard.orders.status')}</th>
                  <th scope="col" className="dashboard-table__num">
                    {t('dashboard.orders.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => {
                  const badge = orderBadge(order);
                  return (
                  <tr key={order.id}>
                    <th scope="row">
                      <a href={localHref(`/confirmation/${encodeURIComponent(order.id)}`)}>{order.number}</a>
                    </th>
                    <td>{formatDate(order.createdAt)}</td>
                    <td>
                      <span className={`dashboard-status dashboard-status--${badge.modifier}`}>{badge.label}</span>
                    </td>
                    <td className="dashboard-table__num">{formatPrice(order.total)}</td>
                  </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <a className="more-link" href={localHref('/dashboard/payments')}>
            {t('dashboard.home.allPayments')}
          </a>
        </>
      )}
    </section>
  );
}
