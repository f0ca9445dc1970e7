// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import SalesPage from './SalesPage';
import { settle, text, rowText } from './admin.test-helper';
import { urls, order, ticketType, salesTestSetup } from './sales.test-helper';

vi.mock('./admin.css', () => ({}));

salesTestSetup();

describe('SalesPage', () => {
  function salesApi(extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
    return fakeApi({
      'GET /api/admin/orders': () =>
        json({
          data: [order(), order({ id: 'ord-2', number: 'KL-2027-0043', refundedAmount: 40, source: 'invitation', total: 149, firstName: 'Zé', lastName: 'Lima' })],
          page: 1,
          pageSize: 25,
          total: 2,
          totals: { orders: 2, revenue: 417, refunded: 40, tickets: 3 },
        }),
      'GET /api/admin/ticket-types': () => json({ data: [ticketType(), ticketType({ id: 2, name: 'Pass Soirée' })] }),
      ...extra,
    });
  }

  it('reads q from the URL, shows totals and the orders, and filters with the right query', async () => {
    window.history.replaceState(null, '', '/admin/sales?q=KL-2027-0042');
    const api = salesApi();
    render(<SalesPage />);
    await settle();
    expect(urls(api)).toContain('/api/admin/orders?q=KL-2027-0042&page=1&pageSize=25');
    expect((screen.getByRole('searchbox', { name: 'Recherche' }) as HTMLInputElement).value).toBe('KL-2027-0042');

    const totals = screen.getByLabelText('Totaux des ventes filtrées');
    expect(text(totals)).toContain('Commandes2');
    expect(text(totals)).toContain('Chiffre d’affaires417,00 €');
    expect(text(totals)).toContain('Remboursé40,00 €');

    const table = screen.getByRole('table', { name: 'Commandes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rowText(rows[0]!)).toBe('KL-2027-0042 | 20/11/2026 11:15 | Ana Silvaana@example.fr | 2 × Full Pass | 268,00 € | — | Payée | Achat');
    expect(rowText(rows[1]!)).toContain('Remboursée en partie | Invitation');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/admin/sales/ord-1');

    fireEvent.change(screen.getByRole('combobox', { name: 'Statut' }), { target: { value: 'completed' } });
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type de billet' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Recherche' }), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filtrer' })));
    expect(urls(api).at(-1)).toBe('/api/admin/orders?status=completed&from=2026-11-01&to=2026-11-30&ticketTypeId=2&page=1&pageSize=25');
    expect(window.location.search).toBe('?status=completed&from=2026-11-01&to=2026-11-30&ticketTypeId=2');
  });

  it('exports the CSV of the same filters with the token, and saves it under the API’s name', async () => {
    window.history.replaceState(null, '', '/admin/sales?status=completed');
    const api = salesApi({
      'GET /api/admin/orders/export.csv': () =>
        new Response('\uFEFFnuméro;total\r\nKL-2027-0042;268,00\r\n', {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="ventes-2026-11-21.csv"' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:ventes');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    let downloaded: { href: string; download: string } | null = null;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = { href: this.getAttribute('href') ?? '', download: this.download };
    });
    render(<SalesPage />);
    await settle();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' })));
    const call = api.fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/admin/orders/export.csv'))!;
    expect(String(call[0])).toBe('/api/admin/orders/export.csv?status=completed');
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer jwt-admin');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect(downloaded).toEqual({ href: 'blob:ventes', download: 'ventes-2026-11-21.csv' });
  });

  it('flags the orders to check « À vérifier » and filters on them', async () => {
    const api = salesApi({
      'GET /api/admin/orders': () =>
        json({ data: [order({ needsReview: true })], page: 1, pageSize: 25, total: 1, totals: { orders: 1, revenue: 268, refunded: 0, tickets: 2 } }),
    });
    render(<SalesPage />);
    await settle();
    const [row] = within(screen.getByRole('table', { name: 'Commandes' })).getAllByRole('row').slice(1);
    expect(rowText(row!)).toContain('PayéeÀ vérifier | Achat');
    fireEvent.change(screen.getByRole('combobox', { name: 'Paiements' }), { target: { value: '1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filtrer' })));
    expect(urls(api).at(-1)).toBe('/api/admin/orders?needsReview=1&page=1&pageSize=25');
    expect(window.location.search).toBe('?needsReview=1');
  });

  it('shows the API’s error when the export fails', async () => {
    salesApi({ 'GET /api/admin/orders/export.csv': () => refusal(403, 'FORBIDDEN', 'Accès refusé') });
    render(<SalesPage />);
    await settle();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' })));
    expect(screen.getByRole('alert').textContent).toBe('Accès refusé');
  });
});
