// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../cart/fake-api.test-helper';
import AuthGuard from '../auth/AuthGuard';
import { nav } from '../auth/nav';
import { $session, resetSessionForTests } from '../auth/session';
import { apiUser, storeSession } from '../auth/test-helpers.test-helper';
import DashboardHome from './DashboardHome';
import MyTickets from './MyTickets';
import PaymentHistory from './PaymentHistory';
import QuickTickets from './QuickTickets';
import SecuritySettings from './SecuritySettings';
import { qrSvg } from './Qr';
import { fileSaver } from '../shared/files';
import { festivalCountdown } from './countdown';
import TicketDetail, { ticketIdFromPath } from './TicketDetail';

const realtime = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());
vi.mock('../../lib/realtime', () => ({
  onRealtime: (event: string, handler: (payload: unknown) => void) => {
    if (!realtime.has(event)) realtime.set(event, new Set());
    realtime.get(event)!.add(handler);
    return () => realtime.get(event)?.delete(handler);
  },
}));
vi.mock('./dashboard.css', () => ({}));
vi.mock('./ticket-actions.css', () => ({}));
vi.mock('../auth/auth.css', () => ({}));
vi.mock('../../styles/forms.css', () => ({}));

const emit = (event: string) => act(async () => realtime.get(event)?.forEach((handler) => handler({})));
const settle = () => act(async () => {});
/** Text with Intl's no-break spaces made plain. */
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

const order = (overrides = {}) => ({
  id: 'o-1',
  number: 'KL-7H3K9Q2M',
  status: 'completed',
  createdAt: '2026-11-20T10:00:00Z',
  paidAt: '2026-11-20T10:05:00Z',
  total: 139,
  subtotal: 149,
  discount: 10,
  promoCode: 'KIZ5',
  items: [{ name: 'Full Pass', quantity: 1, unitPrice: 149, subtotal: 149 }],
  ticketsCount: 1,
  refundedAmount: 0,
  ...overrides,
});
const ticket = (overrides = {}) => ({
  id: 7,
  number: 'T-0007',
  code: 'KL-CODE-0007',
  status: 'valid',
  ticketTypeName: 'Full Pass',
  holderName: 'Awa Diallo',
  orderId: 'o-1',
  orderNumber: 'KL-7H3K9Q2M',
  issuedAt: '2026-11-20T10:05:00Z',
  checkedInAt: null,
  role: null,
  // No first/last names: the name printed on the ticket (`holderName`) is shown.
  holder: { firstName: '', lastName: '', email: '' },
  transfer: null,
  resale: null,
  canTransfer: true,
  canResell: true,
  transferDeadline: null,
  ...overrides,
});
const refusal = (status: number, message: string, code = 'X') => () => json({ error: { code, message } }, status);
const noMessages = { 'GET /api/messages/my-messages': () => json({ data: [] }) };

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  storeSession(apiUser());
  $session.set({ status: 'authenticated', user: { ...apiUser(), avatar: null } });
  realtime.clear();
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => cleanup());

describe('route guard (pages wrap the islands in AuthGuard)', () => {
  it('a logged-out visitor goes to the login with the full path; no account call', async () => {
    resetSessionForTests();
    localStorage.clear();
    const replace = vi.spyOn(nav, 'replace').mockImplementation(() => {});
    const api = fakeApi({});
    window.history.replaceState(null, '', '/dashboard/ticket/7?vue=qr');
    render(
      <AuthGuard>
        <TicketDetail />
      </AuthGuard>,
    );
    await settle();
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Fticket%2F7%3Fvue%3Dqr');
    expect(screen.queryByRole('navigation', { name: 'Espace personnel' })).toBeNull();
    expect(api.calls).toHaveLength(0);

    cleanup();
    window.history.replaceState(null, '', '/quick-tickets');
    render(
      <AuthGuard>
        <QuickTickets />
      </AuthGuard>,
    );
    await settle();
    expect(replace).toHaveBeenLastCalledWith('/login?redirect=%2Fquick-tickets');
    replace.mockRestore();
  });
});

describe('DashboardShell (tabs)', () => {
  it('greets the user and marks the current tab', async () => {
    fakeApi({ 'GET /api/account/orders': () => json({ data: [] }) });
    render(<PaymentHistory />);
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bonjour Awa !');
    const tabs = within(screen.getByRole('navigation', { name: 'Espace personnel' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Tableau de bord', '/dashboard', null],
      ['Mes billets', '/dashboard/tickets', null],
      ['Historique de paiements', '/dashboard/payments', 'page'],
      ['Sécurité', '/dashboard/security', null],
    ]);
  });
});

describe('DashboardHome', () => {
  it('shows the festival countdown, tickets count, recent orders in French and the messages', async () => {
    const api = fakeApi({
      'GET /api/account/overview': () => json({ ticketsCount: 2, upcoming: { startDate: '2027-04-16', endDate: '2027-04-18' }, recentOrders: [order(), order({ id: 'o-2', number: 'KL-2', status: 'pending', total: 70 })] }),
      'GET /api/messages/my-messages': () =>
        json({
          data: [
            { id: 1, subject: 'Parking', message: 'Où se garer ?', status: 'new', admin_response: null, createdAt: '2026-11-20T10:00:00Z', unread: true, hasUnreadReply: false },
            { id: 2, subject: 'Horaires', message: 'À quelle heure ?', status: 'answered', admin_response: 'Dès 20 h.', respondedAt: '2026-11-21T10:00:00Z', createdAt: '2026-11-20T10:00:00Z', unread: false, hasUnreadReply: true },
          ],
        }),
      'POST /api/messages/2/read': () => json({ message: {} }),
    });
    render(<DashboardHome now={() => new Date('2027-04-06T10:00:00Z')} />);
    await settle();
    expect(screen.getByText('Du 16 avril 2027 au 18 avril 2027')).toBeTruthy();
    expect(screen.getByText('J-10').getAttribute('aria-label')).toBe('Plus que 10 jours avant le festival');
    expect(screen.getByText('2 billet(s) valide(s)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mes QR codes pour l’entrée' }).getAttribute('href')).toBe('/quick-tickets');
    expect(screen.getByRole('link', { name: 'Voir mes billets' }).getAttribute('href')).toBe('/dashboard/tickets');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map(text)).toEqual(['KL-7H3K9Q2M20 novembre 2026Payée139,00 €', 'KL-220 novembre 2026En attente70,00 €']);
    // Messages: spec unread rule badge, the answer under the question, unseen reply marked read.
    const messages = screen.getByRole('region', { name: /Mes messages/ });
    expect(within(messages).getByText('1 non lu(s)')).toBeTruthy();
    expect(within(messages).getByText('Dès 20 h.')).toBeTruthy();
    expect(within(messages).getByText('Nouvelle réponse')).toBeTruthy();
    expect(api.paths()).toContain('POST /api/messages/2/read');
    expect(api.paths().filter((p) => p === 'POST /api/messages/2/read')).toHaveLength(1);
  });

  it('empty state: no tickets, no orders, no messages; refreshes on order:status and message:reply', async () => {
    const api = fakeApi({ 'GET /api/account/overview': () => json({ ticketsCount: 0, recentOrders: [] }), ...noMessages });
    render(<DashboardHome festivalStart="2027-04-16" festivalEnd="2027-04-18" now={() => new Date('2027-04-17T10:00:00Z')} />);
    await settle();
    expect(screen.getByText('C’est maintenant ! Bon festival.')).toBeTruthy();
    expect(screen.getByText('Aucun billet pour le moment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Réserver mes billets' }).getAttribute('href')).toBe('/tickets');
    expect(screen.getByText('Aucune commande pour le moment.')).toBeTruthy();
    expect(screen.getByText(/Vous n’avez envoyé aucun message/).textContent).toContain('bulle de discussion');
    expect(screen.getByRole('link', { name: 'écrivez-nous depuis la page Contact' }).getAttribute('href')).toBe('/contact');
    await emit('order:status');
    await emit('message:reply');
    expect(api.paths().filter((p) => p === 'GET /api/account/overview')).toHaveLength(2);
    expect(api.paths().filter((p) => p === 'GET /api/messages/my-messages')).toHaveLength(2);
  });

  it('error state with a retry', async () => {
    let fail = true;
    fakeApi({ 'GET /api/account/overview': () => (fail ? refusal(500, 'Panne du serveur')() : json({ ticketsCount: 1, recentOrders: [] })), ...noMessages });
    render(<DashboardHome />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Panne du serveur');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await settle();
    expect(screen.getByText('1 billet(s) valide(s)')).toBeTruthy();
  });

  it('countdown rules', () => {
    expect(festivalCountdown('2027-04-16', '2027-04-18', new Date('2027-04-15T12:00:00Z'))).toEqual({ kind: 'tomorrow' });
    expect(festivalCountdown('2027-04-16', '2027-04-18', new Date('2027-04-19T12:00:00Z'))).toEqual({ kind: 'over' });
    // 23:30 UTC on the 5th is already the 6th in Paris.
    expect(festivalCountdown('2027-04-16', '2027-04-18', new Date('2027-04-05T23:30:00Z'))).toEqual({ kind: 'days', days: 10 });
  });
});

describe('MyTickets', () => {
  it('lists tickets linking to their page, and bookings with their PDF', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const api = fakeApi({
      'GET /api/account/tickets': () =>
        json({ data: [ticket(), ticket({ id: 8, status: 'cancelled', holderName: 'Jo' }), ticket({ id: 9, holderName: 'Lea', checkedInAt: '2027-04-16T19:30:00Z' })] }),
      'GET /api/account/orders': () => json({ data: [order(), order({ id: 'o-9', status: 'failed', ticketsCount: 0 })] }),
      'GET /api/account/orders/o-1/pdf': () => new Response('%PDF', { headers: { 'Content-Disposition': 'attachment; filename="billets-KL.pdf"' } }),
    });
    render(<MyTickets />);
    await settle();
    const link = screen.getByRole('link', { name: 'Voir le billet Full Pass — Awa Diallo' });
    expect(link.getAttribute('href')).toBe('/dashboard/ticket/7');
    expect(link.textContent).toContain('Commande n° KL-7H3K9Q2M');
    expect(link.textContent).toContain('Valide');
    expect(screen.getByRole('link', { name: /Jo$/ }).textContent).toContain('Annulé');
    expect(text(screen.getByRole('link', { name: /Lea$/ }))).toContain('Utilisé le 16 avril 2027');
    const bookings = screen.getByRole('region', { name: 'Mes réservations' });
    expect(within(bookings).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(bookings).getByRole('button', { name: 'Télécharger le PDF de la commande KL-7H3K9Q2M' }));
    await settle();
    expect(api.paths()).toContain('GET /api/account/orders/o-1/pdf');
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'billets-KL.pdf' }), 'billets-KL-7H3K9Q2M.pdf');
  });

  it('empty state links to /tickets', async () => {
    fakeApi({ 'GET /api/account/tickets': () => json({ data: [] }), 'GET /api/account/orders': () => json({ data: [] }) });
    render(<MyTickets />);
    await settle();
    expect(screen.getByText('Vous n’avez pas encore de billet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir la billetterie' }).getAttribute('href')).toBe('/tickets');
  });

  it('error state', async () => {
    fakeApi({ 'GET /api/account/tickets': refusal(500, 'Oups'), 'GET /api/account/orders': () => json({ data: [] }) });
    render(<MyTickets />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Oups');
  });
});

describe('TicketDetail', () => {
  it('reads the id from the URL, renders the QR SVG and downloads the PDF', async () => {
    window.history.replaceState(null, '', '/dashboard/ticket/7');
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    const api = fakeApi({
      'GET /api/account/tickets/7': () => json({ ticket: ticket() }),
      'GET /api/account/tickets/7/pdf': () => new Response('%PDF'),
    });
    render(<TicketDetail />);
    await settle();
    await vi.waitFor(() => expect(screen.getByRole('img', { name: 'QR code du billet T-0007' }).querySelector('svg')).toBeTruthy());
    const svg = screen.getByRole('img', { name: 'QR code du billet T-0007' }).innerHTML;
    expect(svg).toContain('#000000');
    expect(svg).toContain('#ffffff');
    // The ticket's code itself, error correction M, quiet zone of 4 modules.
    const strokes = (markup: string) => /stroke="#000000" d="([^"]+)"/.exec(markup)?.[1];
    expect(strokes(svg)).toBe(strokes(await qrSvg('KL-CODE-0007')));
    expect(svg).toContain('viewBox="0 0 29 29"'); // 21 modules (version 1) + 2 × 4 of quiet zone
    expect(screen.getByText('Awa Diallo')).toBeTruthy();
    expect(screen.getByText('KL-7H3K9Q2M')).toBeTruthy();
    expect(screen.getByText('Valide')).toBeTruthy();
    expect(text(screen.getByText('Émis le').nextElementSibling!)).toMatch(/^20 novembre 2026/);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    await settle();
    expect(api.paths()).toEqual(['GET /api/account/tickets/7', 'GET /api/account/tickets/7/pdf']);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ fileName: null }), 'billet-T-0007.pdf');
  });

  it('404 → « Billet introuvable »; the shell id `_` too', async () => {
    window.history.replaceState(null, '', '/dashboard/ticket/99');
    fakeApi({ 'GET /api/account/tickets/99': refusal(404, 'Billet introuvable.', 'TICKET_NOT_FOUND') });
    render(<TicketDetail />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Billet introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à mes billets' }).getAttribute('href')).toBe('/dashboard/tickets');
    expect(ticketIdFromPath('/dashboard/ticket/_')).toBeNull();
    expect(ticketIdFromPath('/dashboard/ticket/12')).toBe('12');
    expect(ticketIdFromPath('/de/dashboard/ticket/12')).toBe('12');
    expect(ticketIdFromPath('/de/dashboard/ticket/_')).toBeNull();
  });

  it('other errors show the message', async () => {
    window.history.replaceState(null, '', '/dashboard/ticket/7');
    fakeApi({ 'GET /api/account/tickets/7': refusal(500, 'Panne') });
    render(<TicketDetail />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Panne');
  });
});

describe('PaymentHistory', () => {
  it('shows status, lines, subtotal, negative discount, total, refund and the order link', async () => {
    fakeApi({
      'GET /api/account/orders': () =>
        json({
          data: [
            order(),
            order({ id: 'o-2', number: 'KL-2', status: 'failed', discount: 0, promoCode: null, total: 149, refundedAmount: 149 }),
            order({ id: 'o-3', number: 'KL-3', status: 'failed', paidAt: null }),
            order({ id: 'o-4', number: 'KL-4', status: 'pending', paidAt: null }),
          ],
        }),
    });
    render(<PaymentHistory />);
    await settle();
    const [first, second, third, fourth] = screen.getAllByRole('article');
    expect(text(first)).toContain('Payée');
    expect(text(first)).toContain('Payée le 20 novembre 2026');
    expect(text(first)).toContain('Full Pass');
    expect(text(first)).toContain('Sous-total149,00 €');
    expect(text(first)).toContain('Réduction (KIZ5)-10,00 €');
    expect(text(first)).toContain('Total139,00 €');
    expect(text(first)).not.toContain('Remboursé');
    expect(within(first).getByRole('link', { name: 'Voir la commande' }).getAttribute('href')).toBe('/confirmation/o-1');
    expect(text(second)).toContain('Remboursée');
    expect(text(second)).not.toContain('Réduction');
    expect(text(second)).toContain('Remboursé149,00 €');
    expect(text(third)).toContain('Échouée');
    expect(text(third)).toContain('Passée le 20 novembre 2026');
    expect(text(fourth)).toContain('En attente');
  });

  it('empty and error states', async () => {
    fakeApi({ 'GET /api/account/orders': () => json({ data: [] }) });
    render(<PaymentHistory />);
    await settle();
    expect(screen.getByText('Aucun paiement pour le moment.')).toBeTruthy();
    cleanup();
    fakeApi({ 'GET /api/account/orders': refusal(503, 'Indisponible') });
    render(<PaymentHistory />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Indisponible');
  });
});

describe('SecuritySettings', () => {
  it('saves the names through PATCH /api/auth/me', async () => {
    const api = fakeApi({ 'PATCH /api/auth/me': () => json({ user: apiUser({ firstName: 'Ama' }) }) });
    render(<SecuritySettings />);
    await settle();
    fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Ama' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await settle();
    expect(api.calls[0]).toMatchObject({ method: 'PATCH', path: '/api/auth/me', body: { firstName: 'Ama', lastName: 'Diallo' } });
    expect($session.get().user?.firstName).toBe('Ama');
    expect(screen.getByRole('status').textContent).toBe('Vos informations sont enregistrées.');
  });

  it('changes the password and stores the new token', async () => {
    const api = fakeApi({ 'POST /api/auth/change-password': () => json({ token: 'jwt-2', user: apiUser() }) });
    render(<SecuritySettings />);
    await settle();
    fireEvent.change(screen.getByLabelText('Mot de passe actuel'), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await settle();
    expect(api.calls[0].body).toEqual({ currentPassword: 'old-password', newPassword: 'new-password-1' });
    expect(localStorage.getItem('token')).toBe('jwt-2');
    expect($session.get()).toMatchObject({ status: 'authenticated', user: { email: 'awa@example.fr' } });
    expect(screen.getByRole('status').textContent).toContain('Mot de passe modifié');
  });

  it('refuses a new password shorter than 12 characters before calling the API', async () => {
    const api = fakeApi({});
    render(<SecuritySettings />);
    await settle();
    expect(screen.getByText('12 caractères minimum.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mot de passe actuel'), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: 'onze-lettre' } });
    fireEvent.change(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), { target: { value: 'onze-lettre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(screen.getByRole('alert').textContent).toBe('Le nouveau mot de passe doit contenir au moins 12 caractères.');
    expect(api.calls).toHaveLength(0);
  });

  it('after a password cleared at the address confirmation, invites to choose one without asking for the old', async () => {
    window.history.replaceState(null, '', '/dashboard/security?motdepasse=choisir');
    const api = fakeApi({ 'POST /api/auth/change-password': () => json({ token: 'jwt-2', user: apiUser() }) });
    render(<SecuritySettings />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Choisir un mot de passe' })).toBeTruthy();
    expect(screen.getByText(/le mot de passe choisi avant la confirmation de votre adresse a été effacé/)).toBeTruthy();
    expect(screen.queryByLabelText('Mot de passe actuel')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: 'un-secret-bien-long' } });
    fireEvent.change(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), { target: { value: 'un-secret-bien-long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await settle();
    expect(api.calls[0].body).toEqual({ newPassword: 'un-secret-bien-long' });
    expect(localStorage.getItem('token')).toBe('jwt-2');
    expect(screen.getByRole('status').textContent).toBe('Mot de passe enregistré. Vos autres appareils ont été déconnectés.');
    expect(screen.getByLabelText('Mot de passe actuel')).toBeTruthy();
  });

  it('an account without password (hasPassword false) chooses one', async () => {
    $session.set({ status: 'authenticated', user: { ...apiUser(), hasPassword: false } });
    render(<SecuritySettings />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Choisir un mot de passe' })).toBeTruthy();
    expect(screen.getByText(/Votre compte n’a pas de mot de passe/)).toBeTruthy();
    expect(screen.queryByLabelText('Mot de passe actuel')).toBeNull();
  });

  it('checks the new password twice before calling the API', async () => {
    const api = fakeApi({});
    render(<SecuritySettings />);
    await settle();
    fireEvent.change(screen.getByLabelText('Mot de passe actuel'), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), { target: { value: 'new-password-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(screen.getByRole('alert').textContent).toBe('Les deux nouveaux mots de passe ne sont pas identiques.');
    expect(api.calls).toHaveLength(0);
  });

  it('a wrong current password shows the API message', async () => {
    fakeApi({ 'POST /api/auth/change-password': refusal(400, 'Mot de passe actuel incorrect.') });
    render(<SecuritySettings />);
    await settle();
    fireEvent.change(screen.getByLabelText('Mot de passe actuel'), { target: { value: 'wrong-password' } });
    fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Mot de passe actuel incorrect.');
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });

  it('logs out everywhere: POST logout-all, session cleared, /login', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    const api = fakeApi({ 'POST /api/auth/logout-all': () => new Response(null, { status: 204 }) });
    render(<SecuritySettings />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    await settle();
    expect(api.paths()).toEqual(['POST /api/auth/logout-all']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('exports the data as a JSON file', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    fakeApi({ 'GET /api/account/export': () => new Response('{}', { headers: { 'Content-Disposition': 'attachment; filename="mes-donnees-kizomba-lumiere.json"' } }) });
    render(<SecuritySettings />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    await settle();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'mes-donnees-kizomba-lumiere.json' }), 'mes-donnees-kizomba-lumiere.json');
  });

  it('deletes the account after typing SUPPRIMER (dialog explains the kept orders)', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    const api = fakeApi({ 'DELETE /api/account': () => new Response(null, { status: 204 }) });
    render(<SecuritySettings />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer définitivement mon compte ?' });
    expect(dialog.textContent).toContain('L123-22');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Saisissez votre mot de passe ou tapez SUPPRIMER.');
    expect(api.calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/tapez SUPPRIMER/), { target: { value: 'supprimer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await settle();
    expect(api.calls[0]).toMatchObject({ method: 'DELETE', path: '/api/account', body: { confirm: 'SUPPRIMER' } });
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('deletes with the password; a wrong one shows the API message', async () => {
    const api = fakeApi({ 'DELETE /api/account': refusal(400, 'Mot de passe incorrect.', 'INVALID_PASSWORD') });
    render(<SecuritySettings />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Votre mot de passe'), { target: { value: 'secret-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await settle();
    expect(api.calls[0].body).toEqual({ password: 'secret-pass' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Mot de passe incorrect.');
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });
});

describe('QuickTickets', () => {
  it('shows valid tickets only, with QR codes and a « 1 / N » counter following the scroll', async () => {
    const release = vi.fn(async () => {});
    const request = vi.fn(async () => ({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    fakeApi({
      'GET /api/account/tickets': () =>
        json({ data: [ticket(), ticket({ id: 8, code: 'C8', holderName: 'Jo', ticketTypeName: 'Soirée' }), ticket({ id: 9, code: 'C9' }), ticket({ id: 10, status: 'refunded' })] }),
    });
    render(<QuickTickets />);
    await settle();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByText('Jo')).toBeTruthy();
    expect(screen.getByText('Soirée')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getAllByRole('img')[0].querySelector('svg')).toBeTruthy());
    const track = screen.getByRole('list', { name: 'Billets à présenter' });
    Object.defineProperty(track, 'clientWidth', { value: 400, configurable: true });
    track.scrollLeft = 400;
    fireEvent.scroll(track);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('screen');
    expect(screen.getByText(/Luminosité au maximum/)).toBeTruthy();
    // Leaving the page releases the screen.
    cleanup();
    expect(release).toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('keeps the codes shown when a refresh fails (network lost at the door)', async () => {
    let online = true;
    fakeApi({ 'GET /api/account/tickets': () => (online ? json({ data: [ticket()] }) : Promise.reject(new TypeError('Failed to fetch'))) });
    render(<QuickTickets />);
    await settle();
    expect(screen.getByText('1 / 1')).toBeTruthy();
    online = false;
    await emit('order:status');
    expect(screen.getByText('1 / 1')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code du billet T-0007' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empty state', async () => {
    fakeApi({ 'GET /api/account/tickets': () => json({ data: [ticket({ status: 'cancelled' })] }) });
    render(<QuickTickets />);
    await settle();
    expect(screen.getByText('Aucun billet valide à présenter.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir la billetterie' }).getAttribute('href')).toBe('/tickets');
  });
});
