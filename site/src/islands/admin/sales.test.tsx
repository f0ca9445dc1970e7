// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import InvitationsPage, { validateInvitation } from './InvitationsPage';
import OrderDetailPage from './OrderDetailPage';
import PromoCodesPage from './PromoCodesPage';
import SalesPage from './SalesPage';
import TicketsPage, { validateTicketType, type TicketTypeForm } from './TicketsPage';

vi.mock('./admin.css', () => ({}));

const settle = () => act(async () => {});
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const rowText = (row: Element) => [...row.children].map(text).join(' | ');
type Api = ReturnType<typeof fakeApi>;
/** The URLs asked, query included (the fake API records paths only). */
const urls = (api: Api) => api.fetchMock.mock.calls.map(([input]) => String(input));

const order = (overrides: Record<string, unknown> = {}) => ({
  id: 'ord-1',
  number: 'KL-2027-0042',
  status: 'completed',
  createdAt: '2026-11-20T10:15:00.000Z',
  paidAt: '2026-11-20T10:16:00.000Z',
  email: 'ana@example.fr',
  firstName: 'Ana',
  lastName: 'Silva',
  total: 268,
  refundedAmount: 0,
  ticketsCount: 2,
  items: [{ name: 'Full Pass', quantity: 2 }],
  promoCode: 'KIZ10',
  source: 'purchase',
  ...overrides,
});

const detail = (overrides: Record<string, unknown> = {}) => ({
  ...order(),
  phone: '0612345678',
  billingAddress: { line1: '1 rue de la Paix', line2: null, postalCode: '75002', city: 'Paris', country: 'FR', state: null, isInternational: false },
  subtotal: 298,
  discount: 30,
  items: [{ ticketTypeId: 1, name: 'Full Pass', quantity: 2, unitPrice: 149, subtotal: 298 }],
  tickets: [
    { id: 11, number: 'T-0001', holderName: 'Ana Silva', ticketTypeName: 'Full Pass', status: 'valid', checkedInAt: null },
    { id: 12, number: 'T-0002', holderName: 'Rui Silva', ticketTypeName: 'Full Pass', status: 'valid', checkedInAt: '2027-04-16T19:02:00.000Z' },
  ],
  refunds: [],
  ...overrides,
});

const ticketType = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'full-pass',
  name: 'Full Pass',
  description: 'Tout le festival',
  category: 'pass',
  price: 149,
  quota: 300,
  sold: 120,
  held: 3,
  remaining: 177,
  salesStart: '2026-10-01T08:00:00.000Z',
  salesEnd: '2027-04-15T21:59:00.000Z',
  validDays: ['2027-04-16', '2027-04-17', '2027-04-18'],
  visible: true,
  highlighted: true,
  sortOrder: 1,
  deletable: false,
  ...overrides,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'jwt-admin');
  window.history.replaceState(null, '', '/admin/sales');
});
afterEach(() => cleanup());

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

describe('OrderDetailPage', () => {
  beforeEach(() => window.history.replaceState(null, '', '/admin/sales/ord-1'));

  it('shows buyer, items, tickets with check-in and refunds', async () => {
    fakeApi({
      'GET /api/admin/orders/ord-1': () =>
        json({ order: detail({ refundedAmount: 20, refunds: [{ id: 1, amount: 20, reason: 'Geste commercial', createdAt: '2026-11-22T09:00:00.000Z', createdBy: 'Nadia Lopes' }] }) }),
    });
    render(<OrderDetailPage />);
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Commande KL-2027-0042');
    expect(screen.getByText('1 rue de la Paix, 75002, Paris, FR')).toBeTruthy();
    const tickets = within(screen.getByRole('region', { name: 'Billets émis' })).getAllByRole('row').slice(1);
    expect(rowText(tickets[0]!)).toBe('T-0001 | Ana Silva | Full Pass | Valide | Pas encore entré');
    expect(rowText(tickets[1]!)).toBe('T-0002 | Rui Silva | Full Pass | Valide | 16/04/2027 21:02');
    const refunds = within(screen.getByRole('region', { name: 'Historique des remboursements' })).getAllByRole('row').slice(1);
    expect(rowText(refunds[0]!)).toBe('22/11/2026 10:00 | 20,00 € | Geste commercial | Nadia Lopes');
    expect(screen.getByText('248,00 €')).toBeTruthy();
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

describe('TicketsPage', () => {
  const days = ['2027-04-16', '2027-04-17', '2027-04-18'];

  it('lists the ticket types, hides a sold one and deletes a deletable one', async () => {
    const api = fakeApi({
      'GET /api/admin/ticket-types': () => json({ data: [ticketType(), ticketType({ id: 2, name: 'Pass Soirée', sold: 0, held: 0, deletable: true, visible: false, highlighted: false })] }),
      'PATCH /api/admin/ticket-types/1': () => json({ ticketType: ticketType({ visible: false }) }),
      'DELETE /api/admin/ticket-types/2': () => new Response(null, { status: 204 }),
    });
    render(<TicketsPage festivalDays={days} />);
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Types de billets' })).getAllByRole('row').slice(1);
    expect(rowText(rows[0]!)).toBe('Full PassMis en avant | 149,00 € | 120 / 300 | 177 | 01/10/2026 10:00 → 15/04/2027 23:59 | Oui | ModifierMasquer');
    expect(within(rows[0]!).queryByRole('button', { name: /Supprimer/ })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Masquer Full Pass' })));
    expect(api.calls.at(-1)!.body).toEqual({ visible: false });

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Pass Soirée' }));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' })));
    expect(api.paths()).toContain('DELETE /api/admin/ticket-types/2');
    expect(screen.getByText('« Pass Soirée » a été supprimé.')).toBeTruthy();
  });

  it('validates the form, then creates with Paris times and the festival days', async () => {
    const api = fakeApi({
      'GET /api/admin/ticket-types': () => json({ data: [] }),
      'POST /api/admin/ticket-types': (call) => json({ ticketType: { ...ticketType(), ...(call.body as object), id: 9 } }, 201),
    });
    render(<TicketsPage festivalDays={days} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau type de billet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Saisissez un nom.')).toBeTruthy();
    expect(screen.getByText('Saisissez un prix positif ou nul.')).toBeTruthy();
    expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).toBe('true');
    expect(api.paths()).not.toContain('POST /api/admin/ticket-types');

    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Pass Samedi' } });
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'night' } });
    fireEvent.change(screen.getByLabelText('Prix (€)'), { target: { value: '45,50' } });
    fireEvent.change(screen.getByLabelText('Quota'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Début des ventes'), { target: { value: '2027-01-10T10:00' } });
    fireEvent.change(screen.getByLabelText('Fin des ventes'), { target: { value: '2027-04-17T20:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /16 avr/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /18 avr/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      name: 'Pass Samedi',
      description: '',
      category: 'night',
      price: 45.5,
      quota: 200,
      salesStart: '2027-01-10T09:00:00.000Z',
      salesEnd: '2027-04-17T18:00:00.000Z',
      validDays: ['2027-04-17'],
      visible: true,
      highlighted: false,
    });
    expect(screen.getByText('« Pass Samedi » a été enregistré.')).toBeTruthy();
  });

  it('refuses a quota under sold + held, and an end before the start', () => {
    const form: TicketTypeForm = {
      name: 'Full Pass',
      description: '',
      category: 'pass',
      price: '149',
      quota: '100',
      salesStart: '2027-04-10T10:00',
      salesEnd: '2027-04-01T10:00',
      validDays: [],
      visible: true,
      highlighted: false,
    };
    const { errors, input } = validateTicketType(form, { minQuota: 123, requireDays: true });
    expect(input).toBeNull();
    expect(errors.quota).toBe('Le quota ne peut pas être inférieur aux billets vendus ou réservés (123).');
    expect(errors.salesEnd).toBe('La fin des ventes doit suivre leur début.');
    expect(errors.validDays).toBe('Cochez au moins un jour.');
  });

  it('searches issued tickets, resends the e-mail and cancels after the warning', async () => {
    const tickets = [
      { id: 11, number: 'T-0001', holderName: 'Ana Silva', status: 'valid', ticketTypeId: 1, ticketTypeName: 'Full Pass', orderId: 'ord-1', orderNumber: 'KL-2027-0042', email: 'ana@example.fr', checkedInAt: null },
    ];
    const api = fakeApi({
      'GET /api/admin/ticket-types': () => json({ data: [] }),
      'GET /api/admin/tickets': () => json({ data: tickets, page: 1, pageSize: 25, total: 1 }),
      'POST /api/admin/tickets/11/resend': () => json({ message: 'Les billets ont été renvoyés à ana@example.fr.' }, 202),
      'POST /api/admin/tickets/11/cancel': () => json({ ticket: { ...tickets[0], status: 'cancelled' } }),
    });
    render(<TicketsPage festivalDays={days} />);
    await settle();
    fireEvent.click(screen.getByRole('tab', { name: 'Billets émis' }));
    await settle();
    expect(screen.getByRole('tab', { name: 'Billets émis' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ana@example.fr' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Statut' }), { target: { value: 'valid' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rechercher' })));
    expect(urls(api).at(-1)).toBe('/api/admin/tickets?q=ana%40example.fr&status=valid&page=1&pageSize=25');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Renvoyer l’e-mail T-0001' })));
    expect(screen.getByRole('status').textContent).toBe('Les billets ont été renvoyés à ana@example.fr.');

    fireEvent.click(screen.getByRole('button', { name: 'Annuler le billet T-0001' }));
    const dialog = screen.getByRole('alertdialog');
    expect(text(dialog)).toContain('Le QR code sera refusé à l’entrée.');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Doublon' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le billet' })));
    expect(api.calls.find((call) => call.path.endsWith('/cancel'))!.body).toEqual({ reason: 'Doublon' });
    expect(screen.getByText('Le billet T-0001 est annulé.')).toBeTruthy();
  });
});

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

describe('InvitationsPage', () => {
  const invitations = [
    { id: 1, email: 'dj@example.fr', name: 'DJ Kapa', ticketTypeId: 1, ticketTypeName: 'Full Pass', quantity: 2, message: null, status: 'sent', expiresAt: '2027-04-10T21:59:00.000Z', createdAt: '2026-11-20T10:00:00.000Z', claimedAt: null, orderNumber: null, createdBy: 'Nadia Lopes' },
    { id: 2, email: 'press@example.fr', name: 'Presse', ticketTypeId: 1, ticketTypeName: 'Full Pass', quantity: 1, message: null, status: 'claimed', expiresAt: null, createdAt: '2026-11-19T10:00:00.000Z', claimedAt: '2026-11-19T12:00:00.000Z', orderNumber: 'KL-2027-0040', createdBy: 'Nadia Lopes' },
  ];

  it('sends an invitation, lists them with badges, revokes and resends', async () => {
    const api = fakeApi({
      'GET /api/admin/ticket-types': () => json({ data: [ticketType(), ticketType({ id: 2, name: 'Pass Soirée' })] }),
      'GET /api/admin/invitations': () => json({ data: invitations, page: 1, pageSize: 25, total: 2 }),
      'POST /api/admin/invitations': (call) => json({ invitation: { ...invitations[0], ...(call.body as object), id: 3 } }, 201),
      'POST /api/admin/invitations/1/revoke': () => json({ invitation: { ...invitations[0], status: 'revoked' } }),
      'POST /api/admin/invitations/1/resend': () => new Response(null, { status: 202 }),
    });
    render(<InvitationsPage />);
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Invitations' })).getAllByRole('row').slice(1);
    expect(rowText(rows[0]!)).toBe('DJ Kapadj@example.fr | 2 × Full Pass | Envoyée | 20/11/2026 11:00 | 10/04/2027 | — | RenvoyerRévoquer');
    expect(rowText(rows[1]!)).toBe('Pressepress@example.fr | 1 × Full Pass | Acceptée | 19/11/2026 11:00 | Jamais | KL-2027-0040 | ');

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(screen.getByText('Saisissez une adresse e-mail valide.')).toBeTruthy();
    expect(screen.getByText('Choisissez un type de billet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'guest@example.fr' } });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Invité VIP' } });
    fireEvent.change(screen.getByLabelText('Type de billet'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Nombre de billets'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Message personnel'), { target: { value: 'Merci pour tout !' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' })));
    expect(api.calls.find((call) => call.path === '/api/admin/invitations' && call.method === 'POST')!.body).toEqual({
      email: 'guest@example.fr',
      name: 'Invité VIP',
      ticketTypeId: 2,
      quantity: 3,
      message: 'Merci pour tout !',
    });
    expect(screen.getByText('Invitation envoyée à guest@example.fr.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Renvoyer DJ Kapa' })));
    expect(api.paths()).toContain('POST /api/admin/invitations/1/resend');
    fireEvent.click(screen.getByRole('button', { name: 'Révoquer DJ Kapa' }));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Révoquer' })));
    expect(api.paths()).toContain('POST /api/admin/invitations/1/revoke');

    fireEvent.change(screen.getByRole('combobox', { name: 'Statut' }), { target: { value: 'claimed' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filtrer' })));
    expect(urls(api).at(-1)).toBe('/api/admin/invitations?status=claimed&page=1&pageSize=25');
  });

  it('refuses a quantity out of 1–10 and a past expiry', () => {
    const { errors } = validateInvitation(
      { email: 'a@b.fr', name: 'A', ticketTypeId: '1', quantity: '11', message: '', expiresAt: '2020-01-01' },
      new Date('2026-11-20T10:00:00Z'),
    );
    expect(errors.quantity).toBe('Entre 1 et 10 billets.');
    expect(errors.expiresAt).toBe('La date d’expiration doit être dans le futur.');
  });
});
