// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import PromoCodesPage from './PromoCodesPage';
import { settle, rowText } from './admin.test-helper';
import { ticketType, salesTestSetup } from './sales.test-helper';

vi.mock('./admin.css', () => ({}));

salesTestSetup();

describe('PromoCodesPage', () => {
  const codes = [
    { id: 1, code: 'KIZ10', type: 'percentage', value: 10, startsAt: null, endsAt: '2027-03-31T21:59:00.000Z', maxUses: 100, usedCount: 12, ticketTypeIds: [], minSubtotal: null, active: true, orders: 12, revenue: 1609.2, discountGiven: 178.8, deletable: false },
    { id: 2, code: 'AMIS5', type: 'fixed', value: 5, startsAt: null, endsAt: null, maxUses: null, usedCount: 0, ticketTypeIds: [], minSubtotal: null, active: false, orders: 0, revenue: 0, discountGiven: 0, deletable: true },
  ];

  it('shows discounts, uses and revenue; toggles, deletes only a deletable code, creates one', async () => {
    const api = fakeApi({
      'GET /api/admin/promo-codes': () => json({ data: codes }),
      'GET /api/admin/ticket-types': () => json({ data: [ticketType()] }),
      'PATCH /api/admin/promo-codes/1': () => json({ promoCode: { ...codes[0], active: false } }),
      'DELETE /api/admin/promo-codes/2': () => new Response(null, { status: 204 }),
      'POST /api/admin/promo-codes': () => refusal(409, 'PROMO_CODE_EXISTS', 'Ce code existe déjà.'),
    });
    render(<PromoCodesPage />);
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Codes promo' })).getAllByRole('row').slice(1);
    expect(rowText(rows[0]!)).toBe('KIZ10 | -10 % | Jusqu’au 31/03/2027 | 12 / 100 | 12 | 1 609,20 € |  | Modifier');
    expect(rowText(rows[1]!)).toBe('AMIS5 | -5,00 € | Toujours | 0 / illimité | 0 | 0,00 € |  | ModifierSupprimer');

    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Activer KIZ10' })));
    expect(api.calls.find((call) => call.method === 'PATCH')!.body).toEqual({ active: false });
    expect((screen.getByRole('switch', { name: 'Activer KIZ10' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer AMIS5' }));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' })));
    expect(api.paths()).toContain('DELETE /api/admin/promo-codes/2');

    fireEvent.click(screen.getByRole('button', { name: 'Nouveau code promo' }));
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'kiz10' } });
    fireEvent.change(screen.getByLabelText('Remise (%)'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Un pourcentage ne peut pas dépasser 100.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Remise (%)'), { target: { value: '10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      code: 'KIZ10',
      type: 'percentage',
      value: 10,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      minSubtotal: null,
      ticketTypeIds: [],
      active: true,
    });
    expect(screen.getByRole('alert').textContent).toBe('Ce code existe déjà.');
  });
});
