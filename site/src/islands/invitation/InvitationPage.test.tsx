// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import InvitationPage, { invitationTokenFromPath } from './InvitationPage';

vi.mock('./invitation.css', () => ({}));
vi.mock('../auth/auth.css', () => ({}));
vi.mock('../../styles/forms.css', () => ({}));

const settle = () => act(async () => {});
const TOKEN = 'tok_3f9a';
const invitation = (overrides: Record<string, unknown> = {}) => ({
  invitation: { name: 'Lina Costa', ticketTypeName: 'Full Pass', quantity: 2, message: 'Au plaisir de te voir danser !', status: 'sent', expiresAt: '2027-04-10T21:59:00.000Z', ...overrides },
});

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', `/invitation/${TOKEN}`);
});
afterEach(() => cleanup());

describe('InvitationPage', () => {
  it('reads the token from the path', () => {
    expect(invitationTokenFromPath('/invitation/abc%2D1')).toBe('abc-1');
    expect(invitationTokenFromPath('/invitation/_')).toBeNull();
    expect(invitationTokenFromPath('/it/invitation/abc-2')).toBe('abc-2');
    expect(invitationTokenFromPath('/login')).toBeNull();
  });

  it('shows the invitation and claims it with the holder names', async () => {
    const api = fakeApi({
      [`GET /api/invitations/${TOKEN}`]: () => json(invitation()),
      [`POST /api/invitations/${TOKEN}/claim`]: () => json({ orderId: '0b7c1d7e-1111-4222-8333-944455556666', orderNumber: 'KL-2027-0100' }, 201),
    });
    render(<InvitationPage />);
    await settle();
    expect(screen.getByText('Lina Costa, vous êtes invité(e) au festival !')).toBeTruthy();
    expect(screen.getByText('2 × Full Pass')).toBeTruthy();
    expect(screen.getByText('Au plaisir de te voir danser !')).toBeTruthy();
    expect(screen.getByText('Invitation valable jusqu’au 10 avril 2027.')).toBeTruthy();
    const first = screen.getByLabelText('Billet 1') as HTMLInputElement;
    expect(first.value).toBe('Lina Costa');
    fireEvent.change(screen.getByLabelText('Billet 2'), { target: { value: 'Marco Costa' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accepter l’invitation' })));
    expect(api.calls.at(-1)!.body).toEqual({ holderNames: ['Lina Costa', 'Marco Costa'] });
    expect(screen.getByRole('heading', { name: 'Vos billets sont en route' })).toBeTruthy();
    expect(screen.getByText(/Commande KL-2027-0100/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir ma commande' }).getAttribute('href')).toBe('/confirmation/0b7c1d7e-1111-4222-8333-944455556666');
  });

  it('shows the guest’s dance role on a balanced type', async () => {
    fakeApi({ [`GET /api/invitations/${TOKEN}`]: () => json(invitation({ ticketTypeName: 'Workshop Pass', quantity: 1, role: 'follower' })) });
    render(<InvitationPage />);
    await settle();
    expect(screen.getByText('1 × Workshop Pass — Suiveur')).toBeTruthy();
    expect((screen.getByLabelText('Billet 1 — Suiveur') as HTMLInputElement).value).toBe('Lina Costa');
  });

  it('asks a name per dancer of a couple pass, leader then follower, and claims them in that order', async () => {
    const api = fakeApi({
      [`GET /api/invitations/${TOKEN}`]: () => json(invitation({ ticketTypeName: 'Pass Couple', quantity: 1, role: null, ticketsPerUnit: 2 })),
      [`POST /api/invitations/${TOKEN}/claim`]: () => json({ orderId: '0b7c1d7e-1111-4222-8333-944455556666', orderNumber: 'KL-2027-0101' }, 201),
    });
    render(<InvitationPage />);
    await settle();
    expect(screen.getByText('1 × Pass Couple — 1 guideur + 1 suiveur')).toBeTruthy();
    expect(screen.getByLabelText('Billet 1 — Guideur')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Billet 2 — Suiveur'), { target: { value: 'Marco Costa' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accepter l’invitation' })));
    expect(api.calls.at(-1)!.body).toEqual({ holderNames: ['Lina Costa', 'Marco Costa'] });
  });

  it('says in French that a claimed, revoked or expired invitation is gone (410 on claim)', async () => {
    fakeApi({
      [`GET /api/invitations/${TOKEN}`]: () => json(invitation({ quantity: 1 })),
      [`POST /api/invitations/${TOKEN}/claim`]: () => refusal(410, 'INVITATION_UNAVAILABLE', 'Invitation indisponible'),
    });
    render(<InvitationPage />);
    await settle();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accepter l’invitation' })));
    expect(
      screen.getByRole('heading', { name: 'Cette invitation n’est plus disponible : elle a déjà été acceptée, révoquée ou a expiré.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accepter l’invitation' })).toBeNull();
  });

  it('shows sold out (409) beside the form, an unknown token (404) and an expired one', async () => {
    fakeApi({
      [`GET /api/invitations/${TOKEN}`]: () => json(invitation()),
      [`POST /api/invitations/${TOKEN}/claim`]: () => refusal(409, 'SOLD_OUT', ''),
    });
    render(<InvitationPage />);
    await settle();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accepter l’invitation' })));
    expect(screen.getByRole('alert').textContent).toBe('Il n’y a plus de place pour ce billet. Contactez l’organisation.');
    cleanup();

    fakeApi({ [`GET /api/invitations/${TOKEN}`]: () => refusal(404, 'INVITATION_NOT_FOUND', 'Not found') });
    render(<InvitationPage />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Cette invitation n’existe pas. Vérifiez le lien reçu par e-mail.' })).toBeTruthy();
    cleanup();

    fakeApi({ [`GET /api/invitations/${TOKEN}`]: () => json(invitation({ status: 'expired' })) });
    render(<InvitationPage />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Cette invitation a expiré.' })).toBeTruthy();
  });
});
