import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AdminWaitingListDetail, AdminWaitingListList } from './admin/waiting-lists.ts';
import { JoinWaitingListAnswer, WaitingEntryAnswer, WaitingOfferAnswer } from './waiting-list.ts';

describe('waiting list answers', () => {
  it('reads a join answer, a waiting entry and an offered one', () => {
    const joined = z.parse(JoinWaitingListAnswer, {
      entry: { ticketTypeId: 4, ticketTypeName: 'Workshop Pass', ticketTypeSlug: 'workshop-pass', role: 'follower', quantity: 1, status: 'waiting', position: 3, lapses: 0, joinedAt: '2027-01-10T10:00:00.000Z', offer: null },
      alreadyJoined: false,
      message: 'C’est noté : vous êtes sur la liste d’attente, en position 3.',
    });
    expect(joined.entry).toMatchObject({ role: 'follower', position: 3, offer: null });
    const offered = z.parse(WaitingEntryAnswer, {
      entry: { ticketTypeId: 4, role: 'dj', quantity: '2', status: 'offered', position: null, offer: { status: 'open', quantity: 2, expiresAt: '2027-01-12T10:00:00.000Z' } },
    });
    expect(offered.entry).toMatchObject({ role: null, quantity: 2, position: null, lapses: 0, offer: { status: 'open', quantity: 2 } });
  });

  it('reads an offer, an unknown status as lapsed (nothing to claim)', () => {
    const { offer } = z.parse(WaitingOfferAnswer, {
      offer: { ticketTypeId: 9, ticketTypeName: 'Pass Couple', ticketTypeSlug: 'pass-couple', role: null, quantity: 1, ticketsPerUnit: 2, unitPrice: 220, total: 220, status: 'mystery', expiresAt: 'x' },
    });
    expect(offer).toMatchObject({ ticketsPerUnit: 2, total: 220, status: 'lapsed' });
    expect(() => z.parse(WaitingOfferAnswer, { offer: { quantity: 1 } })).toThrow();
  });

  it('reads the back-office lists and one list with its entries', () => {
    const lists = z.parse(AdminWaitingListList, {
      data: [
        { ticketTypeId: 4, ticketTypeName: 'Workshop Pass', danceRoles: 'balanced', role: 'leader', waitingPeople: 5, waitingPlaces: 7, offersOpen: 1, placesOffered: 1, converted: 3, convertedPlaces: 3, lapsed: 1, conversionRate: 0.75, unitPrice: 90, revenueWaiting: 630 },
        'garbage',
      ],
    });
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ role: 'leader', conversionRate: 0.75, revenueWaiting: 630 });
    const detail = z.parse(AdminWaitingListDetail, {
      ticketTypeId: 4,
      ticketTypeName: 'Workshop Pass',
      danceRoles: 'balanced',
      lists: [],
      entries: [{ id: 1, email: 'a@example.org', role: 'leader', quantity: 1, status: 'offered', position: null, lapses: 1, queuedAt: 'q', createdAt: 'c', offer: { id: 3, status: 'ordered', quantity: 1, expiresAt: 'e', createdAt: 'c', orderNumber: 'KL-ABCD1234' } }],
    });
    expect(detail.entries[0]).toMatchObject({ locale: 'fr', offer: { status: 'ordered', orderNumber: 'KL-ABCD1234' } });
  });
});
