// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../cart/fake-api.test-helper';
import AuthGuard from './AuthGuard';
import { nav } from './nav';
import { clearSession, logout, resetSessionForTests } from './session';
import { apiUser, storeSession } from './test-helpers.test-helper';

let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  replace = vi.spyOn(nav, 'replace').mockImplementation(() => {});
});
afterEach(() => cleanup());

async function visit(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <AuthGuard>
      <h1>Mes billets</h1>
    </AuthGuard>,
  );
  expect(screen.queryByRole('heading', { name: 'Mes billets' })).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Vérification de votre session...');
  await act(async () => {});
}

describe('AuthGuard', () => {
  it('sends a guest to the login with the full path, content never shown', async () => {
    await visit('/dashboard/tickets?tri=date');
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Ftickets%3Ftri%3Ddate');
    expect(screen.queryByRole('heading', { name: 'Mes billets' })).toBeNull();
  });

  it('shows the content once the stored session is confirmed', async () => {
    storeSession(apiUser());
    fakeApi({ 'GET /api/auth/me': () => json({ user: apiUser() }) });
    await visit('/dashboard/tickets');
    expect(screen.getByRole('heading', { name: 'Mes billets' })).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();

    act(() => clearSession());
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Ftickets');
  });

  it('leaves the navigation to the menu when this tab logs out on purpose', async () => {
    storeSession(apiUser());
    fakeApi({ 'GET /api/auth/me': () => json({ user: apiUser() }), 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    await visit('/dashboard/payments');
    await act(async () => {
      await logout();
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('keeps a staff member on the scanner opened offline with a stored session', async () => {
    storeSession(apiUser({ role: 'scanner' }));
    const calls = fakeApi({ 'GET /api/auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    await visit('/admin/scanner');
    expect(calls.paths()).toEqual(['GET /api/auth/me']);
    expect(screen.getByRole('heading', { name: 'Mes billets' })).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('keeps the scanner open when the API is down behind the site (502), and leaves on a refusal', async () => {
    storeSession(apiUser({ role: 'scanner' }));
    fakeApi({ 'GET /api/auth/me': () => json({ error: { code: 'API_UNAVAILABLE', message: 'Indisponible' } }, 502) });
    await visit('/admin/scanner');
    expect(screen.getByRole('heading', { name: 'Mes billets' })).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();

    cleanup();
    resetSessionForTests();
    storeSession(apiUser({ role: 'scanner' }));
    fakeApi({ 'GET /api/auth/me': () => json({ error: { code: 'SESSION_EXPIRED', message: 'Session expirée' } }, 401) });
    await visit('/admin/scanner');
    expect(replace).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fscanner');
  });

  it('sends a plain user away from admin pages to the admin login', async () => {
    storeSession(apiUser());
    fakeApi({ 'GET /api/auth/me': () => json({ user: apiUser() }) });
    await visit('/admin/sales');
    expect(replace).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fsales');
  });
});
