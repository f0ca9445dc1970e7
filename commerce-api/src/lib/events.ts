/**
 * Domain events of one database: services publish what happened (after their transaction
 * commits), the realtime layer (lib/realtime.ts) forwards them to the sockets concerned. Services
 * stay ignorant of socket.io, and tests subscribe to check what would be pushed.
 *
 * Listeners are kept per database (keyed by its Sequelize instance) so that several test apps in
 * one process never hear each other. In production each replica hears its own events; with
 * REDIS_URL the socket.io Redis adapter carries the emitted messages to the other replicas'
 * sockets.
 */
import type { Sequelize, Transaction } from 'sequelize';
import type { CheckInListCounts } from '@kizomba/api-contract/admin/check-in-lists';
import type { UserRole } from './roles.js';

export interface DomainEvents {
  /** An order changed status (paid, failed, refunded…); `userId` null for a guest's order. */
  'order.status': { orderId: string; userId: number | null; status: string };
  /** A visitor's message was stored (the back-office inbox badge). */
  'message.created': { messageId: number };
  /** The back-office answered a message; `userId` of its author when known. */
  'message.replied': { messageId: number; userId: number | null };
  /** Something that changes the back-office figures (sales, users, check-ins…). */
  'admin.stats': { reason: string };
  /** A user's sessions were ended (logout everywhere, password change, account disabled). */
  'user.sessions-revoked': { userId: number };
  /** One session (the token's `sid`) was logged out. */
  'user.session-revoked': { userId: number; sid: string };
  /** A role change: sockets must re-join their rooms. */
  'user.role-changed': { userId: number; role: UserRole };
  /** A ticket was let in at the door (scanner module); `at` ISO. The door's live counts. */
  'ticket:checked-in': { ticketId: number; ticketTypeId: number; at: string };
  /** Check-in lists' live counts changed (door, offline upload, « everyone out »): every list's, as GET /api/admin/check-in-lists/counts answers them. */
  'checkin:counts': { data: CheckInListCounts[] };
  /** An offline admission the server could not apply (scanner module), or its conflict marked as dealt with. */
  'scanner:conflict': { id: number; kind: 'double_entry' | 'invalid_ticket'; listId: number; ticketId: number; resolved: boolean };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventListener = <E extends DomainEventName>(name: E, payload: DomainEvents[E]) => void;

const buses = new WeakMap<Sequelize, Set<DomainEventListener>>();

/** Subscribes to every event of this database; answers an unsubscribe. */
export function onDomainEvent(sequelize: Sequelize, listener: DomainEventListener): () => void {
  let set = buses.get(sequelize);
  if (!set) {
    set = new Set();
    buses.set(sequelize, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

function deliver<E extends DomainEventName>(sequelize: Sequelize, name: E, payload: DomainEvents[E]): void {
  for (const listener of buses.get(sequelize) ?? []) {
    try {
      listener(name, payload);
    } catch {
      // A listener only pushes a notification; it must never fail the business operation.
    }
  }
}

/**
 * Publishes an event now, or after `transaction` commits (never if it rolls back), so no socket
 * hears of a change the database does not hold.
 */
export function publishDomainEvent<E extends DomainEventName>(
  sequelize: Sequelize,
  name: E,
  payload: DomainEvents[E],
  transaction?: Transaction | null,
): void {
  if (transaction) transaction.afterCommit(() => deliver(sequelize, name, payload));
  else deliver(sequelize, name, payload);
}
