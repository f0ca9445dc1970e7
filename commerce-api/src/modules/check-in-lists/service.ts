/**
 * Check-in lists in the back-office (docs/back-office.md « Scanner »): list with live counts,
 * create, change, delete one nobody was admitted on. Every write runs in one transaction with its
 * audit row and pushes the new counts (`checkin:counts`) once committed.
 */
import type { CheckInListInput, CheckInListPatch, CheckInListView } from '@kizomba/api-contract/admin/check-in-lists';
import { ForeignKeyConstraintError, Op, type Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { parisClock, parisDate } from '../../lib/paris-time.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { loadCheckInList, type LoadedCheckInList } from './admission.js';
import { checkInCounts, publishCheckInCounts, type CheckInListCounts } from './counts.js';

export type { CheckInListView };

export const CHECK_IN_LIST_NOT_FOUND_MESSAGE = 'Liste de contrôle introuvable.';
export const CHECK_IN_LIST_IN_USE_MESSAGE = 'Des billets ont déjà été contrôlés sur cette liste : elle ne peut plus être supprimée.';

const listNotFound = () => notFound(CHECK_IN_LIST_NOT_FOUND_MESSAGE, 'CHECK_IN_LIST_NOT_FOUND');
const inUse = () => conflict(CHECK_IN_LIST_IN_USE_MESSAGE, 'CHECK_IN_LIST_IN_USE');
const invalid = (field: string, message: string) =>
  badRequest(`Le champ « ${field} » est invalide : ${message.charAt(0).toLowerCase()}${message.slice(1)}`, 'VALIDATION_ERROR', [{ field, message }]);

/** What the API accepts (already validated by the router's zod schema): the contract's. */
export type { CheckInListInput, CheckInListPatch };

const NO_COUNTS = { checkedIn: 0, inside: 0, expected: 0 };

export function toCheckInListView(list: LoadedCheckInList, counts?: CheckInListCounts): CheckInListView {
  return {
    id: list.id,
    name: list.name,
    allTypes: list.allTypes,
    ticketTypeIds: [...list.ticketTypeIds],
    entryExit: list.entryExit,
    autoCheckoutAt: list.autoCheckoutAt,
    position: list.position,
    counts: counts ? { checkedIn: counts.checkedIn, inside: counts.inside, expected: counts.expected } : NO_COUNTS,
  };
}

/** The fields an audit row compares, as the API speaks them. */
const AUDITED = ['name', 'allTypes', 'ticketTypeIds', 'entryExit', 'autoCheckoutAt', 'position'] as const;

function auditDetails(before: LoadedCheckInList | null, after: LoadedCheckInList): Record<string, unknown> {
  if (!before) return Object.fromEntries(AUDITED.map((key) => [key, after[key]]));
  return Object.fromEntries(
    AUDITED.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).map((key) => [key, { from: before[key], to: after[key] }]),
  );
}

export function createCheckInListsService(deps: { db: Database; clock?: () => Date }) {
  const { db } = deps;
  const { CheckInList, CheckInListType, TicketCheckIn, TicketType } = db.models;
  const clock = deps.clock ?? (() => new Date());

  async function viewOf(id: number): Promise<CheckInListView> {
    const list = await loadCheckInList(db.models, id);
    if (!list) throw listNotFound();
    const [counts] = await checkInCounts(db, [id]);
    return toCheckInListView(list, counts);
  }

  /** The distinct ids, ascending, each an existing ticket type (400 on `ticketTypeIds` otherwise). */
  async function existingTypes(ids: number[], transaction: Transaction): Promise<number[]> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    if (unique.length === 0) return unique;
    const found = await TicketType.count({ where: { id: { [Op.in]: unique } }, transaction });
    if (found !== unique.length) throw invalid('ticketTypeIds', 'Un des types de billets indiqués n’existe pas.');
    return unique;
  }

  /** The rules between fields, on the list as it would be saved. */
  function checkConsistency(state: Pick<CheckInListInput, 'allTypes' | 'ticketTypeIds' | 'entryExit' | 'autoCheckoutAt'>): void {
    if (!state.allTypes && state.ticketTypeIds.length === 0) {
      throw invalid('ticketTypeIds', 'Choisissez au moins un type de billet admis, ou tous les types.');
    }
    if (state.autoCheckoutAt !== null && !state.entryExit) {
      throw invalid('autoCheckoutAt', 'La sortie automatique ne s’applique qu’à une liste qui compte les entrées et les sorties.');
    }
  }

  /**
   * The day the automatic « everyone out » counts as done when its hour is set to `at` now: today
   * when that hour has already passed in Paris (the first run is tomorrow, nobody who just came in
   * is sent out at once), else none (it runs today at that hour).
   */
  const lastRunFor = (at: string | null, now: Date): string | null => (at !== null && at <= parisClock(now) ? parisDate(now) : null);

  /**
   * Deletes and inserts only the rows that change: a DELETE matching no row would lock the index
   * gap, and concurrent creations inserting into it deadlock on MySQL.
   */
  async function changeTypes(listId: number, before: number[], after: number[], transaction: Transaction): Promise<void> {
    const gone = before.filter((id) => !after.includes(id));
    const added = after.filter((id) => !before.includes(id));
    if (gone.length > 0) await CheckInListType.destroy({ where: { listId, ticketTypeId: { [Op.in]: gone } }, transaction });
    if (added.length > 0) await CheckInListType.bulkCreate(added.map((ticketTypeId) => ({ listId, ticketTypeId })), { transaction });
  }

  return {
    /** Every list in display order (position, then id), with its counts. Door staff read it to pick theirs. */
    async list(): Promise<{ data: CheckInListView[] }> {
      const lists = await CheckInList.findAll({ order: [['position', 'ASC'], ['id', 'ASC']] });
      const ids = lists.map((list) => list.id);
      const [types, counts] = await Promise.all([
        ids.length > 0 ? CheckInListType.findAll({ where: { listId: { [Op.in]: ids } }, order: [['ticketTypeId', 'ASC']] }) : [],
        checkInCounts(db),
      ]);
      const countsOf = new Map(counts.map((row) => [row.listId, row]));
      return {
        data: lists.map((list) =>
          toCheckInListView(
            { ...list.get({ plain: true }), ticketTypeIds: types.filter((row) => row.listId === list.id).map((row) => row.ticketTypeId) },
            countsOf.get(list.id),
          ),
        ),
      };
    },

    /** Every list's counts: checked in, inside, expected. */
    async counts(): Promise<{ data: CheckInListCounts[] }> {
      return { data: await checkInCounts(db) };
    },

    async create(actor: Actor, input: CheckInListInput): Promise<CheckInListView> {
      const now = clock();
      const id = await db.write(async (transaction) => {
        const ticketTypeIds = await existingTypes(input.ticketTypeIds, transaction);
        checkConsistency({ ...input, ticketTypeIds });
        const last = await CheckInList.max('position', { transaction });
        const row = await CheckInList.create(
          {
            name: input.name,
            allTypes: input.allTypes,
            entryExit: input.entryExit,
            autoCheckoutAt: input.autoCheckoutAt,
            lastAutoCheckoutOn: lastRunFor(input.autoCheckoutAt, now),
            position: input.position ?? (last === null || last === undefined ? 0 : Number(last) + 1),
            createdAt: now,
            updatedAt: now,
          },
          { transaction },
        );
        await changeTypes(row.id, [], ticketTypeIds, transaction);
        const saved = { ...row.get({ plain: true }), ticketTypeIds };
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'check-in-list.created', targetType: 'check-in-list', targetId: row.id, details: auditDetails(null, saved), ip: actor.ip, now },
          transaction,
        );
        publishCheckInCounts(db, transaction);
        return row.id;
      });
      return viewOf(id);
    },

    /** Any field; audited when something changed. */
    async update(actor: Actor, id: number, patch: CheckInListPatch): Promise<CheckInListView> {
      const now = clock();
      await db.write(async (transaction) => {
        // Two admins changing one list: the second waits and compares with the first's result.
        if (!(await CheckInList.findByPk(id, { attributes: ['id'], lock: transaction.LOCK.UPDATE, transaction }))) throw listNotFound();
        const before = (await loadCheckInList(db.models, id, transaction))!;
        const ticketTypeIds = patch.ticketTypeIds !== undefined ? await existingTypes(patch.ticketTypeIds, transaction) : before.ticketTypeIds;
        const after: LoadedCheckInList = {
          ...before,
          name: patch.name ?? before.name,
          allTypes: patch.allTypes ?? before.allTypes,
          entryExit: patch.entryExit ?? before.entryExit,
          autoCheckoutAt: patch.autoCheckoutAt !== undefined ? patch.autoCheckoutAt : before.autoCheckoutAt,
          position: patch.position ?? before.position,
          ticketTypeIds,
        };
        checkConsistency(after);
        const details = auditDetails(before, after);
        if (Object.keys(details).length === 0) return;
        await CheckInList.update(
          {
            name: after.name,
            allTypes: after.allTypes,
            entryExit: after.entryExit,
            autoCheckoutAt: after.autoCheckoutAt,
            // A new hour applies from today if it is still ahead.
            ...(after.autoCheckoutAt !== before.autoCheckoutAt ? { lastAutoCheckoutOn: lastRunFor(after.autoCheckoutAt, now) } : {}),
            position: after.position,
            updatedAt: now,
          },
          { where: { id }, transaction },
        );
        if ('ticketTypeIds' in details) await changeTypes(id, before.ticketTypeIds, ticketTypeIds, transaction);
        await recordAudit(db.models, { actorId: actor.id, action: 'check-in-list.updated', targetType: 'check-in-list', targetId: id, details, ip: actor.ip, now }, transaction);
        publishCheckInCounts(db, transaction);
      });
      return viewOf(id);
    },

    /** Only a list nobody was admitted on (409 `CHECK_IN_LIST_IN_USE` otherwise). */
    async remove(actor: Actor, id: number): Promise<void> {
      const now = clock();
      try {
        await db.write(async (transaction) => {
          if (!(await CheckInList.findByPk(id, { attributes: ['id'], lock: transaction.LOCK.UPDATE, transaction }))) throw listNotFound();
          const list = (await loadCheckInList(db.models, id, transaction))!;
          if ((await TicketCheckIn.count({ where: { listId: id }, transaction })) > 0) throw inUse();
          await CheckInListType.destroy({ where: { listId: id }, transaction });
          await CheckInList.destroy({ where: { id }, transaction });
          await recordAudit(
            db.models,
            { actorId: actor.id, action: 'check-in-list.deleted', targetType: 'check-in-list', targetId: id, details: auditDetails(null, list), ip: actor.ip, now },
            transaction,
          );
          publishCheckInCounts(db, transaction);
        });
      } catch (err) {
        // A first check-in committed between the count and the delete: the foreign key refuses it.
        if (err instanceof ForeignKeyConstraintError) throw inUse();
        throw err;
      }
    },
  };
}

export type CheckInListsService = ReturnType<typeof createCheckInListsService>;
