// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, resetCartStore } from '../cart/fake-api.test-helper';
import { WaitingListForm } from './WaitingListForm';

vi.mock('./waiting-list.css', () => ({}));
vi.mock('../tickets/tickets.css', () => ({}));

const balanced = { id: 5, name: 'Workshop Pass', danceRoles: 'balanced' as const };

const entry = (overrides: Record<string, unknown> = {}) => ({
  ticketTypeId: 5,
  ticketTypeName: 'Workshop Pass',
  ticketTypeSlug: 'workshop-pass',
  role: 'follower',
  quantity: 2,
  status: 'waiting',
  position: 3,
  lapses: 0,
  joinedAt: '2026-11-22T12:00:00.000Z',
  offer: null,
  ...overrides,
});

beforeEach(() => resetCartStore());
afterEach(() => cleanup());

const email = () => screen.getByLabelText(/^E-mail/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'M’inscrire sur la liste' });

describe('WaitingListForm', () => {
  it('refuses an empty e-mail and a missing role before any call', async () => {
    const api = fakeApi({});
    render(<WaitingListForm ticket={balanced} role={null} onCancel={() => undefined} />);
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByText('Indiquez votre e-mail.')).toBeTruthy();
    expect(screen.getByText('Choisissez votre rôle de danse.')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());

    fireEvent.change(email(), { target: { value: 'awa@' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByText('Cet e-mail ne semble pas valide.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('joins with the e-mail, quantity and role, then asks to confirm from the e-mail sent to that address (no position yet)', async () => {
    const api = fakeApi({
      'POST /api/waiting-list': () => json({ entry: entry({ status: 'pending', position: null }), alreadyJoined: false, message: 'Inscription enregistrée.' }, 201),
    });
    render(<WaitingListForm ticket={balanced} role="follower" onCancel={() => undefined} />);
    expect(email().getAttribute('autocomplete')).toBe('email');
    fireEvent.change(email(), { target: { value: ' awa@example.fr ' } });
    fireEvent.change(screen.getByLabelText(/^Nombre de places/), { target: { value: '2' } });
    await act(async () => fireEvent.click(submit()));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/waiting-list',
      body: { ticketTypeId: 5, email: 'awa@example.fr', quantity: 2, role: 'follower' },
    });
    expect(screen.getByRole('status').textContent).toContain('Confirmez votre inscription : nous vous avons envoyé un e-mail à awa@example.fr.');
    expect(screen.getByText(/dans les 48 heures : votre place dans la file compte à partir de la confirmation/)).toBeTruthy();
    expect(screen.queryByText(/Vous êtes n°/)).toBeNull();
  });

  it('sends no role for a type without roles and counts couples for a couple pass', async () => {
    const api = fakeApi({ 'POST /api/waiting-list': () => json({ entry: entry({ role: null, position: 1 }), alreadyJoined: false, message: null }, 201) });
    render(<WaitingListForm ticket={{ id: 6, name: 'Pass Couple', danceRoles: 'couple' }} role={null} onCancel={() => undefined} />);
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.change(email(), { target: { value: 'duo@example.fr' } });
    expect(screen.getByLabelText(/^Nombre de couples/)).toBeTruthy();
    await act(async () => fireEvent.click(submit()));
    expect(api.calls[0]?.body).toEqual({ ticketTypeId: 6, email: 'duo@example.fr', quantity: 1 });
  });

  it("says the API's words when the e-mail is already waiting, and asks no confirmation", async () => {
    fakeApi({
      'POST /api/waiting-list': () =>
        json({ entry: entry({ position: 2 }), alreadyJoined: true, message: 'Vous êtes déjà sur cette liste d’attente.' }),
    });
    render(<WaitingListForm ticket={balanced} role="follower" onCancel={() => undefined} />);
    fireEvent.change(email(), { target: { value: 'awa@example.fr' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByText('Vous êtes n° 2 sur la liste d’attente.')).toBeTruthy();
    expect(screen.getByText('Vous êtes déjà sur cette liste d’attente.')).toBeTruthy();
    expect(screen.queryByText(/Confirmez votre inscription/)).toBeNull();
  });

  it("shows the API's field refusal next to its field and its message, in the visitor's language", async () => {
    fakeApi({
      'POST /api/waiting-list': () =>
        json(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Please check the highlighted fields.',
              fields: [{ field: 'email', message: 'This email address is not valid.' }],
            },
          },
          400,
        ),
    });
    render(<WaitingListForm ticket={balanced} role="leader" onCancel={() => undefined} />);
    fireEvent.change(email(), { target: { value: 'awa@example.fr' } });
    await act(async () => fireEvent.click(submit()));
    const error = screen.getByText('This email address is not valid.');
    expect(email().getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes on « Annuler »', () => {
    fakeApi({});
    const onCancel = vi.fn();
    render(<WaitingListForm ticket={balanced} role={null} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
