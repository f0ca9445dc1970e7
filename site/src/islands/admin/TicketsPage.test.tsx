// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../cart/fake-api.test-helper';
import TicketsPage, { validateTicketType, type TicketTypeForm } from './TicketsPage';
import { settle, text, rowText } from './admin.test-helper';
import { urls, ticketType, salesTestSetup } from './sales.test-helper';

vi.mock('./admin.css', () => ({}));

salesTestSetup();

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
    expect(rowText(rows[0]!)).toBe('Full PassMis en avant | 149,00 € | 120 / 300 | 177 | — | 01/10/2026 10:00 → 15/04/2027 23:59 | Oui | ModifierMasquer');
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
      danceRoles: 'none',
    });
    expect(screen.getByText('« Pass Samedi » a été enregistré.')).toBeTruthy();
  });

  it('creates a balanced workshop with its rule, and shows the API’s refusal under its field', async () => {
    const api = fakeApi({
      'GET /api/admin/ticket-types': () => json({ data: [] }),
      'POST /api/admin/ticket-types': () =>
        json({ error: { code: 'VALIDATION_ERROR', message: 'Certains champs sont invalides.', fields: [{ field: 'leaderCap', message: 'Le plafond dépasse le quota.' }] } }, 400),
    });
    render(<TicketsPage festivalDays={[]} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau type de billet' }));
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Workshop Pass' } });
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'workshop' } });
    fireEvent.change(screen.getByLabelText('Prix (€)'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Quota'), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText('Début des ventes'), { target: { value: '2027-01-10T10:00' } });
    fireEvent.change(screen.getByLabelText('Fin des ventes'), { target: { value: '2027-04-17T20:00' } });
    expect(screen.queryByLabelText('Ratio maximal entre les rôles')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Équilibré guideur / suiveur' }));
    fireEvent.change(screen.getByLabelText('Ratio maximal entre les rôles'), { target: { value: '0,8' } });
    fireEvent.change(screen.getByLabelText('N premiers de chaque rôle toujours admis'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Plafond suiveurs'), { target: { value: '130' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Saisissez un ratio d’au moins 1, avec deux décimales au plus (par exemple 1,2), ou laissez vide.')).toBeTruthy();
    expect(screen.getByText('Le plafond ne peut pas dépasser le quota (120).')).toBeTruthy();
    expect(api.paths()).not.toContain('POST /api/admin/ticket-types');

    fireEvent.change(screen.getByLabelText('Ratio maximal entre les rôles'), { target: { value: '1,2' } });
    fireEvent.change(screen.getByLabelText('Plafond guideurs'), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText('Plafond suiveurs'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({ name: 'Workshop Pass', quota: 120, danceRoles: 'balanced', balanceRatio: 1.2, balanceAllowFirst: 10, leaderCap: 70, followerCap: null });
    expect(screen.getByLabelText('Plafond guideurs').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Le plafond dépasse le quota.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Certains champs sont invalides.');
  });

  it('shows each role’s sold and held and the current ratio; an edit keeps a sold type’s mode', async () => {
    const workshop = ticketType({
      id: 4,
      name: 'Workshop Pass',
      highlighted: false,
      danceRoles: 'balanced',
      balanceRatio: 1.2,
      balanceAllowFirst: 10,
      leaderCap: 70,
      leaderSold: 23,
      leaderHeld: 1,
      followerSold: 20,
      followerHeld: 0,
    });
    const api = fakeApi({
      'GET /api/admin/ticket-types': () => json({ data: [workshop, ticketType({ id: 5, name: 'Pass Couple', highlighted: false, danceRoles: 'couple' })] }),
      'PATCH /api/admin/ticket-types/4': () => json({ ticketType: workshop }),
    });
    render(<TicketsPage festivalDays={[]} />);
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Types de billets' })).getAllByRole('row').slice(1);
    const roles = within(rows[0]!).getAllByRole('cell')[4]!;
    expect([...roles.children].map(text)).toEqual(['Guideurs : vendus 23, réservés 1, plafond 70', 'Suiveurs : vendus 20, réservés 0', 'Ratio actuel 1,20 (max 1,20)']);
    expect(rowText(rows[1]!).split(' | ')[4]).toBe('Pass couple');

    fireEvent.click(screen.getByRole('button', { name: 'Modifier Workshop Pass' }));
    expect((screen.getByRole('radio', { name: 'Équilibré guideur / suiveur' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Ce choix ne change plus/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ratio maximal entre les rôles'), { target: { value: '1,5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
    const patch = api.calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toMatchObject({ balanceRatio: 1.5, balanceAllowFirst: 10, leaderCap: 70, followerCap: null });
    expect(patch.body).not.toHaveProperty('danceRoles');
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
      danceRoles: 'none',
      balanceRatio: '',
      balanceAllowFirst: '0',
      leaderCap: '',
      followerCap: '',
    };
    const { errors, input } = validateTicketType(form, { minQuota: 123, requireDays: true });
    expect(input).toBeNull();
    expect(errors.quota).toBe('Le quota ne peut pas être inférieur aux billets vendus ou réservés (123).');
    expect(errors.salesEnd).toBe('La fin des ventes doit suivre leur début.');
    expect(errors.validDays).toBe('Cochez au moins un jour.');
  });

  it('shows each issued ticket’s holder e-mail, role and transfer', async () => {
    const base = { status: 'valid', ticketTypeId: 4, ticketTypeName: 'Workshop Pass', orderId: 'ord-2', orderNumber: 'KL-2027-0050', email: 'buyer@example.fr', checkedInAt: null };
    fakeApi({
      'GET /api/admin/ticket-types': () => json({ data: [] }),
      'GET /api/admin/tickets': () =>
        json({
          data: [
            { ...base, id: 21, number: 'T-0021', holderName: 'Inès Moreau', role: 'follower', holderEmail: 'ines@example.fr', transferredAt: '2027-03-01T09:00:00.000Z', pendingTransferTo: null },
            { ...base, id: 22, number: 'T-0022', holderName: 'Yann Kodjo', role: 'leader', holderEmail: null, transferredAt: null, pendingTransferTo: 'paul@example.fr' },
          ],
          page: 1,
          pageSize: 25,
          total: 2,
        }),
    });
    render(<TicketsPage festivalDays={days} />);
    await settle();
    fireEvent.click(screen.getByRole('tab', { name: 'Billets émis' }));
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Billets émis' })).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement, index: number) => [...within(row).getAllByRole('cell')[index]!.children].map(text);
    expect(cells(rows[0]!, 1)).toEqual(['Inès Moreau', 'ines@example.fr', 'Transféré le 01/03/2027 10:00']);
    expect(cells(rows[0]!, 2)).toEqual(['Suiveur (follower)']);
    expect(text(within(rows[0]!).getAllByRole('cell')[2]!)).toBe('Workshop PassSuiveur (follower)');
    expect(cells(rows[1]!, 1)).toEqual(['Yann Kodjo', 'buyer@example.fr', 'Transfert en attente vers paul@example.fr']);
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
