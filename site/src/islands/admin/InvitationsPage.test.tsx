// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../cart/fake-api.test-helper';
import InvitationsPage, { validateInvitation } from './InvitationsPage';
import { settle, rowText } from './admin.test-helper';
import { urls, ticketType, salesTestSetup } from './sales.test-helper';

vi.mock('./admin.css', () => ({}));

salesTestSetup();

describe('InvitationsPage', () => {
  const invitations = [
    { id: 1, email: 'dj@example.fr', name: 'DJ Kapa', ticketTypeId: 1, ticketTypeName: 'Full Pass', quantity: 2, message: null, status: 'sent', expiresAt: '2027-04-10T21:59:00.000Z', createdAt: '2026-11-20T10:00:00.000Z', claimedAt: null, orderNumber: null, locale: 'pt', createdBy: 'Nadia Lopes' },
    { id: 2, email: 'press@example.fr', name: 'Presse', ticketTypeId: 1, ticketTypeName: 'Full Pass', quantity: 1, message: null, status: 'claimed', expiresAt: null, createdAt: '2026-11-19T10:00:00.000Z', claimedAt: '2026-11-19T12:00:00.000Z', orderNumber: 'KL-2027-0040', locale: 'fr', createdBy: 'Nadia Lopes' },
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
    expect(rowText(rows[0]!)).toBe('DJ Kapadj@example.fr | 2 × Full Pass | Envoyée | Português | 20/11/2026 11:00 | 10/04/2027 | — | RenvoyerRévoquer');
    expect(rowText(rows[1]!)).toBe('Pressepress@example.fr | 1 × Full Pass | Acceptée | Français | 19/11/2026 11:00 | Jamais | KL-2027-0040 | ');
    expect(within(rows[0]!).getByText('Português').getAttribute('lang')).toBe('pt');

    // The guest's language: the nine in their own names, French chosen.
    const language = screen.getByLabelText('Langue de l’invité') as HTMLSelectElement;
    expect(language.value).toBe('fr');
    expect([...language.options].map((option) => option.text)).toEqual([
      'Français', 'English', 'Español', 'Português', 'Deutsch', 'Italiano', 'Nederlands', 'Polski', 'Română',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(screen.getByText('Saisissez une adresse e-mail valide.')).toBeTruthy();
    expect(screen.getByText('Choisissez un type de billet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'guest@example.fr' } });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Invité VIP' } });
    fireEvent.change(screen.getByLabelText('Type de billet'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Nombre de billets'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Message personnel'), { target: { value: 'Merci pour tout !' } });
    fireEvent.change(language, { target: { value: 'de' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' })));
    expect(api.calls.find((call) => call.path === '/api/admin/invitations' && call.method === 'POST')!.body).toEqual({
      email: 'guest@example.fr',
      name: 'Invité VIP',
      ticketTypeId: 2,
      quantity: 3,
      message: 'Merci pour tout !',
      locale: 'de',
    });
    expect(screen.getByText('Invitation envoyée à guest@example.fr.')).toBeTruthy();
    // The form is blank again, French preselected for the next guest.
    expect(language.value).toBe('fr');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Renvoyer DJ Kapa' })));
    expect(api.paths()).toContain('POST /api/admin/invitations/1/resend');
    fireEvent.click(screen.getByRole('button', { name: 'Révoquer DJ Kapa' }));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Révoquer' })));
    expect(api.paths()).toContain('POST /api/admin/invitations/1/revoke');

    fireEvent.change(screen.getByRole('combobox', { name: 'Statut' }), { target: { value: 'claimed' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filtrer' })));
    expect(urls(api).at(-1)).toBe('/api/admin/invitations?status=claimed&page=1&pageSize=25');
  });

  it('asks the guest’s dance role only for a balanced type, sends it, and lists it', async () => {
    const followerInvitation = { ...invitations[0], id: 4, name: 'Awa Diallo', ticketTypeId: 3, ticketTypeName: 'Workshop Pass', quantity: 1, role: 'follower' };
    const api = fakeApi({
      'GET /api/admin/ticket-types': () =>
        json({
          data: [
            ticketType(),
            ticketType({ id: 3, name: 'Workshop Pass', danceRoles: 'balanced' }),
            ticketType({ id: 4, name: 'Pass Couple', danceRoles: 'couple' }),
          ],
        }),
      'GET /api/admin/invitations': () => json({ data: [followerInvitation], page: 1, pageSize: 25, total: 1 }),
      'POST /api/admin/invitations': (call) => json({ invitation: { ...followerInvitation, ...(call.body as object), id: 5 } }, 201),
    });
    render(<InvitationsPage />);
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Invitations' })).getAllByRole('row').slice(1);
    expect(rowText(rows[0]!)).toContain('1 × Workshop Pass — Suiveur (follower)');

    const type = screen.getByLabelText('Type de billet');
    expect(screen.queryByLabelText('Rôle de danse')).toBeNull();
    fireEvent.change(type, { target: { value: '4' } });
    expect(screen.queryByLabelText('Rôle de danse')).toBeNull();
    expect(screen.getByText('Nombre de couples : chaque couple reçoit deux billets, un guideur et un suiveur.')).toBeTruthy();
    fireEvent.change(type, { target: { value: '3' } });
    const role = screen.getByLabelText('Rôle de danse') as HTMLSelectElement;
    expect([...role.options].map((option) => option.text)).toEqual(['Choisir…', 'Guideur (leader)', 'Suiveur (follower)']);

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'awa@example.fr' } });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Awa Diallo' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' })));
    expect(screen.getByText('Choisissez le rôle de danse de l’invité : guideur ou suiveur.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(role, { target: { value: 'leader' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' })));
    expect(api.calls.find((call) => call.path === '/api/admin/invitations' && call.method === 'POST')!.body).toMatchObject({ ticketTypeId: 3, quantity: 1, role: 'leader' });
  });

  it('sends no role for a type without roles, even one picked before changing the type', () => {
    const form = { email: 'a@b.fr', name: 'A', ticketTypeId: '1', quantity: '1', role: 'leader' as const, message: '', expiresAt: '', locale: 'fr' as const };
    expect(validateInvitation(form, new Date(), false).input).not.toHaveProperty('role');
    expect(validateInvitation({ ...form, role: '' }, new Date(), true).errors.role).toBe('Choisissez le rôle de danse de l’invité : guideur ou suiveur.');
  });

  it('refuses a quantity out of 1–10 and a past expiry', () => {
    const { errors } = validateInvitation(
      { email: 'a@b.fr', name: 'A', ticketTypeId: '1', quantity: '11', role: '', message: '', expiresAt: '2020-01-01', locale: 'fr' },
      new Date('2026-11-20T10:00:00Z'),
    );
    expect(errors.quantity).toBe('Entre 1 et 10 billets.');
    expect(errors.expiresAt).toBe('La date d’expiration doit être dans le futur.');
  });
});
