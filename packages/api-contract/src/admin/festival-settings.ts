import * as z from 'zod/mini';
import { flag, list, num, textOrNull } from '../read.ts';

/**
 * The festival's settings in the back-office (docs/back-office.md « Festival settings »): the
 * deadline for name changes and transfers, resale on/off and its fee (euros), the waiting-list
 * offer windows (hours, shrinking as the festival nears: `offerHours[i]` while the festival is more
 * than `offerThresholdDays[i]` days away, the last entry below the last threshold).
 */
export const FestivalSettingsView = z.object({
  /** ISO instant from which name changes and transfers are refused; null: no deadline. */
  transferDeadline: textOrNull,
  resaleEnabled: flag(true),
  /** Euros kept on each resold ticket's refund. */
  resaleFee: num,
  offerHours: list(num),
  offerThresholdDays: list(num),
  /** When an admin last saved them; null while they are the defaults. */
  updatedAt: textOrNull,
});
export type FestivalSettingsView = z.infer<typeof FestivalSettingsView>;

/** `GET` and `PUT /api/admin/festival-settings`: `{ settings }`. */
export const FestivalSettingsAnswer = z.object({ settings: FestivalSettingsView });
export type FestivalSettingsAnswer = z.infer<typeof FestivalSettingsAnswer>;

/** `PUT /api/admin/festival-settings`: every setting (the whole row is replaced). */
export interface FestivalSettingsUpdate {
  /** ISO date-time, a day (2026-07-01: until the end of that day in Paris), or null for no deadline. */
  transferDeadline: string | null;
  resaleEnabled: boolean;
  /** Euros, 0 to 100. */
  resaleFee: number;
  /** Positive whole hours, strictly decreasing, one more entry than `offerThresholdDays`. */
  offerHours: number[];
  /** Positive whole days, strictly decreasing. */
  offerThresholdDays: number[];
}

/** Bounds the API enforces on `PUT` (the back-office form reads them too). */
export const FESTIVAL_SETTINGS_LIMITS = { resaleFeeMax: 100, offerHoursMax: 168, offerThresholdDaysMax: 365, offerWindowsMax: 6 } as const;
