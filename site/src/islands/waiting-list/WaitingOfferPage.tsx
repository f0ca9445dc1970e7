import { useEffect, useState } from 'react';
import { localHref, translator } from '../../i18n';
import { cart } from '../../i18n/fr/cart';
import { errors } from '../../i18n/fr/common';
import { roles } from '../../i18n/fr/roles';
import { waitingList } from '../../i18n/fr/waiting-list';
import { ApiError } from '../../lib/api/client';
import { claimWaitingOffer, fetchWaitingOffer, type WaitingOfferView } from '../../lib/api/waiting-list';
import { formatDateTime, formatPrice } from '../../lib/format';
import { AuthNotice } from '../auth/AuthNotice';
import { setCartFromResponse } from '../cart/store';
import { waitingListTokenFromPath } from './token';
import '../auth/auth.css';
import './waiting-list.css';

const t = translator({ cart, errors, roles, waitingList });

/** The browser's navigation, a seam for tests (jsdom cannot navigate). */
export const navigation = {
  assign: (url: string) => window.location.assign(url),
};

type Ended = 'expired' | 'ordered' | 'converted' | 'withdrawn' | 'notFound';

type State =
  | { kind: 'loading' }
  | { kind: 'ended'; reason: Ended; message?: string }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; offer: WaitingOfferView };

/** Why an offer can no longer be booked, from its status. */
function endedBy(offer: WaitingOfferView, now: number): Ended | null {
  switch (offer.status) {
    case 'open':
      return Date.parse(offer.expiresAt) > now ? null : 'expired';
    case 'lapsed':
      return 'expired';
    default:
      return offer.status;
  }
}

/** A refusal of the offer's token: unknown (404) or no longer valid (410, said by the API). */
function refusalState(error: unknown): State {
  if (error instanceof ApiError && error.status === 404) return { kind: 'ended', reason: 'notFound' };
  if (error instanceof ApiError && error.status === 410) return { kind: 'ended', reason: 'expired', message: error.message };
  return { kind: 'error', message: error instanceof ApiError ? error.message : t('errors.generic') };
}

/** « 05:59:12 »: hours, minutes and seconds left (hours may pass 24 for a 48 h offer). */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * /waiting-list/offer/{token}: the places the waiting list holds for this person (ticket, role,
 * number, price), the time left as a live countdown, and « Réserver ma place »: the claim answers a
 * cart holding those places, which becomes the visitor's cart, then the checkout. An offer that
 * expired, was used or withdrawn says so, with the way back to the tickets.
 */
export default function WaitingOfferPage() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  const [claiming, setClaiming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => setToken(waitingListTokenFromPath(window.location.pathname, 'offer')), []);

  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setState({ kind: 'ended', reason: 'notFound' });
      return;
    }
    const controller = new AbortController();
    fetchWaitingOffer(token, { signal: controller.signal }).then(
      ({ offer }) => {
        const ended = endedBy(offer, Date.now());
        setState(ended ? { kind: 'ended', reason: ended } : { kind: 'ready', offer });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState(refusalState(error));
      },
    );
    return () => controller.abort();
  }, [token]);

  const ready = state.kind === 'ready';
  // The countdown ticks once a second while the offer is open, and closes the offer at zero.
  useEffect(() => {
    if (!ready) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ready]);

  const expired = ready && Date.parse(state.offer.expiresAt) <= now;
  useEffect(() => {
    if (expired && !claiming) setState({ kind: 'ended', reason: 'expired' });
  }, [expired, claiming]);

  const claim = async () => {
    if (!token || claiming) return;
    setClaiming(true);
    setProblem(null);
    try {
      setCartFromResponse(await claimWaitingOffer(token));
      navigation.assign(localHref('/checkout'));
    } catch (error) {
      setClaiming(false);
      const next = refusalState(error);
      if (next.kind === 'error') setProblem(next.message);
      else setState(next);
    }
  };

  if (state.kind === 'loading') {
    return (
      <p className="invitation-loading" role="status">
        {t('waitingList.offer.loading')}
      </p>
    );
  }
  if (state.kind === 'ended' || state.kind === 'error') {
    const title = state.kind === 'error' ? state.message : (state.message ?? t(`waitingList.offer.${state.reason}`));
    return (
      <AuthNotice title={title} icon={state.kind === 'ended' && state.reason === 'converted' ? 'ticket' : 'info'} tone={state.kind === 'error' ? 'error' : 'info'}>
        <p className="auth-notice__text">
          <a className="auth-link" href={localHref('/tickets')}>
            {t('waitingList.offer.tickets')}
          </a>
        </p>
      </AuthNotice>
    );
  }

  const { offer } = state;
  const couple = offer.ticketsPerUnit === 2;
  return (
    <div className="waitlist-page">
      <p className="waitlist-page__lead">{t('waitingList.offer.lead')}</p>
      <dl className="waitlist-facts">
        <dt>{t('waitingList.offer.ticket')}</dt>
        <dd>{offer.ticketTypeName}</dd>
        {(offer.role || couple) && (
          <>
            <dt>{t('waitingList.offer.role')}</dt>
            <dd>{offer.role ? t(`roles.label.${offer.role}`) : t('roles.couple.includes')}</dd>
          </>
        )}
        <dt>{couple ? t('roles.couple.quantity') : t('waitingList.offer.quantity')}</dt>
        <dd>{offer.quantity}</dd>
        <dt>{t('waitingList.offer.price')}</dt>
        <dd>
          {formatPrice(offer.total)}
          {offer.quantity > 1 && (
            <span className="waitlist-facts__detail">
              {' '}
              ({t('cart.unitPriceTimesQuantity', { price: formatPrice(offer.unitPrice), quantity: offer.quantity })})
            </span>
          )}
        </dd>
      </dl>
      <div className="waitlist-countdown">
        <span className="waitlist-countdown__label" id="offer-time-left">
          {t('waitingList.offer.timeLeft')}
        </span>
        <span className="waitlist-countdown__time" role="timer" aria-labelledby="offer-time-left">
          {countdownText(Date.parse(offer.expiresAt) - now)}
        </span>
        <span className="waitlist-countdown__deadline">
          {t('waitingList.offer.deadline', { date: formatDateTime(offer.expiresAt) })}
        </span>
      </div>
      <div className="auth-form__alert" role="alert">
        {problem && <p className="auth-alert">{problem}</p>}
      </div>
      <div className="waitlist-page__actions">
        <button type="button" className="btn btn--primary" disabled={claiming} onClick={() => void claim()}>
          {claiming ? t('waitingList.offer.claiming') : t('waitingList.offer.claim')}
        </button>
        <p className="waitlist-page__hint">{t('waitingList.offer.claimHint')}</p>
      </div>
    </div>
  );
}
