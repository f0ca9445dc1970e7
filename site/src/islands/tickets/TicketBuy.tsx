import type { DanceRole } from '@kizomba/api-contract/catalogue';
import { useRef, useState } from 'react';
import { translator } from '../../i18n';
import { roles } from '../../i18n/fr/roles';
import { waitingList } from '../../i18n/fr/waiting-list';
import type { ApiError } from '../../lib/api/client';
import { ticketAvailability, type TicketType } from '../../lib/api/tickets';
import { AddToCart } from '../cart/AddToCart';
import { WaitingListForm } from '../waiting-list/WaitingListForm';
import { RoleChoice } from './RoleChoice';
import './tickets.css';

const t = translator({ roles, waitingList });

/** Refusals of an add that the waiting list answers: the role or the type has no place for now. */
const WAITING_LIST_REFUSALS: ReadonlySet<string> = new Set(['ROLE_WAITLISTED', 'ROLE_SOLD_OUT', 'SOLD_OUT', 'NOT_ENOUGH_SEATS']);

export interface TicketBuyProps {
  ticket: TicketType;
  now: Date;
  /** After every add (success or refusal): availability has likely changed. */
  onAttempt?: () => void;
}

/**
 * The buy controls of a ticket card on /tickets. A balanced type first asks the dance role and
 * shows where each role stands; a couple pass counts couples. When the type, or the chosen role,
 * cannot be bought now, the card offers its waiting list in place, as it does after a refusal
 * that the list answers (« les places de suiveur sont en liste d’attente »).
 */
export function TicketBuy({ ticket, now, onAttempt }: TicketBuyProps) {
  const [role, setRole] = useState<DanceRole | null>(null);
  const [roleError, setRoleError] = useState<string | null>(null);
  const [refusedToList, setRefusedToList] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const firstRole = useRef<HTMLInputElement>(null);

  const balanced = ticket.danceRoles === 'balanced';
  const couple = ticket.danceRoles === 'couple';
  const onSale = ticketAvailability(ticket, now) === 'available';
  const roleState = balanced && role ? (ticket.roles?.[role] ?? 'soldOut') : null;
  const roleHeldBack = roleState !== null && roleState !== 'available';
  const canJoinList = ticket.waitingList || refusedToList;
  const listOffered = canJoinList && (!onSale || roleHeldBack || refusedToList);

  const chooseRole = (next: DanceRole) => {
    setRole(next);
    setRoleError(null);
    setRefusedToList(false);
  };

  const askRoleFirst = () => {
    if (!balanced || role) return true;
    setRoleError(t('roles.chooseFirst'));
    firstRole.current?.focus();
    return false;
  };

  const refused = (error: ApiError) => {
    if (error.code === 'ROLE_REQUIRED') firstRole.current?.focus();
    if (error.code && WAITING_LIST_REFUSALS.has(error.code)) setRefusedToList(true);
  };

  return (
    <div className="ticket-buy">
      {balanced && (
        <RoleChoice value={role} onChange={chooseRole} states={ticket.roles} error={roleError} firstInputRef={firstRole} />
      )}
      {!roleHeldBack && (
        <AddToCart
          key={role ?? 'none'}
          ticketId={ticket.id}
          ticketName={ticket.name}
          remaining={ticket.remaining}
          available={onSale}
          role={role}
          quantityLabel={couple ? t('roles.couple.quantity') : undefined}
          validate={askRoleFirst}
          onRefused={refused}
          onAttempt={onAttempt}
        />
      )}
      {listOffered &&
        (listOpen ? (
          <WaitingListForm ticket={ticket} role={role} onCancel={() => setListOpen(false)} />
        ) : (
          <button type="button" className="btn btn--outline ticket-buy__waitlist" onClick={() => setListOpen(true)}>
            {t('waitingList.form.open')}
          </button>
        ))}
    </div>
  );
}
