/**
 * What the checkout does with a cart made from a waiting-list offer: the offer's seats are already
 * held, so the checkout takes them over instead of holding again, once. Kept apart from the
 * service so the checkout reads only the offer rows.
 */
import { Op, type Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import { HttpError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { DanceRole } from '../catalogue/index.js';

/** 410 OFFER_EXPIRED: the offer lapsed, was withdrawn or already served an order. */
export const offerExpired = () => new HttpError(410, 'OFFER_EXPIRED', { key: 'waitingList.errors.offerExpired' });

export interface ConsumedOffer {
  ticketTypeId: number;
  role: DanceRole | null;
  quantity: number;
}

/**
 * Marks the open, unexpired offer `offerId` as ordered by `orderId` (one conditional UPDATE in the
 * caller's transaction: two checkouts of the same offer, one winner), audited, and answers what it
 * holds. Anything else → 410 `OFFER_EXPIRED`.
 */
export async function consumeOfferForOrder(
  models: Pick<Models, 'WaitingListOffer' | 'AuditLog'>,
  { offerId, orderId, now }: { offerId: number; orderId: string; now: Date },
  transaction: Transaction,
): Promise<ConsumedOffer> {
  const [affected] = await models.WaitingListOffer.update(
    { status: 'ordered', orderId, updatedAt: now },
    { where: { id: offerId, status: 'open', expiresAt: { [Op.gt]: now } }, transaction },
  );
  if (affected !== 1) throw offerExpired();
  const offer = await models.WaitingListOffer.findByPk(offerId, { attributes: ['ticketTypeId', 'role', 'quantity'], transaction });
  if (!offer) throw offerExpired();
  await recordAudit(models, { actorId: null, action: 'waiting-list.offer-ordered', targetType: 'waiting-list-offer', targetId: offerId, details: { orderId }, now }, transaction);
  return { ticketTypeId: offer.ticketTypeId, role: offer.role, quantity: offer.quantity };
}
