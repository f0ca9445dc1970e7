// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import AuthGuard from '../auth/AuthGuard';
import ForgotPasswordPage from '../auth/ForgotPasswordPage';
import LoginPage from '../auth/LoginPage';
import { nav } from '../auth/nav';
import { resetSessionForTests } from '../auth/session';
import { apiUser, storeSession } from '../auth/test-helpers.test-helper';
import DashboardPage from './DashboardPage';
import AdminSidebar from './AdminSidebar';
import { adminDestination, adminLinksFor, currentAdminNav } from './admin-nav';
import { resetAdminStatsForTests } from './stats-store';

const realtime = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());
vi.mock('../../lib/realtime', () => ({
  startRealtime: () => {},
  onRealtime: (event: string, handler: (payload: unknown) => void) => {
    if (!realtime.has(event)) realtime.set(event, new Set());
    realtime.get(event)!.add(handler);
    return () => realtime.get(event)?.delete(handler);
  },
}));
vi.mock('./admin.css', () => ({}));
vi.mock('../auth/auth.css', () => ({}));
vi.mock('../../styles/forms.css', () => ({}));

const emit = (event: string, payload: unknown = {}) => act(async () => realtime.get(event)?.forEach((handler) => handler(payload)));
const settle = () => act(async () => {});
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const rowText = (row: Element) => [...row.children].map(text).join(' | ');

const admin = apiUser({ id: 1, email: 'admin@kizomba.fr', firstName: 'Nadia', lastName: 'Lopes', name: 'Nadia Lopes', role: 'admin' });
const scanner = apiUser({ id: 2, email: 'porte@kizomba.fr', firstName: 'Yann', lastName: 'Kodjo', name: 'Yann Kodjo', role: 'scanner' });

function stats(overrides: Record<string, unknown> = {}) {
  return {
    totalUsers: 1234,
    totalSales: 45678.5,
    ticketsSold: 321,
    unreadMessages: 4,
    charts: {
      salesPerDay: [
        { date: '2026-11-20', orders: 12, revenue: 1788 },
        { date: '2026-11-21', orders: 30, revenue: 4470 },
      ],
      perTicketType: [
        { ticketTypeId: 1, name: 'Full Pass', ticketsSold: 200, revenue: 29800 },
        { ticketTypeId: 2, name: 'Pass Soirée', ticketsSold: 121, revenue: 4235 },
      ],
      checkInsPerHour: [{ hour: '2027-04-16T18:00:00.000Z', count: 57 }],
    },
    ...overrides,
  };
}

let assign: ReturnType<typeof vi.spyOn>;
let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSessionForTests();
  resetAdminStatsForTests();
  realtime.clear();
  localStorage.clear();
  assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
  replace = vi.spyOn(nav, 'replace').mockImplementation(() => {});
});
afterEach(() => cleanup());

describe('admin navigation rules', () => {
  it('shows every section to an admin, only Utilisateurs and Scanner to a scanner, none to others', () => {
    expect(adminLinksFor('admin').map((l) => l.href)).toEqual([
      '/admin/dashboard',
      '/admin/users',
      '/admin/tickets',
      '/admin/waiting-lists',
      '/admin/sales',
      '/admin/invitations',
      '/admin/promo-codes',
      '/admin/messages',
      '/admin/news',
      '/admin/artists',
      '/admin/programs',
      '/admin/translations',
      '/admin/settings',
      '/admin/audit',
      '/admin/check-in-lists',
      '/admin/scanner',
    ]);
    expect(adminLinksFor('scanner').map((l) => l.href)).toEqual(['/admin/users', '/admin/scanner']);
    expect(adminLinksFor('user')).toEqual([]);
    expect(adminLinksFor(null)).toEqual([]);
  });

  it('marks the current section', () => {
    expect(currentAdminNav('/admin')).toBe('dashboard');
    expect(currentAdminNav('/admin/users/4')).toBe('users');
    expect(currentAdminNav('/admin/promo-codes')).toBe('promoCodes');
    expect(currentAdminNav('/admin/programs')).toBe('programs');
    expect(currentAdminNav('/admin/waiting-lists/7')).toBe('waitingLists');
    expect(currentAdminNav('/admin/settings')).toBe('settings');
    expect(currentAdminNav('/admin/check-in-lists')).toBe('checkInLists');
    expect(currentAdminNav('/admin/login')).toBeNull();
  });

  it('sends staff after login to redirect when their role may open it, else to their home', () => {
    expect(adminDestination('admin', null)).toBe('/admin/dashboard');
    expect(adminDestination('scanner', null)).toBe('/admin/scanner');
    expect(adminDestination('admin', '/admin/sales?page=2')).toBe('/admin/sales?page=2');
    expect(adminDestination('scanner', '/admin/sales')).toBe('/admin/scanner');
    expect(adminDestination('scanner', '/admin/users/4')).toBe('/admin/users/4');
    expect(adminDestination('admin', '//evil.example')).toBe('/admin/dashboard');
    expect(adminDestination('admin', 'https://evil.example/admin')).toBe('/admin/dashboard');
    expect(adminDestination('admin', '/\t/evil.example')).toBe('/admin/dashboard');
    expect(adminDestination('scanner', '/.//evil.example')).toBe('/admin/scanner');
  });
});

describe('AdminSidebar', () => {
  it('shows an admin every section, their name and role, and the live unread badge', async () => {
    storeSession(admin);
    let answer = stats();
    const api = fakeApi({
      'GET /api/auth/me': () => json({ user: admin }),
      'GET /api/admin/stats': () => json(answer),
    });
    render(<AdminSidebar path="/admin/messages" />);
    await settle();
    await settle();
    const navigation = screen.getByRole('navigation', { name: 'Navigation de l’administration' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toHaveLength(16);
    expect(within(navigation).getByRole('link', { name: 'Listes d’entrée' }).getAttribute('href')).toBe('/admin/check-in-lists');
    expect(within(navigation).getByRole('link', { name: 'Traductions' }).getAttribute('href')).toBe('/admin/translations');
    expect(within(navigation).getByRole('link', { name: 'Journal' }).getAttribute('href')).toBe('/admin/audit');
    expect(within(navigation).getByRole('link', { name: 'Actualités' }).getAttribute('href')).toBe('/admin/news');
    expect(within(navigation).getByRole('link', { name: /Messages/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Nadia Lopes')).toBeTruthy();
    expect(screen.getByText('Administrateur')).toBeTruthy();
    expect(screen.getByLabelText('4 non lus').textContent).toBe('4');
    expect(screen.getByRole('link', { name: 'Retour au site' }).getAttribute('href')).toBe('/');

    // A partial push shows at once, then the whole answer is fetched again.
    answer = stats({ unreadMessages: 7 });
    await emit('admin:stats', { unreadMessages: 6 });
    await settle();
    expect(screen.getByLabelText('7 non lus')).toBeTruthy();
    expect(api.paths().filter((p) => p === 'GET /api/admin/stats')).toHaveLength(2);

    // An empty push re-fetches too; no badge at 0.
    answer = stats({ unreadMessages: 0 });
    await emit('admin:stats');
    await settle();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('shows a scanner only Utilisateurs and Scanner, never fetching the admin stats', async () => {
    storeSession(scanner);
    const api = fakeApi({ 'GET /api/auth/me': () => json({ user: scanner }) });
    render(<AdminSidebar path="/admin/scanner" />);
    await settle();
    const navigation = screen.getByRole('navigation', { name: 'Navigation de l’administration' });
    expect(within(navigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Utilisateurs', 'Scanner']);
    expect(screen.getByText('Contrôleur')).toBeTruthy();
    expect(screen.getByText('Yann Kodjo')).toBeTruthy();
    expect(api.paths()).not.toContain('GET /api/admin/stats');
  });

  it('folds on a phone behind a Menu button', async () => {
    storeSession(scanner);
    fakeApi({ 'GET /api/auth/me': () => json({ user: scanner }) });
    const { container } = render(<AdminSidebar path="/admin/scanner" />);
    await settle();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Fermer le menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('.admin-sidebar--open')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
  });

  it('logs out to the admin login', async () => {
    storeSession(admin);
    fakeApi({
      'GET /api/auth/me': () => json({ user: admin }),
      'GET /api/admin/stats': () => json(stats()),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    render(<AdminSidebar path="/admin/dashboard" />);
    await settle();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Déconnexion' })));
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });
});

describe('DashboardPage', () => {
  it('shows the four figures and the charts from the API, and follows admin:stats', async () => {
    storeSession(admin);
    let answer = stats();
    fakeApi({ 'GET /api/admin/stats': () => json(answer), 'GET /api/admin/check-in-lists/counts': () => json({ data: [] }) });
    render(<DashboardPage />);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Chargement...', 'Chargement...']);
    await settle();
    const figures = screen.getByRole('list', { name: 'Chiffres clés' });
    const cards = within(figures).getAllByRole('listitem').map(text);
    expect(cards[0]).toBe('Utilisateurs1 234');
    expect(cards[1]).toBe('Ventes45 678,50 €');
    expect(cards[2]).toBe('Billets vendus321total transactions');
    expect(cards[3]).toBe('Messages non lus4');

    for (const title of ['Ventes par jour', 'Chiffre d’affaires par type de billet', 'Billets vendus par type de billet', 'Entrées par heure']) {
      expect(screen.getByRole('figure', { name: title })).toBeTruthy();
    }
    const perDay = screen.getByRole('figure', { name: 'Ventes par jour' });
    expect(within(perDay).getByRole('img').getAttribute('aria-label')!.replace(/\s/g, ' ')).toBe('Ventes par jour : 2 valeurs, maximum 4 470,00 €.');
    expect(within(perDay).getAllByRole('row').map(rowText)).toEqual([
      'Jour | Commandes | Chiffre d’affaires',
      'ven. 20 nov. | 12 | 1 788,00 €',
      'sam. 21 nov. | 30 | 4 470,00 €',
    ]);
    const perType = screen.getByRole('figure', { name: 'Billets vendus par type de billet' });
    expect(within(perType).getAllByRole('row').map(rowText)).toContain('Pass Soirée | 121');
    const perHour = screen.getByRole('figure', { name: 'Entrées par heure' });
    expect(within(perHour).getAllByRole('row').map(rowText)[1]).toBe('ven. 20:00 | 57');

    answer = stats({ totalUsers: 1300, charts: { ...stats().charts, checkInsPerHour: [] } });
    await emit('admin:stats');
    await settle();
    expect(text(within(figures).getAllByRole('listitem')[0]!)).toBe('Utilisateurs1 300');
    expect(within(screen.getByRole('figure', { name: 'Entrées par heure' })).getByText('Pas encore de données.')).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    storeSession(admin);
    let fail = true;
    fakeApi({
      'GET /api/admin/stats': () => (fail ? refusal(500, 'INTERNAL', 'Statistiques indisponibles') : json(stats())),
      'GET /api/admin/check-in-lists/counts': () => json({ data: [] }),
    });
    render(<DashboardPage />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Statistiques indisponibles');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    await settle();
    expect(screen.getByRole('list', { name: 'Chiffres clés' })).toBeTruthy();
  });
});

describe('admin route guard (docs/spec.md §6)', () => {
  async function visit(url: string) {
    window.history.replaceState(null, '', url);
    render(
      <AuthGuard>
        <h1>Contenu</h1>
      </AuthGuard>,
    );
    await settle();
  }

  it('lets a scanner into /admin/scanner and /admin/users, not /admin or /admin/dashboard', async () => {
    storeSession(scanner);
    fakeApi({ 'GET /api/auth/me': () => json({ user: scanner }) });
    await visit('/admin/scanner');
    expect(screen.getByRole('heading', { name: 'Contenu' })).toBeTruthy();
    cleanup();
    await visit('/admin/users/4');
    expect(screen.getByRole('heading', { name: 'Contenu' })).toBeTruthy();
    cleanup();
    await visit('/admin');
    expect(replace).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin');
    await visit('/admin/dashboard');
    expect(replace).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fdashboard');
  });

  it('sends a guest from an admin page to the admin login', async () => {
    await visit('/admin/scanner');
    expect(replace).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fscanner');
    expect(screen.queryByRole('heading', { name: 'Contenu' })).toBeNull();
  });
});

describe('admin auth pages', () => {
  async function logIn(email: string) {
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: email } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'secret-123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Se connecter' })));
  }

  it('logs in through the admin endpoint and goes to redirect', async () => {
    window.history.replaceState(null, '', '/admin/login?redirect=%2Fadmin%2Fsales');
    const api = fakeApi({ 'POST /api/admin/auth/login': () => json({ token: 'jwt-a', user: admin }) });
    render(<LoginPage admin />);
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/admin/forgot-password');
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).toBeNull();
    await logIn('admin@kizomba.fr');
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/admin/auth/login', body: { email: 'admin@kizomba.fr', password: 'secret-123' } });
    expect(localStorage.getItem('token')).toBe('jwt-a');
    expect(assign).toHaveBeenCalledWith('/admin/sales');
  });

  it('sends a scanner to the scanner, and shows the API refusal', async () => {
    window.history.replaceState(null, '', '/admin/login?redirect=%2Fadmin%2Fdashboard');
    let ok = false;
    fakeApi({
      'POST /api/admin/auth/login': () =>
        ok ? json({ token: 'jwt-s', user: scanner }) : refusal(401, 'INVALID_CREDENTIALS', 'E-mail ou mot de passe incorrect.'),
    });
    render(<LoginPage admin />);
    await logIn('awa@example.fr');
    expect(screen.getByRole('alert').textContent).toBe('E-mail ou mot de passe incorrect.');
    expect(assign).not.toHaveBeenCalled();
    ok = true;
    await logIn('porte@kizomba.fr');
    expect(assign).toHaveBeenCalledWith('/admin/scanner');
  });

  it('leads the admin forgotten-password page back to the admin login', () => {
    render(<ForgotPasswordPage admin />);
    expect(screen.getByRole('link', { name: /connexion/i }).getAttribute('href')).toBe('/admin/login');
  });
});
