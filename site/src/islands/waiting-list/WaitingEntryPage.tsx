import { useEffect, useRef, useState } from 'react';
import { localHref, translator } from '../../i18n';
import { errors } from '../../i18n/fr/common';
import { roles } from '../../i18n/fr/roles';
import { waitingList } from '../../i18n/fr/waiting-list';
import { ApiError } from '../../lib/api/client';
import { confirmWaitingEntry, fetchWaitingEntry, leaveWaitingList, type WaitingEntryView } from '../../lib/api/waiting-list';
import { formatDateTime } from '../../lib/format';
import { AuthNotice } from '../auth/AuthNotice';
import { waitingListTokenFromPath } from './token';
import '../auth/auth.css';
import './waiting-list.css';

const t = translator({ errors, roles, waitingList });

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; entry: WaitingEntryView }
  | { kind: 'left' };

const entryError = (error: unknown) =>
  error instanceof ApiError && error.status === 404
    ? t('waitingList.entry.notFound')
    : error instanceof ApiError
      ? error.message
      : t('errors.generic');

/**
 * /waiting-list/entry/{token}, the link of the sign-up e-mail: the ticket, role and number of places
 * waited for, the position in line, the status, and the offer being made (its booking link is in
 * its own e-mail). A join not yet confirmed shows « Confirmer mon inscription » (a POST on the
 * person's click: opening the link, as mail scanners do, confirms nothing), then its position.
 * « Quitter la liste » asks for a confirmation first.
 */
export default function WaitingEntryPage() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [confirmingEntry, setConfirmingEntry] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keepButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setToken(waitingListTokenFromPath(window.location.pathname, 'entry')), []);

  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setState({ kind: 'error', message: t('waitingList.entry.notFound') });
      return;
    }
    const controller = new AbortController();
    fetchWaitingEntry(token, { signal: controller.signal }).then(
      ({ entry }) => setState(entry.status === 'left' ? { kind: 'left' } : { kind: 'ready', entry }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: entryError(error) });
      },
    );
    return () => controller.abort();
  }, [token]);

  // The confirmation opens on its safe answer: a stray Enter keeps the place.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  const confirmEntry = async () => {
    if (!token || confirmingEntry) return;
    setConfirmingEntry(true);
    setProblem(null);
    try {
      const { entry } = await confirmWaitingEntry(token);
      setState({ kind: 'ready', entry });
      setConfirmed(true);
    } catch (error) {
      setProblem(entryError(error));
    } finally {
      setConfirmingEntry(false);
    }
  };

  const leave = async () => {
    if (!token || leaving) return;
    setLeaving(true);
    setProblem(null);
    try {
      await leaveWaitingList(token);
      setState({ kind: 'left' });
    } catch (error) {
      setProblem(entryError(error));
    } finally {
      setLeaving(false);
      setConfirming(false);
    }
  };

  if (state.kind === 'loading') {
    return (
      <p className="invitation-loading" role="status">
        {t('waitingList.entry.loading')}
      </p>
    );
  }
  if (state.kind === 'error' || state.kind === 'left') {
    return (
      <AuthNotice
        title={state.kind === 'left' ? t('waitingList.entry.leftText') : state.message}
        icon="info"
        tone={state.kind === 'error' ? 'error' : 'info'}
      >
        <p className="auth-notice__text">
          <a className="auth-link" href={localHref('/tickets')}>
            {t('waitingList.entry.tickets')}
          </a>
        </p>
      </AuthNotice>
    );
  }

  const { entry } = state;
  const canLeave = entry.status === 'pending' || entry.status === 'waiting' || entry.status === 'offered';
  return (
    <div className="waitlist-page">
      {confirmed && entry.position !== null && (
        <p className="waitlist-page__notice" role="status">
          {t('waitingList.entry.confirmed', { position: entry.position })}
        </p>
      )}
      <dl className="waitlist-facts">
        <dt>{t('waitingList.entry.ticket')}</dt>
        <dd>{entry.ticketTypeName}</dd>
        {entry.role && (
          <>
            <dt>{t('waitingList.entry.role')}</dt>
            <dd>{t(`roles.label.${entry.role}`)}</dd>
          </>
        )}
        <dt>{t('waitingList.entry.quantity')}</dt>
        <dd>{entry.quantity}</dd>
        {entry.status === 'waiting' && entry.position !== null && (
          <>
            <dt>{t('waitingList.entry.position')}</dt>
            <dd className="waitlist-position">{t('waitingList.entry.positionValue', { position: entry.position })}</dd>
          </>
        )}
        <dt>{t('waitingList.entry.status')}</dt>
        <dd>{t(`waitingList.entry.statuses.${entry.status}`)}</dd>
      </dl>
      {entry.offer?.status === 'open' && (
        <p className="waitlist-page__notice">{t('waitingList.entry.offerOpen', { date: formatDateTime(entry.offer.expiresAt) })}</p>
      )}
      {entry.offer?.status === 'ordered' && <p className="waitlist-page__notice">{t('waitingList.entry.offerOrdered')}</p>}
      {entry.status === 'removed' && <p className="waitlist-page__notice">{t('waitingList.entry.removedText')}</p>}
      {entry.status === 'pending' && <p className="waitlist-page__notice">{t('waitingList.entry.pendingText')}</p>}
      <div className="auth-form__alert" role="alert">
        {problem && <p className="auth-alert">{problem}</p>}
      </div>
      {entry.status === 'pending' && (
        <p>
          <button type="button" className="btn btn--primary" disabled={confirmingEntry} onClick={() => void confirmEntry()}>
            {confirmingEntry ? t('waitingList.entry.confirming') : t('waitingList.entry.confirm')}
          </button>
        </p>
      )}
      {canLeave &&
        (confirming ? (
          <div className="waitlist-confirm" role="group" aria-labelledby="waitlist-leave-question">
            <p id="waitlist-leave-question">{t('waitingList.entry.leaveConfirm')}</p>
            <button type="button" className="btn btn--primary" disabled={leaving} onClick={() => void leave()}>
              {leaving ? t('waitingList.entry.leaving') : t('waitingList.entry.leaveYes')}
            </button>
            <button
              ref={keepButton}
              type="button"
              className="btn btn--outline"
              disabled={leaving}
              onClick={() => setConfirming(false)}
            >
              {t('waitingList.entry.leaveNo')}
            </button>
          </div>
        ) : (
          <button type="button" className="waitlist-link-button" onClick={() => setConfirming(true)}>
            {t('waitingList.entry.leave')}
          </button>
        ))}
      <p>
        <a className="auth-link" href={localHref('/tickets')}>
          {t('waitingList.entry.tickets')}
        </a>
      </p>
    </div>
  );
}
