// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRealtimeForTests } from '../../lib/realtime';
import { fakeApi, json } from '../cart/fake-api.test-helper';
import AccountLinks from './AccountLinks';
import { nav } from './nav';
import { resetSessionForTests, type UserRole } from './session';
import UserMenu from './UserMenu';
import { apiUser, storeSession } from './test-helpers.test-helper';

vi.mock('./auth.css', () => ({}));
vi.mock('socket.io-client', () => ({
  io: vi.fn(() => ({ onAny: vi.fn(), on: vi.fn(), disconnect: vi.fn(), active: true })),
}));

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => {
  cleanup();
  resetRealtimeForTests();
});

async function renderAs(role: UserRole | null) {
  const user = role ? apiUser({ role }) : null;
  if (user) storeSession(user);
  const api = fakeApi({
    'GET /api/auth/me': () => json({ user }),
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
  });
  render(<UserMenu />);
  await act(async () => {});
  return api;
}

const openMenu = () => {
  fireEvent.click(screen.getByRole('button', { name: /^Mon compte/ }));
  return screen.getByRole('menu');
};
const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

describe('UserMenu', () => {
  it('logged out: « Connexion » opens the login modal', async () => {
    const api = await renderAs(null);
    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(screen.getByRole('dialog', { name: 'Connexion' })).toBeTruthy();
  });

  it('revalidates a stored session once, showing the initials', async () => {
    const api = await renderAs('user');
    expect(api.paths()).toEqual(['GET /api/auth/me']);
    const button = screen.getByRole('button', { name: 'Mon compte : Awa Diallo' });
    expect(button.textContent).toBe('AD');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
  });

  it('a user sees the dashboard, tickets and logout, no staff entry', async () => {
    await renderAs('user');
    const menu = openMenu();
    expect(itemNames(menu)).toEqual(['Tableau de bord', 'Mes billets', 'Déconnexion']);
    expect(within(menu).getByRole('menuitem', { name: 'Mes billets' }).getAttribute('href')).toBe('/dashboard/tickets');
  });

  it('an admin sees Administration and Scanner', async () => {
    await renderAs('admin');
    const menu = openMenu();
    expect(itemNames(menu)).toEqual(['Tableau de bord', 'Mes billets', 'Administration', 'Scanner', 'Déconnexion']);
    expect(within(menu).getByRole('menuitem', { name: 'Administration' }).getAttribute('href')).toBe('/admin');
    expect(within(menu).getByRole('menuitem', { name: 'Scanner' }).getAttribute('href')).toBe('/admin/scanner');
  });

  it('a scanner sees Scanner only', async () => {
    await renderAs('scanner');
    expect(itemNames(openMenu())).toEqual(['Tableau de bord', 'Mes billets', 'Scanner', 'Déconnexion']);
  });

  it('is keyboard operable: arrows, Home/End, Escape gives focus back', async () => {
    await renderAs('admin');
    const button = screen.getByRole('button', { name: /^Mon compte/ });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Tableau de bord');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Mes billets');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Déconnexion');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Tableau de bord');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Déconnexion');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('logs out: tells the API, clears storage and goes home', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    const api = await renderAs('user');
    const menu = openMenu();
    await act(async () => {
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Déconnexion' }));
    });
    expect(api.paths()).toContain('POST /api/auth/logout');
    expect(['token', 'user', 'userInfo'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(assign).toHaveBeenCalledWith('/');
    expect(screen.getByRole('button', { name: 'Connexion' })).toBeTruthy();
  });
});

describe('tab bar staff tab (5th column)', () => {
  function tabBar() {
    const bar = document.createElement('nav');
    bar.setAttribute('data-tabbar', '');
    bar.setAttribute('data-columns', '4');
    bar.innerHTML =
      ['/', '/lineup', '/tickets', '/information'].map((href) => `<a class="tabbar__tab" href="${href}">x</a>`).join('') +
      '<a class="tabbar__tab" data-staff-tab="admin" href="/admin" hidden>Admin</a>' +
      '<a class="tabbar__tab" data-staff-tab="scanner" href="/admin/scanner" hidden>Scanner</a>';
    document.body.append(bar);
    return bar;
  }
  const visibleStaff = (bar: HTMLElement) =>
    [...bar.querySelectorAll<HTMLElement>('[data-staff-tab]')].filter((tab) => !tab.hidden).map((tab) => tab.getAttribute('href'));

  it.each([
    ['admin', ['/admin'], '5'],
    ['scanner', ['/admin/scanner'], '5'],
    ['user', [], '4'],
  ] as const)('%s → %j, %s columns', async (role, tabs, columns) => {
    const bar = tabBar();
    await renderAs(role);
    expect(visibleStaff(bar)).toEqual(tabs);
    expect(bar.getAttribute('data-columns')).toBe(columns);
  });

  it('goes back to 4 columns on logout', async () => {
    vi.spyOn(nav, 'assign').mockImplementation(() => {});
    const bar = tabBar();
    await renderAs('admin');
    const menu = openMenu();
    await act(async () => {
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Déconnexion' }));
    });
    expect(visibleStaff(bar)).toEqual([]);
    expect(bar.getAttribute('data-columns')).toBe('4');
  });
});

describe('AccountLinks (mobile menu)', () => {
  it('offers login and register when logged out, the role links and logout when logged in', async () => {
    await renderAs(null);
    const { unmount } = render(<AccountLinks />);
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/register');
    unmount();
    cleanup();

    resetSessionForTests();
    await renderAs('scanner');
    render(<AccountLinks />);
    await act(async () => {});
    const section = screen.getByRole('heading', { name: 'Mon compte' }).parentElement!;
    expect(within(section).getAllByRole('link').map((link) => link.textContent)).toEqual(['Tableau de bord', 'Mes billets', 'Scanner']);
    expect(within(section).getByRole('button', { name: 'Déconnexion' })).toBeTruthy();
  });
});
