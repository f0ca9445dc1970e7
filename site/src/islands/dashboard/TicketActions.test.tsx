// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import { $session, resetSessionForTests } from '../auth/session';
import { apiUser, storeSession } from '../auth/test-helpers.test-helper';
import MyTickets from './MyTickets';
import QuickTickets from './QuickTickets';
import TicketDetail from './TicketDetail';

vi.mock('../../lib/realtime', () => ({ onRealtime: () => () => {} }));
vi.mock('./dashboard.css', () => ({}));
vi.mock('./ticket-actions.css', () => ({}));
vi.mock('../../styles/forms.css', () => ({}));

const settle = () => act(async () => {});
/** Text with Intl's no-break spaces made plain. */
const plain = (value: string | null | undefined) => (value ?? '').replace(/\s/g, ' ');

const ticket = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  number: 'T-0007',
  code: 'KL-CODE-0007',
  status: 'valid',
  ticketTypeName: 'Workshop Pass',
  holderName: 'Awa Diallo',
  orderId: 'o-1',
  orderNumber: 'KL-7H3K9Q2M',
  issuedAt: '2026-11-20T10:05:00Z',
  checkedInAt: null,
  role: 'follower',
  holder: { firstName: 'Awa', lastName: 'Diallo', email: 'awa@example.fr' },
  transfer: null,
  resale: null,
  canTransfer: true,
  canResell: true,
  transferDeadline: '2027-04-01T21:59:00.000Z',
  ...overrides,
});
const pendingTransfer = { toFirstName: 'Lina', toLastName: 'Costa', toEmail: 'lina@example.pt', createdAt: '2026-11-24T10:00:00Z', expiresAt: '2026-11-27T10:00:00Z' };
const listing = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  ticketId: 7,
  status: 'listed',
  price: 89,
  fee: 4.5,
  netRefund: 84.5,
  listedAt: '2026-11-24T09:00:00Z',
  soldAt: null,
  withdrawnAt: null,
  ...overrides,
});
const quote = { quote: { price: 89, fee: 4.5, netRefund: 84.5 }, listing: null };

/** The QR code of the page, if one is shown. */
const qr = () => screen.queryByRole('img', { name: 'QR code du billet T-0007' });
const dialog = () => screen.getByRole('dialog');

async function openDetail(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  render(<TicketDetail />);
  await settle();
  return api;
}

async function click(name: string | RegExp, within_: HTMLElement = document.body) {
  await act(async () => fireEvent.click(within(within_).getByRole('button', { name })));
  await settle();
}

function type(label: string, value: string) {
  fireEvent.change(within(dialog()).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  storeSession(apiUser());
  $session.set({ status: 'authenticated', user: { ...apiUser(), avatar: null } });
  window.history.replaceState(null, '', '/dashboard/ticket/7');
});
afterEach(() => cleanup());

describe('TicketDetail: holder and role', () => {
  it('shows the holder’s name, e-mail and dance role, the QR code and the three actions with the deadline', async () => {
    await openDetail({ 'GET /api/account/tickets/7': () => json({ ticket: ticket() }) });
    expect(qr()).toBeTruthy();
    const facts = screen.getByRole('article');
    expect(within(facts).getByText('Titulaire').nextElementSibling!.textContent).toBe('Awa Diallo');
    expect(within(facts).getByText('E-mail du titulaire').nextElementSibling!.textContent).toBe('awa@example.fr');
    expect(within(facts).getByText('Rôle de danse').nextElementSibling!.textContent).toBe('Suiveur');
    expect(screen.getByRole('heading', { name: 'Gérer ce billet' })).toBeTruthy();
    expect(plain(screen.getByText(/Changement de nom et transfert possibles/).textContent)).toMatch(/jusqu’au 1 avril 2027/);
    for (const name of ['Changer le nom', 'Transférer à quelqu’un', 'Revendre au prix d’achat']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
    }
  });
});

describe('TicketDetail: name change', () => {
  it('checks both names before calling, then PATCHes the holder and shows the reissued ticket', async () => {
    const api = await openDetail({
      'GET /api/account/tickets/7': () => json({ ticket: ticket() }),
      'PATCH /api/account/tickets/7/holder': () =>
        json({ ticket: ticket({ code: 'KL-CODE-NEW', holderName: 'Awa Mendes', holder: { firstName: 'Awa', lastName: 'Mendes', email: 'awa@example.fr' } }) }),
    });
    await click('Changer le nom');
    expect(within(dialog()).getByRole('heading', { name: 'Changer le nom sur le billet' })).toBeTruthy();
    expect(within(dialog()).getByText(/son QR code actuel cesse aussitôt de fonctionner/)).toBeTruthy();
    expect((within(dialog()).getByLabelText(/^Prénom/) as HTMLInputElement).value).toBe('Awa');
    expect(document.activeElement).toBe(within(dialog()).getByLabelText(/^Prénom/));
    type('Nom', '  ');
    await click('Enregistrer le nouveau nom', dialog());
    expect(within(dialog()).getByText('Indiquez le nom.')).toBeTruthy();
    expect(api.paths()).toEqual(['GET /api/account/tickets/7']);

    type('Nom', 'Mendes');
    await click('Enregistrer le nouveau nom', dialog());
    expect(api.calls.at(-1)).toMatchObject({ method: 'PATCH', path: '/api/account/tickets/7/holder', body: { firstName: 'Awa', lastName: 'Mendes' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('C’est fait : le billet est désormais au nom de Awa Mendes. Le nouveau billet PDF arrive par e-mail.');
    expect(within(screen.getByRole('article')).getByText('Titulaire').nextElementSibling!.textContent).toBe('Awa Mendes');
    expect(qr()!.getAttribute('data-code')).toBe('KL-CODE-NEW');
  });

  it('shows the API’s refusal in the dialog, which stays open (deadline passed meanwhile), and its field messages', async () => {
    let answer = refusal(409, 'TRANSFER_CLOSED', 'Les changements de nom sont clos depuis le 1er avril.');
    await openDetail({
      'GET /api/account/tickets/7': () => json({ ticket: ticket() }),
      'PATCH /api/account/tickets/7/holder': () => answer,
    });
    await click('Changer le nom');
    type('Nom', 'Mendes');
    await click('Enregistrer le nouveau nom', dialog());
    expect(within(dialog()).getByRole('alert').textContent).toBe('Les changements de nom sont clos depuis le 1er avril.');
    answer = json({ error: { code: 'VALIDATION_ERROR', message: 'Vérifiez le formulaire.', fields: [{ field: 'firstName', message: 'Le prénom est trop long.' }] } }, 400);
    await click('Enregistrer le nouveau nom', dialog());
    expect(within(dialog()).getByText('Le prénom est trop long.')).toBeTruthy();
    expect(within(dialog()).getByLabelText(/^Prénom/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('TicketDetail: transfer', () => {
  it('explains that the QR stops at once, sends first name, last name, e-mail and language, then hides the QR while pending', async () => {
    const api = await openDetail({
      'GET /api/account/tickets/7': () => json({ ticket: ticket() }),
      'POST /api/account/tickets/7/transfer': () => json({ ticket: ticket({ transfer: pendingTransfer, canTransfer: false, canResell: false }) }, 201),
      'DELETE /api/account/tickets/7/transfer': () => json({ ticket: ticket({ code: 'KL-CODE-BACK' }) }),
    });
    await click('Transférer à quelqu’un');
    expect(within(dialog()).getByText(/le QR code actuel ne fonctionne plus : il sera refusé à l’entrée/)).toBeTruthy();
    expect(within(dialog()).getByText(/elle recevra un e-mail pour l’accepter/)).toBeTruthy();
    await click('Envoyer le billet', dialog());
    expect(within(dialog()).getByText('Indiquez le prénom.')).toBeTruthy();
    expect(within(dialog()).getByText('Indiquez l’adresse e-mail.')).toBeTruthy();
    type('Prénom', 'Lina');
    type('Nom', 'Costa');
    type('E-mail', 'lina@');
    await click('Envoyer le billet', dialog());
    expect(within(dialog()).getByText('Cette adresse e-mail ne semble pas valide.')).toBeTruthy();
    expect(api.paths()).toEqual(['GET /api/account/tickets/7']);

    type('E-mail', 'lina@example.pt');
    fireEvent.change(within(dialog()).getByLabelText('Langue de l’e-mail envoyé à cette personne'), { target: { value: 'pt' } });
    await click('Envoyer le billet', dialog());
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/account/tickets/7/transfer',
      body: { firstName: 'Lina', lastName: 'Costa', email: 'lina@example.pt', locale: 'pt' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Transfert envoyé : Lina Costa a reçu un e-mail pour accepter le billet.');
    expect(qr()).toBeNull();
    expect(screen.getByText('QR code désactivé : ce billet est en cours de transfert.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Télécharger le PDF' })).toBeNull();
    expect(screen.getByText('Transfert en attente', { selector: '.ticket-flag' })).toBeTruthy();
    expect(plain(screen.getByText(/En attente de l’acceptation de Lina Costa/).textContent)).toMatch(/\(lina@example\.pt\), jusqu’au 27 novembre 2026/);
    expect(screen.queryByRole('button', { name: 'Transférer à quelqu’un' })).toBeNull();

    await click('Annuler le transfert');
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/account/tickets/7/transfer' });
    expect(screen.getByRole('status').textContent).toMatch(/^Transfert annulé : le billet est de nouveau à vous/);
    expect(qr()!.getAttribute('data-code')).toBe('KL-CODE-BACK');
  });

  it('a refused cancellation (already accepted) is said, and the QR stays hidden', async () => {
    await openDetail({
      'GET /api/account/tickets/7': () => json({ ticket: ticket({ transfer: pendingTransfer, canTransfer: false }) }),
      'DELETE /api/account/tickets/7/transfer': () => refusal(409, 'TRANSFER_NOT_PENDING', 'Ce transfert a déjà été accepté.'),
    });
    expect(qr()).toBeNull();
    await click('Annuler le transfert');
    expect(screen.getByRole('alert').textContent).toBe('Ce transfert a déjà été accepté.');
    expect(qr()).toBeNull();
  });

  it('disables the actions with their reason: deadline passed, checked in', async () => {
    await openDetail({
      'GET /api/account/tickets/7': () => json({ ticket: ticket({ canTransfer: false, canResell: false, transferDeadline: '2026-11-01T10:00:00Z' }) }),
    });
    const rename = screen.getByRole('button', { name: 'Changer le nom' }) as HTMLButtonElement;
    expect(rename.disabled).toBe(true);
    const reason = document.getElementById(rename.getAttribute('aria-describedby')!)!;
    expect(plain(reason.textContent)).toMatch(/^Les changements de nom et les transferts sont clos depuis le 1 novembre 2026/);
    expect((screen.getByRole('button', { name: 'Revendre au prix d’achat' }) as HTMLButtonElement).disabled).toBe(true);
    expect(plain(screen.getByText(/La revente est close depuis le/).textContent)).toMatch(/1 novembre 2026/);

    cleanup();
    await openDetail({ 'GET /api/account/tickets/7': () => json({ ticket: ticket({ checkedInAt: '2027-04-16T20:00:00Z', canTransfer: false, canResell: false }) }) });
    expect(screen.getAllByText('Ce billet a déjà servi à l’entrée : il ne peut plus changer de main.')).toHaveLength(2);
    expect(screen.getByText('Ce billet a déjà servi à l’entrée : il ne peut pas être revendu.')).toBeTruthy();
    expect(qr()).toBeTruthy();
  });
});

describe('TicketDetail: resale', () => {
  it('shows the quote (price, fee, what comes back to the card), lists, then shows the listing with « Retirer de la revente »', async () => {
    let current = ticket();
    const api = await openDetail({
      'GET /api/account/tickets/7': () => json({ ticket: current }),
      'GET /api/account/tickets/7/resale': () => json(quote),
      'POST /api/account/tickets/7/resale': () => {
        current = ticket({ resale: listing(), canTransfer: false, canResell: false });
        return json({ listing: listing() }, 201);
      },
      'DELETE /api/account/tickets/7/resale': () => {
        current = ticket();
        return json({ listing: listing({ status: 'cancelled', withdrawnAt: '2026-11-24T12:00:00Z' }) });
      },
    });
    await click('Revendre au prix d’achat');
    const sheet = dialog();
    expect(within(sheet).getByText(/jamais au-dessus de son prix/)).toBeTruthy();
    expect(plain(within(sheet).getByText('Prix de revente').nextElementSibling!.textContent)).toBe('89,00 €');
    expect(plain(within(sheet).getByText('Frais de revente').nextElementSibling!.textContent)).toBe('− 4,50 €');
    expect(plain(within(sheet).getByText('Vous recevez').nextElementSibling!.textContent)).toBe('84,50 €');
    expect(plain(within(sheet).getByText(/Dès qu’il est acheté/).textContent)).toMatch(/84,50 € vous sont remboursés sur la carte qui a servi au paiement/);
    await click('Mettre en revente', sheet);
    expect(api.paths()).toEqual([
      'GET /api/account/tickets/7',
      'GET /api/account/tickets/7/resale',
      'POST /api/account/tickets/7/resale',
      'GET /api/account/tickets/7',
    ]);
    expect(api.calls[2].body).toBeUndefined(); // the price is the API's, never sent
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(qr()).toBeNull();
    expect(screen.getByText('QR code désactivé : ce billet est en revente.')).toBeTruthy();
    expect(plain(screen.getByText(/En revente depuis le/).textContent)).toBe(
      'En revente depuis le 24 novembre 2026 au prix de 89,00 €. Vous recevrez 84,50 € dès qu’il sera acheté.',
    );

    await click('Retirer de la revente');
    expect(api.calls.at(-2)).toMatchObject({ method: 'DELETE', path: '/api/account/tickets/7/resale' });
    expect(screen.getByRole('status').textContent).toBe('Billet retiré de la revente : il est de nouveau valable à l’entrée.');
    expect(qr()).toBeTruthy();
  });

  it('a ticket the API will not list: the quote’s refusal is the reason, and nothing can be submitted', async () => {
    await openDetail({
      'GET /api/account/tickets/7': () => json({ ticket: ticket({ canResell: false }) }),
      'GET /api/account/tickets/7/resale': () => refusal(409, 'RESALE_COUPLE', 'Les billets d’un pass couple ne se revendent pas.'),
    });
    const resell = screen.getByRole('button', { name: 'Revendre au prix d’achat' }) as HTMLButtonElement;
    expect(resell.disabled).toBe(true);
    expect(document.getElementById(resell.getAttribute('aria-describedby')!)!.textContent).toBe('Les billets d’un pass couple ne se revendent pas.');
  });

  it('a refused quote in the dialog (resale switched off meanwhile) keeps « Mettre en revente » disabled; a refused listing is said', async () => {
    let quoteAnswer = refusal(409, 'RESALE_DISABLED', 'La revente est fermée.');
    await openDetail({
      'GET /api/account/tickets/7': () => json({ ticket: ticket() }),
      'GET /api/account/tickets/7/resale': () => quoteAnswer,
      'POST /api/account/tickets/7/resale': () => refusal(409, 'RESALE_NO_SEAT', 'Ce billet vient d’être transféré.'),
    });
    await click('Revendre au prix d’achat');
    expect(within(dialog()).getByText('La revente est fermée.').getAttribute('role')).toBe('alert');
    expect((within(dialog()).getByRole('button', { name: 'Mettre en revente' }) as HTMLButtonElement).disabled).toBe(true);
    await click('Annuler', dialog());
    quoteAnswer = json(quote);
    await click('Revendre au prix d’achat');
    await click('Mettre en revente', dialog());
    expect(within(dialog()).getByText('Ce billet vient d’être transféré.').closest('[role="alert"]')).toBeTruthy();
  });

  it('a resold ticket shows when it sold and the refund, no QR and no action', async () => {
    await openDetail({
      'GET /api/account/tickets/7': () =>
        json({ ticket: ticket({ status: 'refunded', canTransfer: false, canResell: false, resale: listing({ status: 'sold', soldAt: '2026-12-02T18:00:00Z' }) }) }),
    });
    expect(qr()).toBeNull();
    expect(screen.getByText('Ce QR code n’est plus valable.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Billet revendu' })).toBeTruthy();
    expect(plain(screen.getByText(/a trouvé preneur/).textContent)).toBe('Votre billet a trouvé preneur le 2 décembre 2026. 84,50 € vous sont remboursés sur votre carte.');
    expect(screen.queryByRole('button', { name: 'Changer le nom' })).toBeNull();
  });
});

describe('lists', () => {
  it('MyTickets shows each holder, e-mail and role, and a pending transfer or a resale in place of « Valide »', async () => {
    fakeApi({
      'GET /api/account/tickets': () =>
        json({
          data: [
            ticket(),
            ticket({ id: 8, role: 'leader', holder: { firstName: 'Marco', lastName: 'Rossi', email: 'marco@example.it' }, transfer: pendingTransfer }),
            ticket({ id: 9, role: null, ticketTypeName: 'Full Pass', resale: listing({ ticketId: 9 }) }),
          ],
        }),
      'GET /api/account/orders': () => json({ data: [] }),
    });
    render(<MyTickets />);
    await settle();
    const links = screen.getAllByRole('link', { name: /^Voir le billet/ });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Voir le billet Workshop Pass — Awa Diallo',
      'Voir le billet Workshop Pass — Marco Rossi',
      'Voir le billet Full Pass — Awa Diallo',
    ]);
    expect(within(links[0]).getByText('Workshop Pass — Suiveur')).toBeTruthy();
    expect(within(links[0]).getByText('awa@example.fr')).toBeTruthy();
    expect(within(links[1]).getByText('Workshop Pass — Guideur')).toBeTruthy();
    expect(within(links[0]).getByText('Valide')).toBeTruthy();
    expect(within(links[1]).getByText('Transfert en attente')).toBeTruthy();
    expect(within(links[1]).queryByText('Valide')).toBeNull(); // its code no longer opens the door
    expect(within(links[2]).getByText('Full Pass')).toBeTruthy();
    expect(within(links[2]).getByText('En revente')).toBeTruthy();
  });

  it('QuickTickets never shows the code of a ticket being transferred or on resale', async () => {
    fakeApi({
      'GET /api/account/tickets': () =>
        json({
          data: [
            ticket({ id: 7, code: 'C7' }),
            ticket({ id: 8, code: 'C8', transfer: pendingTransfer }),
            ticket({ id: 9, code: 'C9', resale: listing({ ticketId: 9 }) }),
            ticket({ id: 10, code: 'C10', status: 'refunded' }),
          ],
        }),
    });
    render(<QuickTickets />);
    await settle();
    expect(screen.getByText('1 / 1')).toBeTruthy();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('data-code'))).toEqual(['C7']);
    expect(screen.getByText('Workshop Pass — Suiveur')).toBeTruthy();
  });
});
