/**
 * Ticket codes that change: a ticket handed over, renamed or resold gets a new code, and its old
 * one is remembered only as a SHA-256 so the door can say why it no longer opens
 * (« Billet transféré », « Billet remplacé », « Billet revendu »).
 */
import { createHash } from 'node:crypto';
import type { SigningKey } from '@kizomba/ticket-signature';
import type { Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import type { RevocationReason, TicketInstance } from './models.js';
import { signedTicketCode } from './service.js';

/** SHA-256 (hex) of a ticket code: how revoked codes are stored and looked up. */
export function ticketCodeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/**
 * Gives `ticket` a new signed code (fresh issue time and salt, never sent before) in the caller's
 * transaction and revokes the old one for `reason`. The caller holds the ticket row (lock or conditional update) and sends the
 * new code to whoever holds the ticket after commit. Returns the new code (also set on `ticket`).
 */
export async function reissueTicketCode(
  models: Pick<Models, 'Ticket' | 'RevokedTicketCode'>,
  ticket: TicketInstance,
  reason: RevocationReason,
  now: Date,
  transaction: Transaction,
  signingKey: SigningKey,
): Promise<string> {
  const oldCode = ticket.code;
  const code = signedTicketCode(ticket, signingKey, now);
  await models.RevokedTicketCode.create(
    {
      codeHash: ticketCodeHash(oldCode),
      ticketId: ticket.id,
      reason,
      revokedAt: now,
    },
    { transaction },
  );
  await ticket.update({ code, updatedAt: now }, { transaction });
  return code;
}

/** Why `code` no longer opens a ticket, or null when it was never one of ours. */
export async function revocationOf(
  models: Pick<Models, 'RevokedTicketCode'>,
  code: string,
): Promise<{
  ticketId: number;
  reason: RevocationReason;
  revokedAt: Date;
} | null> {
  const row = await models.RevokedTicketCode.findByPk(ticketCodeHash(code));
  return row ? { ticketId: row.ticketId, reason: row.reason, revokedAt: row.revokedAt } : null;
}
