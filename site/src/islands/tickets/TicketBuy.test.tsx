// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketType } from '../../lib/api/tickets';
import { cartOf, fakeApi, json, line, refusal, resetCartStore } from '../cart/fake-api.test-helper';
import { TicketBuy } from './TicketBuy';

vi.mock('./tickets.css', () => ({}));
vi.mock('../cart/cart.css', () => ({}));
vi.mock('../waiting-list/waiting-list.css', () => ({}));

const NOW = new Date('2026-11-22T12:00:00.000Z');

const workshop: TicketType = {
  id: 5,
  slug: 'workshop-pass',
  name: 'Workshop Pass',
  description: '',
  includes: [],
  category: 'workshop',
  price: 89,
  currency: 'EUR',
  quota: 120,
  remaining: 80,
  soldOut: false,
  salesStart: '2026-09-01T08:00:00.000Z',
  salesEnd: '2027-04-18T21:59:59.000Z',
  onSale: true,
  validDays: [],
  highlighted: false,
  sortOrder: 30,
  danceRoles: 'balanced',
  roles: { leader: 'waitlist', follower: 'available' },
  waitingList: true,
};

const couplePass: TicketType = { ...workshop, id: 6, slug: 'pass-couple', name: 'Pass Couple', danceRoles: 'couple', roles: null, waitingList: false };

beforeEach(() => resetCartStore());
afterEach(() => cleanup());

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('TicketBuy on a balanced type', () => {
  it("shows each role's availability and sends the chosen role with the add", async () => {
    const api = fakeApi({
      'POST /api/cart/add': () => json({ cart: cartOf([line({ id: 3, ticketId: 5, name: 'Workshop Pass', role: 'follower' })]) }),
    });
    const onAttempt = vi.fn();
    render(<TicketBuy ticket={workshop} now={NOW} onAttempt={onAttempt} />);

    const group = screen.getByRole('group', { name: 'Rôle de danse' });
    expect(within(group).getByText('Guideur (leader)').closest('label')?.textContent).toContain('Liste d’attente');
    expect(within(group).getByText('Suiveur (follower)').closest('label')?.textContent).toContain('Disponible');

    // No role yet: the add asks for one and calls nothing.
    await act(async () => fireEvent.click(button('Ajouter au panier')));
    expect(screen.getByText('Choisissez d’abord votre rôle de danse.')).toBeTruthy();
    expect(document.activeElement).toBe(radio(/Guideur/));
    expect(api.calls).toHaveLength(0);

    fireEvent.click(radio(/Suiveur/));
    expect(screen.queryByText('Choisissez d’abord votre rôle de danse.')).toBeNull();
    await act(async () => fireEvent.click(button('Ajouter au panier')));
    expect(api.calls[0]).toMatchObject({ path: '/api/cart/add', body: { ticketId: 5, quantity: 1, role: 'follower' } });
    expect(screen.getByText('Ajouté au panier')).toBeTruthy();
    expect(onAttempt).toHaveBeenCalledTimes(1);
  });

  it('offers the waiting list in place of the add when the chosen role is held back', () => {
    const api = fakeApi({});
    render(<TicketBuy ticket={workshop} now={NOW} />);
    expect(screen.queryByRole('button', { name: 'Rejoindre la liste d’attente' })).toBeNull();
    fireEvent.click(radio(/Guideur/));
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    fireEvent.click(button('Rejoindre la liste d’attente'));
    const form = screen.getByRole('form', { name: 'Liste d’attente' });
    expect(within(form).getByText(/Les places de guideur sont en liste d’attente/)).toBeTruthy();
    // The form starts on the card's role.
    expect((within(form).getByRole('radio', { name: /Guideur/ }) as HTMLInputElement).checked).toBe(true);
    expect(api.calls).toHaveLength(0);
  });

  it("shows the API's role refusal and the way to the waiting list", async () => {
    fakeApi({
      'POST /api/cart/add': () =>
        refusal(409, 'ROLE_WAITLISTED', 'Les places de suiveur du « Workshop Pass » sont en liste d’attente : inscrivez-vous pour être prévenu.'),
    });
    render(<TicketBuy ticket={{ ...workshop, roles: { leader: 'available', follower: 'available' }, waitingList: false }} now={NOW} />);
    fireEvent.click(radio(/Suiveur/));
    await act(async () => fireEvent.click(button('Ajouter au panier')));
    expect(screen.getByText(/sont en liste d’attente : inscrivez-vous/)).toBeTruthy();
    fireEvent.click(button('Rejoindre la liste d’attente'));
    expect(screen.getByRole('form', { name: 'Liste d’attente' })).toBeTruthy();
  });

  it('offers the waiting list of a sold-out type, and nothing more for a type on sale without one', () => {
    fakeApi({});
    const { unmount } = render(
      <TicketBuy ticket={{ ...workshop, danceRoles: 'none', roles: null, remaining: 0, soldOut: true }} now={NOW} />,
    );
    expect(button('Indisponible').disabled).toBe(true);
    expect(button('Rejoindre la liste d’attente')).toBeTruthy();
    unmount();
    render(<TicketBuy ticket={{ ...workshop, danceRoles: 'none', roles: null, waitingList: false }} now={NOW} />);
    expect(screen.queryByRole('button', { name: 'Rejoindre la liste d’attente' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Rôle de danse' })).toBeNull();
  });
});

describe('TicketBuy on a couple pass', () => {
  it('counts couples and sends no role', async () => {
    const api = fakeApi({
      'POST /api/cart/add': () => json({ cart: cartOf([line({ id: 4, ticketId: 6, name: 'Pass Couple', ticketsPerUnit: 2 })]) }),
    });
    render(<TicketBuy ticket={couplePass} now={NOW} />);
    expect(screen.getByRole('group', { name: 'Nombre de couples, Pass Couple' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Rôle de danse' })).toBeNull();
    await act(async () => fireEvent.click(button('Ajouter au panier')));
    expect(api.calls[0]?.body).toEqual({ ticketId: 6, quantity: 1 });
  });
});
