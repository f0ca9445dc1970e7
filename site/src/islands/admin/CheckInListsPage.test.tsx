// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import AuditPage, { auditActionLabel } from './AuditPage';
import CheckInListsPage, { admittedTypes, validateCheckInList } from './CheckInListsPage';
import { DoorCounts } from './DoorCounts';
import { rowText, settle } from './admin.test-helper';
import { realtime } from './realtime.test-helper';
import { salesTestSetup, ticketType } from './sales.test-helper';

vi.mock('../../lib/realtime', async () => (await import('./realtime.test-helper')).fakeRealtime);
vi.mock('./admin.css', () => ({}));

salesTestSetup();
beforeEach(() => realtime.clear());

const emit = (event: string, payload: unknown = {}) => act(async () => realtime.get(event)?.forEach((handler) => handler(payload)));

const types = [ticketType({ id: 1, name: 'Full Pass' }), ticketType({ id: 2, name: 'Soirée du vendredi' }), ticketType({ id: 3, name: 'Workshop Pass' })];

function checkInList(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    name: 'Vendredi',
    allTypes: false,
    ticketTypeIds: [1, 2],
    entryExit: false,
    autoCheckoutAt: null,
    position: 0,
    counts: { checkedIn: 120, inside: 0, expected: 340 },
    ...overrides,
  };
}

const lists = [
  checkInList(),
  checkInList({ id: 4, name: 'Stages', ticketTypeIds: [1, 3], entryExit: true, autoCheckoutAt: '20:00', position: 3, counts: { checkedIn: 80, inside: 52, expected: 150 } }),
  checkInList({ id: 5, name: 'Bénévoles', allTypes: true, ticketTypeIds: [], position: 4, counts: { checkedIn: 0, inside: 0, expected: 1200 } }),
];

function conflict(overrides: Record<string, unknown> = {}) {
  return {
    id: 31,
    kind: 'double_entry',
    detectedAt: '2027-04-16T20:15:00.000Z',
    list: { id: 1, name: 'Vendredi' },
    ticket: { id: 77, number: '000077', holderName: 'Ana Silva', ticketTypeName: 'Full Pass' },
    first: { at: '2027-04-16T20:01:00.000Z', by: 'Yann Kodjo', device: 'porte-1' },
    late: { at: '2027-04-16T20:04:00.000Z', by: 'Léa Martin', device: 'porte-2' },
    resolvedAt: null,
    resolvedBy: null,
    ...overrides,
  };
}

function pageApi(extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}, conflicts: unknown[] = []) {
  return fakeApi({
    'GET /api/admin/check-in-lists': () => json({ data: lists }),
    'GET /api/admin/ticket-types': () => json({ data: types }),
    'GET /api/admin/scanner/conflicts': () => json({ data: conflicts }),
    ...extra,
  });
}

const listRows = () => within(screen.getByRole('table', { name: 'Listes d’entrée' })).getAllByRole('row').map(rowText);

describe('CheckInListsPage', () => {
  it('shows each list with the types it admits, entry/exit, the hour and its counts, live from checkin:counts', async () => {
    const api = pageApi();
    render(<CheckInListsPage />);
    await settle();
    expect(listRows()).toEqual([
      'Liste | Billets admis | Entrée et sortie | Tout le monde dehors à | Entrés | À l’intérieur | Attendus | Actions',
      'Vendredi | Full Pass, Soirée du vendredi | Non | — | 120 | — | 340 | ModifierSupprimer',
      'Stages | Full Pass, Workshop Pass | Oui | 20:00 | 80 | 52 | 150 | ModifierSupprimer',
      'Bénévoles | Tous les types de billets | Non | — | 0 | — | 1 200 | ModifierSupprimer',
    ]);

    // A push carries the counts: shown at once, nothing asked again.
    await emit('checkin:counts', {
      data: [
        { listId: 1, name: 'Vendredi', entryExit: false, checkedIn: 121, inside: 0, expected: 340 },
        { listId: 4, name: 'Stages', entryExit: true, checkedIn: 81, inside: 40, expected: 150 },
      ],
    });
    expect(listRows()[1]).toBe('Vendredi | Full Pass, Soirée du vendredi | Non | — | 121 | — | 340 | ModifierSupprimer');
    expect(listRows()[2]).toBe('Stages | Full Pass, Workshop Pass | Oui | 20:00 | 81 | 40 | 150 | ModifierSupprimer');
    expect(listRows()[3]).toBe('Bénévoles | Tous les types de billets | Non | — | 0 | — | 1 200 | ModifierSupprimer');
    expect(api.paths().filter((path) => path === 'GET /api/admin/check-in-lists')).toHaveLength(1);

    // A push the page cannot read: it asks the API.
    await emit('checkin:counts', { something: 'else' });
    await settle();
    expect(api.paths().filter((path) => path === 'GET /api/admin/check-in-lists')).toHaveLength(2);
  });

  it('shows the validation errors, then creates a list with its checked types, entry/exit and hour', async () => {
    const api = pageApi({
      'POST /api/admin/check-in-lists': () => json(checkInList({ id: 9, name: 'Samedi' }), 201),
    });
    render(<CheckInListsPage />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle liste' }));
    const form = screen.getByRole('form', { name: 'Nouvelle liste d’entrée' });
    fireEvent.change(within(form).getByLabelText('Nom'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(within(form).getByText('Saisissez un nom de 1 à 60 caractères.')).toBeTruthy();
    expect(within(form).getByText('Cochez au moins un type de billet, ou « Tous les types de billets ».')).toBeTruthy();
    expect(within(form).getByLabelText('Nom').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    // The hour is asked only on an entry/exit list.
    expect(within(form).queryByLabelText('Tout le monde dehors à')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Nom'), { target: { value: ' Samedi ' } });
    fireEvent.click(within(form).getByLabelText('Soirée du vendredi'));
    fireEvent.click(within(form).getByLabelText('Full Pass'));
    fireEvent.click(within(form).getByLabelText('Entrée et sortie'));
    fireEvent.change(within(form).getByLabelText('Tout le monde dehors à'), { target: { value: '04:30' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' })));
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Samedi',
      allTypes: false,
      ticketTypeIds: [1, 2],
      entryExit: true,
      autoCheckoutAt: '04:30',
    });
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Liste « Samedi » enregistrée.');
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.paths().filter((path) => path === 'GET /api/admin/check-in-lists')).toHaveLength(2);
  });

  it('edits a list to admit every type, and shows the API’s field refusal under its field', async () => {
    const api = pageApi({
      'PATCH /api/admin/check-in-lists/4': () =>
        json({ error: { code: 'VALIDATION_ERROR', message: 'Données invalides.', fields: [{ field: 'name', message: 'Ce nom est déjà pris.' }] } }, 400),
    });
    render(<CheckInListsPage />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier la liste Stages' }));
    const form = screen.getByRole('form', { name: 'Modifier la liste « Stages »' });
    expect((within(form).getByLabelText('Workshop Pass') as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Tout le monde dehors à') as HTMLInputElement).value).toBe('20:00');
    fireEvent.click(within(form).getByLabelText('Tous les types de billets'));
    expect(within(form).queryByLabelText('Workshop Pass')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Nom'), { target: { value: 'Vendredi' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' })));
    expect(api.calls.find((call) => call.method === 'PATCH')!.body).toEqual({
      name: 'Vendredi',
      allTypes: true,
      ticketTypeIds: [],
      entryExit: true,
      autoCheckoutAt: '20:00',
    });
    expect(within(form).getByText('Ce nom est déjà pris.')).toBeTruthy();
    expect(within(form).getByLabelText('Nom').getAttribute('aria-invalid')).toBe('true');

    // Without entry/exit the hour is not sent: the API refuses one there.
    fireEvent.click(within(form).getByLabelText('Entrée et sortie'));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' })));
    expect(api.calls.filter((call) => call.method === 'PATCH')[1]!.body).toMatchObject({ entryExit: false, autoCheckoutAt: null });
  });

  it('deletes a list after the confirmation, and shows the 409 when it has check-ins', async () => {
    const api = pageApi({
      'DELETE /api/admin/check-in-lists/5': () => new Response(null, { status: 204 }),
      'DELETE /api/admin/check-in-lists/1': () => refusal(409, 'CHECK_IN_LIST_IN_USE', 'Des billets sont déjà entrés sur cette liste : elle ne peut plus être supprimée.'),
    });
    render(<CheckInListsPage />);
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la liste Vendredi' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la liste « Vendredi » ?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' })));
    expect(screen.getByRole('alert').textContent).toBe('Des billets sont déjà entrés sur cette liste : elle ne peut plus être supprimée.');
    expect(listRows()).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la liste Bénévoles' }));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' })));
    expect(api.paths()).toContain('DELETE /api/admin/check-in-lists/5');
    expect(screen.getByRole('status').textContent).toBe('Liste « Bénévoles » supprimée.');
    expect(listRows().map((row) => row.split(' | ')[0])).toEqual(['Liste', 'Vendredi', 'Stages']);
  });

  it('says when there is no list yet', async () => {
    fakeApi({
      'GET /api/admin/check-in-lists': () => json({ data: [] }),
      'GET /api/admin/ticket-types': () => json({ data: types }),
      'GET /api/admin/scanner/conflicts': () => json({ data: [] }),
    });
    render(<CheckInListsPage />);
    await settle();
    expect(screen.getByText('Aucune liste d’entrée : le scanner accepte chaque billet une fois pour tout le festival.')).toBeTruthy();
    expect(screen.getByText('Aucun conflit à traiter.')).toBeTruthy();
  });
});

describe('validateCheckInList()', () => {
  const form = { name: 'Stages', allTypes: false, ticketTypeIds: [3, 1], entryExit: true, autoCheckoutAt: '20:00' };

  it('refuses a name over 60 characters and an hour that is not HH:MM', () => {
    expect(validateCheckInList({ ...form, name: 'x'.repeat(61) }).errors.name).toBe('Saisissez un nom de 1 à 60 caractères.');
    expect(validateCheckInList({ ...form, name: 'x'.repeat(60) }).input?.name).toHaveLength(60);
    for (const hour of ['24:00', '8:00', '20h', '20:60']) {
      expect(validateCheckInList({ ...form, autoCheckoutAt: hour }).errors.autoCheckoutAt, hour).toBe('Saisissez une heure HH:MM (par exemple 20:00), ou laissez vide.');
    }
  });

  it('sends the types in order, none with every type, and no hour without entry/exit or when left empty', () => {
    expect(validateCheckInList(form).input).toEqual({ name: 'Stages', allTypes: false, ticketTypeIds: [1, 3], entryExit: true, autoCheckoutAt: '20:00' });
    expect(validateCheckInList({ ...form, allTypes: true }).input?.ticketTypeIds).toEqual([]);
    expect(validateCheckInList({ ...form, entryExit: false, autoCheckoutAt: '99:99' }).input?.autoCheckoutAt).toBeNull();
    expect(validateCheckInList({ ...form, autoCheckoutAt: ' ' }).input?.autoCheckoutAt).toBeNull();
  });

  it('names a type the back-office no longer lists by its number', () => {
    expect(admittedTypes({ allTypes: false, ticketTypeIds: [1, 42] }, types)).toBe('Full Pass, Type n° 42');
  });
});

describe('the journal’s words for the door', () => {
  it('names the lists’ changes, the « everyone out » and the conflicts in French', () => {
    expect(
      ['check-in-list.created', 'check-in-list.updated', 'check-in-list.deleted', 'check-in-list.everyone-out', 'scanner.conflict', 'scanner.conflict-resolved'].map(
        auditActionLabel,
      ),
    ).toEqual([
      'Liste d’entrée créée',
      'Liste d’entrée modifiée',
      'Liste d’entrée supprimée',
      'Tout le monde compté dehors',
      'Conflit de scanners hors ligne',
      'Conflit de scanners traité',
    ]);
  });

  it('shows a list’s « everyone out » in the journal, its target linking to the lists', async () => {
    fakeApi({
      'GET /api/admin/audit': () =>
        json({
          data: [
            { id: 9, action: 'check-in-list.everyone-out', targetType: 'check-in-list', targetId: '4', details: { name: 'Stages', count: 52 }, ip: null, createdAt: '2027-04-17T18:00:00.000Z', actorId: null, actorName: null, actorEmail: null },
          ],
          page: 1,
          pageSize: 50,
          total: 1,
        }),
    });
    render(<AuditPage />);
    await settle();
    expect(within(screen.getByRole('table', { name: 'Journal des actions' })).getAllByRole('row').map(rowText)[1]).toBe(
      '17 avril 2027 à 20:00 | Système | Tout le monde compté dehors | Liste d’entrée n° 4 | name : Stages · count : 52',
    );
    expect(screen.getByRole('link', { name: 'Liste d’entrée n° 4' }).getAttribute('href')).toBe('/admin/check-in-lists');
  });
});

describe('ScanConflicts (on the lists page)', () => {
  const conflictRows = () => within(screen.getByRole('table', { name: 'Conflits à traiter' })).getAllByRole('row').map(rowText);

  it('lists the open conflicts with both scans, marks one as dealt with, and follows scanner:conflict', async () => {
    let open = [conflict(), conflict({ id: 32, kind: 'invalid_ticket', ticket: { id: 78, number: '000078', holderName: 'Rui Costa', ticketTypeName: 'Soirée du vendredi' }, first: null, late: { at: '2027-04-16T21:00:00.000Z', by: null, device: null } })];
    const api = fakeApi({
      'GET /api/admin/check-in-lists': () => json({ data: lists }),
      'GET /api/admin/ticket-types': () => json({ data: types }),
      'GET /api/admin/scanner/conflicts': () => json({ data: open }),
      'POST /api/admin/scanner/conflicts/31/resolve': () => json({ conflict: { ...conflict(), resolvedAt: '2027-04-16T22:00:00.000Z' } }),
    });
    render(<CheckInListsPage />);
    await settle();
    expect(api.fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/admin/scanner/conflicts?status=open');
    expect(screen.getByRole('heading', { name: 'Conflits des scanners hors ligne 2' })).toBeTruthy();
    expect(conflictRows()).toEqual([
      'Conflit | Liste | Billet | Premier passage | Passage hors ligne | Actions',
      'Double entrée | Vendredi | 000077 · Ana SilvaFull Pass | 16/04/2027 22:01par Yann Kodjo · appareil porte-1 | 16/04/2027 22:04par Léa Martin · appareil porte-2 | Marquer comme traité',
      'Billet non valable | Vendredi | 000078 · Rui CostaSoirée du vendredi | — | 16/04/2027 23:00par contrôleur supprimé | Marquer comme traité',
    ]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Marquer comme traité le conflit du billet 000077' })));
    expect(api.paths()).toContain('POST /api/admin/scanner/conflicts/31/resolve');
    expect(screen.getByRole('status').textContent).toBe('Conflit du billet 000077 marqué comme traité.');
    expect(conflictRows()).toHaveLength(2);

    open = [conflict({ id: 33, ticket: { id: 90, number: '000090', holderName: 'Zoé Lima', ticketTypeName: 'Full Pass' } }), open[1]!];
    await emit('scanner:conflict', { id: 33 });
    await settle();
    expect(conflictRows()[1]).toContain('000090 · Zoé Lima');
    expect(conflictRows()).toHaveLength(3);
  });

  it('shows the refusal of « Marquer comme traité » and keeps the conflict', async () => {
    fakeApi({
      'GET /api/admin/check-in-lists': () => json({ data: lists }),
      'GET /api/admin/ticket-types': () => json({ data: types }),
      'GET /api/admin/scanner/conflicts': () => json({ data: [conflict()] }),
      'POST /api/admin/scanner/conflicts/31/resolve': () => refusal(404, 'NOT_FOUND', 'Conflit introuvable.'),
    });
    render(<CheckInListsPage />);
    await settle();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Marquer comme traité le conflit du billet 000077' })));
    expect(screen.getByRole('alert').textContent).toBe('Conflit introuvable.');
    expect(conflictRows()).toHaveLength(2);
  });
});

describe('DoorCounts (dashboard)', () => {
  it('shows each list’s counts, live from checkin:counts, with the way to the lists', async () => {
    const api = fakeApi({
      'GET /api/admin/check-in-lists/counts': () =>
        json({
          data: [
            { listId: 1, name: 'Vendredi', entryExit: false, checkedIn: 120, inside: 0, expected: 340 },
            { listId: 4, name: 'Stages', entryExit: true, checkedIn: 80, inside: 52, expected: 150 },
          ],
        }),
    });
    render(<DoorCounts />);
    await settle();
    const table = () => screen.getByRole('table', { name: 'Entrées par liste, en direct' });
    expect(within(table()).getAllByRole('row').map(rowText)).toEqual(['Liste | Entrés | À l’intérieur | Attendus', 'Vendredi | 120 | — | 340', 'Stages | 80 | 52 | 150']);
    expect(screen.getByRole('link', { name: 'Gérer les listes d’entrée' }).getAttribute('href')).toBe('/admin/check-in-lists');

    await emit('checkin:counts', { data: [{ listId: 4, name: 'Stages', entryExit: true, checkedIn: 81, inside: 0, expected: 150 }] });
    expect(within(table()).getAllByRole('row').map(rowText)).toEqual(['Liste | Entrés | À l’intérieur | Attendus', 'Stages | 81 | 0 | 150']);
    expect(api.paths()).toEqual(['GET /api/admin/check-in-lists/counts']);
  });

  it('says when there is no list', async () => {
    fakeApi({ 'GET /api/admin/check-in-lists/counts': () => json({ data: [] }) });
    render(<DoorCounts />);
    await settle();
    expect(screen.getByText('Aucune liste d’entrée.')).toBeTruthy();
  });
});
