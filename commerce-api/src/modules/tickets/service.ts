/**
 * Ticket issuance: one admission per unit of each paid order line. Called by fulfilment, inside
 * its transaction, so tickets exist exactly when the order is `completed`.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import type { TicketInstance } from './models.js';

// Orders' rows as the models registry types them (tickets are issued for orders; orders list tickets).
type OrderAttributes = InstanceType<Models['Order']>;
type OrderItemAttributes = InstanceType<Models['OrderItem']>;

/** 32 random bytes → 43 base64url characters; the QR code encodes exactly this string. */
export const TICKET_CODE_BYTES = 32;
export const TICKET_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function generateTicketCode(): string {
  return randomBytes(TICKET_CODE_BYTES).toString('base64url');
}

/** The buyer's full name, as printed on each ticket (guests buy for themselves). */
export function holderNameOf(order: Pick<OrderAttributes, 'firstName' | 'lastName'>): string {
  return `${order.firstName.trim()} ${order.lastName.trim()}`.trim();
}

export interface IssueOptions {
  transaction: Transaction;
}

export function createTicketService(models: Pick<Models, 'Ticket'>) {
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
      { transaction }: IssueOptions,
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
      return Ticket.bulkCreate(rows, { transaction });
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
