// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import MagicLoginPage, { CHOOSE_PASSWORD_PATH } from './MagicLoginPage';
import { nav } from './nav';
import { $session, resetSessionForTests } from './session';
import { apiUser, storeSession } from './test-helpers.test-helper';

vi.mock('./auth.css', () => ({}));

let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  replace = vi.spyOn(nav, 'replace').mockImplementation(() => {});
});
afterEach(() => cleanup());

const preview = (overrides: Record<string, unknown> = {}) => () =>
  json({ purpose: 'magic-link', email: 'awa@example.fr', firstName: 'Awa', passwordConfirmation: false, ...overrides });

async function open(url: string) {
  window.history.replaceState(null, '', url);
  render(<MagicLoginPage />);
  await act(async () => {});
}

const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('/auth/magic-login', () => {
  it('spends nothing in its HTML', () => {
    const api = fakeApi({});
    window.history.replaceState(null, '', '/auth/magic-login?token=abc');
    expect(renderToString(<MagicLoginPage />)).toContain('Vérification du lien...');
    expect(api.calls).toHaveLength(0);
  });

  it('only reads the link on opening: whose account, a button, no session, the link still in the address (a reload works)', async () => {
    const api = fakeApi({ 'POST /api/auth/link-preview': preview() });
    await open('/auth/magic-login?token=abc123');
    expect(api.paths()).toEqual(['POST /api/auth/link-preview']);
    expect(api.calls[0]?.body).toEqual({ token: 'abc123' });
    expect(screen.getByRole('button', { name: 'Se connecter en tant que awa@example.fr' })).toBeTruthy();
    expect(screen.getByText(/Ce lien ouvre l’espace festivalier de awa@example\.fr/)).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.search).toBe('?token=abc123');
    expect(replace).not.toHaveBeenCalled();
  });

  it('spends the link on the click, stores the session and goes to the redirect', async () => {
    const api = fakeApi({
      'POST /api/auth/link-preview': preview(),
      'POST /api/auth/magic-login': () => json({ token: 'jwt-m', user: apiUser() }),
    });
    await open('/auth/magic-login?token=abc123&redirect=%2Fdashboard%2Ftickets');
    await click('Se connecter en tant que awa@example.fr');
    expect(api.calls[1]).toMatchObject({ method: 'POST', path: '/api/auth/magic-login', body: { token: 'abc123' } });
    expect(localStorage.getItem('token')).toBe('jwt-m');
    expect($session.get().status).toBe('authenticated');
    expect(replace).toHaveBeenCalledWith('/dashboard/tickets');
  });

  it.each(['%2F%09%2Fevil.example', '%2F%2Fevil.example', '%2F%5Cevil.example', 'https%3A%2F%2Fevil.example', '%2F.%2F%2Fevil.example'])(
    'never follows redirect=%s off the site',
    async (redirect) => {
      fakeApi({ 'POST /api/auth/link-preview': preview(), 'POST /api/auth/magic-login': () => json({ token: 'jwt-m', user: apiUser() }) });
      await open(`/auth/magic-login?token=abc&redirect=${redirect}`);
      await click(/^Se connecter en tant que/);
      expect(replace).toHaveBeenCalledWith('/dashboard');
    },
  );

  it('says clearly that another open session will be replaced, before anything happens', async () => {
    storeSession(apiUser({ id: 40, email: 'bob@example.fr', firstName: 'Bob' }), 'jwt-bob');
    const api = fakeApi({
      'POST /api/auth/link-preview': preview(),
      'POST /api/auth/magic-login': () => json({ token: 'jwt-m', user: apiUser() }),
    });
    await open('/auth/magic-login?token=abc');
    const warning = screen.getByRole('note');
    expect(warning.textContent).toContain('vous êtes connecté en ce moment en tant que bob@example.fr');
    expect(warning.textContent).toContain('ouvrira le compte de awa@example.fr');
    expect(localStorage.getItem('token')).toBe('jwt-bob');
    expect(api.paths()).toEqual(['POST /api/auth/link-preview']);
    await click('Se connecter en tant que awa@example.fr');
    expect(localStorage.getItem('token')).toBe('jwt-m');
  });

  it('a confirmation link with a password chosen before: the right password keeps it', async () => {
    const api = fakeApi({
      'POST /api/auth/link-preview': preview({ purpose: 'email-verification', passwordConfirmation: true }),
      'POST /api/auth/verify-email': ({ body }) =>
        (body as { password?: string }).password === 'mon-mot-de-passe'
          ? json({ token: 'jwt-v', user: apiUser() })
          : refusal(401, 'PASSWORD_INVALID', 'Mot de passe incorrect.'),
    });
    await open('/auth/magic-login?token=ver&verify=1');
    expect(screen.getByRole('heading', { name: 'Confirmation de votre adresse' })).toBeTruthy();
    const password = screen.getByLabelText(/^Confirmez le mot de passe choisi à l’inscription/);

    await click('Se connecter en tant que awa@example.fr');
    expect(screen.getByText('Saisissez le mot de passe choisi à l’inscription, ou continuez sans lui.')).toBeTruthy();
    expect(api.calls).toHaveLength(1);

    fireEvent.change(password, { target: { value: 'pas-celui-la' } });
    await click('Se connecter en tant que awa@example.fr');
    expect(screen.getByRole('alert').textContent).toBe('Mot de passe incorrect.');
    expect(localStorage.getItem('token')).toBeNull();

    fireEvent.change(password, { target: { value: 'mon-mot-de-passe' } });
    await click('Se connecter en tant que awa@example.fr');
    expect(api.calls[2]).toMatchObject({ path: '/api/auth/verify-email', body: { token: 'ver', password: 'mon-mot-de-passe' } });
    expect(localStorage.getItem('token')).toBe('jwt-v');
    expect(replace).toHaveBeenCalledWith('/dashboard');
  });

  it('going on without that password explains it will be cleared, then leads to choosing one', async () => {
    const api = fakeApi({
      'POST /api/auth/link-preview': preview({ purpose: 'email-verification', passwordConfirmation: true }),
      'POST /api/auth/verify-email': () => json({ token: 'jwt-v', user: apiUser({ hasPassword: false }), passwordCleared: true }),
    });
    await open('/auth/magic-login?token=ver&verify=1');
    const without = screen.getByRole('button', { name: 'Continuer sans mot de passe' });
    expect(without.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(without.getAttribute('aria-describedby')!)?.textContent).toContain('il sera effacé');
    await click('Continuer sans mot de passe');
    expect(api.calls[1]).toMatchObject({ path: '/api/auth/verify-email', body: { token: 'ver' } });
    expect(localStorage.getItem('token')).toBe('jwt-v');
    expect(replace).toHaveBeenCalledWith(CHOOSE_PASSWORD_PATH);
  });

  it('a plain confirmation link asks for no password', async () => {
    const api = fakeApi({
      'POST /api/auth/link-preview': preview({ purpose: 'email-verification' }),
      'POST /api/auth/verify-email': () => json({ token: 'jwt-v', user: apiUser() }),
    });
    await open('/auth/magic-login?token=ver&verify=1');
    expect(screen.queryByLabelText(/mot de passe/i)).toBeNull();
    await click('Se connecter en tant que awa@example.fr');
    expect(api.calls[1]).toMatchObject({ path: '/api/auth/verify-email', body: { token: 'ver' } });
    expect(replace).toHaveBeenCalledWith('/dashboard');
  });

  it('a staff account gives its code before any session', async () => {
    const api = fakeApi({
      'POST /api/auth/link-preview': preview({ email: 'admin@example.fr' }),
      'POST /api/auth/magic-login': () => json({ mfa: 'required', mfaToken: 'mfa-1' }),
      'POST /api/auth/mfa/verify': () => json({ token: 'jwt-a', user: apiUser({ role: 'admin', email: 'admin@example.fr' }) }),
    });
    await open('/auth/magic-login?token=abc');
    await click('Se connecter en tant que admin@example.fr');
    expect(localStorage.getItem('token')).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/^Code à 6 chiffres/), { target: { value: '123456' } });
    });
    expect(api.calls[2]).toMatchObject({ path: '/api/auth/mfa/verify', body: { mfaToken: 'mfa-1', code: '123456' } });
    expect(localStorage.getItem('token')).toBe('jwt-a');
    expect(replace).toHaveBeenCalledWith('/dashboard');
  });

  it("shows the API's message for a used or expired link, without trying to spend it", async () => {
    const api = fakeApi({ 'POST /api/auth/link-preview': () => refusal(400, 'LINK_INVALID', 'Ce lien de connexion n’est plus valide.') });
    await open('/auth/magic-login?token=old');
    expect(screen.getByRole('alert').textContent).toBe('Ce lien de connexion n’est plus valide.');
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau lien' }).getAttribute('href')).toBe('/quick-access');
    expect(api.paths()).toEqual(['POST /api/auth/link-preview']);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a link spent meanwhile (another tab) says so on the click', async () => {
    fakeApi({
      'POST /api/auth/link-preview': preview(),
      'POST /api/auth/magic-login': () => refusal(400, 'MAGIC_LINK_INVALID', 'Ce lien de connexion n’est plus valide.'),
    });
    await open('/auth/magic-login?token=abc');
    await click('Se connecter en tant que awa@example.fr');
    expect(screen.getByRole('heading', { name: 'Ce lien de connexion n’est plus valable.' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Ce lien de connexion n’est plus valide.');
    expect(replace).not.toHaveBeenCalled();
  });

  it('says a link without token is incomplete, without calling the API', async () => {
    const api = fakeApi({});
    await open('/auth/magic-login');
    expect(screen.getByRole('alert').textContent).toBe('Ce lien de connexion est incomplet.');
    expect(api.calls).toHaveLength(0);
  });
});
