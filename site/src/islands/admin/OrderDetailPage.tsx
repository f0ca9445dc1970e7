import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { ApiError } from '../../lib/api/client';
import {
  billingAddressLine,
  getOrder,
  listTickets,
  refundOrder,
  type AdminOrderDetail,
  type AdminPaymentReview,
  type AdminTicket,
  type RefundRequest,
} from '../../lib/api/admin-sales';
import { useRemote } from '../shared/useRemote';
import { formatPrice, shortDateTime } from '../../lib/format';
import { orderBadge } from './SalesPage';
import { errorText } from '../shared/errors';
import { Badge } from './components/Badge';
import { ConfirmBar } from './components/ConfirmBar';
import { Field } from './components/Field';
import { LoadState } from './components/LoadState';
import { Notice } from './components/Notice';
import { TransferState } from './components/TransferState';
import './admin.css';

const t = translator({ admin });

/** The order id of `/admin/sales/{id}`, decoded; null elsewhere or on the shell's `_`. */
export function orderIdFromPath(pathname: string): string | null {
  const match = /^\/admin\/sales\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || match[1] === '_') return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

const cents = (value: number) => Math.round(value * 100);

const TICKET_TONES: Record<string, 'ok' | 'bad' | 'muted'> = { valid: 'ok', cancelled: 'bad', refunded: 'muted' };

function ticketStatusLabel(status: string): string {
  return status === 'valid' || status === 'cancelled' || status === 'refunded' ? t(`admin.tickets.issued.statuses.${status}`) : status;
}

/**
 * /admin/sales/{id} (one shell page, the id read from the URL): the buyer, items, tickets with
 * status and check-in, the refunds so far and the refund form.
 */
export default function OrderDetailPage() {
  const [id, setId] = useState<string | null | undefined>(undefined);
  const [order, setOrder] = useState<AdminOrderDetail | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setId(orderIdFromPath(window.location.pathname)), []);

  useEffect(() => {
    if (id === undefined) return;
    if (id === null) {
      setError(t('admin.sales.detail.notFound'));
      return;
    }
    const controller = new AbortController();
    getOrder(id, { signal: controller.signal }).then(setOrder, (err: unknown) => {
      if (controller.signal.aborted) return;
      setError(err instanceof ApiError && err.status === 404 ? t('admin.sales.detail.notFound') : errorText(err));
    });
    return () => controller.abort();
  }, [id]);

  return (
    <div className="admin-page">
      <a className="admin-back" href="/admin/sales">
        {t('admin.sales.detail.back')}
      </a>
      {error ? (
        <Notice kind="error">{error}</Notice>
      ) : !order ? (
        <LoadState status="loading" />
      ) : (
        <OrderDetail order={order} onChange={setOrder} />
      )}
    </div>
  );
}

export function OrderDetail({ order, onChange }: { order: AdminOrderDetail; onChange: (order: AdminOrderDetail) => void }) {
  const badge = orderBadge(order);
  const name = `${order.firstName} ${order.lastName}`.trim();
  const issued = useIssuedTickets(order);
  return (
    <>
      <div className="admin-page__head">
        <h1 className="admin-page__title">{t('admin.sales.detail.title', { number: order.number || order.id })}</h1>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        {order.needsReview && <Badge tone="bad">{t('admin.sales.needsReview')}</Badge>}
      </div>
      <div className="admin-detail-grid">
        {order.paymentReviews.length > 0 && <PaymentReviews reviews={order.paymentReviews} />}
        <section className="admin-panel" aria-labelledby="order-buyer">
          <h2 id="order-buyer" className="admin-panel__title">
            {t('admin.sales.detail.buyer')}
          </h2>
          <dl className="admin-dl">
            <dt>{t('admin.sales.detail.buyer')}</dt>
            <dd>{name || '—'}</dd>
            <dt>{t('admin.sales.detail.email')}</dt>
            <dd>{order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : '—'}</dd>
            <dt>{t('admin.sales.detail.phone')}</dt>
            <dd>{order.phone || '—'}</dd>
            <dt>{t('admin.sales.detail.billingAddress')}</dt>
            <dd>{billingAddressLine(order.billingAddress) ?? '—'}</dd>
            <dt>{t('admin.sales.detail.createdAt')}</dt>
            <dd>{shortDateTime(order.createdAt)}</dd>
            <dt>{t('admin.sales.detail.paidAt')}</dt>
            <dd>{shortDateTime(order.paidAt)}</dd>
            <dt>{t('admin.sales.detail.promoCode')}</dt>
            <dd>{order.promoCode ?? '—'}</dd>
            <dt>{t('admin.sales.detail.source')}</dt>
            <dd>{order.source === 'invitation' ? t('admin.sales.sourceInvitation') : t('admin.sales.sourcePurchase')}</dd>
          </dl>
        </section>

        <section className="admin-panel" aria-labelledby="order-items">
          <h2 id="order-items" className="admin-panel__title">
            {t('admin.sales.detail.items')}
          </h2>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.sales.detail.colItem')}</th>
                <th scope="col" className="num">
                  {t('admin.sales.detail.colUnitPrice')}
                </th>
                <th scope="col" className="num">
                  {t('admin.sales.detail.colQuantity')}
                </th>
                <th scope="col" className="num">
                  {t('admin.sales.detail.colSubtotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                <tr key={`${item.ticketTypeId}-${index}`}>
                  <td>{item.name}</td>
                  <td className="num">{formatPrice(item.unitPrice)}</td>
                  <td className="num">{item.quantity}</td>
                  <td className="num">{formatPrice(item.subtotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('admin.sales.detail.subtotal')}
                </th>
                <td className="num">{formatPrice(order.subtotal)}</td>
              </tr>
              {order.discount > 0 && (
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('admin.sales.detail.discount')}
                  </th>
                  <td className="num">-{formatPrice(order.discount)}</td>
                </tr>
              )}
              <tr>
                <th scope="row" colSpan={3}>
                  {t('admin.sales.detail.total')}
                </th>
                <td className="num">
                  <strong>{formatPrice(order.total)}</strong>
                </td>
              </tr>
              {order.refundedAmount > 0 && (
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('admin.sales.detail.refunded')}
                  </th>
                  <td className="num">-{formatPrice(order.refundedAmount)}</td>
                </tr>
              )}
            </tfoot>
          </table>
        </section>

        <section className="admin-panel admin-panel--wide" aria-labelledby="order-tickets">
          <h2 id="order-tickets" className="admin-panel__title">
            {t('admin.sales.detail.tickets')}
          </h2>
          <OrderTickets tickets={order.tickets} issued={issued} />
        </section>

        <section className="admin-panel" aria-labelledby="order-refunds">
          <h2 id="order-refunds" className="admin-panel__title">
            {t('admin.sales.detail.refunds')}
          </h2>
          {order.refunds.length === 0 ? (
            <p className="admin-muted">{t('admin.sales.detail.refundsEmpty')}</p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.sales.detail.colRefundDate')}</th>
                  <th scope="col">{t('admin.sales.detail.colRefundKind')}</th>
                  <th scope="col" className="num">
                    {t('admin.sales.detail.colRefundAmount')}
                  </th>
                  <th scope="col">{t('admin.sales.detail.colRefundReason')}</th>
                  <th scope="col">{t('admin.sales.detail.colRefundBy')}</th>
                </tr>
              </thead>
              <tbody>
                {order.refunds.map((refund) => (
                  <tr key={refund.id}>
                    <td>{shortDateTime(refund.createdAt)}</td>
                    <td>{refund.kind === 'resale' ? <Badge tone="info">{t('admin.sales.detail.refundKinds.resale')}</Badge> : t('admin.sales.detail.refundKinds.refund')}</td>
                    <td className="num">{formatPrice(refund.amount)}</td>
                    <td>{refund.reason ?? '—'}</td>
                    <td>{refund.createdBy ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <RefundForm order={order} onRefunded={onChange} />
      </div>
    </>
  );
}

type OrderTicket = AdminOrderDetail['tickets'][number];
type TicketResale = NonNullable<OrderTicket['resale']>;

const RESALE_TONES: Record<TicketResale['status'], 'warn' | 'info' | 'muted'> = { listed: 'warn', sold: 'info', cancelled: 'muted' };

/** A resale's line: listed at its price, sold (to which order, the seller's refund), or withdrawn. */
function ResaleState({ resale }: { resale: TicketResale }) {
  const refund =
    resale.refundStatus && resale.refundAmount !== null
      ? t('admin.sales.detail.resaleRefund', { amount: formatPrice(resale.refundAmount), status: refundStatusLabel(resale.refundStatus) })
      : null;
  return (
    <>
      <Badge tone={RESALE_TONES[resale.status]}>{t(`admin.sales.detail.resaleStatuses.${resale.status}`)}</Badge>
      <span className="admin-cell__sub">
        {t('admin.sales.detail.resalePrice', { price: formatPrice(resale.price), fee: formatPrice(resale.fee), date: shortDateTime(resale.listedAt) })}
      </span>
      {resale.status === 'sold' && (
        <span className="admin-cell__sub">
          {t('admin.sales.detail.resaleSoldTo')}{' '}
          {resale.buyerOrderId ? <a href={`/admin/sales/${encodeURIComponent(resale.buyerOrderId)}`}>{resale.buyerOrderNumber || resale.buyerOrderId}</a> : '—'}
          {resale.decidedAt && ` (${shortDateTime(resale.decidedAt)})`}
        </span>
      )}
      {resale.status === 'cancelled' && resale.decidedAt && <span className="admin-cell__sub">{t('admin.sales.detail.resaleWithdrawnAt', { date: shortDateTime(resale.decidedAt) })}</span>}
      {refund && <span className="admin-cell__sub">{refund}</span>}
    </>
  );
}

const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

function refundStatusLabel(status: string): string {
  return (REFUND_STATUSES as readonly string[]).includes(status) ? t(`admin.sales.detail.refundStatuses.${status as (typeof REFUND_STATUSES)[number]}`) : status;
}

const MAX_TICKETS_PER_ORDER = 100;

/**
 * The order's tickets as the issued-tickets list knows them (role, holder e-mail, transfer), by
 * ticket id; empty while loading or if that list cannot be read (the table then shows the rest).
 */
function useIssuedTickets(order: AdminOrderDetail): Map<number, AdminTicket> {
  const issued = useRemote(
    (signal) => (order.number ? listTickets({ q: order.number, pageSize: MAX_TICKETS_PER_ORDER }, { signal }) : Promise.resolve({ data: [], page: 1, pageSize: 0, total: 0 })),
    `${order.id}:${order.tickets.map((ticket) => ticket.status).join()}`,
  );
  // The search also matches other orders whose number contains this one.
  return new Map((issued.data?.data ?? []).filter((ticket) => ticket.orderId === order.id).map((ticket) => [ticket.id, ticket]));
}

/** Holder, their e-mail and the transfer state of a ticket, from the issued-tickets list. */
function HolderCell({ ticket, issued }: { ticket: OrderTicket; issued: AdminTicket | undefined }) {
  return (
    <>
      <span className="admin-cell__main">{ticket.holderName || '—'}</span>
      {issued?.holderEmail && <span className="admin-cell__sub">{issued.holderEmail}</span>}
      {issued && <TransferState transferredAt={issued.transferredAt} pendingTransferTo={issued.pendingTransferTo} />}
    </>
  );
}

/** The order's tickets: holder (e-mail, transfer), type and role, status, resale (when any ticket has one) and check-in. */
function OrderTickets({ tickets, issued }: { tickets: OrderTicket[]; issued: Map<number, AdminTicket> }) {
  const resales = tickets.some((ticket) => ticket.resale !== null);
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">{t('admin.sales.detail.colTicketNumber')}</th>
          <th scope="col">{t('admin.sales.detail.colHolder')}</th>
          <th scope="col">{t('admin.sales.detail.colType')}</th>
          <th scope="col">{t('admin.sales.detail.colStatus')}</th>
          {resales && <th scope="col">{t('admin.sales.detail.colResale')}</th>}
          <th scope="col">{t('admin.sales.detail.colCheckIn')}</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => {
          const known = issued.get(ticket.id);
          return (
            <tr key={ticket.id}>
              <td>{ticket.number}</td>
              <td>
                <HolderCell ticket={ticket} issued={known} />
              </td>
              <td>
                {ticket.ticketTypeName}
                {known?.role && <span className="admin-cell__sub">{t(`admin.tickets.issued.roles.${known.role}`)}</span>}
              </td>
              <td>
                <Badge tone={TICKET_TONES[ticket.status] ?? 'muted'}>{ticketStatusLabel(ticket.status)}</Badge>
              </td>
              {resales && <td>{ticket.resale ? <ResaleState resale={ticket.resale} /> : '—'}</td>}
              <td>{ticket.checkedInAt ? shortDateTime(ticket.checkedInAt) : t('admin.sales.detail.notCheckedIn')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const REVIEW_REASONS = ['foreign_session', 'amount_mismatch', 'currency_mismatch', 'unpaid_session'] as const;

function reviewReasonLabel(reason: string): string {
  return (REVIEW_REASONS as readonly string[]).includes(reason) ? t(`admin.sales.detail.reviewReasons.${reason as (typeof REVIEW_REASONS)[number]}`) : reason;
}

/** An amount in euros, or in the session's own currency when it was not the euro. */
function reviewAmount(amount: number | null, currency: string | null): string {
  if (amount === null) return '—';
  return !currency || currency === 'EUR' ? formatPrice(amount) : `${amount.toFixed(2).replace('.', ',')} ${currency}`;
}

/** The payments Stripe received naming this order that could not pay it: refused, refunded, to check. */
function PaymentReviews({ reviews }: { reviews: AdminPaymentReview[] }) {
  return (
    <section className="admin-panel admin-panel--wide" aria-labelledby="order-reviews">
      <h2 id="order-reviews" className="admin-panel__title">
        {t('admin.sales.detail.reviews')}
      </h2>
      <Notice kind="error">{t('admin.sales.detail.reviewsIntro')}</Notice>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.sales.detail.colReviewDate')}</th>
            <th scope="col">{t('admin.sales.detail.colReviewReason')}</th>
            <th scope="col" className="num">
              {t('admin.sales.detail.colReviewAmount')}
            </th>
            <th scope="col" className="num">
              {t('admin.sales.detail.colReviewRefund')}
            </th>
            <th scope="col">{t('admin.sales.detail.colReviewSession')}</th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => (
            <tr key={review.stripeSessionId}>
              <td>{shortDateTime(review.createdAt)}</td>
              <td>{reviewReasonLabel(review.reason)}</td>
              <td className="num">{reviewAmount(review.amount, review.currency)}</td>
              <td className="num">
                {review.stripeRefundId || review.refundedAmount > 0 ? reviewAmount(review.refundedAmount, review.currency) : t('admin.sales.detail.reviewNothingToRefund')}
              </td>
              <td>
                <code>{review.stripeSessionId}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type Plan = { request: RefundRequest; amount: number; estimated: boolean; ticketCount: number };

/** A ticket's share of what was paid: its unit price scaled by total / subtotal (the server decides). */
function ticketShare(order: AdminOrderDetail, ticketIds: number[]): number {
  const ratio = order.subtotal > 0 ? order.total / order.subtotal : 1;
  const sum = ticketIds.reduce((acc, ticketId) => {
    const ticket = order.tickets.find((row) => row.id === ticketId);
    const item = order.items.find((row) => row.name === ticket?.ticketTypeName);
    return acc + (item?.unitPrice ?? 0);
  }, 0);
  return Math.round(sum * ratio * 100) / 100;
}

/**
 * The refund form: everything left, or some tickets (checkboxes) and/or an amount, with a reason;
 * then a confirm step stating the amount in euros. The API's French errors (REFUND_INVALID,
 * REFUND_FAILED) are shown as they come.
 */
export function RefundForm({ order, onRefunded }: { order: AdminOrderDetail; onRefunded: (order: AdminOrderDetail) => void }) {
  const formId = useId();
  const remaining = Math.max(0, cents(order.total - order.refundedAmount)) / 100;
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [ticketIds, setTicketIds] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const refundable = order.tickets.filter((ticket) => ticket.status === 'valid');

  if (order.status !== 'completed') {
    return (
      <section className="admin-panel" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="admin-panel__title">
          {t('admin.sales.refund.title')}
        </h2>
        <p className="admin-muted">{t('admin.sales.refund.notRefundable')}</p>
      </section>
    );
  }
  if (remaining <= 0) {
    return (
      <section className="admin-panel" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="admin-panel__title">
          {t('admin.sales.refund.title')}
        </h2>
        {done && <Notice kind="success">{t('admin.sales.refund.done')}</Notice>}
        <p className="admin-muted">{t('admin.sales.refund.nothingLeft')}</p>
      </section>
    );
  }

  const prepare = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setDone(false);
    if (reason.trim().length > 500) return setProblem(t('admin.sales.refund.reasonTooLong'));
    if (mode === 'full') {
      return setPlan({ request: { reason }, amount: remaining, estimated: false, ticketCount: 0 });
    }
    const typed = amount.trim().replace(',', '.');
    if (typed === '' && ticketIds.length === 0) return setProblem(t('admin.sales.refund.choosePartial'));
    if (typed !== '') {
      const value = Number(typed);
      if (!Number.isFinite(value) || cents(value) <= 0 || cents(value) > cents(remaining)) {
        return setProblem(t('admin.sales.refund.amountInvalid', { max: formatPrice(remaining) }));
      }
      return setPlan({ request: { ticketIds, amount: cents(value) / 100, reason }, amount: cents(value) / 100, estimated: false, ticketCount: ticketIds.length });
    }
    return setPlan({ request: { ticketIds, reason }, amount: Math.min(remaining, ticketShare(order, ticketIds)), estimated: true, ticketCount: ticketIds.length });
  };

  const confirm = async () => {
    if (!plan) return;
    setBusy(true);
    setProblem(null);
    try {
      const updated = await refundOrder(order.id, plan.request);
      setPlan(null);
      setMode('full');
      setTicketIds([]);
      setAmount('');
      setReason('');
      setDone(true);
      onRefunded(updated);
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-panel" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="admin-panel__title">
        {t('admin.sales.refund.title')}
      </h2>
      <p className="admin-muted">
        {t('admin.sales.detail.remaining')} : <strong>{formatPrice(remaining)}</strong>
      </p>
      {done && <Notice kind="success">{t('admin.sales.refund.done')}</Notice>}
      {problem && <Notice kind="error">{problem}</Notice>}
      {plan ? (
        <ConfirmBar
          message={t('admin.sales.refund.confirmTitle')}
          confirmLabel={t('admin.sales.refund.confirm')}
          busyLabel={t('admin.sales.refund.refunding')}
          cancelLabel={t('admin.sales.refund.cancel')}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setPlan(null)}
        >
          <p>
            {plan.estimated
              ? t('admin.sales.refund.confirmShare', { count: plan.ticketCount, amount: formatPrice(plan.amount), email: order.email })
              : t('admin.sales.refund.confirmAmount', { amount: formatPrice(plan.amount), email: order.email })}
          </p>
          {plan.ticketCount > 0 && <p>{t('admin.sales.refund.confirmTicketsNote', { count: plan.ticketCount })}</p>}
          <p className="admin-muted">{t('admin.sales.refund.confirmFinal')}</p>
        </ConfirmBar>
      ) : (
        <form className="admin-form" onSubmit={prepare} noValidate>
          <fieldset className="admin-fieldset">
            <legend>{t('admin.sales.refund.modeLabel')}</legend>
            <label className="admin-check">
              <input type="radio" name={`${formId}-mode`} checked={mode === 'full'} onChange={() => setMode('full')} />
              {t('admin.sales.refund.full', { amount: formatPrice(remaining) })}
            </label>
            <label className="admin-check">
              <input type="radio" name={`${formId}-mode`} checked={mode === 'partial'} onChange={() => setMode('partial')} />
              {t('admin.sales.refund.partial')}
            </label>
          </fieldset>
          {mode === 'partial' && (
            <>
              {refundable.length > 0 && (
                <fieldset className="admin-fieldset">
                  <legend>{t('admin.sales.refund.tickets')}</legend>
                  {refundable.map((ticket) => (
                    <label key={ticket.id} className="admin-check">
                      <input
                        type="checkbox"
                        checked={ticketIds.includes(ticket.id)}
                        onChange={(event) =>
                          setTicketIds((ids) => (event.target.checked ? [...ids, ticket.id] : ids.filter((value) => value !== ticket.id)))
                        }
                      />
                      {`${ticket.number} · ${ticket.holderName || '—'} · ${ticket.ticketTypeName}`}
                    </label>
                  ))}
                </fieldset>
              )}
              <Field label={t('admin.sales.refund.amount')} hint={t('admin.sales.refund.amountHint', { max: formatPrice(remaining) })} hintId={`${formId}-amount-hint`}>
                <input type="text" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} aria-describedby={`${formId}-amount-hint`} />
              </Field>
            </>
          )}
          <Field label={t('admin.sales.refund.reason')} hint={t('admin.sales.refund.reasonHint')}>
            <textarea rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </Field>
          <div className="admin-actions">
            <button type="submit" className="admin-button admin-button--primary">
              {t('admin.sales.refund.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
