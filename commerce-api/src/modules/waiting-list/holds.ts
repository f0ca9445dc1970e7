/**
 * The seats of an offer: held for the entry's role (balanced types) by the catalogue's conditional
 * UPDATE, past the waiting gate (the offer IS the waiting list's turn), given back when it ends.
 */
import { Op, type Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import type { CatalogueService, DanceRole } from '../catalogue/index.js';
import type { WaitingListOfferInstance } from './models.js';
import { nudgeWaitingList } from './nudge.js';

/** How many of each role `quantity` places of `role` are (nothing on a type without roles). */
export const roleCounts = (role: DanceRole | null, quantity: number): { leaders?: number; followers?: number } =>
  role === 'leader' ? { leaders: quantity } : role === 'follower' ? { followers: quantity } : {};

/** Holds an offer's places for it (no waiting gate in front of an offer). */
export function holdOfferSeats(
  catalogue: Pick<CatalogueService, 'holdSeats'>,
  offer: { ticketTypeId: number; role: DanceRole | null; quantity: number },
  transaction: Transaction,
): Promise<boolean> {
  return catalogue.holdSeats(offer.ticketTypeId, offer.quantity, { transaction, viaOffer: true, ...roleCounts(offer.role, offer.quantity) });
}

/**
 * Ends an OPEN offer as `status` ('lapsed' only once expired at `now`) by a conditional UPDATE and
 * gives its seats back, in the caller's transaction; the dispatcher is woken after the commit.
 * False when the offer was no longer open (ordered, already ended): nothing changed.
 */
export async function endOpenOffer(
  models: Pick<Models, 'WaitingListOffer'>,
  catalogue: Pick<CatalogueService, 'releaseSeats'>,
  offer: WaitingListOfferInstance,
  status: 'lapsed' | 'withdrawn',
  now: Date,
  transaction: Transaction,
): Promise<boolean> {
  const [ended] = await models.WaitingListOffer.update(
    { status, updatedAt: now },
    { where: { id: offer.id, status: 'open', ...(status === 'lapsed' ? { expiresAt: { [Op.lte]: now } } : {}) }, transaction },
  );
  if (ended !== 1) return false;
  // Held by this offer since it opened (or re-opened): its counters are there to give back.
  await catalogue.releaseSeats(offer.ticketTypeId, offer.quantity, { transaction, ...roleCounts(offer.role, offer.quantity) });
  nudgeWaitingList(offer.ticketTypeId, { transaction });
  return true;
}
