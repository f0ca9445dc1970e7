import { useEffect, useRef, useState } from 'react';
import { localHref, translator } from '../../i18n';
import { format } from '../../i18n/fr/common';
import { orderStatus } from '../../i18n/fr/order-status';
import { Icon } from '../../components/react/Icon';
import { orderEmail, orderViewKind, type OrderView, type OrderViewKind } from '../../lib/api/orders';
import { formatClock, formatDateTime, formatPrice } from '../../lib/format';
import { browserStorage, readStorage, removeStorage, STORAGE_KEYS } from '../../lib/storage';
import { clearCartOfPaidOrder } from '../cart/store';
import { DownloadModal } from './DownloadModal';
import { resolveOrderIdentifier } from './identifier';
import { hasStoredSession } from './session';
import { POLL_SECONDS, usePaymentStatus } from './usePaymentStatus';
import './order-status.css';

const t = translator({ format, orderStatus });

export interface OrderStatusProps {
  /** Page navigation; tests replace it (jsdom cannot navigate). */
  navigate?: (url: string) => void;
}

const defaultNavigate = (url: string) => window.location.assign(url);

/**
 * The order status screen (docs/spec.md §2 « Order status screen », §4, §8) for `/payment/status` and
 * `/confirmation/{orderId}`. The identifier lives in the URL, which a static page only knows in
 * the browser: the server render is the loading state.
 */
export default function OrderStatus({ navigate = defaultNavigate }: OrderStatusProps) {
  // undefined: not resolved yet (server render, first client render: both show the same thing).
  const [id, setId] = useState<string | null | undefined>(undefined);
  useEffect(() => setId(resolveOrderIdentifier(window.location)), []);
  if (id === undefined) return <Loading />;
  return <OrderStatusScreen id={id} navigate={navigate} />;
}

function Loading() {
  return (
    <div className="order-card order-card--loading" role="status">
      <span className="order-spinner" aria-hidden="true" />
      <p>{t('orderStatus.loading')}</p>
    </div>
  );
}

function OrderStatusScreen({ id, navigate }: { id: string | null; navigate: (url: string) => void }) {
  const status = usePaymentStatus(id);
  const { order, error, loading, checkedAt } = status;
  const kind: OrderViewKind | null = order ? orderViewKind(order) : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const previousKind = useRef<OrderViewKind | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // Announce what changed, politely and at most once per check: a pending order is re-checked
  // every 30 s, a settled one moves focus to its heading (which screen readers read out).
  useEffect(() => {
    if (!checkedAt || !kind) return;
    if (kind === 'pending') {
      setAnnouncement(t('orderStatus.stillPending', { time: formatClock(checkedAt) }));
    } else if (previousKind.current !== null && previousKind.current !== kind) {
      setAnnouncement('');
      heading.current?.focus();
    }
    previousKind.current = kind;
  }, [checkedAt, kind]);

  // This order's purchase is done: its checkout's leftovers go, and the cart rebuilt from it (if
  // any) with them. Any other order's page (e-mail link, dashboard, invitation) leaves the
  // visitor's cart and checkout form alone.
  const settledOrder = useRef<string | null>(null);
  const orderId = order?.id ?? null;
  useEffect(() => {
    if (kind !== 'completed' || !orderId || settledOrder.current === orderId) return;
    settledOrder.current = orderId;
    const storage = browserStorage();
    const lastCheckout = readStorage(storage, STORAGE_KEYS.lastCheckoutSessionId) === orderId;
    if (lastCheckout) removeStorage(storage, STORAGE_KEYS.lastCheckoutSessionId);
    void clearCartOfPaidOrder(orderId).then((cleared) => {
      if (lastCheckout || cleared) removeStorage(storage, STORAGE_KEYS.checkoutFormData);
    });
  }, [kind, orderId]);

  let view;
  if (loading) view = <Loading />;
  else if (order && kind === 'completed') view = <SuccessView order={order} headingRef={heading} navigate={navigate} />;
  else if (order && kind === 'refunded') view = <RefundedView order={order} headingRef={heading} />;
  else if (order && kind === 'failed') view = <FailedView order={order} headingRef={heading} />;
  else if (order && kind === 'pending')
    view = (
      <PendingView
        order={order}
        headingRef={heading}
        secondsLeft={status.secondsLeft}
        refreshing={status.refreshing}
        onRefresh={status.refresh}
      />
    );
  else view = <NoInformation error={error} canRetry={id !== null && error !== null} status={status} />;

  return (
    <div className="order-status" data-view={loading ? 'loading' : (kind ?? 'none')}>
      {view}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

type HeadingRef = React.RefObject<HTMLHeadingElement | null>;

function OrderNumber({ order }: { order: OrderView }) {
  return (
    <p className="order-card__number">
      <span>{t('orderStatus.orderNumber')}</span> <strong translate="no">{order.number ?? t('format.notAvailable')}</strong>
    </p>
  );
}

interface TicketRow {
  key: string;
  name: string;
  detail: string | null;
  /** Still good at the door; a refunded or cancelled ticket says so instead of « Validé ». */
  valid: boolean;
  tag: string;
}

/** One row per issued ticket. */
function ticketRows(order: OrderView): TicketRow[] {
  return order.tickets.map((ticket) => ({
    key: String(ticket.id),
    name: ticket.ticketTypeName,
    detail: ticket.holderName ? t('orderStatus.holder', { name: ticket.holderName }) : null,
    valid: ticket.status !== 'refunded' && ticket.status !== 'cancelled',
    tag:
      ticket.status === 'refunded'
        ? t('orderStatus.ticketRefunded')
        : ticket.status === 'cancelled'
          ? t('orderStatus.ticketCancelled')
          : t('orderStatus.validated'),
  }));
}

/** « 116,50 € remboursés le 3 décembre 2026 à 16:30. » */
function refundSentence(refund: NonNullable<OrderView['refund']>): string {
  const amount = formatPrice(refund.amount);
  return refund.refundedAt
    ? t('orderStatus.refundAmount', { amount, date: formatDateTime(refund.refundedAt) })
    : t('orderStatus.refundAmountUndated', { amount });
}

function SuccessView({
  order,
  headingRef,
  navigate,
}: {
  order: OrderView;
  headingRef: HeadingRef;
  navigate: (url: string) => void;
}) {
  const [modalOpen, setModalOpen] = useState(false);
  // Read after the order arrived: the server render never reaches this view.
  const [loggedIn, setLoggedIn] = useState(() => hasStoredSession());
  const rows = ticketRows(order);

  return (
    <>
      <article className="order-stub" aria-labelledby="order-status-heading">
        <div className="order-stub__main">
          <div className="order-stub__lights" aria-hidden="true" />
          <span className="order-seal" aria-hidden="true">
            <Icon name="check" size={34} />
          </span>
          <p className="eyebrow">{t('orderStatus.successEyebrow')}</p>
          <h2 id="order-status-heading" className="order-stub__title" ref={headingRef} tabIndex={-1}>
            {t('orderStatus.successTitle')}
          </h2>
          <p className="order-stub__lead">{t('orderStatus.successLead')}</p>
          {order.refund && (
            <div className="order-refund" role="note" aria-labelledby="order-refund-title">
              <p id="order-refund-title" className="order-refund__title">
                {t('orderStatus.partialRefundTitle')}
              </p>
              <p>{refundSentence(order.refund)}</p>
              <p>{t('orderStatus.partialRefundLead')}</p>
            </div>
          )}
          <dl className="order-facts">
            <div className="order-facts__item order-facts__item--wide">
              <dt>{t('orderStatus.orderNumber')}</dt>
              <dd className="order-facts__number" translate="no">
                {order.number ?? t('format.notAvailable')}
              </dd>
            </div>
            <div className="order-facts__item order-facts__item--wide">
              <dt>{t('orderStatus.date')}</dt>
              <dd>{formatDateTime(order.createdAt)}</dd>
            </div>
            <div className="order-facts__item">
              <dt>{t('orderStatus.total')}</dt>
              <dd className="order-facts__total">{formatPrice(order.total)}</dd>
            </div>
            <div className="order-facts__item">
              <dt>{t('orderStatus.paymentMethod')}</dt>
              <dd>{order.paymentMethod ?? t('orderStatus.defaultPaymentMethod')}</dd>
            </div>
          </dl>
        </div>
        <div className="order-stub__stub">
          <h3 className="order-stub__subtitle">{t('orderStatus.tickets')}</h3>
          {rows.length > 0 ? (
            <ul className="order-tickets" role="list">
              {rows.map((row) => (
                <li key={row.key} className="order-tickets__row">
                  <Icon name="ticket" size={22} className="order-tickets__icon" />
                  <span className="order-tickets__text">
                    <span className="order-tickets__name">{row.name}</span>
                    {row.detail && <span className="order-tickets__detail">{row.detail}</span>}
                  </span>
                  <span className={row.valid ? 'order-tag' : 'order-tag order-tag--void'}>
                    <Icon name={row.valid ? 'check' : 'close'} size={14} />
                    {row.tag}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="order-tickets__empty">{t('orderStatus.errors.noTickets')}</p>
          )}
          <button
            type="button"
            className="btn btn--primary order-stub__download"
            onClick={() => (loggedIn ? navigate(localHref('/dashboard/tickets')) : setModalOpen(true))}
          >
            {t('orderStatus.download')}
          </button>
          <p className="order-stub__email">
            <Icon name="mail" size={18} />
            {orderEmail(order)
              ? t('orderStatus.successEmail', { email: orderEmail(order) ?? '' })
              : t('orderStatus.successEmailUnknown')}
          </p>
        </div>
      </article>
      <nav className="order-links" aria-label={t('orderStatus.title')}>
        <a className="btn btn--ghost" href={localHref('/')}>
          <Icon name="home" size={20} />
          {t('orderStatus.home')}
        </a>
        {loggedIn ? (
          <a className="btn btn--ghost" href={localHref('/dashboard/tickets')}>
            <Icon name="ticket" size={20} />
            {t('orderStatus.viewTickets')}
          </a>
        ) : (
          <a className="btn btn--ghost" href={localHref('/tickets')}>
            <Icon name="ticket" size={20} />
            {t('orderStatus.backToTickets')}
          </a>
        )}
      </nav>
      <DownloadModal
        open={modalOpen}
        email={orderEmail(order)}
        onClose={() => setModalOpen(false)}
        onLoggedIn={() => {
          setModalOpen(false);
          setLoggedIn(true);
          navigate(localHref('/dashboard/tickets'));
        }}
      />
    </>
  );
}

/** A settled order's card: its icon, heading and sentences, its number, and where to go next. */
function SettledCard({
  order,
  headingRef,
  variant,
  title,
  messages,
  next,
}: {
  order: OrderView;
  headingRef: HeadingRef;
  variant: 'failed' | 'refunded';
  title: string;
  messages: string[];
  next: { href: string; label: string };
}) {
  return (
    <article className={`order-card order-card--${variant}`} aria-labelledby="order-status-heading">
      <span className="order-card__icon" aria-hidden="true">
        <Icon name={variant === 'failed' ? 'close' : 'info'} size={30} />
      </span>
      <h2 id="order-status-heading" className="order-card__title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {messages.map((message) => (
        <p key={message} className="order-card__message">
          {message}
        </p>
      ))}
      <OrderNumber order={order} />
      <div className="order-card__actions">
        <a className="btn btn--primary" href={next.href}>
          {next.label}
        </a>
        <a className="btn btn--outline" href={localHref('/')}>
          {t('orderStatus.backHome')}
        </a>
      </div>
    </article>
  );
}

/** A paid order whose whole payment went back: what and when, and that its tickets are void. */
function RefundedView({ order, headingRef }: { order: OrderView; headingRef: HeadingRef }) {
  return (
    <SettledCard
      order={order}
      headingRef={headingRef}
      variant="refunded"
      title={t('orderStatus.refundedTitle')}
      messages={[t('orderStatus.refundedLead'), ...(order.refund ? [refundSentence(order.refund)] : [])]}
      next={{ href: localHref('/tickets'), label: t('orderStatus.backToTickets') }}
    />
  );
}

function FailedView({ order, headingRef }: { order: OrderView; headingRef: HeadingRef }) {
  return (
    <SettledCard
      order={order}
      headingRef={headingRef}
      variant="failed"
      title={t('orderStatus.failedTitle')}
      messages={[order.paymentInfo.errorMessage ?? t('orderStatus.errors.paymentFailed')]}
      next={{ href: localHref(`/payment-flow?session=${encodeURIComponent(order.id)}`), label: t('orderStatus.retry') }}
    />
  );
}

const RING_RADIUS = 44;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

function PendingView({
  order,
  headingRef,
  secondsLeft,
  refreshing,
  onRefresh,
}: {
  order: OrderView;
  headingRef: HeadingRef;
  secondsLeft: number | null;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const remaining = secondsLeft ?? 0;
  return (
    <article className="order-card order-card--pending" aria-labelledby="order-status-heading">
      {/* A timer's content is not announced on every change (implicit aria-live off); the
          screen's polite region says when a check happened instead. */}
      <div className="order-countdown" role="timer" aria-labelledby="order-countdown-text">
        <svg className="order-countdown__ring" viewBox="0 0 100 100" aria-hidden="true">
          <circle className="order-countdown__track" cx="50" cy="50" r={RING_RADIUS} />
          <circle
            className="order-countdown__progress"
            cx="50"
            cy="50"
            r={RING_RADIUS}
            strokeDasharray={RING_LENGTH}
            strokeDashoffset={RING_LENGTH * (1 - remaining / POLL_SECONDS)}
          />
        </svg>
        <span className="order-countdown__value" aria-hidden="true">
          {refreshing ? '…' : remaining}
        </span>
      </div>
      <h2 id="order-status-heading" className="order-card__title" ref={headingRef} tabIndex={-1}>
        {t('orderStatus.pendingTitle')}
      </h2>
      <p className="order-card__message">{t('orderStatus.pendingLead')}</p>
      <OrderNumber order={order} />
      <p id="order-countdown-text" className="order-countdown__text">
        {refreshing || secondsLeft === null
          ? t('orderStatus.refreshing')
          : t('orderStatus.nextRefresh', { seconds: secondsLeft })}
      </p>
      <div className="order-card__actions">
        <button type="button" className="btn btn--outline" onClick={onRefresh} disabled={refreshing}>
          {t('orderStatus.refreshNow')}
        </button>
      </div>
    </article>
  );
}

function NoInformation({
  error,
  canRetry,
  status,
}: {
  error: string | null;
  canRetry: boolean;
  status: { refresh: () => void; refreshing: boolean };
}) {
  return (
    <article className="order-card order-card--empty" aria-labelledby="order-status-heading">
      {error && (
        <p className="order-card__error" role="alert">
          <Icon name="info" size={20} />
          <span>{error}</span>
        </p>
      )}
      <h2 id="order-status-heading" className="order-card__title">
        {t('orderStatus.noInformation')}
      </h2>
      <p className="order-card__message">{t('orderStatus.noInformationLead')}</p>
      <div className="order-card__actions">
        <a className="btn btn--primary" href={localHref('/tickets')}>
          {t('orderStatus.backToTickets')}
        </a>
        {canRetry && (
          <button type="button" className="btn btn--outline" onClick={status.refresh} disabled={status.refreshing}>
            {t('orderStatus.refreshNow')}
          </button>
        )}
      </div>
    </article>
  );
}
