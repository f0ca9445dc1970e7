// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import { nav } from './nav';
import QuickAccessPage from './QuickAccessPage';
import RegisterPage from './RegisterPage';
import ResetPasswordPage from './ResetPasswordPage';
import { resetSessionForTests } from './session';
import { apiUser } from './test-helpers.test-helper';

vi.mock('./auth.css', () => ({}));

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
});
afterEach(() => cleanup());

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('/register', () => {
  function fill() {
    type(/^Prénom/, 'Awa');
    type(/^Nom/, 'Diallo');
    type(/^E-mail/, 'awa@example.fr');
    type(/^Mot de passe/, 'court');
  }

  it('checks the 8-character rule and the privacy policy before calling the API', async () => {
    const api = fakeApi({});
    window.history.replaceState(null, '', '/register');
    render(<RegisterPage />);
    fill();
    await click('Créer mon compte');
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeTruthy();
    expect(screen.getByText('Veuillez accepter la politique de confidentialité.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /politique de confidentialité/ }).getAttribute('href')).toBe('/privacy-policy');
    expect(api.calls).toHaveLength(0);
    const password = screen.getByLabelText(/^Mot de passe/) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password.type).toBe('text');
  });

  it('201: stores the session and goes on; 202: shows the neutral message, no session', async () => {
    let answer = () => json({ token: 'jwt-r', user: apiUser(), data: { token: 'jwt-r', userInfo: apiUser() } }, 201);
    const api = fakeApi({ 'POST /api/auth/register': () => answer() });
    window.history.replaceState(null, '', '/register?redirect=%2Fquick-tickets');
    render(<RegisterPage />);
    fill();
    type(/^Mot de passe/, 'assez-long');
    fireEvent.click(screen.getByRole('checkbox'));
    await click('Créer mon compte');
    expect(api.calls[0]?.body).toEqual({ email: 'awa@example.fr', password: 'assez-long', firstName: 'Awa', lastName: 'Diallo' });
    expect(localStorage.getItem('token')).toBe('jwt-r');
    expect(assign).toHaveBeenCalledWith('/quick-tickets');

    cleanup();
    localStorage.clear();
    answer = () => json({ message: 'Si cette adresse peut être utilisée, un e-mail vient de vous être envoyé.' }, 202);
    render(<RegisterPage />);
    fill();
    type(/^Mot de passe/, 'assez-long');
    fireEvent.click(screen.getByRole('checkbox'));
    await click('Créer mon compte');
    expect(screen.getByRole('heading', { name: 'Vérifiez vos e-mails' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Si cette adresse peut être utilisée, un e-mail vient de vous être envoyé.');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('/quick-access', () => {
  it('asks for a magic link and never opens a session on an e-mail alone', async () => {
    const api = fakeApi({
      'POST /api/auth/quick-login': () => json({ message: 'Un lien de connexion vient de vous être envoyé.', magicLinkSent: true, token: 'never' }, 202),
    });
    window.history.replaceState(null, '', '/quick-access');
    render(<QuickAccessPage />);
    const [email] = screen.getAllByLabelText(/^E-mail/);
    fireEvent.change(email!, { target: { value: 'awa@example.fr' } });
    type(/^Nom et prénom/, 'Awa Diallo');
    await click('Recevoir mon lien d’accès');
    expect(api.calls[0]).toMatchObject({ path: '/api/auth/quick-login', body: { email: 'awa@example.fr', name: 'Awa Diallo' } });
    expect(screen.getByRole('heading', { name: 'Vérifiez vos e-mails' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('offers a login link to existing accounts, keeping a safe redirect', async () => {
    const api = fakeApi({ 'POST /api/auth/magic-link': () => json({ message: 'Vérifiez vos e-mails.' }, 202) });
    window.history.replaceState(null, '', '/quick-access?redirect=%2Fdashboard%2Ftickets');
    render(<QuickAccessPage />);
    const [, email] = screen.getAllByLabelText(/^E-mail/);
    fireEvent.change(email!, { target: { value: 'awa@example.fr' } });
    await click('Recevoir un lien de connexion');
    expect(api.calls[0]).toMatchObject({ path: '/api/auth/magic-link', body: { email: 'awa@example.fr', redirect: '/dashboard/tickets' } });
  });
});

describe('/reset-password', () => {
  it('needs the same password twice, then an expired link says so with a way to ask again', async () => {
    const api = fakeApi({ 'POST /api/auth/reset-password': () => refusal(400, 'RESET_TOKEN_INVALID', 'Ce lien de réinitialisation n’est plus valable.') });
    window.history.replaceState(null, '', '/reset-password?token=tok');
    render(<ResetPasswordPage />);
    await act(async () => {});
    type(/^Nouveau mot de passe/, 'nouveau-secret');
    type(/^Confirmez le mot de passe/, 'autre-secret');
    await click('Enregistrer et me connecter');
    expect(screen.getByText('Les deux mots de passe ne correspondent pas.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    type(/^Confirmez le mot de passe/, 'nouveau-secret');
    await click('Enregistrer et me connecter');
    expect(api.calls[0]?.body).toEqual({ token: 'tok', password: 'nouveau-secret' });
    expect(screen.getByRole('alert').textContent).toContain('Ce lien de réinitialisation n’est plus valable.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('logs in and goes to the dashboard', async () => {
    fakeApi({ 'POST /api/auth/reset-password': () => json({ token: 'jwt-n', user: apiUser() }) });
    window.history.replaceState(null, '', '/reset-password?token=tok');
    render(<ResetPasswordPage />);
    await act(async () => {});
    type(/^Nouveau mot de passe/, 'nouveau-secret');
    type(/^Confirmez le mot de passe/, 'nouveau-secret');
    await click('Enregistrer et me connecter');
    expect(localStorage.getItem('token')).toBe('jwt-n');
    expect(assign).toHaveBeenCalledWith('/dashboard');
  });
});
