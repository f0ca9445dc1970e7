// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import OrderDetailPage from './OrderDetailPage';
import { settle, text, rowText } from './admin.test-helper';
import { detail, salesTestSetup, urls } from './sales.test-helper';

vi.mock('./admin.css', () => ({}));

salesTestSetup();

describe('OrderDetailPage', () => {
  beforeEach(() => window.history.replaceState(null, '', '/admin/sales/ord-1'));

  it('shows buyer, items, tickets with check-in and refunds', async () => {
    fakeApi({
      'GET /api/admin/orders/ord-1': () =>
        json({ order: detail({ refundedAmount: 20, refunds: [{ id: 1, amount: 20, reason: 'Geste commercial', createdAt: '2026-11-22T09:00:00.000Z', createdBy: 'Nadia Lopes' }] }) }),
      'GET /api/admin/tickets': () => json({ data: [], page: 1, pageSize: 100, total: 0 }),
    });
    render(<OrderDetailPage />);
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Commande KL-2027-0042');
    expect(screen.getByText('1 rue de la Paix, 75002, Paris, FR')).toBeTruthy();
    const tickets = within(screen.getByRole('region', { name: 'Billets émis' })).getAllByRole('row').slice(1);
    expect(rowText(tickets[0]!)).toBe('T-0001 | Ana Silva | Full Pass | Valide | Pas encore entré');
    expect(rowText(tickets[1]!)).toBe('T-0002 | Rui Silva | Full Pass | Valide | 16/04/2027 21:02');
    const refunds = within(screen.getByRole('region', { name: 'Historique des remboursements' })).getAllByRole('row').slice(1);
    expect(rowText(refunds[0]!)).toBe('22/11/2026 10:00 | Remboursement | 20,00 € | Geste commercial | Nadia Lopes');
    expect(screen.getByText('248,00 €')).toBeTruthy();
  });

  it('shows each ticket’s holder e-mail, role and transfer, from the issued tickets of this order only', async () => {
    const issued = { ticketTypeId: 4, ticketTypeName: 'Full Pass', status: 'valid', orderNumber: 'KL-2027-0042', email: 'ana@example.fr', checkedInAt: null };
    const api = fakeApi({
      'GET /api/admin/orders/ord-1': () => json({ order: detail() }),
      'GET /api/admin/tickets': () =>
        json({
          data: [
            { ...issued, id: 11, number: 'T-0001', holderName: 'Ana Silva', orderId: 'ord-1', role: 'leader', holderEmail: 'ana@example.fr', transferredAt: null, pendingTransferTo: 'paul@example.fr' },
            { ...issued, id: 12, number: 'T-0002', holderName: 'Rui Silva', orderId: 'ord-1', role: 'follower', holderEmail: 'rui@example.pt', transferredAt: '2027-03-01T09:00:00.000Z', pendingTransferTo: null },
            // Another order whose number contains this one's: not this order's tickets.
            { ...issued, id: 13, number: 'T-0003', holderName: 'Zoé', orderId: 'ord-7', role: 'leader', holderEmail: 'zoe@example.fr', transferredAt: null, pendingTransferTo: null },
          ],
          page: 1,
          pageSize: 100,
          total: 3,
        }),
    });
    render(<OrderDetailPage />);
    await settle();
    await settle();
    expect(urls(api)).toContain('/api/admin/tickets?q=KL-2027-0042&pageSize=100');
    const rows = within(screen.getByRole('region', { name: 'Billets émis' })).getAllByRole('row').slice(1);
    expect(rows.map(rowText)).toEqual([
      'T-0001 | Ana Silvaana@example.frTransfert en attente vers paul@example.fr | Full PassGuideur (leader) | Valide | Pas encore entré',
      'T-0002 | Rui Silvarui@example.ptTransféré le 01/03/2027 10:00 | Full PassSuiveur (follower) | Valide | 16/04/2027 21:02',
    ]);
  });

  it('shows each ticket’s resale and the seller’s resale refund', async () => {
    const resale = { id: 5, price: 149, fee: 2.5, netRefund: 146.5, listedAt: '2027-03-01T09:00:00.000Z', buyerOrderId: null, buyerOrderNumber: null, refundStatus: null, refundAmount: null };
    fakeApi({
      'GET /api/admin/orders/ord-1': () =>
        json({
          order: detail({
            refundedAmount: 146.5,
            tickets: [
              {
                id: 11,
                number: 'T-0001',
                holderName: 'Ana Silva',
                ticketTypeName: 'Full Pass',
                status: 'refunded',
                checkedInAt: null,
                resale: { ...resale, status: 'sold', decidedAt: '2027-03-02T10:00:00.000Z', buyerOrderId: 'ord-9', buyerOrderNumber: 'KL-2027-0099', refundStatus: 'succeeded', refundAmount: 146.5 },
              },
              { id: 12, number: 'T-0002', holderName: 'Rui Silva', ticketTypeName: 'Full Pass', status: 'valid', checkedInAt: null, resale: { ...resale, id: 6, status: 'listed', decidedAt: null } },
            ],
            refunds: [{ id: 2, kind: 'resale', amount: 146.5, reason: null, createdAt: '2027-03-02T10:00:00.000Z', createdBy: null, ticketIds: [11] }],
          }),
        }),
    });
    render(<OrderDetailPage />);
    await settle();
    const tickets = within(screen.getByRole('region', { name: 'Billets émis' })).getAllByRole('row');
    expect(rowText(tickets[0]!)).toBe('N° de billet | Titulaire | Type | Statut | Revente | Entrée');
    const sold = within(tickets[1]!).getAllByRole('cell')[4]!;
    expect([...sold.children].map(text)).toEqual([
      'Revendu',
      '149,00 € (frais 2,50 €), mis en vente le 01/03/2027 10:00',
      'Acheté par la commande KL-2027-0099 (02/03/2027 11:00)',
      'Vendeur remboursé de 146,50 € : effectué',
    ]);
    expect(within(sold).getByRole('link', { name: 'KL-2027-0099' }).getAttribute('href')).toBe('/admin/sales/ord-9');
    expect(text(within(tickets[2]!).getAllByRole('cell')[4]!)).toBe('En revente149,00 € (frais 2,50 €), mis en vente le 01/03/2027 10:00');
    const refunds = within(screen.getByRole('region', { name: 'Historique des remboursements' })).getAllByRole('row').slice(1);
    expect(rowText(refunds[0]!)).toBe('02/03/2027 11:00 | Revente | 146,50 € | — | —');
  });

  it('explains a refused payment that named the order, in French', async () => {
    fakeApi({
      'GET /api/admin/orders/ord-1': () =>
        json({
          order: detail({
            status: 'pending',
            needsReview: true,
            paymentReviews: [
              { reason: 'foreign_session', stripeSessionId: 'cs_test_foreign', amount: 1, currency: 'EUR', refundedAmount: 1, stripeRefundId: 're_1', createdAt: '2026-11-22T09:00:00.000Z' },
              { reason: 'currency_mismatch', stripeSessionId: 'cs_test_usd', amount: 268, currency: 'USD', refundedAmount: 268, stripeRefundId: 're_2', createdAt: '2026-11-22T09:05:00.000Z' },
              { reason: 'unpaid_session', stripeSessionId: 'cs_test_free', amount: 0, currency: 'EUR', refundedAmount: 0, stripeRefundId: null, createdAt: '2026-11-22T09:10:00.000Z' },
            ],
          }),
        }),
    });
    render(<OrderDetailPage />);
    await settle();
    expect(screen.getByText('À vérifier')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Paiements refusés : à vérifier' });
    expect(within(section).getByRole('alert').textContent).toMatch(/Aucun billet n’a été émis pour ce paiement et il a été remboursé intégralement/);
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rowText(rows[0]!)).toBe(
      '22/11/2026 10:00 | Session de paiement qui n’a pas été créée par la billetterie pour cette commande (lien de paiement ou autre intégration Stripe) | 1,00 € | 1,00 € | cs_test_foreign',
    );
    expect(rowText(rows[1]!)).toBe('22/11/2026 10:05 | Paiement dans une autre devise que l’euro | 268,00 USD | 268,00 USD | cs_test_usd');
    expect(rowText(rows[2]!)).toContain('Session terminée sans paiement alors que la commande n’est pas gratuite | 0,00 € | Aucun paiement à rembourser');
  });

  it('refunds everything left after a confirm stating the amount', async () => {
    const api = fakeApi({
      'GET /api/admin/orders/ord-1': () => json({ order: detail() }),
      'POST /api/admin/orders/ord-1/refund': () =>
        json({ order: detail({ refundedAmount: 268, tickets: detail().tickets.map((ticket) => ({ ...ticket, status: 'refunded' })) }) }),
    });
    render(<OrderDetailPage />);
    await settle();
    fireEvent.change(screen.getByLabelText('Motif'), { target: { value: 'Annulation client' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirmer le remboursement' });
    expect(text(confirm)).toContain('Rembourser 268,00 € à ana@example.fr ?');
    expect(api.paths()).not.toContain('POST /api/admin/orders/ord-1/refund');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Rembourser' })));
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ reason: 'Annulation client' });
    expect(screen.getByText('Remboursement effectué.')).toBeTruthy();
    expect(screen.getByText('Cette commande est entièrement remboursée.')).toBeTruthy();
  });

  it('refunds chosen tickets and an amount, and shows REFUND_INVALID / REFUND_FAILED as sent', async () => {
    let answer = refusal(400, 'REFUND_INVALID', 'Le montant dépasse ce qui reste à rembourser.');
    const api = fakeApi({
      'GET /api/admin/orders/ord-1': () => json({ order: detail() }),
      'POST /api/admin/orders/ord-1/refund': () => answer,
    });
    render(<OrderDetailPage />);
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Remboursement partiel' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /T-0002/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Montant (€)' }), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(text(screen.getByRole('alert'))).toBe('Saisissez un montant entre 0,01 € et 268,00 €.');

    fireEvent.change(screen.getByRole('textbox', { name: 'Montant (€)' }), { target: { value: '99,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirmer le remboursement' });
    expect(text(confirm)).toContain('Rembourser 99,50 € à ana@example.fr ?');
    expect(text(confirm)).toContain('1 billet(s) seront annulés');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Rembourser' })));
    expect(api.calls.at(-1)!.body).toEqual({ ticketIds: [12], amount: 99.5 });
    expect(screen.getByRole('alert').textContent).toBe('Le montant dépasse ce qui reste à rembourser.');

    answer = refusal(502, 'REFUND_FAILED', 'Stripe a refusé le remboursement : rien n’a été modifié.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rembourser' })));
    expect(screen.getByRole('alert').textContent).toBe('Stripe a refusé le remboursement : rien n’a été modifié.');
  });

  it('states the estimated share when only tickets are chosen', async () => {
    const api = fakeApi({
      'GET /api/admin/orders/ord-1': () => json({ order: detail() }),
      'POST /api/admin/orders/ord-1/refund': () => json({ order: detail() }),
    });
    render(<OrderDetailPage />);
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Remboursement partiel' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /T-0001/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    // 149 × 268 / 298 = 134 €
    expect(text(screen.getByRole('alertdialog', { name: 'Confirmer le remboursement' }))).toContain('environ 134,00 €');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rembourser' })));
    expect(api.calls.at(-1)!.body).toEqual({ ticketIds: [11] });
  });
});
