import { useEffect, useRef, useState } from 'react';
import { translator } from '../../i18n';
import { errors } from '../../i18n/fr/common';
import { dashboard } from '../../i18n/fr/dashboard';
import type { OrderSummary, TicketView } from '../../lib/api/account';
import { ApiError, type BlobAnswer } from '../../lib/api/client';
import { FESTIVAL_TIME_ZONE, formatDateTime } from '../../lib/format';
import { onRealtime, type RealtimeEvent } from '../../lib/realtime';

const t = translator({ dashboard, errors });

/** French label of an order status (docs/spec.md §4). */
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

export interface Badge {
  label: string;
  /** `dashboard-status--{modifier}` */
  modifier: string;
}

/** An order's badge: « Remboursée » once money went back to the buyer, else its status. */
export function orderBadge(order: Pick<OrderSummary, 'status' | 'refundedAmount'>): Badge {
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
export function ticketBadge(ticket: Pick<TicketView, 'status' | 'checkedInAt'>): Badge {
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

export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t('errors.generic');
}

export interface Loaded<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error: unknown;
  reload: () => void;
}

/**
 * Loads once on mount, again on `reload()` and on each realtime event given; a reload keeps the
 * data shown until the new answer arrives (no flash of « Chargement... »).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, events: readonly RealtimeEvent[] = []): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({ status: 'loading', data: null, error: null });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => (previous.data !== null ? { ...previous, status: 'ready' } : { status: 'error', data: null, error }));
      },
    );
    return () => controller.abort();
  }, [version]);

  const eventKey = events.join(',');
  useEffect(() => {
    if (!eventKey) return;
    const offs = eventKey.split(',').map((event) => onRealtime(event as RealtimeEvent, () => setVersion((v) => v + 1)));
    return () => offs.forEach((off) => off());
  }, [eventKey]);

  return { ...state, reload: () => setVersion((v) => v + 1) };
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Saving a downloaded file, in one object so that tests can watch it (jsdom has no downloads). */
export const fileSaver = {
  save(answer: BlobAnswer, fallbackName: string): void {
    const url = URL.createObjectURL(answer.blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = answer.fileName ?? fallbackName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Let the browser start reading before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  },
};

/** "2027-04-16" of a date, in the festival's time zone. */
function parisDay(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: FESTIVAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return calendarDay(parts) ?? 0;
}

function calendarDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

export type Countdown = { kind: 'days'; days: number } | { kind: 'tomorrow' } | { kind: 'now' } | { kind: 'over' } | null;

/** Days between today (Paris) and the festival's first day; `now` during it, `over` after. */
export function festivalCountdown(startDate: string, endDate: string, now: Date): Countdown {
  const start = calendarDay(startDate);
  if (start === null) return null;
  const end = calendarDay(endDate) ?? start;
  const today = parisDay(now);
  const days = Math.round((start - today) / 86_400_000);
  if (days > 1) return { kind: 'days', days };
  if (days === 1) return { kind: 'tomorrow' };
  return today <= end ? { kind: 'now' } : { kind: 'over' };
}
