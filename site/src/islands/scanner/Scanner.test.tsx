// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import { apiUser, storeSession } from '../auth/test-helpers.test-helper';
import { feedback } from './feedback';
import Scanner, { VERDICT_MS } from './Scanner';
import type { QrDecoder } from './decoder';

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
const emit = (event: string) => act(async () => realtime.get(event)?.forEach((handler) => handler({})));
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
  storeSession(apiUser({ role: 'scanner' }));
  clock = 1_000_000;
  signal = vi.spyOn(feedback, 'signal').mockImplementation(() => {});
  vi.spyOn(feedback, 'unlock').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function api(answers: Record<string, unknown>, counts = summary()) {
  return fakeApi({
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

async function renderScanner() {
  render(<Scanner now={() => clock} autoStartCamera={false} />);
  await settle();
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

  it('shows a red verdict with the error when the API cannot answer', async () => {
    api({ CODE: refusal(500, 'INTERNAL', 'Service indisponible') });
    await renderScanner();
    await typeCode('CODE');
    expect(verdict()!.className).toContain('scanner-verdict--stop');
    expect(text(verdict()!)).toContain('Vérification impossible');
    expect(text(verdict()!)).toContain('Service indisponible');
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
    render(<Scanner now={() => clock} decoderFactory={async () => decoder} />);
    await settle();
    await settle();
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
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
