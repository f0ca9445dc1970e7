import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import type { AdminStats } from '../../lib/api/admin';
import { FESTIVAL_TIME_ZONE, formatCount, formatPrice, formatShortDay } from '../../lib/format';
import { BarChart, type BarDatum } from './BarChart';
import { DoorCounts } from './DoorCounts';
import { $adminStats, followAdminStats, loadAdminStats } from './stats-store';
import { errorText } from '../shared/errors';
import { LoadState } from './components/LoadState';
import './admin.css';

const t = translator({ admin });

const hourFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: FESTIVAL_TIME_ZONE,
});

function hourLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : hourFormat.format(date);
}

/**
 * /admin and /admin/dashboard (docs/spec.md §2, §3): the four key figures (Utilisateurs, Ventes in
 * euros, Billets vendus « total transactions », Messages non lus) and the charts where a trend
 * matters: sales per day, revenue and tickets per ticket type, check-ins per hour. Everything
 * follows `admin:stats` (the shared stats store re-fetches on each push). Above them, the door's
 * counts per check-in list, live from `checkin:counts`.
 */
export default function DashboardPage() {
  const state = useStore($adminStats);
  useEffect(() => followAdminStats(), []);

  return (
    <div className="admin-dashboard">
      <h1 className="admin-page__title">{t('admin.dashboard.title')}</h1>
      <DoorCounts />
      {state.stats ? (
        <Stats stats={state.stats} />
      ) : state.status === 'error' ? (
        <div className="admin-state admin-state--error" role="alert">
          <p>{errorText(state.error)}</p>
          <button type="button" className="btn btn--outline" onClick={() => void loadAdminStats()}>
            {t('admin.retry')}
          </button>
        </div>
      ) : (
        <LoadState status="loading" />
      )}
    </div>
  );
}

function Stats({ stats }: { stats: AdminStats }) {
  const { salesPerDay, perTicketType, checkInsPerHour } = stats.charts;
  const days: BarDatum[] = salesPerDay.map((row) => ({
    key: row.date,
    label: formatShortDay(row.date),
    value: row.revenue,
    display: formatPrice(row.revenue),
  }));
  const ordersPerDay = Object.fromEntries(salesPerDay.map((row) => [row.date, formatCount(row.orders)]));
  const typeKey = (row: { ticketTypeId: number; name: string }) => `${row.ticketTypeId}-${row.name}`;
  const revenuePerType: BarDatum[] = perTicketType.map((row) => ({
    key: typeKey(row),
    label: row.name,
    value: row.revenue,
    display: formatPrice(row.revenue),
  }));
  const ticketsPerType: BarDatum[] = perTicketType.map((row) => ({
    key: typeKey(row),
    label: row.name,
    value: row.ticketsSold,
    display: formatCount(row.ticketsSold),
  }));
  const hours: BarDatum[] = checkInsPerHour.map((row) => ({
    key: row.hour,
    label: hourLabel(row.hour),
    value: row.count,
    display: formatCount(row.count),
  }));

  return (
    <>
      <ul className="admin-stats" aria-label={t('admin.dashboard.statsLabel')} aria-live="polite">
        <StatCard label={t('admin.dashboard.users')} value={formatCount(stats.totalUsers)} />
        <StatCard label={t('admin.dashboard.sales')} value={formatPrice(stats.totalSales)} />
        <StatCard label={t('admin.dashboard.ticketsSold')} value={formatCount(stats.ticketsSold)} hint={t('admin.dashboard.ticketsSoldHint')} />
        <StatCard label={t('admin.dashboard.unreadMessages')} value={formatCount(stats.unreadMessages)} href="/admin/messages" />
      </ul>
      <div className="admin-charts">
        <BarChart
          title={t('admin.dashboard.salesPerDay')}
          data={days}
          columns={[t('admin.dashboard.colDay'), t('admin.dashboard.colRevenue')]}
          extra={{ header: t('admin.dashboard.colOrders'), values: ordersPerDay }}
        />
        <BarChart
          title={t('admin.dashboard.checkInsPerHour')}
          data={hours}
          columns={[t('admin.dashboard.colHour'), t('admin.dashboard.colCheckIns')]}
        />
        <BarChart
          title={t('admin.dashboard.revenuePerType')}
          data={revenuePerType}
          orientation="horizontal"
          accent
          columns={[t('admin.dashboard.colType'), t('admin.dashboard.colRevenue')]}
        />
        <BarChart
          title={t('admin.dashboard.ticketsPerType')}
          data={ticketsPerType}
          orientation="horizontal"
          columns={[t('admin.dashboard.colType'), t('admin.dashboard.colTickets')]}
        />
      </div>
    </>
  );
}

function StatCard({ label, value, hint, href }: { label: string; value: string; hint?: string; href?: string }) {
  const body = (
    <>
      <p className="admin-stat__label">{label}</p>
      <p className="admin-stat__value">{value}</p>
      {hint && <p className="admin-stat__hint">{hint}</p>}
    </>
  );
  return <li className="admin-stat">{href ? <a className="admin-stat__link" href={href}>{body}</a> : body}</li>;
}
