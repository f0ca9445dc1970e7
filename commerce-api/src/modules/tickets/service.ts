/**
 * Ticket issuance: one admission per unit of each paid order line. Called by fulfilment, inside
 * its transaction, so tickets exist exactly when the order is `completed`. Every ticket issued gets
 * a signed code (`@kizomba/ticket-signature`): the door verifies it without network.
 */
import { randomBytes } from 'node:crypto';
import { signTicketCode, type SigningKey } from '@kizomba/ticket-signature';
import type { Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import type { TicketInstance } from './models.js';

// Orders' rows as the models registry types them (tickets are issued for orders; orders list tickets).
type OrderAttributes = InstanceType<Models['Order']>;
type OrderItemAttributes = InstanceType<Models['OrderItem']>;

/** 32 random bytes → 43 base64url characters: the code of tickets issued before signed codes. */
export const TICKET_CODE_BYTES = 32;
/** What a ticket's QR code encodes: a signed code (114 characters) or an older random one (43). */
export const TICKET_CODE_PATTERN = /^(?:[A-Za-z0-9_-]{43}|[A-Za-z0-9_-]{114})$/;

/** A random code: a ticket row's provisional code until its signed one replaces it. */
export function generateTicketCode(): string {
  return randomBytes(TICKET_CODE_BYTES).toString('base64url');
}

/** The signed code of `ticket` issued at `now`: its id and type, verifiable offline. */
export function signedTicketCode(ticket: Pick<TicketInstance, 'id' | 'ticketTypeId'>, key: SigningKey, now: Date): string {
  return signTicketCode({ ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, issuedAt: Math.floor(now.getTime() / 1000) }, key);
}

/** The buyer's full name, as printed on each ticket (guests buy for themselves). */
export function holderNameOf(order: Pick<OrderAttributes, 'firstName' | 'lastName'>): string {
  return `${order.firstName.trim()} ${order.lastName.trim()}`.trim();
}

export interface IssueOptions {
  transaction: Transaction;
  /** The issue time written in the signed codes (default: now). */
  now?: Date;
}

/** `signingKey`: the API's active ticket key (lib/ticket-keys.ts). */
export function createTicketService(models: Pick<Models, 'Ticket'>, signingKey: SigningKey) {
  const { Ticket } = models;

  return {
    /**
     * Creates the valid tickets of every line of `order`, in the caller's transaction: one per
     * holder the checkout recorded on the line (its role, first and last name, e-mail; a couple
     * unit is two), else one per unit for the buyer. Idempotence is the caller's: fulfilment runs
     * it once, when the order turns `completed`.
     */
    async issueForOrder(
      order: Pick<OrderAttributes, 'id' | 'firstName' | 'lastName'> & { email?: string },
      items: readonly (Pick<OrderItemAttributes, 'id' | 'ticketTypeId' | 'quantity'> & { holders?: OrderItemAttributes['holders'] })[],
      { transaction, now = new Date() }: IssueOptions,
    ): Promise<TicketInstance[]> {
      const buyer = { firstName: order.firstName.trim(), lastName: order.lastName.trim(), email: order.email ?? null, role: null };
      const rows = items.flatMap((item) => {
        const holders = item.holders && item.holders.length > 0 ? item.holders : Array.from({ length: item.quantity }, () => buyer);
        return holders.map((holder) => ({
          orderId: order.id,
          orderItemId: item.id,
          ticketTypeId: item.ticketTypeId,
          code: generateTicketCode(),
          holderName: holderNameOf(holder),
          holderFirstName: holder.firstName || null,
          holderLastName: holder.lastName || null,
          holderEmail: holder.email || null,
          role: holder.role ?? null,
        }));
      });
      if (rows.length === 0) return [];
      await Ticket.bulkCreate(rows, { transaction });
      // A signed code names its ticket's id, which exists once the row does: the rows are read back
      // by their provisional codes (ids as the database gave them) and signed before commit.
      const issued = await Ticket.findAll({ where: { code: rows.map((row) => row.code) }, order: [['id', 'ASC']], transaction });
      for (const ticket of issued) await ticket.update({ code: signedTicketCode(ticket, signingKey, now) }, { transaction });
      return issued;
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
