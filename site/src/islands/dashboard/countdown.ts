import { parisToday } from '../../lib/format';

function calendarDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

export type Countdown = { kind: 'days'; days: number } | { kind: 'tomorrow' } | { kind: 'now' } | { kind: 'over' } | null;

/** Days between today (Paris) and the festival's first day; `now` during it, `over` after. */
export function festivalCountdown(startDate: string, endDate: string, now: Date): Countdown {
  const start = calendarDay(startDate);
  if (start === null) return null;
  const end = calendarDay(endDate) ?? start;
  const today = calendarDay(parisToday(now)) ?? 0;
  const days = Math.round((start - today) / 86_400_000);
  if (days > 1) return { kind: 'days', days };
  if (days === 1) return { kind: 'tomorrow' };
  return today <= end ? { kind: 'now' } : { kind: 'over' };
}
