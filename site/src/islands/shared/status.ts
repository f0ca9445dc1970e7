import { translator } from '../../i18n';
import { dashboard } from '../../i18n/fr/dashboard';
import type { OrderSummary, TicketView } from '../../lib/api/account';
import { formatDateTime } from '../../lib/format';

const t = translator({ dashboard });

/** An order's status in the buyer's words (« Payée », « Remboursée », …). */
export function orderStatusLabel(status: string): string {
  switch (status) {
    case 'pending':
    case 'processing':
    case 'completed':
    case 'failed':
    case 'refunded':
      return t(`dashboard.orderStatus.${status}`);
    default:
      return t('dashboard.orderStatus.unknown');
  }
}

export interface StatusBadge {
  label: string;
  /** The status it shows (`dashboard-status--{modifier}`, `admin-pill` tone). */
  modifier: string;
}

/** An order's badge: « Remboursée » once money went back to the buyer, else its status. */
export function orderBadge(order: Pick<OrderSummary, 'status' | 'refundedAmount'>): StatusBadge {
  const status = order.refundedAmount > 0 ? 'refunded' : order.status;
  return { label: orderStatusLabel(status), modifier: status };
}

export function ticketStatusLabel(status: string): string {
  switch (status) {
    case 'valid':
    case 'cancelled':
    case 'refunded':
      return t(`dashboard.ticketStatus.${status}`);
    default:
      return t('dashboard.ticketStatus.unknown');
  }
}

/** A ticket's badge: valide / utilisé le … / annulé / remboursé. */
export function ticketBadge(ticket: Pick<TicketView, 'status' | 'checkedInAt'>): StatusBadge {
  if (ticket.status === 'valid' && ticket.checkedInAt) {
    return { label: t('dashboard.ticketStatus.used', { date: formatDateTime(ticket.checkedInAt) }), modifier: 'used' };
  }
  return { label: ticketStatusLabel(ticket.status), modifier: ticket.status };
}

export function messageStatusLabel(status: string): string {
  switch (status) {
    case 'new':
    case 'read':
    case 'answered':
    case 'archived':
      return t(`dashboard.messages.status.${status}`);
    default:
      return status;
  }
}
