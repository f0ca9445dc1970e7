/**
 * Fair holds (docs/purchase-flow.md « Fair holds »): what one buyer may hold unpaid at once, so
 * that one client cannot mark the festival sold out by checking out without paying.
 *
 * A buyer is a client address (req.ip, which the API takes only from the site server it trusts)
 * and an e-mail address. Caps are counted in the database, inside the checkout's write
 * transaction, after locking one `checkout_buyer_locks` row per key: two checkouts of the same
 * buyer count one after the other, on SQLite and on MariaDB, whatever the API replica.
 */
import { createHmac } from 'node:crypto';
import { ipKeyGenerator } from 'express-rate-limit';
import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { CheckoutLimitsConfig } from '../../config/index.js';
import type { Database } from '../../db/index.js';
import { HttpError } from '../../lib/errors.js';
import { pluralText } from '../../i18n/index.js';

export type CheckoutLimits = Omit<CheckoutLimitsConfig, 'rateLimitPerMinute'>;

/** Caps off (tests that check out many orders from one address; the service without config). */
export const NO_HOLD_CAPS: Omit<CheckoutLimits, 'holdMinutes'> = {
  maxTicketsPerOrder: 0,
  maxPendingOrdersPerClient: 0,
  maxHeldSeatsPerClient: 0,
  maxPendingOrdersPerEmail: 0,
  maxHeldSeatsPerEmail: 0,
};

/** Lock rows untouched this long are deleted by the hold sweeper (they are recreated on demand). */
export const BUYER_LOCK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The stored key of a client address: HMAC-SHA256 under a server secret (the order keeps no IP
 * in clear), of the address as express-rate-limit groups it (an IPv6 client owns a whole /56).
 */
export function clientKeyOf(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(`checkout-client:${ipKeyGenerator(ip)}`).digest('hex');
}

/** The e-mail as caps compare it: trimmed, lower-case, without a `+tag` (one mailbox, one buyer). */
export function emailKeyOf(email: string): string {
  const normalized = email.trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return normalized;
  const local = normalized.slice(0, at).replace(/\+.*$/, '');
  return `${local || normalized.slice(0, at)}${normalized.slice(at)}`;
}

/** 409 ORDER_TOO_LARGE: the cart holds more tickets than one order may. */
export function orderTooLarge(max: number, wanted: number): HttpError {
  return new HttpError(
    409,
    'ORDER_TOO_LARGE',
    { key: 'errors.checkout.orderTooLarge', params: { max, wanted } },
  );
}

/** 429 TOO_MANY_PENDING_ORDERS: the buyer already has `count` unpaid orders holding seats. */
export function tooManyPendingOrders(count: number, holdMinutes: number): HttpError {
  return new HttpError(
    429,
    'TOO_MANY_PENDING_ORDERS',
    pluralText('errors.checkout.tooManyPendingOrders', count, { holdMinutes }),
  );
}

/** 429 TOO_MANY_HELD_SEATS: with this cart the buyer's unpaid orders would hold more than `max` seats. */
export function tooManyHeldSeats(held: number, max: number): HttpError {
  return new HttpError(
    429,
    'TOO_MANY_HELD_SEATS',
    pluralText('errors.checkout.tooManyHeldSeats', held, { max }),
  );
}

export interface Buyer {
  /** `clientKeyOf(req.ip)`; null when the request has no address (then only the e-mail counts). */
  clientKey: string | null;
  emailKey: string;
}

type FairHoldDb = Pick<Database, 'models' | 'sequelize'>;

/**
 * Takes the buyer's lock rows (created on first use), in one global order so that two checkouts
 * sharing a key never wait on each other crosswise. MariaDB: `INSERT … ON DUPLICATE KEY UPDATE`
 * takes the row's exclusive lock straight away (no shared-then-exclusive upgrade to deadlock on);
 * SQLite: the write lock already serialises checkouts, the row only keeps one code path.
 */
async function lockBuyer(db: FairHoldDb, keys: readonly string[], now: Date, transaction: Transaction): Promise<void> {
  const sql =
    db.sequelize.getDialect() === 'mysql'
      ? 'INSERT INTO checkout_buyer_locks (lock_key, touched_at) VALUES (?, ?) ON DUPLICATE KEY UPDATE touched_at = VALUES(touched_at)'
      : 'INSERT INTO checkout_buyer_locks (lock_key, touched_at) VALUES (?, ?) ON CONFLICT (lock_key) DO UPDATE SET touched_at = excluded.touched_at';
  for (const key of [...new Set(keys)].sort()) {
    await db.sequelize.query(sql, { replacements: [key, now], transaction });
  }
}

/** Unpaid orders still holding seats (`pending`, hold active and not over) and their seat count. */
async function holdsOf(db: FairHoldDb, where: { clientKey: string } | { emailKey: string }, now: Date, transaction: Transaction) {
  const { Order, OrderItem } = db.models;
  const orders = await Order.findAll({
    where: { ...where, status: 'pending', holdActive: true, holdExpiresAt: { [Op.gt]: now } },
    attributes: ['id'],
    transaction,
  });
  if (orders.length === 0) return { orders: 0, seats: 0 };
  const seats = (await OrderItem.sum('quantity', { where: { orderId: orders.map((o) => o.id) }, transaction })) ?? 0;
  return { orders: orders.length, seats: Number(seats) };
}

export interface HoldCaps {
  /** Refuses (409/429, French) an order of `seats` tickets that would break a cap. */
  assertRoomFor(seats: number): Promise<void>;
}

/**
 * Locks the buyer's rows for the caps that are on, then answers the cap check. Call it FIRST in
 * the checkout's write transaction: on MariaDB the transaction's snapshot is taken at its first
 * plain read, so every count made after the lock sees what the previous holder of the lock committed.
 */
export async function lockHoldCaps(
  db: FairHoldDb,
  limits: CheckoutLimits,
  buyer: Buyer,
  now: Date,
  transaction: Transaction,
): Promise<HoldCaps> {
  const scopes: Array<{ lockKey: string; where: { clientKey: string } | { emailKey: string }; maxOrders: number; maxSeats: number }> = [];
  if (buyer.clientKey && (limits.maxPendingOrdersPerClient > 0 || limits.maxHeldSeatsPerClient > 0)) {
    scopes.push({
      lockKey: `client:${buyer.clientKey}`,
      where: { clientKey: buyer.clientKey },
      maxOrders: limits.maxPendingOrdersPerClient,
      maxSeats: limits.maxHeldSeatsPerClient,
    });
  }
  if (limits.maxPendingOrdersPerEmail > 0 || limits.maxHeldSeatsPerEmail > 0) {
    scopes.push({
      lockKey: `email:${buyer.emailKey}`,
      where: { emailKey: buyer.emailKey },
      maxOrders: limits.maxPendingOrdersPerEmail,
      maxSeats: limits.maxHeldSeatsPerEmail,
    });
  }
  if (scopes.length > 0) await lockBuyer(db, scopes.map((s) => s.lockKey), now, transaction);
  return {
    async assertRoomFor(seats: number) {
      if (limits.maxTicketsPerOrder > 0 && seats > limits.maxTicketsPerOrder) throw orderTooLarge(limits.maxTicketsPerOrder, seats);
      for (const scope of scopes) {
        const held = await holdsOf(db, scope.where, now, transaction);
        if (scope.maxOrders > 0 && held.orders >= scope.maxOrders) throw tooManyPendingOrders(held.orders, limits.holdMinutes);
        if (scope.maxSeats > 0 && held.seats + seats > scope.maxSeats) throw tooManyHeldSeats(held.seats, scope.maxSeats);
      }
    },
  };
}

/** Deletes lock rows nobody used for BUYER_LOCK_TTL_MS (the hold sweeper calls it). */
export async function purgeBuyerLocks(db: Pick<Database, 'sequelize' | 'write'>, now: Date): Promise<number> {
  const deleted = await db.write((transaction) =>
    db.sequelize.query('DELETE FROM checkout_buyer_locks WHERE touched_at < ?', {
      replacements: [new Date(now.getTime() - BUYER_LOCK_TTL_MS)],
      type: QueryTypes.BULKDELETE,
      transaction,
    }),
  );
  return Number(deleted) || 0;
}
