// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deferred, fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import { $session, resetSessionForTests } from '../auth/session';
import { apiUser } from '../auth/test-helpers.test-helper';
import ChatBubble from './ChatBubble';

const SENT = () => json({ message: { id: 1, status: 'new', subject: 's', createdAt: '2026-01-01T00:00:00Z' } }, 201);

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  window.history.replaceState(null, '', '/lineup');
});
afterEach(() => cleanup());

function openBubble() {
  render(<ChatBubble />);
  const launcher = screen.getByRole('button', { name: 'Besoin d’aide ?' });
  fireEvent.click(launcher);
  const dialog = screen.getByRole('dialog', { name: 'Une question ?' });
  const fill = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  const send = async () => {
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    });
  };
  return { launcher, dialog, fill, send };
}

describe('ChatBubble', () => {
  it('opens on the initial choice, focused, with a labelled dialog', () => {
    const { launcher, dialog } = openBubble();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByText('Comment pouvons-nous vous aider ?')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Poser une question' }));
    expect(within(dialog).getByRole('button', { name: 'Un problème avec ma commande' })).toBeTruthy();
  });

  it('question: choice → form → « Message envoyé avec succès ! », subject « Question générale »', async () => {
    const api = fakeApi({ 'POST /api/messages/contact': SENT });
    const { dialog, fill, send } = openBubble();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poser une question' }));
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Nom/));
    expect(within(dialog).queryByLabelText(/Numéro de commande/)).toBeNull();
    expect((within(dialog).getByLabelText(/^Message/) as HTMLTextAreaElement).rows).toBe(3);
    expect((within(dialog).getByLabelText(/^Message/) as HTMLTextAreaElement).maxLength).toBe(5000);
    fill(/^Nom/, 'Awa Diallo');
    fill(/^E-mail/, 'awa@example.fr');
    fill(/^Message/, 'Un vestiaire ?');
    await send();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ name: 'Awa Diallo', email: 'awa@example.fr', subject: 'Question générale', message: 'Un vestiaire ?' });
    expect(within(dialog).getByRole('status').textContent).toContain('Message envoyé avec succès !');
  });

  it('support: the order number goes into the subject, or N/A without one', async () => {
    const api = fakeApi({ 'POST /api/messages/contact': SENT });
    const { dialog, fill, send } = openBubble();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Un problème avec ma commande' }));
    fill(/^Nom/, 'Awa');
    fill(/^E-mail/, 'awa@example.fr');
    fill(/^Numéro de commande/, 'KL-7H3K9Q2M');
    fill(/^Problème rencontré/, 'Pas reçu mes billets');
    await send();
    expect(api.calls[0]!.body).toEqual({
      name: 'Awa',
      email: 'awa@example.fr',
      subject: 'Support technique - Commande: KL-7H3K9Q2M',
      message: 'Pas reçu mes billets',
      orderNumber: 'KL-7H3K9Q2M',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer un autre message' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Un problème avec ma commande' }));
    fill(/^Nom/, 'Awa');
    fill(/^E-mail/, 'awa@example.fr');
    fill(/^Problème rencontré/, 'Encore moi');
    await send();
    expect(api.calls[1]!.body).toEqual({
      name: 'Awa',
      email: 'awa@example.fr',
      subject: 'Support technique - Commande: N/A',
      message: 'Encore moi',
    });
  });

  it('« Retour » goes back to the initial choice', () => {
    const { dialog } = openBubble();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Un problème avec ma commande' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(within(dialog).getByRole('button', { name: 'Poser une question' })).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Nom/)).toBeNull();
  });

  it('closing (button or Escape) resets the forms and gives the focus back', () => {
    const { launcher, dialog, fill } = openBubble();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poser une question' }));
    fill(/^Message/, 'brouillon');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(launcher);
    expect(within(dialog).queryByRole('button', { name: 'Poser une question' })).toBeNull();

    fireEvent.click(launcher);
    expect(within(dialog).getByRole('button', { name: 'Poser une question' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poser une question' }));
    expect((within(dialog).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
  });

  it('validates in French without calling the API, support asks for the issue', async () => {
    const api = fakeApi({});
    const { dialog, fill, send } = openBubble();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Un problème avec ma commande' }));
    fill(/^E-mail/, 'pas-une-adresse');
    await send();
    expect(api.calls).toHaveLength(0);
    expect(within(dialog).getByRole('alert').textContent).toBe('Veuillez corriger les champs signalés.');
    expect(within(dialog).getByText('Veuillez indiquer votre nom.')).toBeTruthy();
    expect(within(dialog).getByText('L’adresse e-mail n’est pas valide.')).toBeTruthy();
    expect(within(dialog).getByText('Veuillez décrire le problème rencontré.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Nom/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Nom/));
  });

  it("shows the API's `fields` under their fields", async () => {
    fakeApi({
      'POST /api/messages/contact': () =>
        json(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Le champ « email » est invalide.',
              fields: [{ field: 'email', message: "L'adresse e-mail n'est pas valide." }],
            },
          },
          400,
        ),
    });
    const { dialog, fill, send } = openBubble();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poser une question' }));
    fill(/^Nom/, 'Awa');
    fill(/^E-mail/, 'awa@example.fr');
    fill(/^Message/, 'Bonjour');
    await send();
    expect(within(dialog).getByText("L'adresse e-mail n'est pas valide.")).toBeTruthy();
    expect(within(dialog).getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
  });

  it('busy « Envoi... », then the spec error text on failure; « Réessayer » keeps the text', async () => {
    const answer = deferred();
    fakeApi({ 'POST /api/messages/contact': () => answer.promise });
    const { dialog, fill, send } = openBubble();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poser une question' }));
    fill(/^Nom/, 'Awa');
    fill(/^E-mail/, 'awa@example.fr');
    fill(/^Message/, 'Bonjour');
    await send();
    expect((within(dialog).getByRole('button', { name: 'Envoi...' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer.resolve(refusal(500, 'INTERNAL', 'Une erreur est survenue')));
    expect(within(dialog).getByRole('alert').textContent).toBe('Une erreur est survenue. Veuillez réessayer.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect((within(dialog).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Bonjour');
  });

  it('prefills name and e-mail for a logged-in person', () => {
    $session.set({ status: 'authenticated', user: apiUser() });
    const { dialog } = openBubble();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poser une question' }));
    expect((within(dialog).getByLabelText(/^Nom/) as HTMLInputElement).value).toBe('Awa Diallo');
    expect((within(dialog).getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('awa@example.fr');
  });

  it('has a hidden honeypot out of the tab order', () => {
    const { dialog } = openBubble();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poser une question' }));
    const trap = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('renders nothing on /admin paths', () => {
    window.history.replaceState(null, '', '/admin/orders');
    const { container } = render(<ChatBubble />);
    expect(container.innerHTML).toBe('');
    cleanup();
    window.history.replaceState(null, '', '/admin');
    expect(render(<ChatBubble />).container.innerHTML).toBe('');
  });
});
