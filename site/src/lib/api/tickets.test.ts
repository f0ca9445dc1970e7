import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { fetchTicketCatalogue, ticketAvailability, type TicketType } from './tickets';

const fullPass = {
  id: 1,
  slug: 'full-pass',
  name: 'Full Pass',
  description: 'Tout le festival',
  includes: ['Tous les stages (18 h)', 'Les 3 soirées'],
  category: 'pass',
  price: 149,
  currency: 'EUR',
  quota: 400,
  remaining: 400,
  soldOut: false,
  salesStart: '2026-09-01T08:00:00.000Z',
  salesEnd: '2027-04-18T21:59:59.000Z',
  onSale: true,
  validDays: ['2027-04-16', '2027-04-17', '2027-04-18'],
  highlighted: true,
  sortOrder: 10,
  danceRoles: 'none',
  roles: null,
  waitingList: false,
};

const answering = (body: unknown) =>
  createApiClient({ storage: null, fetch: vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })) });

describe('fetchTicketCatalogue', () => {
  it('reads the documented shape in sortOrder', async () => {
    const client = answering({ data: [{ ...fullPass, id: 2, name: 'Pass Soirées', sortOrder: 20, highlighted: false }, fullPass] });
    const list = await fetchTicketCatalogue({ client });
    expect(list.map((ticket) => ticket.name)).toEqual(['Full Pass', 'Pass Soirées']);
    expect(list[0]).toEqual(fullPass);
  });

  it('drops entries a card cannot show and rejects a malformed answer', async () => {
    await expect(fetchTicketCatalogue({ client: answering({ data: [{ id: 3 }, fullPass, 'x'] }) })).resolves.toHaveLength(1);
    await expect(fetchTicketCatalogue({ client: answering({ tickets: [] }) })).rejects.toMatchObject({ message: 'Une erreur est survenue', code: 'invalid_response' });
  });

  it('treats nothing remaining as sold out, and reads a price sent as text', async () => {
    const [soldOut] = await fetchTicketCatalogue({ client: answering({ data: [{ ...fullPass, remaining: 0 }] }) });
    expect(soldOut?.soldOut).toBe(true);
    const [textPrice] = await fetchTicketCatalogue({ client: answering({ data: [{ ...fullPass, price: '89.5' }] }) });
    expect(textPrice?.price).toBe(89.5);
  });
});

describe('ticketAvailability', () => {
  const ticket = fullPass as TicketType;
  it('follows the sales window and stock', () => {
    expect(ticketAvailability(ticket, new Date('2026-11-22T12:00:00Z'))).toBe('available');
    expect(ticketAvailability(ticket, new Date('2026-08-01T12:00:00Z'))).toBe('notYetOnSale');
    expect(ticketAvailability(ticket, new Date('2027-04-19T12:00:00Z'))).toBe('salesClosed');
    expect(ticketAvailability({ ...ticket, soldOut: true })).toBe('soldOut');
  });
});
