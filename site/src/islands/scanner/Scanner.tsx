import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { ScanDirection } from '@kizomba/api-contract/scanner';
import { isLocale, LOCALE_NAMES } from '@kizomba/locales';
import { Icon } from '../../components/react/Icon';
import { translator } from '../../i18n';
import { common } from '../../i18n/fr/common';
import { scanner } from '../../i18n/fr/scanner';
import { getScannerSummary, getScans, type CheckInResult, type ScanLogEntry, type ScannerSummary } from '../../lib/api/admin';
import { getCheckInCounts, listCheckInLists, type CheckInListCounts } from '../../lib/api/scanner';
import { formatDateTime, formatDayChip, FESTIVAL_TIME_ZONE } from '../../lib/format';
import { browserStorage } from '../../lib/storage';
import { useCountsPush } from '../admin/check-in-counts';
import { errorText } from '../shared/errors';
import { useLoad, useRemote } from '../shared/useRemote';
import { createDecoder, type QrDecoder } from './decoder';
import { cachedLists, cacheLists, chooseList, dataAge, STALE_DATA_MS, storeChoice, storedChoice, type DoorList } from './door-lists';
import { feedback, type FeedbackTone } from './feedback';
import { createDoorEngine, IDLE_DOOR_STATE, type DoorEngine, type DoorState, type DoorVerdict } from './offline';
import { $installOffer, installScannerApp } from './pwa';
import './scanner.css';

const t = translator({ common, scanner });

/** The same code read again within this time is ignored (the ticket is still in front of the lens). */
export const REPEAT_WINDOW_MS = 3000;
/** The verdict stays this long, then the scanner is ready again (a tap dismisses it sooner). */
export const VERDICT_MS = 1500;
const FRAME_INTERVAL_MS = 120;

/** How often the data's age and the clock-based texts refresh. */
const CLOCK_TICK_MS = 30_000;

export type Verdict = { kind: 'answer'; answer: DoorVerdict } | { kind: 'error'; message: string };

/** Green: in (or out, on an exit); amber: already in, or an exit of someone not inside; red: refused. */
export function resultTone(result: CheckInResult | string): FeedbackTone {
  if (result === 'valid' || result === 'exited') return 'go';
  if (result === 'already_checked_in' || result === 'not_inside') return 'warn';
  return 'stop';
}

export function verdictTone(verdict: Verdict): FeedbackTone {
  return verdict.kind === 'error' ? 'stop' : resultTone(verdict.answer.result);
}

/** The door's state before its engine starts (server rendering, first paint). */
const idleDoor: ReadableAtom<DoorState> = atom<DoorState>(IDLE_DOOR_STATE);

export interface ScannerProps {
  /** Test hooks. */
  now?: () => number;
  decoderFactory?: () => Promise<QrDecoder>;
  /** Start the camera on load (default: when the browser has one). */
  autoStartCamera?: boolean;
  /** The door engine (online / offline verdicts, sync, queue); tests give theirs. */
  createEngine?: () => DoorEngine;
}

/**
 * /admin/scanner (phone-first, one hand): the rear camera reads the ticket's QR code (or the code
 * is typed) and a full-screen verdict shows at once — green « Entrée validée » with the holder,
 * their dance role and ticket type (or « Sortie enregistrée »), amber « Déjà entré » with when and
 * by whom (or « Billet non entré » on an exit), red for cancelled, refunded, not valid today, not
 * for this list, unknown, or a code replaced (transferred, renamed, resold) or on resale — with a
 * vibration and a beep. After 1.5 s (or a tap) the scanner is ready for the next ticket.
 *
 * The door scans for one check-in list (remembered on the device; the festival's single check-in
 * when it has none), in or out on an entry/exit list. The door engine (./offline) answers with the
 * API while it can and on its own from the list's signed data when it cannot, switching by itself:
 * the top bar always says which mode it is in, how old the data is and what waits to be sent, and
 * a verdict decided offline says so. Under the scanner: the counts (per list, live from
 * `checkin:counts`; per ticket type without lists) and the scan log.
 */
export default function Scanner({ now = () => Date.now(), decoderFactory = createDecoder, autoStartCamera, createEngine = createDoorEngine }: ScannerProps) {
  const engine = useDoorEngine(createEngine);
  const door = useStore(engine?.state ?? idleDoor);
  const lists = useDoorLists();
  const [listId, setListId] = useState<number | null | undefined>(undefined);
  const [direction, setDirection] = useState<ScanDirection>('entry');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [checking, setChecking] = useState(false);
  const busyRef = useRef(false);
  const lastRef = useRef<{ code: string; at: number } | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const currentList = lists.data?.find((list) => list.id === listId) ?? null;
  const withLists = listId !== null && listId !== undefined;

  // The list: the one chosen on this device before, once the lists are known.
  useEffect(() => {
    if (lists.data) setListId((current) => chooseList(lists.data!, current === undefined ? storedChoice(browserStorage()) : current));
  }, [lists.data]);
  useEffect(() => {
    if (engine && listId !== undefined) void engine.selectList(listId);
  }, [engine, listId]);
  const entryExit = currentList?.entryExit ?? false;
  useEffect(() => {
    if (!entryExit) setDirection('entry');
  }, [entryExit]);
  useEffect(() => engine?.setDirection(direction), [engine, direction]);

  const chooseListId = useCallback((id: number) => {
    storeChoice(browserStorage(), id);
    setListId(id);
    setDirection('entry');
  }, []);

  const summary = useLoad((signal) => getScannerSummary({ signal }), ['checkin:update']);
  const scans = useLoad((signal) => getScans(50, { signal }), ['checkin:update']);
  const reloadSummary = summary.reload;
  const reloadScans = scans.reload;
  const offline = door.mode === 'offline';

  // Back online: the counts and the log are read again (they could not be while offline).
  const [onlineAgain, setOnlineAgain] = useState(0);
  const wasOffline = useRef(false);
  const reloadPanels = useRef(() => {});
  reloadPanels.current = () => {
    reloadSummary();
    reloadScans();
    setOnlineAgain((count) => count + 1);
  };
  useEffect(() => {
    if (offline) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      reloadPanels.current();
    }
  }, [offline]);

  const dismiss = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    busyRef.current = false;
    setVerdict(null);
  }, []);

  useEffect(() => () => {
    if (timerRef.current) clearTimeout(timerRef.current);
  }, []);

  // Scans wait until the engine scans for the list on screen.
  const ready = engine !== null && listId !== undefined && door.listId === listId;

  const submit = useCallback(
    async (raw: string): Promise<boolean> => {
      const code = raw.trim();
      if (!code || busyRef.current || !engine) return false;
      const at = now();
      const last = lastRef.current;
      if (last && last.code === code && at - last.at < REPEAT_WINDOW_MS) {
        lastRef.current = { code, at };
        return false;
      }
      lastRef.current = { code, at };
      busyRef.current = true;
      setChecking(true);
      let next: Verdict;
      try {
        next = { kind: 'answer', answer: await engine.scan(code) };
      } catch (error) {
        next = { kind: 'error', message: errorText(error) };
      }
      setChecking(false);
      setVerdict(next);
      feedback.signal(verdictTone(next));
      // The verdict's time starts now; the next read counts from here too.
      lastRef.current = { code, at: now() };
      timerRef.current = setTimeout(dismiss, VERDICT_MS);
      if (next.kind === 'answer' && !next.answer.offline) {
        reloadSummary();
        reloadScans();
      }
      return true;
    },
    [engine, now, dismiss, reloadSummary, reloadScans],
  );

  return (
    <div className="scanner" data-direction={direction}>
      <h1 className="sr-only">{t('scanner.title')}</h1>
      <DoorStatus door={door} withList={withLists} now={now} onSync={engine ? () => void engine.flushNow().then(() => engine.syncNow()) : undefined} />
      <ListPicker lists={lists} listId={listId} onChoose={chooseListId} />
      <Camera paused={verdict !== null || checking || !ready} onCode={(code) => void submit(code)} decoderFactory={decoderFactory} autoStart={autoStartCamera} />
      <p className="scanner__status" role="status">
        {checking ? t('scanner.checking') : ''}
      </p>
      <ManualEntry onSubmit={submit} disabled={checking || !ready} />
      {withLists ? (
        <ListCounts listId={listId} offline={offline} generation={onlineAgain} />
      ) : (
        <Counts summary={summary.data} status={summary.status} error={summary.error} onRetry={summary.reload} offline={offline} />
      )}
      <ScanLog scans={scans.data} status={scans.status} error={scans.error} onRetry={scans.reload} offline={offline} />
      {entryExit && <DirectionSwitch direction={direction} onChange={setDirection} />}
      {verdict && <VerdictScreen verdict={verdict} onDismiss={dismiss} />}
    </div>
  );
}

/** One engine per mounted scanner, started in the browser only (IndexedDB, timers). */
function useDoorEngine(createEngine: () => DoorEngine): DoorEngine | null {
  const [engine, setEngine] = useState<DoorEngine | null>(null);
  const createRef = useRef(createEngine);
  useEffect(() => {
    const started = createRef.current();
    setEngine(started);
    return () => started.dispose();
  }, []);
  return engine;
}

interface DoorLists {
  /** The lists (the last ones read while the API does not answer); null until known. */
  data: DoorList[] | null;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  reload: () => void;
}

/** The check-in lists: those remembered at once, then the API's (remembered in turn). */
function useDoorLists(): DoorLists {
  const [data, setData] = useState<DoorList[] | null>(null);
  const [status, setStatus] = useState<DoorLists['status']>('loading');
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const remembered = cachedLists(browserStorage());
    if (remembered) setData((current) => current ?? remembered);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    listCheckInLists({ signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const next = answer.map(({ id, name, entryExit }) => ({ id, name, entryExit }));
        cacheLists(browserStorage(), next);
        setData(next);
        setStatus('ready');
        setError(null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setStatus('error');
        setError(failure);
      },
    );
    return () => controller.abort();
  }, [version]);
  return { data, status, error, reload: () => setVersion((v) => v + 1) };
}

/** A clock for texts that age (« Données d’il y a 3 min »). */
function useClock(now: () => number): number {
  const [clock, setClock] = useState(now);
  const nowRef = useRef(now);
  nowRef.current = now;
  useEffect(() => {
    const timer = setInterval(() => setClock(nowRef.current()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return clock;
}

function ageText(syncedAt: string | null, clock: number): string {
  const age = dataAge(syncedAt, clock);
  if (age.kind === 'minutes') return t('scanner.dataAge.minutes', { minutes: age.minutes });
  if (age.kind === 'hours') return t('scanner.dataAge.hours', { hours: age.hours });
  return t(`scanner.dataAge.${age.kind}`);
}

function queueText(queued: number): string {
  if (queued === 0) return t('scanner.queue.none');
  return queued === 1 ? t('scanner.queue.one') : t('scanner.queue.many', { count: queued });
}

/**
 * The top bar: online or offline (always shown), the list data's age, the scans waiting to be
 * sent, what the engine is doing or what went wrong, and the app's install offer.
 */
function DoorStatus({ door, withList, now, onSync }: { door: DoorState; withList: boolean; now: () => number; onSync: (() => void) | undefined }) {
  const clock = useClock(now);
  const offer = useStore($installOffer);
  const stale = door.syncedAt !== null && clock - Date.parse(door.syncedAt) > STALE_DATA_MS;
  const busy = door.uploading ? t('scanner.uploading') : door.syncing ? t('scanner.syncing') : null;
  return (
    <section className="scanner-door" aria-label={t('scanner.statusLabel')} data-mode={door.mode}>
      <div className="scanner-door__row">
        <span className={`scanner-mode scanner-mode--${door.mode}`} data-testid="door-mode">
          <span className="scanner-mode__dot" aria-hidden="true" />
          {t(`scanner.mode.${door.mode}`)}
        </span>
        {offer && (
          <button type="button" className="btn btn--ghost scanner-door__install" onClick={() => void installScannerApp()}>
            {t('scanner.install')}
          </button>
        )}
      </div>
      <ul className="scanner-door__facts" aria-live="polite">
        {withList && <li className={stale ? 'scanner-door__stale' : undefined}>{ageText(door.syncedAt, clock)}</li>}
        <li className={door.queued > 0 ? 'scanner-door__queued' : undefined}>{queueText(door.queued)}</li>
        {busy && <li>{busy}</li>}
      </ul>
      {door.lastError && <p className="scanner-door__error">{door.lastError}</p>}
      {withList && door.mode === 'online' && onSync && !busy && (
        <button type="button" className="scanner-door__sync" onClick={onSync}>
          {t('scanner.syncNow')}
        </button>
      )}
    </section>
  );
}

function ListPicker({ lists, listId, onChoose }: { lists: DoorLists; listId: number | null | undefined; onChoose: (id: number) => void }) {
  const id = useId();
  if (!lists.data) {
    return (
      <PanelState
        status={lists.status}
        error={lists.error}
        onRetry={lists.reload}
        errorMessage={(text) => t('scanner.list.failed', { message: text })}
        loading={t('scanner.list.loading')}
      />
    );
  }
  if (lists.data.length === 0) return <p className="scanner-list__note">{t('scanner.list.festival')}</p>;
  return (
    <div className="scanner-list">
      <label className="scanner-list__label" htmlFor={`${id}-list`}>
        {t('scanner.list.label')}
      </label>
      <select id={`${id}-list`} className="scanner-list__select" value={listId ?? ''} onChange={(event) => onChoose(Number(event.currentTarget.value))}>
        {lists.data.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** In or out, at the bottom of the screen under the thumb; « Sortie » recolours the scanner. */
function DirectionSwitch({ direction, onChange }: { direction: ScanDirection; onChange: (direction: ScanDirection) => void }) {
  return (
    <div className="scanner-direction" role="group" aria-label={t('scanner.direction.label')}>
      {(['entry', 'exit'] as const).map((value) => (
        <button
          key={value}
          type="button"
          className={`scanner-direction__option scanner-direction__option--${value}`}
          aria-pressed={direction === value}
          onClick={() => {
            feedback.unlock();
            onChange(value);
          }}
        >
          {t(`scanner.direction.${value}`)}
        </button>
      ))}
    </div>
  );
}

type CameraState = 'idle' | 'starting' | 'running' | 'denied' | 'unavailable';

function Camera({
  paused,
  onCode,
  decoderFactory,
  autoStart,
}: {
  paused: boolean;
  onCode: (code: string) => void;
  decoderFactory: () => Promise<QrDecoder>;
  autoStart: boolean | undefined;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const loopRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [state, setState] = useState<CameraState>('idle');

  const stop = useCallback(() => {
    if (loopRef.current) clearTimeout(loopRef.current);
    loopRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((current) => (current === 'running' || current === 'starting' ? 'idle' : current));
  }, []);

  const start = useCallback(async () => {
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const stream = await media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => {});
      const decoder = await decoderFactory();
      setState('running');
      const tick = async () => {
        if (!streamRef.current) return;
        if (!pausedRef.current && video.readyState >= 2) {
          try {
            const code = await decoder.detect(video);
            if (code && !pausedRef.current) onCodeRef.current(code);
          } catch {
            // A frame that cannot be read: the next one will.
          }
        }
        if (streamRef.current) loopRef.current = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    } catch (error) {
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      const name = error instanceof DOMException || error instanceof Error ? error.name : '';
      setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
    }
  }, [decoderFactory]);

  useEffect(() => {
    const wanted = autoStart ?? Boolean(typeof navigator !== 'undefined' && navigator.mediaDevices?.getUserMedia);
    if (wanted) void start();
    else if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) setState('unavailable');
    return stop;
  }, [start, stop, autoStart]);

  const running = state === 'running' || state === 'starting';
  return (
    <section className="scanner-camera" aria-label={t('scanner.cameraLabel')}>
      <div className="scanner-camera__view" hidden={!running}>
        <video ref={videoRef} className="scanner-camera__video" muted playsInline aria-hidden="true" />
        <div className="scanner-camera__frame" aria-hidden="true" />
        <p className="scanner-camera__aim">{state === 'starting' ? t('scanner.cameraStarting') : t('scanner.aim')}</p>
      </div>
      {state === 'denied' && <p className="scanner-camera__note">{t('scanner.cameraDenied')}</p>}
      {state === 'unavailable' && <p className="scanner-camera__note">{t('scanner.cameraUnavailable')}</p>}
      <button
        type="button"
        className="btn btn--ghost scanner-camera__toggle"
        onClick={() => {
          feedback.unlock();
          if (running) stop();
          else void start();
        }}
      >
        <Icon name="camera" size={20} />
        <span>{running ? t('scanner.cameraStop') : t('scanner.cameraStart')}</span>
      </button>
    </section>
  );
}

function ManualEntry({ onSubmit, disabled }: { onSubmit: (code: string) => Promise<boolean>; disabled: boolean }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.unlock();
    const form = event.currentTarget;
    const input = form.elements.namedItem('code') as HTMLInputElement;
    const code = input.value.trim();
    if (!code) {
      setError(t('scanner.manualRequired'));
      input.focus();
      return;
    }
    setError(null);
    if (await onSubmit(code)) input.value = '';
  }

  return (
    <form className="scanner-manual" onSubmit={submit} noValidate>
      <h2 className="scanner__heading">{t('scanner.manualTitle')}</h2>
      <label className="scanner-manual__label" htmlFor={`${id}-code`}>
        {t('scanner.manualLabel')}
      </label>
      <div className="scanner-manual__row">
        <input
          id={`${id}-code`}
          name="code"
          className="scanner-manual__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={t('scanner.manualPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn--primary" disabled={disabled}>
          {t('scanner.manualSubmit')}
        </button>
      </div>
      {error && (
        <p className="scanner-manual__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function resultLabel(result: CheckInResult | string): string {
  switch (result) {
    case 'valid':
    case 'already_checked_in':
    case 'cancelled':
    case 'refunded':
    case 'not_valid_today':
    case 'unknown':
    case 'transferred':
    case 'renamed':
    case 'resold':
    case 'on_resale':
    case 'wrong_list':
    case 'exited':
    case 'not_inside':
      return t(`scanner.verdict.${result}`);
    default:
      return result;
  }
}

/** What the door tells the person whose code was replaced, resold or is on resale; why an exit is not recorded. */
function refusalHelp(result: CheckInResult): string {
  return result === 'transferred' || result === 'renamed' || result === 'resold' || result === 'on_resale' || result === 'not_inside'
    ? t(`scanner.verdictHelp.${result}`)
    : '';
}

const VERDICT_ICONS: Record<FeedbackTone, 'check' | 'clock' | 'close'> = { go: 'check', warn: 'clock', stop: 'close' };

function VerdictScreen({ verdict, onDismiss }: { verdict: Verdict; onDismiss: () => void }) {
  const tone = verdictTone(verdict);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const answer = verdict.kind === 'answer' ? verdict.answer : null;
  const title = answer ? resultLabel(answer.result) : t('scanner.verdict.error');
  // An answer's own sentence repeats its title (« Billet inconnu »…): only errors need theirs, and
  // the refusals of a replaced or resold code say what to do.
  const message = verdict.kind === 'error' ? verdict.message : answer ? refusalHelp(answer.result) : '';
  const ticket = answer?.ticket ?? null;
  const role = ticket?.role === 'leader' || ticket?.role === 'follower' ? ticket.role : null;
  const where = answer?.list ? [answer.list.name, answer.direction === 'exit' ? t('scanner.direction.exit') : null].filter(Boolean).join(' · ') : '';
  return (
    <div
      className={`scanner-verdict scanner-verdict--${tone}`}
      data-result={answer?.result ?? 'error'}
      data-offline={answer?.offline ? 'true' : undefined}
      role="alert"
    >
      <button ref={ref} type="button" className="scanner-verdict__button" onClick={onDismiss}>
        {answer?.offline && (
          <span className="scanner-verdict__offline" title={t('scanner.offlineVerdict')}>
            {t('scanner.offlineMark')}
          </span>
        )}
        <Icon name={answer?.result === 'exited' ? 'logout' : VERDICT_ICONS[tone]} size={96} className="scanner-verdict__icon" />
        <span className="scanner-verdict__title">{title}</span>
        {where && <span className="scanner-verdict__where">{where}</span>}
        {message && message !== title && <span className="scanner-verdict__message">{message}</span>}
        {ticket && (
          <span className="scanner-verdict__ticket">
            {ticket.holderName && <span className="scanner-verdict__holder">{ticket.holderName}</span>}
            {role && (
              <span className="scanner-verdict__role" data-role={role}>
                {t(`scanner.roles.${role}`)}
              </span>
            )}
            {ticket.ticketTypeName && <span className="scanner-verdict__type">{ticket.ticketTypeName}</span>}
            {ticket.number && <span className="scanner-verdict__meta">{t('scanner.ticketNumber', { number: ticket.number })}</span>}
            {isLocale(ticket.locale) && (
              <span className="scanner-verdict__meta" data-locale={ticket.locale}>
                {t('scanner.holderLanguage', { language: LOCALE_NAMES[ticket.locale] })}
              </span>
            )}
            {answer?.result === 'not_valid_today' && ticket.validDays.length > 0 && (
              <span className="scanner-verdict__meta">{t('scanner.validDays', { days: ticket.validDays.map(formatDayChip).join(', ') })}</span>
            )}
          </span>
        )}
        {answer?.result === 'already_checked_in' && (answer.checkedInAt || answer.checkedInBy) && (
          <span className="scanner-verdict__when">
            {answer.checkedInAt && t('scanner.checkedInAt', { date: formatDateTime(answer.checkedInAt) })}
            {answer.checkedInBy?.name && ` ${t('scanner.checkedInBy', { name: answer.checkedInBy.name })}`}
          </span>
        )}
        <span className="scanner-verdict__hint">{t('scanner.tapToContinue')}</span>
      </button>
    </div>
  );
}

interface PanelProps {
  status: string;
  error: unknown;
  onRetry: () => void;
  /** The door is offline: a panel that could not load waits for the network, no error. */
  offline: boolean;
}

function Counts({ summary, ...panel }: PanelProps & { summary: ScannerSummary | null }) {
  return (
    <section className="scanner-panel" aria-labelledby="scanner-counts-title">
      <h2 className="scanner__heading" id="scanner-counts-title">
        {t('scanner.countsTitle')}
        {summary && (
          <span className="scanner-counts__total">
            {' '}
            {t('scanner.countsTotal', { checkedIn: summary.totals.checkedIn, sold: summary.totals.sold })}
          </span>
        )}
      </h2>
      {!summary && <PanelState {...panel} />}
      {summary && summary.perType.length > 0 && (
        <table className="scanner-table">
          <thead>
            <tr>
              <th scope="col">{t('scanner.colType')}</th>
              <th scope="col" className="num">
                {t('scanner.colCount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.perType.map((row) => (
              <tr key={`${row.ticketTypeId}-${row.name}`}>
                <th scope="row">
                  {row.name}
                  <meter className="scanner-meter" min={0} max={Math.max(row.sold, 1)} value={row.checkedIn} aria-hidden="true" />
                </th>
                <td className="num">{t('scanner.countsOf', { checkedIn: row.checkedIn, sold: row.sold })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The lists' counts (checked in of expected, inside on an entry/exit list): the door's list first
 * and large, the others under it; pushed by `checkin:counts`, read again when a push is unreadable.
 */
function ListCounts({ listId, offline, generation }: { listId: number; offline: boolean; generation: number }) {
  const counts = useRemote((signal) => getCheckInCounts({ signal }), String(generation), { keepOnError: true });
  const setCounts = counts.set;
  const reloadCounts = counts.reload;
  useCountsPush((pushed) => setCounts(() => pushed), reloadCounts);
  const mine = counts.data?.find((row) => row.listId === listId) ?? null;
  const others = counts.data?.filter((row) => row.listId !== listId) ?? [];
  return (
    <section className="scanner-panel" aria-labelledby="scanner-counts-title">
      <h2 className="scanner__heading" id="scanner-counts-title">
        {t('scanner.countsTitle')}
      </h2>
      {!counts.data && <PanelState status={counts.status} error={counts.error} onRetry={counts.reload} offline={offline} />}
      {mine && <ListCountsLead row={mine} />}
      {others.length > 0 && (
        <table className="scanner-table">
          <thead>
            <tr>
              <th scope="col">{t('scanner.colList')}</th>
              <th scope="col" className="num">
                {t('scanner.listCounts.colExpected')}
              </th>
              <th scope="col" className="num">
                {t('scanner.listCounts.colInside')}
              </th>
            </tr>
          </thead>
          <tbody>
            {others.map((row) => (
              <tr key={row.listId}>
                <th scope="row">{row.name}</th>
                <td className="num">{t('scanner.countsOf', { checkedIn: row.checkedIn, sold: row.expected })}</td>
                <td className="num">{row.entryExit ? row.inside : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ListCountsLead({ row }: { row: CheckInListCounts }) {
  return (
    <div className="scanner-counts__lead" data-list={row.listId}>
      <p className="scanner-counts__name">{row.name}</p>
      <p className="scanner-counts__big">{t('scanner.listCounts.checkedIn', { checkedIn: row.checkedIn, expected: row.expected })}</p>
      <meter className="scanner-meter" min={0} max={Math.max(row.expected, 1)} value={row.checkedIn} aria-hidden="true" />
      {row.entryExit && <p className="scanner-counts__inside">{t('scanner.listCounts.inside', { inside: row.inside })}</p>}
    </div>
  );
}

const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: FESTIVAL_TIME_ZONE });

function scanTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : timeFormat.format(date);
}

function ScanLog({ scans, ...panel }: PanelProps & { scans: ScanLogEntry[] | null }) {
  return (
    <section className="scanner-panel" aria-labelledby="scanner-log-title">
      <h2 className="scanner__heading" id="scanner-log-title">
        {t('scanner.logTitle')}
      </h2>
      {!scans && <PanelState {...panel} />}
      {scans && scans.length === 0 && <p className="scanner-panel__empty">{t('scanner.logEmpty')}</p>}
      {scans && scans.length > 0 && (
        // Scrolls sideways on a narrow phone: focusable so a keyboard can scroll it too.
        <div className="scanner-table__wrap" tabIndex={0} role="region" aria-label={t('scanner.logTableLabel')}>
          <table className="scanner-table">
            <thead>
              <tr>
                <th scope="col">{t('scanner.colTime')}</th>
                <th scope="col">{t('scanner.colResult')}</th>
                <th scope="col">{t('scanner.colTicket')}</th>
                <th scope="col">{t('scanner.colHolder')}</th>
                <th scope="col">{t('scanner.colScanner')}</th>
                <th scope="col">{t('scanner.colList')}</th>
                <th scope="col">{t('scanner.colDirection')}</th>
              </tr>
            </thead>
            <tbody>
              {scans.map((scan) => (
                <tr key={scan.id}>
                  {/* An offline scan at the device's time: when the person was at the door. */}
                  <td>{scanTime(scan.scannedAt ?? scan.at)}</td>
                  <td>
                    <span className={`scanner-result scanner-result--${resultTone(scan.result)}`}>{resultLabel(scan.result)}</span>
                    {scan.offline && <span className="scanner-result__offline">{t('scanner.offlineMark')}</span>}
                  </td>
                  <td>{[scan.ticketNumber, scan.ticketTypeName].filter(Boolean).join(' · ')}</td>
                  <td>{scan.holderName ?? ''}</td>
                  <td>{scan.scannerName ?? ''}</td>
                  <td>{scan.list?.name ?? ''}</td>
                  <td>{scan.direction ? t(`scanner.direction.${scan.direction}`) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function PanelState({
  status,
  error,
  onRetry,
  offline = false,
  errorMessage = (text) => text,
  loading = t('common.loading'),
}: {
  status: string;
  error: unknown;
  onRetry: () => void;
  offline?: boolean;
  errorMessage?: (text: string) => string;
  loading?: string;
}) {
  if (status === 'error' && offline) return <p className="scanner-panel__empty">{t('scanner.panelOffline')}</p>;
  if (status === 'error') {
    return (
      <div className="scanner-panel__error" role="alert">
        <p>{errorMessage(errorText(error))}</p>
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="scanner-panel__empty" role="status">
      {loading}
    </p>
  );
}
