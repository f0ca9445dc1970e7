/**
 * How long an offer holds its places: the window shrinks as the festival nears (festival settings
 * `offerHours` [48, 24, 6] and `offerThresholdDays` [14, 3] by default: 48 h while the festival is
 * more than 14 days away, 24 h while more than 3, then 6 h), and never runs past the type's sales end.
 */
import type { Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import { parisDayStart } from '../../lib/paris-time.js';
import { FESTIVAL } from '../catalogue/index.js';
import { getFestivalSettings } from '../festival-settings/index.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface OfferWindows {
  offerHours: readonly number[];
  offerThresholdDays: readonly number[];
}

/** The window's length at `now`, in hours. */
export function offerHoursAt(windows: OfferWindows, now: Date, festivalStart: Date = parisDayStart(FESTIVAL.startDate)): number {
  const daysAway = (festivalStart.getTime() - now.getTime()) / DAY_MS;
  // Thresholds decrease: each one the festival is already within moves to the next, shorter window.
  const index = windows.offerThresholdDays.filter((days) => daysAway <= days).length;
  const hours = windows.offerHours[Math.min(index, windows.offerHours.length - 1)];
  return hours && hours > 0 ? hours : 1;
}

/** When an offer made at `now` ends; null when the type's sales end first (no offer then). */
export function offerExpiry(windows: OfferWindows, salesEnd: Date, now: Date): Date | null {
  const end = Math.min(now.getTime() + offerHoursAt(windows, now) * HOUR_MS, salesEnd.getTime());
  return end > now.getTime() ? new Date(end) : null;
}

/** The organiser's windows (festival settings). */
export async function offerWindows(models: Pick<Models, 'FestivalSettings'>, transaction?: Transaction): Promise<OfferWindows> {
  const settings = await getFestivalSettings(models, transaction);
  return { offerHours: settings.offerHours, offerThresholdDays: settings.offerThresholdDays };
}
