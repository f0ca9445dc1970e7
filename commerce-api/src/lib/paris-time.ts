/**
 * The festival's calendar is Paris time (Europe/Paris, summer and winter time alike): days of the
 * sales charts and filters, the door's « valid today », and the dates people read in e-mails,
 * CSV exports and the dev outbox.
 */
export const PARIS_TIME_ZONE = 'Europe/Paris';

const PARIS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parisParts(d: Date): Record<string, string> {
  return Object.fromEntries(PARIS_PARTS.formatToParts(d).map((p) => [p.type, p.value]));
}

/** Milliseconds Paris is ahead of UTC at `ms`. */
function parisOffset(ms: number): number {
  const p = parisParts(new Date(ms));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** 2026-11-30T23:30Z → '2026-12-01': the calendar day in Paris (UTC+1 in winter, UTC+2 in summer). */
export function parisDate(d: Date): string {
  const p = parisParts(d);
  return `${p.year}-${p.month}-${p.day}`;
}

/** 2026-11-30T19:05Z → '20:05': the wall-clock hour and minute in Paris. */
export function parisClock(d: Date): string {
  const p = parisParts(d);
  return `${p.hour}:${p.minute}`;
}

/** '2026-12-01' → the instant of 00:00 that day in Paris. */
export function parisDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  let at = utcMidnight - parisOffset(utcMidnight);
  at = utcMidnight - parisOffset(at);
  return new Date(at);
}

/** The instant the Paris day after `day` starts (an inclusive « to » filter's upper bound). */
export function parisNextDayStart(day: string): Date {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return parisDayStart(next.toISOString().slice(0, 10));
}

/** « 01/12/2026 13:05 », Paris time (CSV exports); '' for no date. */
export function parisDateTimeFr(d: Date | null): string {
  if (!d) return '';
  const p = parisParts(d);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** « 1 décembre 2026 à 13:05 »: dates in e-mails. */
export const DATE_TIME_LONG_FR = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: PARIS_TIME_ZONE });

/** « 01/12/2026 13:05:09 »: timestamps in the dev outbox. */
export const DATE_TIME_SHORT_FR = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: PARIS_TIME_ZONE });
