import { describe, expect, it } from 'vitest';
import { ticketSlots, type SlotLine } from './checkout.ts';

const line = (id: number, quantity: number, role: SlotLine['role'], ticketsPerUnit: 1 | 2 = 1): SlotLine => ({ id, quantity, role, ticketsPerUnit });

describe('ticketSlots', () => {
  it('lists one slot per ticket, lines by id ascending whatever the order given', () => {
    const slots = ticketSlots([line(9, 1, null), line(3, 2, 'follower'), line(5, 1, 'leader')]);
    expect(slots.map((s) => [s.line.id, s.role, s.indexInLine])).toEqual([
      [3, 'follower', 0],
      [3, 'follower', 1],
      [5, 'leader', 0],
      [9, null, 0],
    ]);
  });

  it('gives a couple unit two slots, its leader then its follower', () => {
    const slots = ticketSlots([line(2, 2, null, 2), line(1, 1, null)]);
    expect(slots.map((s) => [s.line.id, s.role, s.indexInLine])).toEqual([
      [1, null, 0],
      [2, 'leader', 0],
      [2, 'follower', 1],
      [2, 'leader', 2],
      [2, 'follower', 3],
    ]);
  });

  it('is empty for an empty cart and ignores a line without quantity', () => {
    expect(ticketSlots([])).toEqual([]);
    expect(ticketSlots([line(1, 0, null)])).toEqual([]);
  });

  it('keeps the caller’s line objects', () => {
    const lines = [{ ...line(4, 1, 'leader'), name: 'Workshop Pass' }];
    expect(ticketSlots(lines)[0]!.line.name).toBe('Workshop Pass');
  });
});
