import { useEffect, useRef, useState } from 'react';
import { localHref, translator } from '../../i18n';
import { dashboard } from '../../i18n/fr/dashboard';
import { roles } from '../../i18n/fr/roles';
import { getTickets } from '../../lib/api/account';
import { LoadError, Loading } from './DashboardShell';
import './dashboard.css';
import { TicketQr } from './Qr';
import { errorText } from '../shared/errors';
import { useLoad } from '../shared/useRemote';
import { holderFullName, showsQr } from './ticket-state';

const t = translator({ dashboard, roles });

type WakeLockHandle = { release(): Promise<void> };
type WakeLockApi = { request(type: 'screen'): Promise<WakeLockHandle> };

/** Keeps the screen on while the QR codes show, where the browser allows it (Screen Wake Lock). */
function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!active || !wakeLock) return;
    let handle: WakeLockHandle | null = null;
    let live = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (lock) => {
          if (live) handle = lock;
          else void lock.release().catch(() => {});
        },
        () => {}, // Refused (battery saver, no user gesture): the page still works.
      );
    };
    acquire();
    // The browser drops the lock when the tab is hidden; take it again when it comes back.
    document.addEventListener('visibilitychange', acquire);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', acquire);
      void handle?.release().catch(() => {});
    };
  }, [active]);
}

/** /quick-tickets: the valid tickets' QR codes, one per screen, swiped sideways, « 1 / 3 ». */
export default function QuickTickets() {
  // Only codes that open the door: never one revoked by a transfer in flight or a resale.
  const tickets = useLoad(async (signal) => (await getTickets({ signal })).filter(showsQr), ['order:status']);
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const list = tickets.data ?? [];
  useWakeLock(list.length > 0);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.min(list.length - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
  };

  return (
    <div className="quick-tickets">
      <header className="quick-tickets__head on-night">
        <h1 className="quick-tickets__title">{t('dashboard.quick.title')}</h1>
      </header>
      {tickets.status === 'loading' && <Loading />}
      {tickets.status === 'error' && <LoadError message={errorText(tickets.error)} onRetry={tickets.reload} />}
      {tickets.data && list.length === 0 && (
        <div className="dashboard-card dashboard-empty-state">
          <p>{t('dashboard.quick.empty')}</p>
          <a className="btn btn--primary" href={localHref('/tickets')}>
            {t('dashboard.quick.emptyCta')}
          </a>
        </div>
      )}
      {list.length > 0 && (
        <>
          <p className="quick-tickets__lead">{t('dashboard.quick.lead')}</p>
          <p className="quick-tickets__counter" aria-live="polite">
            {t('dashboard.quick.counter', { index: Math.min(index, list.length - 1) + 1, total: list.length })}
          </p>
          <ul ref={track} className="quick-tickets__track" aria-label={t('dashboard.quick.listLabel')} onScroll={onScroll} tabIndex={0}>
            {list.map((ticket, i) => (
              <li key={ticket.id} className="quick-tickets__slide" aria-label={t('dashboard.quick.slideLabel', { index: i + 1, total: list.length })}>
                <TicketQr code={ticket.code} label={t('dashboard.ticket.qrLabel', { number: ticket.number })} className="ticket-qr ticket-qr--full" />
                <p className="quick-tickets__holder">{holderFullName(ticket)}</p>
                <p className="quick-tickets__type">
                  {ticket.role ? t('roles.line', { ticket: ticket.ticketTypeName, role: t(`roles.label.${ticket.role}`) }) : ticket.ticketTypeName}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
