import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { translator } from '../../i18n';
import { tickets } from '../../i18n/fr/tickets';
import type { TicketType } from '../../lib/api/tickets';
import { formatClock } from '../../lib/format';
import { TicketBuy } from './TicketBuy';
import { TicketCard } from './TicketCard';
import { $ticketCatalogue, $ticketCatalogueUpdatedAt, refreshTicketCatalogue } from './store';

const t = translator({ tickets });

/** A catalogue older than this is refetched when the visitor comes back to the tab. */
const STALE_AFTER_MS = 60_000;

export interface TicketCatalogueProps {
  /** The catalogue rendered at build time (`GET /api/tickets`). */
  initial: TicketType[];
  /** ISO instant of the build: the first render must match the static HTML exactly. */
  renderedAt: string;
}

/**
 * The tickets page's catalogue. The build renders it with real data (readable without
 * JavaScript); once visible, this island asks the API for the live prices and places left,
 * again when the visitor returns to the tab after a while, and after each add to cart. Each
 * card carries the buy controls (dance role when the type asks one, quantity, 'Ajouter au panier',
 * and the waiting list when it cannot be bought now).
 */
export default function TicketCatalogue({ initial, renderedAt }: TicketCatalogueProps) {
  const live = useStore($ticketCatalogue);
  const updatedAt = useStore($ticketCatalogueUpdatedAt);
  // Availability depends on the clock: hydrate with the build's instant, then use the visitor's.
  const [now, setNow] = useState(() => new Date(renderedAt));

  useEffect(() => {
    setNow(new Date());
    void refreshTicketCatalogue().then(() => setNow(new Date()));
    const onVisible = () => {
      const last = $ticketCatalogueUpdatedAt.get();
      if (document.visibilityState === 'visible' && (!last || Date.now() - last.getTime() > STALE_AFTER_MS)) {
        void refreshTicketCatalogue().then(() => setNow(new Date()));
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const tickets = live ?? initial;
  // After an add, and above all after a refusal (« Il ne reste que… »), show the live count.
  const refreshAvailability = () => void refreshTicketCatalogue().then(() => setNow(new Date()));

  return (
    <>
      {tickets.length > 0 ? (
        <div className="tickets-grid">
          {tickets.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              now={now}
              actions={<TicketBuy ticket={ticket} now={now} onAttempt={refreshAvailability} />}
            />
          ))}
        </div>
      ) : (
        <p className="tickets-empty">{t('tickets.empty')}</p>
      )}
      <p className="tickets-live" role="status">
        {updatedAt ? t('tickets.liveUpdated', { time: formatClock(updatedAt) }) : null}
      </p>
    </>
  );
}
