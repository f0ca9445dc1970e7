import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { isLocale, LOCALE_NAMES } from '@kizomba/locales';
import { Icon } from '../../components/react/Icon';
import { translator } from '../../i18n';
import { common } from '../../i18n/fr/common';
import { scanner } from '../../i18n/fr/scanner';
import { checkIn, getScannerSummary, getScans, type CheckInAnswer, type CheckInResult, type ScanLogEntry, type ScannerSummary } from '../../lib/api/admin';
import { formatDateTime, formatDayChip, FESTIVAL_TIME_ZONE } from '../../lib/format';
import { errorText } from '../shared/errors';
import { useLoad } from '../shared/useRemote';
import { createDecoder, type QrDecoder } from './decoder';
import { feedback, type FeedbackTone } from './feedback';
import './scanner.css';

const t = translator({ common, scanner });

/** The same code read again within this time is ignored (the ticket is still in front of the lens). */
export const REPEAT_WINDOW_MS = 3000;
/** The verdict stays this long, then the scanner is ready again (a tap dismisses it sooner). */
export const VERDICT_MS = 1500;
const FRAME_INTERVAL_MS = 120;

export type Verdict = { kind: 'answer'; answer: CheckInAnswer } | { kind: 'error'; message: string };

export function verdictTone(verdict: Verdict): FeedbackTone {
  if (verdict.kind === 'error') return 'stop';
  if (verdict.answer.result === 'valid') return 'go';
  if (verdict.answer.result === 'already_checked_in') return 'warn';
  return 'stop';
}

export interface ScannerProps {
  /** Test hooks. */
  now?: () => number;
  decoderFactory?: () => Promise<QrDecoder>;
  /** Start the camera on load (default: when the browser has one). */
  autoStartCamera?: boolean;
}

/**
 * /admin/scanner (phone-first, one hand): the rear camera reads the ticket's QR code (or the code
 * is typed), the API answers, and a full-screen verdict shows at once — green « Entrée validée »
 * with the holder, their dance role and ticket type, amber « Déjà entré » with when and by whom,
 * red for cancelled, refunded, not valid today, unknown, or a code replaced (transferred, renamed,
 * resold) or on resale — with a vibration and a beep. After 1.5 s (or a tap) the
 * scanner is ready for the next ticket. Under it, the live counts per ticket type and the scan
 * log, refreshed on `checkin:update`.
 */
export default function Scanner({ now = () => Date.now(), decoderFactory = createDecoder, autoStartCamera }: ScannerProps) {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [checking, setChecking] = useState(false);
  const busyRef = useRef(false);
  const lastRef = useRef<{ code: string; at: number } | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const summary = useLoad((signal) => getScannerSummary({ signal }), ['checkin:update']);
  const scans = useLoad((signal) => getScans(50, { signal }), ['checkin:update']);
  const reloadSummary = summary.reload;
  const reloadScans = scans.reload;

  const dismiss = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    busyRef.current = false;
    setVerdict(null);
  }, []);

  useEffect(() => () => {
    if (timerRef.current) clearTimeout(timerRef.current);
  }, []);

  const submit = useCallback(
    async (raw: string): Promise<boolean> => {
      const code = raw.trim();
      if (!code || busyRef.current) return false;
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
        next = { kind: 'answer', answer: await checkIn(code) };
      } catch (error) {
        next = { kind: 'error', message: errorText(error) };
      }
      setChecking(false);
      setVerdict(next);
      feedback.signal(verdictTone(next));
      // The verdict's time starts now; the next read counts from here too.
      lastRef.current = { code, at: now() };
      timerRef.current = setTimeout(dismiss, VERDICT_MS);
      if (next.kind === 'answer') {
        reloadSummary();
        reloadScans();
      }
      return true;
    },
    [now, dismiss, reloadSummary, reloadScans],
  );

  return (
    <div className="scanner">
      <h1 className="sr-only">{t('scanner.title')}</h1>
      <Camera paused={verdict !== null || checking} onCode={(code) => void submit(code)} decoderFactory={decoderFactory} autoStart={autoStartCamera} />
      <p className="scanner__status" role="status">
        {checking ? t('scanner.checking') : ''}
      </p>
      <ManualEntry onSubmit={submit} disabled={checking} />
      <Counts summary={summary.data} status={summary.status} error={summary.error} onRetry={summary.reload} />
      <ScanLog scans={scans.data} status={scans.status} error={scans.error} onRetry={scans.reload} />
      {verdict && <VerdictScreen verdict={verdict} onDismiss={dismiss} />}
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
      return t(`scanner.verdict.${result}`);
    default:
      return result;
  }
}

/** What the door tells the person whose code was replaced, resold or is on resale. */
function refusalHelp(result: CheckInResult): string {
  return result === 'transferred' || result === 'renamed' || result === 'resold' || result === 'on_resale' ? t(`scanner.verdictHelp.${result}`) : '';
}

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
  return (
    <div className={`scanner-verdict scanner-verdict--${tone}`} data-result={answer?.result ?? 'error'} role="alert">
      <button ref={ref} type="button" className="scanner-verdict__button" onClick={onDismiss}>
        <Icon name={tone === 'go' ? 'check' : tone === 'warn' ? 'clock' : 'close'} size={96} className="scanner-verdict__icon" />
        <span className="scanner-verdict__title">{title}</span>
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

function Counts({ summary, status, error, onRetry }: { summary: ScannerSummary | null; status: string; error: unknown; onRetry: () => void }) {
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
      {!summary && <PanelState status={status} error={error} onRetry={onRetry} />}
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

const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: FESTIVAL_TIME_ZONE });

function scanTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : timeFormat.format(date);
}

function ScanLog({ scans, status, error, onRetry }: { scans: ScanLogEntry[] | null; status: string; error: unknown; onRetry: () => void }) {
  return (
    <section className="scanner-panel" aria-labelledby="scanner-log-title">
      <h2 className="scanner__heading" id="scanner-log-title">
        {t('scanner.logTitle')}
      </h2>
      {!scans && <PanelState status={status} error={error} onRetry={onRetry} />}
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
              </tr>
            </thead>
            <tbody>
              {scans.map((scan) => (
                <tr key={scan.id}>
                  <td>{scanTime(scan.at)}</td>
                  <td>
                    <span className={`scanner-result scanner-result--${scan.result === 'valid' ? 'go' : scan.result === 'already_checked_in' ? 'warn' : 'stop'}`}>
                      {resultLabel(scan.result)}
                    </span>
                  </td>
                  <td>{[scan.ticketNumber, scan.ticketTypeName].filter(Boolean).join(' · ')}</td>
                  <td>{scan.holderName ?? ''}</td>
                  <td>{scan.scannerName ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function PanelState({ status, error, onRetry }: { status: string; error: unknown; onRetry: () => void }) {
  if (status === 'error') {
    return (
      <div className="scanner-panel__error" role="alert">
        <p>{errorText(error)}</p>
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="scanner-panel__empty" role="status">
      {t('common.loading')}
    </p>
  );
}
