import { INTL_TAGS, type Locale } from '@kizomba/locales';
import { activeLocale, translator } from '../i18n';
import { format } from '../i18n/fr/common';

const t = translator({ format });

/**
 * Formatting of prices and dates (docs/spec.md §1, §8) in the page's language (`Intl`, the tags
 * of @kizomba/locales; amounts always in euros). One place so every page and island shows money
 * and time the same way.
 *
 * Dates are formatted in the festival's time zone (Europe/Paris), not the machine's: the build
 * server may run in UTC and a visitor abroad must still read the festival's local times.
 */
export const FESTIVAL_TIME_ZONE = 'Europe/Paris';

/** A formatter made once per language and read in the page's language. */
function perLocale<Format>(make: (tag: string) => Format): () => Format {
  const made = new Map<Locale, Format>();
  return () => {
    const locale = activeLocale();
    let format = made.get(locale);
    if (!format) {
      format = make(INTL_TAGS[locale]);
      made.set(locale, format);
    }
    return format;
  };
}

const eur = perLocale((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }));
const eurWhole = perLocale((tag) => new Intl.NumberFormat(tag, {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
}));

/** A finite number from a number or a numeric string (API prices may arrive as "149.00"). */
function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * "149,00 €". Anything that is not a price (null, NaN, "abc") shows as "0,00 €" (docs/spec.md §8).
 * The separator before "€" is a no-break space, as Intl produces it: the sign never wraps
 * onto a line of its own.
 */
export function formatPrice(value: unknown): string {
  return eur().format(toAmount(value) ?? 0);
}

/** "149 €" for whole amounts, "12,50 €" otherwise: for large display prices on cards. */
export function formatPriceShort(value: unknown): string {
  const amount = toAmount(value) ?? 0;
  return Number.isInteger(amount) ? eurWhole().format(amount) : eur().format(amount);
}

type DateInput = Date | string | number | null | undefined;

/** A valid Date, `null` when missing (→ 'N/A'), `undefined` when unparseable (→ 'Date invalide'). */
function toDate(value: DateInput): Date | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function formatWith(format: Intl.DateTimeFormat, value: DateInput): string {
  const date = toDate(value);
  if (date === null) return t('format.notAvailable');
  if (date === undefined) return t('format.invalidDate');
  return format.format(date);
}

const longDateTime = perLocale((tag) => new Intl.DateTimeFormat(tag, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: FESTIVAL_TIME_ZONE,
}));

const longDate = perLocale((tag) => new Intl.DateTimeFormat(tag, {
  dateStyle: 'long',
  timeZone: FESTIVAL_TIME_ZONE,
}));

/** "16 avril 2027 à 14:00"; 'N/A' when missing, 'Date invalide' when unparseable (docs/spec.md §8). */
export function formatDateTime(value: DateInput): string {
  return formatWith(longDateTime(), value);
}

/** "16 avril 2027"; same fallbacks as formatDateTime. */
export function formatDate(value: DateInput): string {
  return formatWith(longDate(), value);
}

/**
 * Calendar days ("2027-04-16", Strapi `date` fields) have no time zone: they are read and
 * written in UTC so that no offset can move them to the previous day.
 */
function parseCalendarDay(value: string | null | undefined): Date | null | undefined {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const dayFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
}));
const calendarDayFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}));
const weekdayFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }));
const shortDayFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
}));

function formatCalendar(format: Intl.DateTimeFormat, value: string | null | undefined): string {
  const date = parseCalendarDay(value);
  if (date === null) return t('format.notAvailable');
  if (date === undefined) return t('format.invalidDate');
  return format.format(date);
}

/** "vendredi 16 avril" for a programme day. */
export function formatDay(value: string | null | undefined): string {
  return formatCalendar(dayFormat(), value);
}

/** "16 avril 2027" for a calendar day. */
export function formatCalendarDay(value: string | null | undefined): string {
  return formatCalendar(calendarDayFormat(), value);
}

/** "vendredi". */
export function formatWeekday(value: string | null | undefined): string {
  return formatCalendar(weekdayFormat(), value);
}

/** "ven. 16 avr." for compact day chips. */
export function formatShortDay(value: string | null | undefined): string {
  return formatCalendar(shortDayFormat(), value);
}

/** "16–18 avril 2027" (or "30 avril – 2 mai 2027") for the festival dates. */
export function formatDayRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = parseCalendarDay(start);
  const to = parseCalendarDay(end);
  if (from === null || to === null) return t('format.notAvailable');
  if (from === undefined || to === undefined) return t('format.invalidDate');
  return calendarDayFormat().formatRange(from, to);
}

/** "vendredi 16 avril" → "Vendredi 16 avril" (French, like most of the nine languages, lower-cases weekdays and months). */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase(INTL_TAGS[activeLocale()]) + text.slice(1);
}

const dayChipFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', timeZone: 'UTC' }));

/** "Vendredi 16" for day navigation chips. */
export function formatDayChip(value: string | null | undefined): string {
  return capitalize(formatCalendar(dayChipFormat(), value));
}

/** "14:00" from a Strapi time ("14:00:00.000"); 'N/A' when missing or malformed. */
export function formatTime(value: string | null | undefined): string {
  const match = value ? /^(\d{1,2}):(\d{2})/.exec(value) : null;
  if (!match) return t('format.notAvailable');
  return `${match[1].padStart(2, '0')}:${match[2]}`;
}

const clock = perLocale((tag) => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: FESTIVAL_TIME_ZONE }));

/** « 14:05 »: the time of an instant on a Paris clock. */
export function formatClock(date: Date): string {
  return clock().format(date);
}

/* Compact Paris dates for dense tables, and the Paris wall clock of datetime-local fields. */

const compactDateTime = perLocale((tag) => new Intl.DateTimeFormat(tag, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: FESTIVAL_TIME_ZONE,
}));
const compactDate = perLocale((tag) => new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: FESTIVAL_TIME_ZONE }));

/** « 16/04/2027 14:00 » (Paris); '—' when missing or unparseable. */
export function shortDateTime(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? compactDateTime().format(date).replace(',', '') : '—';
}

/** « 16/04/2027 » (Paris); '—' when missing or unparseable. */
export function shortDate(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? compactDate().format(date) : '—';
}

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: FESTIVAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock parts of an instant in Paris. */
function parisParts(date: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of parisClock.formatToParts(date)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO instant → `YYYY-MM-DDTHH:mm` as read on a Paris clock (a datetime-local value). */
export function isoToParisInput(iso: string | null | undefined): string {
  const date = toDate(iso);
  if (!date) return '';
  const p = parisParts(date);
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}T${pad(p.hour!)}:${pad(p.minute!)}`;
}

/** `YYYY-MM-DDTHH:mm` read on a Paris clock → ISO instant; '' when empty or malformed. */
export function parisInputToIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return '';
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  // Guess the instant as if Paris were UTC, then correct by the offset seen at that instant (twice,
  // for the days the clocks change).
  let instant = wanted;
  for (let i = 0; i < 2; i += 1) {
    const p = parisParts(new Date(instant));
    const seen = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
    instant += wanted - seen;
  }
  return new Date(instant).toISOString();
}

/** Today as `YYYY-MM-DD` in Paris. */
export function parisToday(now = new Date()): string {
  return isoToParisInput(now.toISOString()).slice(0, 10);
}

/** Calendar days from start to end inclusive (`YYYY-MM-DD`), at most 31. */
export function daysBetween(start: string | null | undefined, end: string | null | undefined): string[] {
  const from = /^\d{4}-\d{2}-\d{2}/.exec(start ?? '')?.[0];
  const to = /^\d{4}-\d{2}-\d{2}/.exec(end ?? '')?.[0] ?? from;
  if (!from || !to) return [];
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); days.length < 31 && time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

const counts = perLocale((tag) => new Intl.NumberFormat(tag));

/** A whole number in the page's language (« 1 234 » in French). */
export function formatCount(value: number): string {
  return counts().format(value);
}
