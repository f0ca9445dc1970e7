// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json } from '../cart/fake-api.test-helper';
import { resetSessionForTests } from '../auth/session';
import ContactForm from './ContactForm';

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});
afterEach(() => cleanup());

describe('ContactForm (/contact)', () => {
  it('offers the question / support choice and sends the support subject', async () => {
    const api = fakeApi({ 'POST /api/messages/contact': () => json({ message: { id: 3 } }, 201) });
    render(<ContactForm />);
    expect((screen.getByRole('radio', { name: 'Poser une question' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Un problème avec ma commande' }));
    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'Awa' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'awa@example.fr' } });
    fireEvent.change(screen.getByLabelText(/^Problème rencontré/), { target: { value: 'Billets absents' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(api.calls[0]!.body).toMatchObject({ subject: 'Support technique - Commande: N/A', message: 'Billets absents' });
    expect(screen.getByRole('status').textContent).toContain('Message envoyé avec succès !');
    expect((screen.getByLabelText(/^Problème rencontré/) as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the spec error text when the API fails', async () => {
    fakeApi({ 'POST /api/messages/contact': () => Promise.reject(new TypeError('offline')) });
    render(<ContactForm />);
    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'Awa' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'awa@example.fr' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Bonjour' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    const alerts = screen.getAllByRole('alert').map((node) => node.textContent);
    expect(alerts).toContain('Une erreur est survenue. Veuillez réessayer.');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Bonjour');
  });
});
