// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal, type Handler } from '../cart/fake-api.test-helper';
import { apiUser, storeSession } from '../auth/test-helpers.test-helper';
import { feedback } from './feedback';
import Scanner, { VERDICT_MS } from './Scanner';
import type { QrDecoder } from './decoder';
import { createDoorEngine, DoorError, type DoorEngine, type DoorState, type DoorVerdict } from './offline';
import { $installOffer, resetScannerAppForTests, type InstallPromptEvent } from './pwa';

const realtime = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());
vi.mock('../../lib/realtime', () => ({
  startRealtime: () => {},
  onRealtime: (event: string, handler: (payload: unknown) => void) => {
    if (!realtime.has(event)) realtime.set(event, new Set());
    realtime.get(event)!.add(handler);
    return () => realtime.get(event)?.delete(handler);
  },
}));
vi.mock('./scanner.css', () => ({}));

const settle = () => act(async () => {});
const emit = (event: string, payload: unknown = {}) => act(async () => realtime.get(event)?.forEach((handler) => handler(payload)));
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

const ticket = { id: 7, number: 'T-0007', holderName: 'Awa Diallo', ticketTypeName: 'Full Pass', orderNumber: 'KL-7H3K9Q2M', validDays: ['2027-04-16'] };
const summary = (checkedIn = 10) => ({
  perType: [
    { ticketTypeId: 1, name: 'Full Pass', sold: 200, checkedIn },
    { ticketTypeId: 2, name: 'Pass Soirée', sold: 50, checkedIn: 3 },
  ],
  totals: { sold: 250, checkedIn: checkedIn + 3 },
});
const scans = [{ id: 1, at: '2027-04-16T18:05:09.000Z', result: 'valid', ticketNumber: 'T-0001', holderName: 'Léa Martin', ticketTypeName: 'Full Pass', scannerName: 'Yann Kodjo' }];

let clock = 1_000_000;
let signal: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  realtime.clear();
  localStorage.clear();
  resetScannerAppForTests();
  // A fresh device database per test: the door engine keeps its queue and lists there.
  vi.stubGlobal('indexedDB', new IDBFactory());
  storeSession(apiUser({ role: 'scanner' }));
  clock = 1_000_000;
  signal = vi.spyOn(feedback, 'signal').mockImplementation(() => {});
  vi.spyOn(feedback, 'unlock').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The API of a festival without check-in lists: the door checks tickets in once, festival-wide. */
const festivalWide: Record<string, Handler> = {
  'GET /api/admin/check-in-lists': () => json({ data: [] }),
  'GET /api/scanner/keys': () => json({ keys: [] }),
};

function api(answers: Record<string, unknown>, counts = summary()) {
  return fakeApi({
    ...festivalWide,
    'GET /api/admin/scanner/summary': () => json(counts),
    'GET /api/admin/scanner/scans': () => json({ data: scans }),
    'POST /api/admin/scanner/check-in': (call) => {
      const code = (call.body as { code: string }).code;
      const answer = answers[code];
      if (answer instanceof Response) return answer;
      return json(answer ?? { result: 'unknown', message: 'Ce billet est inconnu.' });
    },
  });
}

/** The real door engine, on this test's database, with a clock the test moves. */
const realEngine = () => createDoorEngine({ now: () => new Date(clock), connectivityEvents: null, performance: null });

async function renderScanner(createEngine: () => DoorEngine = realEngine) {
  render(<Scanner now={() => clock} autoStartCamera={false} createEngine={createEngine} />);
  // The engine opens its database, the lists arrive, the engine takes the list.
  for (let i = 0; i < 4; i += 1) await settle();
  await vi.waitFor(() => expect((screen.getByRole('button', { name: 'Valider' }) as HTMLButtonElement).disabled).toBe(false));
}

async function typeCode(code: string) {
  fireEvent.change(screen.getByLabelText('Code du billet'), { target: { value: code } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Valider' })));
  await settle();
}

const verdict = () => document.querySelector('.scanner-verdict');

describe('Scanner', () => {
  it('posts a typed code and shows a green verdict with the holder and ticket type', async () => {
    const calls = api({ 'KL-CODE-7': { result: 'valid', message: 'Bonne soirée !', ticket, checkedInAt: '2027-04-16T18:06:00Z', checkedInBy: { id: 2, name: 'Yann Kodjo' } } });
    await renderScanner();
    await typeCode('  KL-CODE-7 ');
    expect(calls.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/admin/scanner/check-in', body: { code: 'KL-CODE-7' } });
    const screenVerdict = verdict()!;
    expect(screenVerdict.className).toContain('scanner-verdict--go');
    expect(screenVerdict.getAttribute('role')).toBe('alert');
    expect(text(screenVerdict)).toContain('Entrée validée');
    expect(text(screenVerdict)).toContain('Awa Diallo');
    expect(text(screenVerdict)).toContain('Full Pass');
    expect(signal).toHaveBeenCalledWith('go');
    expect((screen.getByLabelText('Code du billet') as HTMLInputElement).value).toBe('');
  });

  it('shows the holder and their dance role big on a valid ticket, no role line without one', async () => {
    api({
      'KL-CODE-9': { result: 'valid', message: 'Entrée validée', ticket: { ...ticket, holderName: 'Inès Moreau', role: 'follower', ticketTypeName: 'Workshop Pass' } },
      'KL-CODE-10': { result: 'valid', message: 'Entrée validée', ticket: { ...ticket, role: 'none' } },
    });
    await renderScanner();
    await typeCode('KL-CODE-9');
    expect(verdict()!.querySelector('.scanner-verdict__holder')!.textContent).toBe('Inès Moreau');
    const role = verdict()!.querySelector('.scanner-verdict__role')!;
    expect(role.textContent).toBe('Suiveur (follower)');
    expect(role.getAttribute('data-role')).toBe('follower');
    fireEvent.click(within(verdict() as HTMLElement).getByRole('button'));

    clock += 5000;
    await typeCode('KL-CODE-10');
    expect(text(verdict()!)).toContain('Awa Diallo');
    expect(verdict()!.querySelector('.scanner-verdict__role')).toBeNull();
  });

  it.each([
    ['transferred', 'Billet transféré', 'Ce billet a été transféré à quelqu’un d’autre : ce QR code n’est plus valable.'],
    ['renamed', 'Billet remplacé', 'Le nom sur ce billet a été changé : seul le nouveau billet est valable.'],
    ['resold', 'Billet revendu', 'Ce billet a été revendu : ce QR code n’est plus valable.'],
    ['on_resale', 'Billet en revente', 'Son titulaire l’a mis en revente : il doit d’abord le retirer de la revente.'],
  ])('refuses a %s code in red with what to tell the person', async (result, title, help) => {
    api({ OLD: { result, message: 'Entrée refusée.', ticket: { ...ticket, role: 'leader' } } });
    await renderScanner();
    await typeCode('OLD');
    const screenVerdict = verdict()!;
    expect(screenVerdict.className).toContain('scanner-verdict--stop');
    expect(screenVerdict.getAttribute('data-result')).toBe(result);
    expect(screenVerdict.querySelector('.scanner-verdict__title')!.textContent).toBe(title);
    expect(screenVerdict.querySelector('.scanner-verdict__message')!.textContent).toBe(help);
    expect(text(screenVerdict)).toContain('Guideur (leader)');
    expect(signal).toHaveBeenCalledWith('stop');
  });

  it('names the new refusals in the scan log', async () => {
    fakeApi({
      ...festivalWide,
      'GET /api/admin/scanner/summary': () => json(summary()),
      'GET /api/admin/scanner/scans': () => json({ data: [{ ...scans[0], id: 2, result: 'transferred' }, { ...scans[0], id: 3, result: 'on_resale' }] }),
    });
    await renderScanner();
    const rows = within(screen.getByRole('region', { name: 'Derniers scans' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('.scanner-result')!.textContent)).toEqual(['Billet transféré', 'Billet en revente']);
    expect(rows[0]!.querySelector('.scanner-result--stop')).toBeTruthy();
  });

  it('shows the holder’s language in its own name, the rest of the screen staying French', async () => {
    api({ 'KL-CODE-8': { result: 'valid', message: 'Entrée validée', ticket: { ...ticket, holderName: 'João Silva', locale: 'pt' } } });
    await renderScanner();
    await typeCode('KL-CODE-8');
    expect(text(verdict()!)).toContain('Langue : Português');
  });

  it('shows an amber « Déjà entré » with when and by whom', async () => {
    api({
      'KL-CODE-8': {
        result: 'already_checked_in',
        message: 'Ce billet a déjà été scanné.',
        ticket,
        checkedInAt: '2027-04-16T18:06:00Z',
        checkedInBy: { id: 2, name: 'Yann Kodjo' },
      },
    });
    await renderScanner();
    await typeCode('KL-CODE-8');
    const screenVerdict = verdict()!;
    expect(screenVerdict.className).toContain('scanner-verdict--warn');
    expect(text(screenVerdict)).toContain('Déjà entré');
    expect(text(screenVerdict)).toContain('Entré le 16 avril 2027 à 20:06 par Yann Kodjo');
    expect(signal).toHaveBeenCalledWith('warn');
  });

  it.each([
    ['cancelled', 'Billet annulé'],
    ['refunded', 'Billet remboursé'],
    ['not_valid_today', 'Non valable aujourd’hui'],
    ['unknown', 'Billet inconnu'],
  ])('shows a red verdict for %s', async (result, title) => {
    api({ CODE: { result, message: 'Entrée refusée.', ticket: result === 'unknown' ? undefined : ticket } });
    await renderScanner();
    await typeCode('CODE');
    const screenVerdict = verdict()!;
    expect(screenVerdict.className).toContain('scanner-verdict--stop');
    expect(screenVerdict.getAttribute('data-result')).toBe(result);
    expect(text(screenVerdict)).toContain(title);
    // The title says it all; the API's sentence would repeat it.
    expect(text(screenVerdict)).not.toContain('Entrée refusée.');
    expect(signal).toHaveBeenCalledWith('stop');
  });

  it('shows a red verdict with the API’s refusal of the request', async () => {
    api({ CODE: refusal(400, 'VALIDATION_ERROR', 'Code de billet invalide') });
    await renderScanner();
    await typeCode('CODE');
    expect(verdict()!.className).toContain('scanner-verdict--stop');
    expect(text(verdict()!)).toContain('Vérification impossible');
    expect(text(verdict()!)).toContain('Code de billet invalide');
  });

  it('says no verdict can be given when the API fails and the door has no list to judge offline', async () => {
    api({ CODE: refusal(500, 'INTERNAL', 'Service indisponible') });
    await renderScanner();
    await typeCode('CODE');
    expect(verdict()!.className).toContain('scanner-verdict--stop');
    expect(text(verdict()!)).toContain('Vérification impossible');
    expect(text(verdict()!)).toContain('Choisissez une liste pour scanner hors ligne.');
    expect(screen.getByTestId('door-mode').textContent).toBe('Hors ligne');
  });

  it('is ready again after 1.5 s or a tap, and ignores the same code within 3 s', async () => {
    const calls = api({ A: { result: 'valid', message: '', ticket } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderScanner();
    await typeCode('A');
    expect(verdict()).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(VERDICT_MS));
    expect(verdict()).toBeNull();

    clock += 1000;
    await typeCode('A');
    expect(verdict()).toBeNull();
    expect(calls.paths().filter((p) => p.startsWith('POST'))).toHaveLength(1);

    clock += 3500;
    await typeCode('A');
    expect(verdict()).toBeTruthy();
    fireEvent.click(within(verdict() as HTMLElement).getByRole('button'));
    expect(verdict()).toBeNull();
    expect(calls.paths().filter((p) => p.startsWith('POST'))).toHaveLength(2);
  });

  it('asks for a code when the field is empty', async () => {
    const calls = api({});
    await renderScanner();
    await typeCode('   ');
    expect(screen.getByRole('alert').textContent).toBe('Saisissez le code du billet.');
    expect(calls.paths().filter((p) => p.startsWith('POST'))).toHaveLength(0);
  });

  it('shows the live counts and the scan log, refreshed on checkin:update', async () => {
    let counts = summary(10);
    fakeApi({
      ...festivalWide,
      'GET /api/admin/scanner/summary': () => json(counts),
      'GET /api/admin/scanner/scans': () => json({ data: scans }),
    });
    await renderScanner();
    const countsPanel = screen.getByRole('region', { name: /Entrées/ });
    expect(text(countsPanel)).toContain('13 / 250 entrés');
    expect(within(countsPanel).getAllByRole('row').map(text)).toContain('Full Pass10 / 200');
    const log = screen.getByRole('region', { name: 'Derniers scans' });
    expect(within(log).getAllByRole('row').map(text)[1]).toBe('20:05:09Entrée validéeT-0001 · Full PassLéa MartinYann Kodjo');

    counts = summary(11);
    await emit('checkin:update');
    await settle();
    expect(text(countsPanel)).toContain('14 / 250 entrés');
  });

  it('reads codes from the camera through the decoder, once per ticket', async () => {
    const calls = api({ 'QR-1': { result: 'valid', message: '', ticket } });
    const track = { stop: vi.fn() };
    const stream = { getTracks: () => [track] } as unknown as MediaStream;
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(async () => stream) } });
    Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 4 });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {});
    const decoder: QrDecoder = { detect: vi.fn(async () => 'QR-1') };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Scanner now={() => clock} decoderFactory={async () => decoder} createEngine={realEngine} />);
    for (let i = 0; i < 6; i += 1) await settle();
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    // The camera reads nothing until the door is ready for its list; then the next frame counts.
    await vi.waitFor(() => expect((screen.getByRole('button', { name: 'Valider' }) as HTMLButtonElement).disabled).toBe(false));
    await act(async () => vi.advanceTimersByTime(150));
    await settle();
    expect(verdict()!.className).toContain('scanner-verdict--go');
    // The camera keeps seeing the same ticket: no second call.
    await act(async () => vi.advanceTimersByTime(VERDICT_MS + 500));
    await settle();
    expect(calls.paths().filter((p) => p.startsWith('POST'))).toHaveLength(1);
    cleanup();
    expect(track.stop).toHaveBeenCalled();
    // @ts-expect-error test cleanup
    delete navigator.mediaDevices;
  });
});

const LISTS = [
  { id: 7, name: 'Vendredi', allTypes: false, ticketTypeIds: [1, 2], entryExit: false, autoCheckoutAt: null, position: 0, counts: { checkedIn: 0, inside: 0, expected: 0 } },
  { id: 8, name: 'Stages', allTypes: false, ticketTypeIds: [1], entryExit: true, autoCheckoutAt: '20:00', position: 1, counts: { checkedIn: 0, inside: 0, expected: 0 } },
];
const COUNTS = [
  { listId: 7, name: 'Vendredi', entryExit: false, checkedIn: 120, inside: 120, expected: 300 },
  { listId: 8, name: 'Stages', entryExit: true, checkedIn: 40, inside: 31, expected: 90 },
];
const SYNCED_AT = new Date(1_000_000 - 3 * 60_000).toISOString();

/** A scripted door engine: the test sets its state and its verdicts. */
function scriptedEngine(initial: Partial<DoorState> = {}) {
  const state = atom<DoorState>({ mode: 'online', listId: null, syncedAt: null, tickets: 0, queued: 0, lastError: null, syncing: false, uploading: false, ...initial });
  const verdicts: Array<DoorVerdict | Error> = [];
  const engine = {
    state,
    selectList: vi.fn(async (listId: number | null) => state.set({ ...state.get(), listId, syncedAt: listId === null ? null : SYNCED_AT })),
    setDirection: vi.fn(),
    scan: vi.fn(async (): Promise<DoorVerdict> => {
      const next = verdicts.shift();
      if (!next) throw new Error('no scripted verdict');
      if (next instanceof Error) throw next;
      return next;
    }),
    syncNow: vi.fn(async () => {}),
    flushNow: vi.fn(async () => {}),
    dispose: vi.fn(),
  } satisfies DoorEngine;
  return {
    engine,
    answer: (verdict: Partial<DoorVerdict> & Pick<DoorVerdict, 'result'>) => verdicts.push({ message: '', offline: false, nonce: 'n-1', ...verdict }),
    fail: (error: Error) => verdicts.push(error),
    patch: (changes: Partial<DoorState>) => act(async () => state.set({ ...state.get(), ...changes })),
  };
}

function listsApi(extra: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/admin/check-in-lists': () => json({ data: LISTS }),
    'GET /api/admin/check-in-lists/counts': () => json({ data: COUNTS }),
    'GET /api/admin/scanner/summary': () => json(summary()),
    'GET /api/admin/scanner/scans': () => json({ data: scans }),
    ...extra,
  });
}

const listSelect = () => screen.getByLabelText('Liste d’entrée') as HTMLSelectElement;
const doorBar = () => screen.getByRole('region', { name: 'État du scanner' });

describe('Scanner at a check-in list', () => {
  it('scans for the list chosen before on this device, and remembers a new choice', async () => {
    localStorage.setItem('scannerList', '8');
    listsApi();
    const door = scriptedEngine();
    await renderScanner(() => door.engine);
    expect([...listSelect().options].map((option) => option.textContent)).toEqual(['Vendredi', 'Stages']);
    expect(listSelect().value).toBe('8');
    expect(door.engine.selectList).toHaveBeenLastCalledWith(8);

    await act(async () => fireEvent.change(listSelect(), { target: { value: '7' } }));
    await settle();
    expect(door.engine.selectList).toHaveBeenLastCalledWith(7);
    expect(localStorage.getItem('scannerList')).toBe('7');
    expect(JSON.parse(localStorage.getItem('scannerLists')!)).toEqual([
      { id: 7, name: 'Vendredi', entryExit: false },
      { id: 8, name: 'Stages', entryExit: true },
    ]);
  });

  it('takes the first list when the one remembered is gone, and the festival’s single check-in without lists', async () => {
    localStorage.setItem('scannerList', '99');
    listsApi();
    const door = scriptedEngine();
    await renderScanner(() => door.engine);
    expect(door.engine.selectList).toHaveBeenLastCalledWith(7);
    cleanup();

    api({});
    const festival = scriptedEngine();
    await renderScanner(() => festival.engine);
    expect(festival.engine.selectList).toHaveBeenLastCalledWith(null);
    expect(screen.queryByLabelText('Liste d’entrée')).toBeNull();
    expect(screen.getByText('Entrée unique du festival')).toBeTruthy();
  });

  it('starts offline on the lists last read, and waits for them when it has none', async () => {
    localStorage.setItem('scannerLists', JSON.stringify([{ id: 8, name: 'Stages', entryExit: true }]));
    localStorage.setItem('scannerList', '8');
    fakeApi({
      'GET /api/admin/check-in-lists': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/admin/check-in-lists/counts': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/admin/scanner/summary': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/admin/scanner/scans': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const door = scriptedEngine({ mode: 'offline' });
    await renderScanner(() => door.engine);
    expect(listSelect().value).toBe('8');
    expect(door.engine.selectList).toHaveBeenLastCalledWith(8);
    expect(screen.getByRole('group', { name: 'Sens du passage' })).toBeTruthy();
    cleanup();

    localStorage.clear();
    const fresh = scriptedEngine({ mode: 'offline' });
    render(<Scanner now={() => clock} autoStartCamera={false} createEngine={() => fresh.engine} />);
    for (let i = 0; i < 4; i += 1) await settle();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(expect.stringContaining('Listes d’entrée indisponibles'));
    expect((screen.getByRole('button', { name: 'Valider' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fresh.engine.selectList).not.toHaveBeenCalled();
  });

  it('waits for the network quietly while offline, and reads the counts and log again once back', async () => {
    localStorage.setItem('scannerLists', JSON.stringify([{ id: 8, name: 'Stages', entryExit: true }]));
    let reachable = false;
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    const calls = listsApi({
      'GET /api/admin/check-in-lists': () => (reachable ? json({ data: LISTS }) : unreachable()),
      'GET /api/admin/check-in-lists/counts': () => (reachable ? json({ data: COUNTS }) : unreachable()),
      'GET /api/admin/scanner/scans': () => (reachable ? json({ data: scans }) : unreachable()),
    });
    const door = scriptedEngine({ mode: 'offline' });
    await renderScanner(() => door.engine);
    const counts = screen.getByRole('region', { name: 'Entrées' });
    const log = screen.getByRole('region', { name: 'Derniers scans' });
    expect(text(counts)).toContain('Hors ligne : affiché au retour du réseau.');
    expect(text(log)).toContain('Hors ligne : affiché au retour du réseau.');
    expect(within(counts).queryByRole('button', { name: 'Réessayer' })).toBeNull();

    reachable = true;
    const before = calls.paths().length;
    await door.patch({ mode: 'online' });
    await settle();
    expect(calls.paths().slice(before)).toEqual(expect.arrayContaining(['GET /api/admin/scanner/scans', 'GET /api/admin/check-in-lists/counts']));
    expect(text(counts)).toContain('40 / 90 entrés');
    expect(within(log).getAllByRole('row')).toHaveLength(2);
  });

  it('offers Entrée / Sortie on an entry/exit list only, back to Entrée on another list', async () => {
    localStorage.setItem('scannerList', '8');
    listsApi();
    const door = scriptedEngine();
    await renderScanner(() => door.engine);
    const entry = screen.getByRole('button', { name: 'Entrée' });
    const exit = screen.getByRole('button', { name: 'Sortie' });
    expect(entry.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(exit));
    expect(exit.getAttribute('aria-pressed')).toBe('true');
    expect(door.engine.setDirection).toHaveBeenLastCalledWith('exit');
    expect(document.querySelector('.scanner')!.getAttribute('data-direction')).toBe('exit');

    await act(async () => fireEvent.change(listSelect(), { target: { value: '7' } }));
    await settle();
    expect(screen.queryByRole('group', { name: 'Sens du passage' })).toBeNull();
    expect(door.engine.setDirection).toHaveBeenLastCalledWith('entry');
  });

  it('always shows the mode, the data’s age, the queue and what the engine does', async () => {
    listsApi();
    const door = scriptedEngine();
    await renderScanner(() => door.engine);
    expect(screen.getByTestId('door-mode').textContent).toBe('En ligne');
    expect(text(doorBar())).toContain('Données d’il y a 3 min');
    expect(text(doorBar())).toContain('Aucun scan en attente');

    await door.patch({ mode: 'offline', queued: 4, lastError: 'Synchronisation impossible : Erreur de connexion au serveur' });
    expect(screen.getByTestId('door-mode').textContent).toBe('Hors ligne');
    expect(doorBar().getAttribute('data-mode')).toBe('offline');
    expect(text(doorBar())).toContain('4 scans en attente d’envoi');
    expect(text(doorBar())).toContain('Synchronisation impossible : Erreur de connexion au serveur');
    await door.patch({ queued: 1 });
    expect(text(doorBar())).toContain('1 scan en attente d’envoi');

    await door.patch({ mode: 'online', uploading: true, lastError: null });
    expect(text(doorBar())).toContain('Envoi des scans...');
    await door.patch({ uploading: false, syncing: true });
    expect(text(doorBar())).toContain('Synchronisation...');
    await door.patch({ syncing: false, syncedAt: new Date(clock - 2 * 3_600_000).toISOString() });
    expect(text(doorBar())).toContain('Données d’il y a 2 h');
    expect(doorBar().querySelector('.scanner-door__stale')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Synchroniser' })));
    expect(door.engine.flushNow).toHaveBeenCalled();
    expect(door.engine.syncNow).toHaveBeenCalled();
  });

  it('shows the list and direction on a verdict, and marks one decided offline', async () => {
    localStorage.setItem('scannerList', '8');
    listsApi();
    const door = scriptedEngine();
    await renderScanner(() => door.engine);
    door.answer({ result: 'exited', direction: 'exit', list: { id: 8, name: 'Stages' }, ticket: { ...ticket, role: null, locale: 'fr' }, offline: true });
    await typeCode('SIGNED-1');
    const screenVerdict = verdict()!;
    expect(screenVerdict.className).toContain('scanner-verdict--go');
    expect(screenVerdict.querySelector('.scanner-verdict__title')!.textContent).toBe('Sortie enregistrée');
    expect(text(screenVerdict)).toContain('Stages · Sortie');
    expect(screenVerdict.getAttribute('data-offline')).toBe('true');
    expect(screenVerdict.querySelector('.scanner-verdict__offline')!.textContent).toBe('hors ligne');
    expect(signal).toHaveBeenLastCalledWith('go');
    fireEvent.click(within(screenVerdict as HTMLElement).getByRole('button'));

    clock += 5000;
    door.answer({ result: 'valid', direction: 'entry', list: { id: 8, name: 'Stages' }, ticket: { ...ticket, role: null, locale: 'fr' } });
    await typeCode('SIGNED-2');
    expect(verdict()!.getAttribute('data-offline')).toBeNull();
    expect(verdict()!.querySelector('.scanner-verdict__offline')).toBeNull();
    expect(text(verdict()!)).toContain('Stages');
    expect(text(verdict()!)).not.toContain('Sortie');
  });

  it.each([
    ['wrong_list', 'stop', 'Billet non valable pour cette liste', ''],
    ['not_inside', 'warn', 'Billet non entré', 'Ce billet n’est pas à l’intérieur : pas de sortie à enregistrer.'],
  ])('shows %s in its colour with its feedback', async (result, tone, title, help) => {
    listsApi();
    const door = scriptedEngine();
    await renderScanner(() => door.engine);
    door.answer({ result: result as DoorVerdict['result'], list: { id: 7, name: 'Vendredi' }, ticket: { ...ticket, role: null, locale: 'fr' } });
    await typeCode('CODE');
    expect(verdict()!.className).toContain(`scanner-verdict--${tone}`);
    expect(verdict()!.querySelector('.scanner-verdict__title')!.textContent).toBe(title);
    expect(verdict()!.querySelector('.scanner-verdict__message')?.textContent ?? '').toBe(help);
    expect(signal).toHaveBeenLastCalledWith(tone);
  });

  it('shows why no verdict could be given offline', async () => {
    listsApi();
    const door = scriptedEngine({ mode: 'offline' });
    await renderScanner(() => door.engine);
    door.fail(new DoorError('not_synced', 'Hors ligne et liste jamais synchronisée : vérification impossible.'));
    await typeCode('CODE');
    expect(verdict()!.className).toContain('scanner-verdict--stop');
    expect(text(verdict()!)).toContain('Vérification impossible');
    expect(text(verdict()!)).toContain('Hors ligne et liste jamais synchronisée');
  });

  it('shows the list’s counts first, the others under it, live from checkin:counts', async () => {
    localStorage.setItem('scannerList', '8');
    listsApi();
    await renderScanner(() => scriptedEngine().engine);
    const panel = screen.getByRole('region', { name: 'Entrées' });
    const lead = panel.querySelector('.scanner-counts__lead')!;
    expect(text(lead)).toContain('Stages');
    expect(text(lead)).toContain('40 / 90 entrés');
    expect(text(lead)).toContain('31 à l’intérieur');
    expect(within(panel).getAllByRole('row').map(text).slice(1)).toEqual(['Vendredi120 / 300']);

    await emit('checkin:counts', { data: [{ ...COUNTS[0], checkedIn: 121, inside: 121 }, { ...COUNTS[1], checkedIn: 41, inside: 30 }] });
    expect(text(panel.querySelector('.scanner-counts__lead')!)).toContain('41 / 90 entrés');
    expect(text(panel.querySelector('.scanner-counts__lead')!)).toContain('30 à l’intérieur');
    expect(within(panel).getAllByRole('row').map(text).slice(1)).toEqual(['Vendredi121 / 300']);
  });

  it('names the list, the direction and offline scans in the scan log', async () => {
    listsApi({
      'GET /api/admin/scanner/scans': () =>
        json({
          data: [
            { ...scans[0], id: 4, result: 'exited', list: { id: 8, name: 'Stages' }, direction: 'exit', offline: true, scannedAt: '2027-04-16T18:01:00.000Z' },
            { ...scans[0], id: 5, result: 'wrong_list', list: { id: 7, name: 'Vendredi' }, direction: 'entry', offline: false, scannedAt: null },
          ],
        }),
    });
    await renderScanner(() => scriptedEngine().engine);
    const rows = within(screen.getByRole('region', { name: 'Derniers scans' })).getAllByRole('row').map(text);
    expect(rows[0]).toBe('HeureRésultatBilletTitulaireContrôleurListeSens');
    // The offline scan at the device's time (20:01 in Lyon), not the upload's.
    expect(rows[1]).toBe('20:01:00Sortie enregistréehors ligneT-0001 · Full PassLéa MartinYann KodjoStagesSortie');
    expect(rows[2]).toBe('20:05:09Billet non valable pour cette listeT-0001 · Full PassLéa MartinYann KodjoVendrediEntrée');
  });

  it('offers to install the app when the browser does', async () => {
    listsApi();
    await renderScanner(() => scriptedEngine().engine);
    expect(screen.queryByRole('button', { name: 'Installer l’application' })).toBeNull();
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    }) as InstallPromptEvent;
    await act(async () => $installOffer.set(offer));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Installer l’application' })));
    expect(offer.prompt).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Installer l’application' })).toBeNull();
  });

  it('stops its engine when it leaves the page', async () => {
    listsApi();
    const door = scriptedEngine();
    await renderScanner(() => door.engine);
    cleanup();
    expect(door.engine.dispose).toHaveBeenCalledTimes(1);
  });
});
