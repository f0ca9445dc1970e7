import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../i18n';
import {
  capitalize,
  formatClock,
  formatCount,
  daysBetween,
  formatCalendarDay,
  formatDayChip,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatPrice,
  formatPriceShort,
  formatShortDay,
  formatTime,
  isoToParisInput,
  parisInputToIso,
  parisToday,
  shortDate,
  shortDateTime,
} from './format';

/** Intl separates digit groups, the currency sign and date ranges with special spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('formatPrice', () => {
  it('formats euros the French way', () => {
    expect(plain(formatPrice(149))).toBe('149,00 €');
    expect(plain(formatPrice(12.5))).toBe('12,50 €');
    expect(plain(formatPrice(1234.5))).toBe('1 234,50 €');
    expect(plain(formatPrice('89.90'))).toBe('89,90 €');
  });

  it('keeps the euro sign on the same line', () => {
    expect(formatPrice(149)).toContain('\u00a0€');
  });

  it.each([null, undefined, Number.NaN, Infinity, 'abc', '', {}])(
    'shows a bad price (%j) as 0,00 € (docs/spec.md §8)',
    (value) => {
      expect(plain(formatPrice(value))).toBe('0,00 €');
    },
  );

  it('drops the cents of whole amounts in the short form', () => {
    expect(plain(formatPriceShort(149))).toBe('149 €');
    expect(plain(formatPriceShort(12.5))).toBe('12,50 €');
    expect(plain(formatPriceShort('x'))).toBe('0 €');
  });
});

describe('formatDateTime', () => {
  it('writes a French long date with hours and minutes, in Paris time', () => {
    expect(formatDateTime('2027-04-16T12:00:00.000Z')).toBe('16 avril 2027 à 14:00');
    expect(formatDateTime(new Date('2026-11-22T08:05:00.000Z'))).toBe('22 novembre 2026 à 09:05');
  });

  it("shows 'N/A' when the date is missing and 'Date invalide' when unparseable (docs/spec.md §8)", () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('pas une date')).toBe('Date invalide');
  });

  it('writes long dates without time', () => {
    expect(formatDate('2027-03-01T10:00:00.000Z')).toBe('1 mars 2027');
    expect(formatDate('nope')).toBe('Date invalide');
  });
});

describe('calendar days', () => {
  it('never shifts a calendar day, whatever the time zone', () => {
    expect(formatDay('2027-04-16')).toBe('vendredi 16 avril');
    expect(formatCalendarDay('2027-04-18')).toBe('18 avril 2027');
    expect(formatShortDay('2027-04-17')).toBe('sam. 17 avr.');
  });

  it('formats the festival range', () => {
    expect(formatDayRange('2027-04-16', '2027-04-18')).toBe('16–18 avril 2027');
    expect(plain(formatDayRange('2027-04-30', '2027-05-02'))).toBe('30 avril – 2 mai 2027');
    expect(formatDayRange(null, '2027-04-18')).toBe('N/A');
    expect(formatDayRange('x', '2027-04-18')).toBe('Date invalide');
  });

  it('writes day chips', () => {
    expect(formatDayChip('2027-04-16')).toBe('Vendredi 16');
    expect(capitalize('être')).toBe('Être');
  });

  it('reads Strapi times', () => {
    expect(formatTime('14:00:00.000')).toBe('14:00');
    expect(formatTime('9:30')).toBe('09:30');
    expect(formatTime(null)).toBe('N/A');
    expect(formatTime('bientôt')).toBe('N/A');
  });
});

describe('Paris dates', () => {
  it('reads and writes datetime-local values on a Paris clock, summer and winter', () => {
    expect(isoToParisInput('2027-04-16T18:00:00.000Z')).toBe('2027-04-16T20:00');
    expect(parisInputToIso('2027-04-16T20:00')).toBe('2027-04-16T18:00:00.000Z');
    expect(parisInputToIso('2026-12-01T09:30')).toBe('2026-12-01T08:30:00.000Z');
    expect(parisInputToIso('')).toBe('');
    expect(daysBetween('2027-04-16', '2027-04-18')).toEqual(['2027-04-16', '2027-04-17', '2027-04-18']);
  });

  it('writes compact dates for dense tables, on the Paris clock', () => {
    expect(shortDateTime('2027-04-16T22:30:00.000Z')).toBe('17/04/2027 00:30');
    expect(shortDate('2027-04-16T22:30:00.000Z')).toBe('17/04/2027');
    expect(shortDateTime(null)).toBe('—');
    expect(shortDate('bientôt')).toBe('—');
    expect(parisToday(new Date('2027-04-16T22:30:00.000Z'))).toBe('2027-04-17');
  });
});

describe("in the page's language", () => {
  afterEach(() => setActiveLocale('fr'));

  it('formats prices, dates and ranges per language, always in euros', () => {
    setActiveLocale('en');
    expect(plain(formatPrice(1234.5))).toBe('€1,234.50');
    expect(plain(formatPriceShort(149))).toBe('€149');
    expect(formatDate('2027-04-16T12:00:00Z')).toBe('16 April 2027');
    expect(formatDay('2027-04-16')).toBe('Friday 16 April');
    expect(plain(formatDayRange('2027-04-16', '2027-04-18'))).toBe('16 – 18 April 2027');
    setActiveLocale('de');
    expect(plain(formatPrice(1234.5))).toBe('1.234,50 €');
    expect(formatDayChip('2027-04-16')).toBe('Freitag, 16.');
    setActiveLocale('pl');
    expect(plain(formatCount(1234567))).toBe('1 234 567');
    expect(plain(formatPrice(12.5))).toBe('12,50 €');
  });

  it('reads a Paris clock the same way everywhere, and keeps French output', () => {
    const at = new Date('2027-04-16T12:05:00Z');
    expect(formatClock(at)).toBe('14:05');
    setActiveLocale('en');
    expect(formatClock(at)).toBe('14:05');
    setActiveLocale('fr');
    expect(plain(formatPrice(12.5))).toBe('12,50 €');
    expect(formatDay('2027-04-16')).toBe('vendredi 16 avril');
  });
});
