// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketType } from '../../lib/api/tickets';
import TicketCatalogue from './TicketCatalogue';
import { $ticketCatalogue, $ticketCatalogueUpdatedAt } from './store';

vi.mock('./tickets.css', () => ({}));

const base: TicketType = {
  id: 1,
  slug: 'full-pass',
  name: 'Full Pass',
  description: 'Tout le festival',
  includes: ['Tous les stages (18 h)', 'Les 3 soirées'],
  category: 'pass',
  price: 149,
  currency: 'EUR',
  quota: 400,
  remaining: 312,
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

const nightPass: TicketType = {
  ...base,
  id: 2,
  slug: 'soirees',
  name: 'Pass Soirées',
  remaining: 150,
  highlighted: false,
  sortOrder: 20,
};

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  $ticketCatalogue.set(null);
  $ticketCatalogueUpdatedAt.set(null);
});
afterEach(() => cleanup());

describe('TicketCatalogue', () => {
  it('shows the build-time catalogue, then the live one', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );

    render(<TicketCatalogue initial={[base, nightPass]} renderedAt="2026-11-22T12:00:00.000Z" />);

    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Meilleure vente')).toBeTruthy();
    expect(screen.getByText('312 places restantes')).toBeTruthy();
    expect(plain(screen.getByRole('heading', { name: 'Full Pass' }).closest('article')?.textContent ?? '')).toContain(
      '149 €',
    );
    expect(fetch).toHaveBeenCalledWith('/api/tickets', expect.objectContaining({ credentials: 'include' }));

    await act(async () => {
      answer(
        new Response(JSON.stringify({ data: [{ ...base, remaining: 0, soldOut: true }, nightPass] }), {
          status: 200,
        }),
      );
    });

    expect(await screen.findByText('Complet')).toBeTruthy();
    expect(screen.queryByText('312 places restantes')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/^Disponibilités mises à jour à \d{2}:\d{2}\.$/);
  });

  it('keeps the build-time catalogue when the API fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    render(<TicketCatalogue initial={[base]} renderedAt="2026-11-22T12:00:00.000Z" />);
    await act(async () => {});
    expect(screen.getByText('312 places restantes')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('explains a couple pass and prices it per couple', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const couple: TicketType = { ...nightPass, id: 6, slug: 'pass-couple', name: 'Pass Couple', danceRoles: 'couple' };
    render(<TicketCatalogue initial={[couple]} renderedAt="2026-11-22T12:00:00.000Z" />);
    await act(async () => {});
    const card = screen.getByRole('article', { name: 'Pass Couple' });
    expect(card.textContent).toContain('1 guideur + 1 suiveur');
    expect(plain(card.querySelector('.ticket__price')?.textContent ?? '')).toBe('Prix : 149 €par couple');
    expect(screen.getByRole('group', { name: 'Nombre de couples, Pass Couple' })).toBeTruthy();
  });

  it('says when nothing is on sale', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: [] }))));
    render(<TicketCatalogue initial={[]} renderedAt="2026-11-22T12:00:00.000Z" />);
    await act(async () => {});
    expect(screen.getByText('Aucun billet n’est en vente pour le moment.')).toBeTruthy();
  });
});
