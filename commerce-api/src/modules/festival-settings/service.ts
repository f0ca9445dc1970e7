/**
 * The organiser's festival settings (docs/back-office.md « Festival settings »): the deadline for
 * name changes and transfers, resale on/off and its fee, the waiting-list offer windows. One row;
 * `getFestivalSettings` answers the defaults while it does not exist. Knows nothing of Express.
 */
import type { FestivalSettingsView, FestivalSettingsUpdate } from '@kizomba/api-contract/admin/festival-settings';
import type { Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import type { Models } from '../../db/models.js';
import { centsToEuros, eurosToCents } from '../../lib/money.js';
import { parisNextDayStart } from '../../lib/paris-time.js';
import { DAY_PATTERN } from '../../lib/request-fields.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { FESTIVAL_SETTINGS_ID, type FestivalSettingsInstance } from './models.js';

/** Waiting-list offer windows: hours when the festival is more than 14 days away, more than 3, else. */
export const DEFAULT_OFFER_HOURS: readonly number[] = [48, 24, 6];
export const DEFAULT_OFFER_THRESHOLD_DAYS: readonly number[] = [14, 3];

export interface FestivalSettings {
  /** Name changes and transfers are refused from this instant on; null: no deadline. */
  transferDeadline: Date | null;
  resaleEnabled: boolean;
  /** Kept by the organiser on each resold ticket's refund. */
  resaleFeeCents: number;
  /** Offer window in hours, one more entry than `offerThresholdDays` (decreasing). */
  offerHours: number[];
  /** Days before the festival at which the window shrinks to the next entry of `offerHours` (decreasing). */
  offerThresholdDays: number[];
  updatedAt: Date | null;
  updatedBy: number | null;
}

function toSettings(row: FestivalSettingsInstance | null): FestivalSettings {
  return {
    transferDeadline: row?.transferDeadline ?? null,
    resaleEnabled: row?.resaleEnabled ?? true,
    resaleFeeCents: row?.resaleFeeCents ?? 0,
    offerHours: Array.isArray(row?.offerHours) ? [...row.offerHours] : [...DEFAULT_OFFER_HOURS],
    offerThresholdDays: Array.isArray(row?.offerThresholdDays) ? [...row.offerThresholdDays] : [...DEFAULT_OFFER_THRESHOLD_DAYS],
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/** The settings in force (defaults while the organiser never saved any). */
export async function getFestivalSettings(models: Pick<Models, 'FestivalSettings'>, transaction?: Transaction): Promise<FestivalSettings> {
  return toSettings(
    await models.FestivalSettings.findByPk(FESTIVAL_SETTINGS_ID, {
      transaction,
    }),
  );
}

/** Whether name changes and transfers are closed at `now`. */
export function transfersClosed(settings: Pick<FestivalSettings, 'transferDeadline'>, now: Date): boolean {
  return settings.transferDeadline !== null && now.getTime() >= settings.transferDeadline.getTime();
}

export function toFestivalSettingsView(settings: FestivalSettings): FestivalSettingsView {
  return {
    transferDeadline: settings.transferDeadline ? settings.transferDeadline.toISOString() : null,
    resaleEnabled: settings.resaleEnabled,
    resaleFee: centsToEuros(settings.resaleFeeCents),
    offerHours: settings.offerHours,
    offerThresholdDays: settings.offerThresholdDays,
    updatedAt: settings.updatedAt ? settings.updatedAt.toISOString() : null,
  };
}

/** A day alone (2026-07-01) means « until the end of that day » in Paris. */
function deadlineOf(value: string | null): Date | null {
  if (value === null) return null;
  return DAY_PATTERN.test(value) ? parisNextDayStart(value) : new Date(value);
}

export interface FestivalSettingsDeps {
  db: Database;
  clock?: () => Date;
}

export function createFestivalSettingsService(deps: FestivalSettingsDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    async get(): Promise<FestivalSettingsView> {
      return toFestivalSettingsView(await getFestivalSettings(db.models));
    },

    /** Replaces the settings (validated by the contract's schema), audited in the same transaction. */
    async update(input: FestivalSettingsUpdate, actor: Actor): Promise<FestivalSettingsView> {
      const now = clock();
      const saved = await db.write(async (transaction) => {
        const before = await getFestivalSettings(db.models, transaction);
        const values = {
          transferDeadline: deadlineOf(input.transferDeadline),
          resaleEnabled: input.resaleEnabled,
          resaleFeeCents: eurosToCents(input.resaleFee),
          offerHours: [...input.offerHours],
          offerThresholdDays: [...input.offerThresholdDays],
          updatedBy: actor.id,
        };
        const row = await db.models.FestivalSettings.findByPk(FESTIVAL_SETTINGS_ID, { transaction, lock: transaction.LOCK.UPDATE });
        if (row) await row.update({ ...values, updatedAt: now }, { transaction });
        else
          await db.models.FestivalSettings.create(
            {
              id: FESTIVAL_SETTINGS_ID,
              ...values,
              createdAt: now,
              updatedAt: now,
            },
            { transaction },
          );
        const after = await getFestivalSettings(db.models, transaction);
        await recordAudit(
          db.models,
          {
            actorId: actor.id,
            action: 'festival-settings.updated',
            targetType: 'festival-settings',
            targetId: FESTIVAL_SETTINGS_ID,
            details: {
              before: toFestivalSettingsView(before),
              after: toFestivalSettingsView(after),
            },
            ip: actor.ip ?? null,
            now,
          },
          transaction,
        );
        return after;
      });
      return toFestivalSettingsView(saved);
    },
  };
}

export type FestivalSettingsService = ReturnType<typeof createFestivalSettingsService>;
