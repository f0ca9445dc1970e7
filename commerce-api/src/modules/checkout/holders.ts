/**
 * Who each ticket of an order is for. The checkout sends `holders`, one per ticket slot in the
 * order of `ticketSlots` (@kizomba/api-contract/checkout, shared with the site); a slot without a
 * name is the buyer's. A named slot needs a first and a last name; its e-mail is optional (the
 * buyer's otherwise: the ticket then stays in the buyer's hands until transferred).
 */
import { ticketSlots, type SlotLine, type TicketSlot } from '@kizomba/api-contract/checkout';
import { EMAIL_PATTERN, MAX_LENGTHS } from '@kizomba/checkout-rules';
import type { LocalizedText } from '../../i18n/index.js';
import { badRequest, fieldIssue, type FieldIssue } from '../../lib/errors.js';
import type { OrderItemHolder } from '../orders/index.js';

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Each line's holders (by line id, in slot order), the buyer standing in for an empty slot.
 * Throws 400 VALIDATION_ERROR with a field error per refused entry (`holders.<i>.firstName`…),
 * numbered for the person as « billet i+1 ».
 */
export function resolveHolders<L extends SlotLine>(raw: unknown, lines: readonly L[], buyer: Buyer): Map<number, OrderItemHolder[]> {
  const slots: TicketSlot<L>[] = ticketSlots(lines);
  const entries = Array.isArray(raw) ? raw : [];
  const issues: FieldIssue[] = [];
  if (entries.length > slots.length) issues.push(fieldIssue('holders', { key: 'roles.holders.count' }));
  const byLine = new Map<number, OrderItemHolder[]>();
  slots.forEach((slot, index) => {
    const entry = entries[index] && typeof entries[index] === 'object' ? (entries[index] as Record<string, unknown>) : {};
    const [firstName, lastName, email] = [text(entry.firstName), text(entry.lastName), text(entry.email)];
    const number = { number: index + 1 };
    const refuse = (field: string, key: LocalizedText['key']) => issues.push(fieldIssue(`holders.${index}.${field}`, { key, params: number }));
    let holder: OrderItemHolder = { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email, role: slot.role };
    if (firstName || lastName || email) {
      if (!firstName) refuse('firstName', 'roles.holders.firstName');
      else if (firstName.length > MAX_LENGTHS.firstName) refuse('firstName', 'roles.holders.tooLong');
      if (!lastName) refuse('lastName', 'roles.holders.lastName');
      else if (lastName.length > MAX_LENGTHS.lastName) refuse('lastName', 'roles.holders.tooLong');
      if (email && (email.length > MAX_LENGTHS.email || !EMAIL_PATTERN.test(email))) refuse('email', 'roles.holders.email');
      holder = { firstName, lastName, email: email || buyer.email, role: slot.role };
    }
    byLine.set(slot.line.id, [...(byLine.get(slot.line.id) ?? []), holder]);
  });
  if (issues.length > 0) throw badRequest(issues[0]!.text ?? { key: 'roles.holders.count' }, 'VALIDATION_ERROR', issues);
  return byLine;
}
