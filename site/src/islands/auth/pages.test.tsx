// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import { nav } from './nav';
import LoginPage from './LoginPage';
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

  it('checks the 12-character rule and the privacy policy before calling the API', async () => {
    const api = fakeApi({});
    window.history.replaceState(null, '', '/register');
    render(<RegisterPage />);
    fill();
    type(/^Mot de passe/, 'onze-lettre'); // 11 characters
    await click('Créer mon compte');
    expect(screen.getByText('Le mot de passe doit contenir au moins 12 caractères.')).toBeTruthy();
    expect(screen.getByText('Veuillez accepter la politique de confidentialité.')).toBeTruthy();
    expect(screen.getByText(/^Au moins 12 caractères/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /politique de confidentialité/ }).getAttribute('href')).toBe('/privacy-policy');
    expect(api.calls).toHaveLength(0);
    const password = screen.getByLabelText(/^Mot de passe/) as HTMLInputElement;
    expect(password.minLength).toBe(12);
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password.type).toBe('text');
  });

  it('opens no session: « check your mailbox », whatever the API answers', async () => {
    const message = 'Vérifiez votre boîte mail : si cette adresse peut être utilisée, un lien de confirmation vient de vous être envoyé.';
    // Even an answer carrying a token (an older API) stores nothing: the account opens from the e-mailed link.
    const api = fakeApi({ 'POST /api/auth/register': () => json({ message, token: 'jwt-r', user: apiUser() }, 202) });
    window.history.replaceState(null, '', '/register?redirect=%2Fquick-tickets');
    render(<RegisterPage />);
    fill();
    type(/^Mot de passe/, 'douze-lettres');
    fireEvent.click(screen.getByRole('checkbox'));
    await click('Créer mon compte');
    expect(api.calls[0]?.body).toEqual({ email: 'awa@example.fr', password: 'douze-lettres', firstName: 'Awa', lastName: 'Diallo' });
    expect(screen.getByRole('heading', { name: 'Vérifiez vos e-mails' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(message);
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of a password too easy to guess", async () => {
    fakeApi({
      'POST /api/auth/register': () =>
        refusal(400, 'VALIDATION_ERROR', 'Ce mot de passe est trop facile à deviner : allongez-le ou mélangez des mots inattendus.'),
    });
    window.history.replaceState(null, '', '/register');
    render(<RegisterPage />);
    fill();
    type(/^Mot de passe/, 'motdepasse123');
    fireEvent.click(screen.getByRole('checkbox'));
    await click('Créer mon compte');
    expect(screen.getByRole('alert').textContent).toBe('Ce mot de passe est trop facile à deviner : allongez-le ou mélangez des mots inattendus.');
  });
});

describe('/login', () => {
  it('an address not confirmed yet: the API says so (the link is sent again), no session, no navigation', async () => {
    const message = "Confirmez d'abord votre adresse e-mail : nous venons de vous renvoyer le lien de confirmation.";
    fakeApi({ 'POST /api/auth/login': () => refusal(403, 'EMAIL_NOT_VERIFIED', message) });
    window.history.replaceState(null, '', '/login');
    render(<LoginPage />);
    type(/^E-mail/, 'awa@example.fr');
    type(/^Mot de passe/, 'le-bon-mot-de-passe');
    await click('Se connecter');
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['%2F%09%2Fevil.example', '%2F%2Fevil.example', '%2F%5Cevil.example', 'https%3A%2F%2Fevil.example', 'javascript%3Aalert(1)'])(
    'after login, redirect=%s stays on the site',
    async (redirect) => {
      fakeApi({ 'POST /api/auth/login': () => json({ token: 'jwt-l', user: apiUser() }) });
      window.history.replaceState(null, '', `/login?redirect=${redirect}`);
      render(<LoginPage />);
      type(/^E-mail/, 'awa@example.fr');
      type(/^Mot de passe/, 'le-bon-mot-de-passe');
      await click('Se connecter');
      expect(assign).toHaveBeenCalledWith('/dashboard');
    },
  );
});

describe('/login → /quick-access', () => {
  it('keeps a safe redirect on the quick access link (a guest going to their tickets), drops an unsafe one', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fdashboard%2Ftickets');
    render(<LoginPage />);
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Accès rapide par e-mail' }).getAttribute('href')).toBe('/quick-access?redirect=%2Fdashboard%2Ftickets');
    cleanup();
    window.history.replaceState(null, '', '/login?redirect=https%3A%2F%2Fevil.example');
    render(<LoginPage />);
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Accès rapide par e-mail' }).getAttribute('href')).toBe('/quick-access');
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
    type(/^Nouveau mot de passe/, 'nouveau-secret-long');
    type(/^Confirmez le mot de passe/, 'autre-secret-long');
    await click('Enregistrer et me connecter');
    expect(screen.getByText('Les deux mots de passe ne correspondent pas.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    type(/^Confirmez le mot de passe/, 'nouveau-secret-long');
    await click('Enregistrer et me connecter');
    expect(api.calls[0]?.body).toEqual({ token: 'tok', password: 'nouveau-secret-long' });
    expect(screen.getByRole('alert').textContent).toContain('Ce lien de réinitialisation n’est plus valable.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('logs in and goes to the dashboard', async () => {
    fakeApi({ 'POST /api/auth/reset-password': () => json({ token: 'jwt-n', user: apiUser() }) });
    window.history.replaceState(null, '', '/reset-password?token=tok');
    render(<ResetPasswordPage />);
    await act(async () => {});
    type(/^Nouveau mot de passe/, 'nouveau-secret-long');
    type(/^Confirmez le mot de passe/, 'nouveau-secret-long');
    await click('Enregistrer et me connecter');
    expect(localStorage.getItem('token')).toBe('jwt-n');
    expect(assign).toHaveBeenCalledWith('/dashboard');
  });
});
