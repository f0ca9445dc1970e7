// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import MagicLoginPage from './MagicLoginPage';
import { nav } from './nav';
import { $session, resetSessionForTests } from './session';
import { apiUser } from './test-helpers.test-helper';

vi.mock('./auth.css', () => ({}));

let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  replace = vi.spyOn(nav, 'replace').mockImplementation(() => {});
});
afterEach(() => cleanup());

async function open(url: string) {
  window.history.replaceState(null, '', url);
  render(<MagicLoginPage />);
  await act(async () => {});
}

describe('/auth/magic-login', () => {
  it('spends nothing in its HTML: the token is posted by the island on mount only', () => {
    const api = fakeApi({});
    window.history.replaceState(null, '', '/auth/magic-login?token=abc');
    expect(renderToString(<MagicLoginPage />)).toContain('Connexion en cours...');
    expect(api.calls).toHaveLength(0);
  });

  it('posts the token once, stores the session, hides the token and goes to the redirect', async () => {
    const api = fakeApi({ 'POST /api/auth/magic-login': () => json({ token: 'jwt-m', user: apiUser() }) });
    await open('/auth/magic-login?token=abc123&redirect=%2Fdashboard%2Ftickets');
    expect(api.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/api/auth/magic-login', body: { token: 'abc123' } })]);
    expect(localStorage.getItem('token')).toBe('jwt-m');
    expect(localStorage.getItem('userInfo')).toContain('awa@example.fr');
    expect($session.get().status).toBe('authenticated');
    expect(window.location.search).toBe('');
    expect(replace).toHaveBeenCalledWith('/dashboard/tickets');
  });

  it('never follows a redirect off the site', async () => {
    fakeApi({ 'POST /api/auth/magic-login': () => json({ token: 'jwt-m', user: apiUser() }) });
    await open('/auth/magic-login?token=abc&redirect=%2F%2Fevil.example');
    expect(replace).toHaveBeenCalledWith('/dashboard');
  });

  it("shows the API's message for a used or expired link, with the way to a new one", async () => {
    fakeApi({ 'POST /api/auth/magic-login': () => refusal(400, 'MAGIC_TOKEN_INVALID', 'Ce lien a expiré ou a déjà servi.') });
    await open('/auth/magic-login?token=old');
    expect(screen.getByRole('alert').textContent).toBe('Ce lien a expiré ou a déjà servi.');
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau lien' }).getAttribute('href')).toBe('/quick-access');
    expect(localStorage.getItem('token')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('says a link without token is incomplete, without calling the API', async () => {
    const api = fakeApi({});
    await open('/auth/magic-login');
    expect(screen.getByRole('alert').textContent).toBe('Ce lien de connexion est incomplet.');
    expect(api.calls).toHaveLength(0);
  });
});
