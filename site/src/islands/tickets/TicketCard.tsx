import type { ReactNode } from 'react';
import { Icon } from '../../components/react/Icon';
import { translator } from '../../i18n';
import { roles } from '../../i18n/fr/roles';
import { tickets } from '../../i18n/fr/tickets';
import { ticketAvailability, type TicketType } from '../../lib/api/tickets';
import { formatDateTime, formatPriceShort, formatShortDay } from '../../lib/format';
import './tickets.css';

const t = translator({ roles, tickets });

/** Below this many places left, the count is lit in coral: scarcity is worth a glance. */
export const LOW_STOCK_THRESHOLD = 20;

export interface TicketCardProps {
  ticket: TicketType;
  /** The instant availability is computed for (build time first, then the visitor's clock). */
  now: Date;
  headingLevel?: 2 | 3;
  /** The buy controls (the cart's AddToCart on /tickets; none on the home page's teaser). */
  actions?: ReactNode;
}

/**
 * One ticket type, drawn as a ticket: category, name, what is included, valid days, price,
 * places left or 'Complet'. The best seller (`highlighted`) is lit in gold. A couple pass says what
 * one unit is (« 1 guideur + 1 suiveur ») and that its price is per couple.
 */
export function TicketCard({ ticket, now, headingLevel = 2, actions }: TicketCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const availability = ticketAvailability(ticket, now);
  const headingId = `ticket-${ticket.slug}`;
  const lowStock = availability === 'available' && ticket.remaining <= LOW_STOCK_THRESHOLD;

  let status: string;
  switch (availability) {
    case 'soldOut':
      status = t('tickets.soldOut');
      break;
    case 'notYetOnSale':
      status = t('tickets.salesNotOpen', { date: formatDateTime(ticket.salesStart) });
      break;
    case 'salesClosed':
      status = t('tickets.salesClosed');
      break;
    default:
      status = ticket.remaining === 1 ? t('tickets.placeLeft') : t('tickets.placesLeft', { count: ticket.remaining });
  }

  return (
    <article
      className="ticket"
      data-highlighted={ticket.highlighted || undefined}
      data-availability={availability}
      aria-labelledby={headingId}
    >
      <div className="ticket__main">
        <p className="ticket__tags">
          <span className="ticket__category">{t(`tickets.categories.${ticket.category}`)}</span>
          {ticket.highlighted && (
            <span className="ticket__badge">
              <Icon name="star" size={14} />
              {t('tickets.bestSeller')}
            </span>
          )}
        </p>
        <Heading className="ticket__name" id={headingId}>
          {ticket.name}
        </Heading>
        {ticket.description && <p className="ticket__description">{ticket.description}</p>}
        {ticket.danceRoles === 'couple' && (
          <p className="ticket__couple">
            <strong>{t('roles.couple.includes')}</strong>
            {t('roles.couple.explain')}
          </p>
        )}
        {ticket.includes.length > 0 && (
          <>
            <p className="ticket__includes-title">{t('tickets.includes')}</p>
            <ul className="ticket__includes" role="list">
              {ticket.includes.map((item) => (
                <li key={item}>
                  <Icon name="check" size={18} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {ticket.validDays.length > 0 && (
          <p className="ticket__days">
            <span className="sr-only">{t('tickets.validDays')} : </span>
            {ticket.validDays.map((day) => (
              <span className="ticket__day" key={day}>
                {formatShortDay(day)}
              </span>
            ))}
          </p>
        )}
      </div>
      <div className="ticket__stub">
        <p className="ticket__price">
          <span className="sr-only">{t('tickets.price')} : </span>
          {formatPriceShort(ticket.price)}
          {ticket.danceRoles === 'couple' && <span className="ticket__price-unit">{t('roles.couple.perCouple')}</span>}
        </p>
        <p className="ticket__status" data-low={lowStock || undefined}>
          {availability === 'soldOut' ? <strong className="ticket__soldout">{status}</strong> : status}
        </p>
        {actions && <div className="ticket__actions">{actions}</div>}
      </div>
    </article>
  );
}
