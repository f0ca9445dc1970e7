import { describe, expect, it } from 'vitest';
import { DATE_TIME_LONG_FR, parisClock, parisDate, parisDateTimeFr, parisDayStart, parisNextDayStart } from './paris-time.js';

describe('Paris time', () => {
  it('names the calendar day in Paris, winter and summer time', () => {
    expect(parisDate(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(parisDate(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11-30');
    // Thursday 15 April 2027, 23:30 in Paris (UTC+2); one hour later it is Friday.
    expect(parisDate(new Date('2027-04-15T21:30:00Z'))).toBe('2027-04-15');
    expect(parisDate(new Date('2027-04-15T22:30:00Z'))).toBe('2027-04-16');
  });

  it('reads the wall clock in Paris, winter and summer time', () => {
    expect(parisClock(new Date('2026-11-30T19:05:00Z'))).toBe('20:05');
    expect(parisClock(new Date('2027-04-15T18:00:00Z'))).toBe('20:00');
    expect(parisClock(new Date('2026-11-30T23:30:00Z'))).toBe('00:30');
  });

  it('turns Paris days into instants, winter and summer time', () => {
    expect(parisDayStart('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(parisDayStart('2027-04-17').toISOString()).toBe('2027-04-16T22:00:00.000Z');
    // The night summer time begins (28 March 2027) is a 23-hour day.
    expect(parisNextDayStart('2027-03-28').toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(parisNextDayStart('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('writes dates as French readers expect them', () => {
    expect(parisDateTimeFr(new Date('2026-12-01T12:05:00Z'))).toBe('01/12/2026 13:05');
    expect(parisDateTimeFr(null)).toBe('');
    expect(DATE_TIME_LONG_FR.format(new Date('2026-12-01T12:05:00Z'))).toBe('1 décembre 2026 à 13:05');
  });
});
