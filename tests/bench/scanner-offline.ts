/**
 * The offline door: verdict latency of the scanner app in Chromium with no network.
 *
 * Tickets (signed codes, door.ts): BENCH_OFFLINE_TICKETS (default 10,000) of a type a new check-in
 * list admits, and 50 of a type it does not, written straight into the stack's database. The
 * scanner account logs in through the API (password, then a code of its authenticator app); its
 * session is put in the page's storage as /admin/login leaves it. Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium) opens /admin/scanner on the site, the list is picked, the app syncs it (the
 * signed document and the keys), then the browser goes offline (`context.setOffline(true)`).
 *
 * BENCH_OFFLINE_SCANS (default 200) codes are typed and submitted (« Valider »), one after the
 * other, in a fixed mix per ten: six tickets never scanned (admitted), two scanned again (« Déjà
 * entré »), one forged (a real signed code with one character changed) and one of a type the list
 * does not admit. Each verdict is read off the screen and dismissed. The app marks each verdict
 * with a `door:verdict` performance measure (scan → verdict, in the page): their p50/p95 are the
 * result; the submit → verdict on screen time seen from Playwright is shown beside it.
 *
 * Then the browser is online again: every queued scan must reach the API (one offline scan per
 * nonce in the database, the admitted tickets checked in on the list).
 *
 * Goal: p95 < 50 ms.
 */
import { chromium, type Page } from '@playwright/test';
import { storeSessionInPage } from '../e2e/support/accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/stack';
import { createCheckInList, integer, openDoorBench, percentileMs, scannerLogin, seedTickets } from './door';
import type { BenchContext, BenchTable, Benchmark } from './types';

const P95_GOAL_MS = 50;

type Kind = 'new' | 'again' | 'forged' | 'other-type';
const MIX: Kind[] = ['new', 'new', 'again', 'new', 'forged', 'new', 'again', 'new', 'other-type', 'new'];
const EXPECTED: Record<Kind, string> = { new: 'valid', again: 'already_checked_in', forged: 'unknown', 'other-type': 'wrong_list' };

/** One character changed in the middle of the signature: still a well-formed code, no longer ours. */
function forge(code: string): string {
  const at = 70;
  return `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`;
}

/** The scanner screen's status bar: mode badge, data age, queue, what the engine is doing. */
function doorStatus(page: Page) {
  const bar = page.getByRole('region', { name: 'État du scanner' });
  return { mode: bar.getByTestId('door-mode'), fact: (text: string) => bar.getByRole('listitem').filter({ hasText: text }) };
}

export const scannerOfflineBenchmark: Benchmark = {
  id: 'scanner-offline',
  title: 'Scanner offline: verdict latency in Chromium with no network (signed codes checked in the browser)',
  async run({ siteUrl, apiUrl, databaseUrl, dataDir, log }: BenchContext): Promise<BenchTable> {
    const count = integer('BENCH_OFFLINE_TICKETS', 10_000, 100, 200_000);
    const scans = integer('BENCH_OFFLINE_SCANS', 200, 10, Math.floor(count / 2));
    const { account, key, db, run } = await openDoorBench({ databaseUrl, dataDir }, 'scanner-offline');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const admitted = await seedTickets(db, { count, run, slug: 'bench-offline', name: 'Porte hors ligne (banc d’essai)', key });
      const other = await seedTickets(db, { count: 50, run, slug: 'bench-offline-autre', name: 'Autre soirée (banc d’essai)', key });
      const listName = `Banc hors ligne ${run}`;
      const listId = await createCheckInList(db, { name: listName, ticketTypeIds: [admitted.ticketTypeId], entryExit: false });
      log(`scanner-offline: ${count} tickets on list ${listId} « ${listName} », 50 of another type, in ${db.label}`);

      // ── The codes, in the fixed mix ──────────────────────────────────────────────────────────
      const plan: Array<{ kind: Kind; code: string }> = [];
      const used: string[] = [];
      let next = 0;
      for (let i = 0; i < scans; i += 1) {
        const kind = MIX[i % MIX.length]!;
        if (kind === 'new' || (kind === 'again' && used.length === 0)) {
          const code = admitted.tickets[next++]!.code;
          used.push(code);
          plan.push({ kind: 'new', code });
        } else if (kind === 'again') {
          // Never the code just scanned: the screen ignores the same code twice within 3 s (a camera reading it again).
          plan.push({ kind, code: used[(i * 7) % (used.length - 1)]! });
        } else if (kind === 'forged') {
          plan.push({ kind, code: forge(admitted.tickets[count - 1 - i]!.code) });
        } else {
          plan.push({ kind, code: other.tickets[i % other.tickets.length]!.code });
        }
      }

      // ── The scanner app, logged in, synced, then offline ─────────────────────────────────────
      const session = await scannerLogin(apiUrl, account);
      const context = await browser.newContext({ baseURL: siteUrl });
      await storeSessionInPage(context, session);
      const page = await context.newPage();
      const syncStarted = performance.now();
      await page.goto('/admin/scanner');
      // The screen starts on a list of its own choosing: « Données à jour » counts once this list's document came.
      const synced = page.waitForResponse((response) => response.url().endsWith(`/api/admin/scanner/lists/${listId}/sync`) && response.ok(), { timeout: 120_000 });
      await page.getByLabel('Liste d’entrée').selectOption({ label: listName });
      await synced;
      const status = doorStatus(page);
      await status.fact('Données à jour').waitFor({ timeout: 120_000 });
      await status.fact('Synchronisation...').waitFor({ state: 'detached', timeout: 120_000 });
      const syncMs = performance.now() - syncStarted;
      log(`scanner-offline: the app synced ${count} tickets in ${Math.round(syncMs)} ms (page load included)`);
      await context.setOffline(true);
      await status.mode.filter({ hasText: 'Hors ligne' }).waitFor({ timeout: 30_000 });

      // ── Measure ──────────────────────────────────────────────────────────────────────────────
      await page.evaluate(() => performance.clearMeasures('door:verdict'));
      const input = page.getByRole('textbox', { name: /^Code du billet/ });
      const submit = page.getByRole('button', { name: 'Valider' });
      const verdictBox = page.locator('[data-result]');
      const screenMs: number[] = [];
      const outcomes = new Map<Kind, Map<string, number>>();
      let wrong = 0;
      let online = 0;
      for (const { kind, code } of plan) {
        await input.fill(code);
        const t = performance.now();
        await submit.click();
        await verdictBox.waitFor();
        screenMs.push(performance.now() - t);
        const result = (await verdictBox.getAttribute('data-result')) ?? 'none';
        if ((await verdictBox.getAttribute('data-offline')) !== 'true') online += 1;
        const perKind = outcomes.get(kind) ?? new Map<string, number>();
        perKind.set(result, (perKind.get(result) ?? 0) + 1);
        outcomes.set(kind, perKind);
        if (result !== EXPECTED[kind]) wrong += 1;
        // A tap dismisses it (it also goes by itself after 1.5 s).
        await verdictBox.getByRole('button').click({ timeout: 1_000 }).catch(() => undefined);
        await verdictBox.waitFor({ state: 'detached' });
      }
      const measures = await page.evaluate(() => performance.getEntriesByName('door:verdict', 'measure').map((entry) => entry.duration));

      // ── Back online: the queue reaches the API ───────────────────────────────────────────────
      await context.setOffline(false);
      const uploadStarted = performance.now();
      let uploaded = 0;
      while (performance.now() - uploadStarted < 90_000) {
        const [row] = await db.all('SELECT COUNT(*) AS n FROM scans WHERE list_id = ? AND offline = 1', [listId]);
        uploaded = Number(row?.n ?? 0);
        if (uploaded >= scans) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const uploadMs = performance.now() - uploadStarted;
      const [onList] = await db.all('SELECT COUNT(*) AS n FROM ticket_check_ins WHERE list_id = ?', [listId]);
      await context.close();

      const admittedCount = used.length;
      const checks: Array<[string, boolean]> = [
        [`every verdict as expected (${scans - wrong}/${scans})`, wrong === 0],
        [`every verdict decided offline (${scans - online}/${scans})`, online === 0],
        [`one door:verdict measure per scan (${measures.length}/${scans})`, measures.length === scans],
        [`every queued scan uploaded once back online (${uploaded}/${scans}, ${Math.round(uploadMs)} ms)`, uploaded === scans],
        [`the admitted tickets checked in on the list (${Number(onList?.n)}/${admittedCount})`, Number(onList?.n) === admittedCount],
      ];
      for (const [label, ok] of checks) log(`scanner-offline: ${ok ? 'ok  ' : 'FAIL'} ${label}`);
      const allOk = checks.every(([, ok]) => ok);
      const p95 = percentileMs(measures, 95);
      const describe = (kind: Kind) => [...(outcomes.get(kind) ?? new Map<string, number>())].map(([result, n]) => `${result} ${n}`).join(', ') || '–';
      return {
        columns: [
          { key: 'measure', label: 'Measure' },
          { key: 'value', label: 'Value', numeric: true },
        ],
        rows: [
          { measure: 'offline scans (typed, one after the other)', value: scans },
          { measure: 'door:verdict p50', value: `${percentileMs(measures, 50) ?? '–'} ms` },
          { measure: 'door:verdict p95', value: `${p95 ?? '–'} ms` },
          { measure: 'door:verdict max', value: `${percentileMs(measures, 100) ?? '–'} ms` },
          { measure: 'submit → verdict on screen p95 (Playwright)', value: `${percentileMs(screenMs, 95) ?? '–'} ms` },
          { measure: `first sync in the app (${count} tickets, page load included)`, value: `${Math.round(syncMs)} ms` },
          { measure: 'never scanned → verdicts', value: describe('new') },
          { measure: 'scanned again → verdicts', value: describe('again') },
          { measure: 'forged → verdicts', value: describe('forged') },
          { measure: 'type not on the list → verdicts', value: describe('other-type') },
          { measure: 'queue uploaded once back online', value: `${uploaded}/${scans} in ${Math.round(uploadMs)} ms` },
          { measure: 'checks', value: allOk ? `all ${checks.length} pass` : 'FAIL' },
          { measure: 'goal met (p95 < 50 ms, verdicts right)', value: p95 !== null && p95 < P95_GOAL_MS && allOk ? 'yes' : 'NO' },
        ],
        goal: `door:verdict p95 < ${P95_GOAL_MS} ms in Chromium with no network, ${count} tickets synced, database ${db.label}.`,
        details: { run, listId, count, scans, syncMs, uploadMs, measures: measures.map((ms) => Math.round(ms * 10) / 10), screenMs: screenMs.map((ms) => Math.round(ms)), checks },
      };
    } finally {
      await browser.close();
      await db.close();
    }
  },
};
