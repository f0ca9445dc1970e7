import { localHref, translator } from '../../i18n';
import { dashboard } from '../../i18n/fr/dashboard';
import type { OrderSummary } from '../../lib/api/account';
import { getOrders } from '../../lib/api/account';
import { formatDate, formatPrice } from '../../lib/format';
import { DashboardShell, LoadError, Loading } from './DashboardShell';
import { errorText } from '../shared/errors';
import { orderBadge } from '../shared/status';
import { useLoad } from '../shared/useRemote';

const t = translator({ dashboard });

/** /dashboard/payments (docs/spec.md §2 « Historique de paiements »). */
export default function PaymentHistory() {
  const orders = useLoad((signal) => getOrders({ signal }), ['order:status']);
  return (
    <DashboardShell current="payments">
      <h2 className="dashboard-section-title">{t('dashboard.payments.title')}</h2>
      {orders.status === 'loading' && <Loading />}
      {orders.status === 'error' && <LoadError message={errorText(orders.error)} onRetry={orders.reload} />}
      {orders.data && orders.data.length === 0 && (
        <div className="dashboard-card dashboard-empty-state">
          <p>{t('dashboard.payments.empty')}</p>
          <a className="btn btn--primary" href={localHref('/tickets')}>
            {t('dashboard.tickets.emptyCta')}
          </a>
        </div>
      )}
      {orders.data && orders.data.length > 0 && (
        <ul className="dashboard-payments">
          {orders.data.map((order) => (
            <Payment key={order.id} order={order} />
          ))}
        </ul>
      )}
    </DashboardShell>
  );
}

function Payment({ order }: { order: OrderSummary }) {
  const titleId = `dashboard-payment-${order.id}`;
  const badge = orderBadge(order);
  return (
    <li className="dashboard-card dashboard-payment">
      <article aria-labelledby={titleId}>
        <div className="dashboard-payment__head">
          <h3 className="dashboard-payment__number" id={titleId}>
            {t('dashboard.tickets.order', { number: order.number })}
          </h3>
          <span className={`dashboard-status dashboard-status--${badge.modifier}`}>{badge.label}</span>
        </div>
        <p className="dashboard-muted">
          {order.paidAt
            ? t('dashboard.payments.paidOn', { date: formatDate(order.paidAt) })
            : t('dashboard.payments.createdOn', { date: formatDate(order.createdAt) })}
        </p>
        <table className="dashboard-table dashboard-lines">
          <tbody>
            {order.items.map((item, index) => (
              <tr key={`${item.name}-${index}`}>
                <th scope="row">
                  {item.name}
                  <span className="dashboard-muted"> {t('dashboard.payments.quantity', { quantity: item.quantity, price: formatPrice(item.unitPrice) })}</span>
                </th>
                <td className="dashboard-table__num">{formatPrice(item.subtotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('dashboard.payments.subtotal')}</th>
              <td className="dashboard-table__num">{formatPrice(order.subtotal)}</td>
            </tr>
            {order.discount > 0 && (
              <tr>
                <th scope="row">
                  {order.promoCode ? t('dashboard.payments.discountCode', { code: order.promoCode }) : t('dashboard.payments.discount')}
                </th>
                <td className="dashboard-table__num">{formatPrice(-order.discount)}</td>
              </tr>
            )}
            <tr className="dashboard-lines__total">
              <th scope="row">{t('dashboard.payments.total')}</th>
              <td className="dashboard-table__num">{formatPrice(order.total)}</td>
            </tr>
            {order.refundedAmount > 0 && (
              <tr>
                <th scope="row">{t('dashboard.payments.refunded')}</th>
                <td className="dashboard-table__num">{formatPrice(order.refundedAmount)}</td>
              </tr>
            )}
          </tfoot>
        </table>
        <a className="more-link" href={localHref(`/confirmation/${encodeURIComponent(order.id)}`)}>
          {t('dashboard.payments.details')}
        </a>
      </article>
    </li>
  );
}
