import { useCallback, useEffect, useRef, useState } from 'react';
import { translator } from '../../i18n';
import { orderStatus } from '../../i18n/fr/order-status';
import { getPaymentStatus, orderViewKind, type OrderView } from '../../lib/api/orders';
import { onRealtime } from '../../lib/realtime';

const t = translator({ orderStatus });

/** docs/spec.md §9: the order is re-fetched every 30 seconds while its payment is pending. */
export const POLL_SECONDS = 30;

export interface PaymentStatusState {
  order: OrderView | null;
  /** The docs/spec.md §8 message to show, or null. */
  error: string | null;
  /** True until the first answer (or failure). */
  loading: boolean;
  /** A request is in flight (first load, countdown end or 'Actualiser maintenant'). */
  refreshing: boolean;
  /** Seconds before the next automatic refresh; null when no refresh is scheduled. */
  secondsLeft: number | null;
  /** When the last answer arrived. */
  checkedAt: Date | null;
}

export interface PaymentStatus extends PaymentStatusState {
  refresh: () => void;
}

/**
 * Fetches the order once, then, while it is pending or processing, counts 30 → 0 and fetches
 * again (docs/spec.md §4). Polling stops on a terminal status, on a failure, when the page is left
 * (unmount, `pagehide`) and while the tab is hidden; a tab shown again is refreshed at once.
 * A logged-in buyer also gets the realtime `order:status` of this order: it refreshes at once
 * (polling stays as the fallback for guests and lost connections).
 */
export function usePaymentStatus(id: string | null): PaymentStatus {
  const [state, setState] = useState<PaymentStatusState>({
    order: null,
    error: id ? null : t('orderStatus.errors.invalidSessionId'),
    loading: id !== null,
    refreshing: false,
    secondsLeft: null,
    checkedAt: null,
  });
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  /** The last answer asked for polling (pending/processing). */
  const polling = useRef(false);
  /** Some answer (or failure) arrived: a first load cut short by a hidden tab is retried. */
  const answered = useRef(false);

  const stopCountdown = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const fetchNow = useCallback(async () => {
    if (!id) return;
    stopCountdown();
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((previous) => ({ ...previous, refreshing: true, secondsLeft: null }));
    try {
      const order = await getPaymentStatus(id, { signal: controller.signal });
      if (controller.signal.aborted) return;
      answered.current = true;
      polling.current = orderViewKind(order) === 'pending';
      setState({
        order,
        error: null,
        loading: false,
        refreshing: false,
        secondsLeft: polling.current ? POLL_SECONDS : null,
        checkedAt: new Date(),
      });
      if (polling.current) startCountdown();
    } catch (error) {
      if (controller.signal.aborted) return;
      answered.current = true;
      polling.current = false;
      const message = error instanceof Error && error.message ? error.message : t('orderStatus.errors.unknown');
      // docs/spec.md §8: the order is cleared, only the message remains.
      setState({
        order: null,
        error: t('orderStatus.errors.fetch', { message }),
        loading: false,
        refreshing: false,
        secondsLeft: null,
        checkedAt: null,
      });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
    // startCountdown (below) only touches refs.
  }, [id, stopCountdown]);

  const fetchRef = useRef(fetchNow);
  fetchRef.current = fetchNow;
  /** The order's own id once known (`id` may be the payment session id). */
  const orderId = useRef<string | null>(null);
  orderId.current = state.order ? String(state.order.id) : null;

  useEffect(() => {
    if (!id) return undefined;
    return onRealtime('order:status', (payload) => {
      const pushed = typeof payload === 'object' && payload !== null ? (payload as { orderId?: unknown }).orderId : undefined;
      if (pushed === undefined || pushed === null) return;
      if (String(pushed) === id || String(pushed) === orderId.current) void fetchRef.current();
    });
  }, [id]);

  function startCountdown() {
    stopCountdown();
    let left = POLL_SECONDS;
    timer.current = setInterval(() => {
      left -= 1;
      setState((previous) => ({ ...previous, secondsLeft: Math.max(left, 0) }));
      if (left <= 0) {
        stopCountdown();
        void fetchRef.current();
      }
    }, 1000);
  }

  useEffect(() => {
    if (!id) return undefined;
    void fetchRef.current();

    const pause = () => {
      stopCountdown();
      inFlight.current?.abort();
      inFlight.current = null;
      setState((previous) => ({ ...previous, refreshing: false, secondsLeft: null }));
    };
    const resume = () => {
      const wanted = polling.current || !answered.current;
      if (wanted && timer.current === null && inFlight.current === null) void fetchRef.current();
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? pause() : resume());
    // Back/forward cache: a page restored from it must pick polling up again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resume();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', pause);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', pause);
      window.removeEventListener('pageshow', onPageShow);
      stopCountdown();
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [id, stopCountdown]);

  const refresh = useCallback(() => {
    void fetchRef.current();
  }, []);

  return { ...state, refresh };
}
