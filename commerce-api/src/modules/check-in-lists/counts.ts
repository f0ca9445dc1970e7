/**
 * Live counts per check-in list: `checkedIn` (tickets admitted there once), `inside` (of those,
 * inside now) and `expected` (valid tickets of completed orders whose type the list admits).
 * Four grouped queries whatever the number of lists and tickets.
 */
import type { CheckInListCounts } from '@kizomba/api-contract/admin/check-in-lists';
import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import { publishDomainEvent } from '../../lib/events.js';

export type { CheckInListCounts };

/** Every list's counts (or those of `listIds`), in the lists' display order. */
export async function checkInCounts(db: Database, listIds?: readonly number[], transaction?: Transaction | null): Promise<CheckInListCounts[]> {
  const { CheckInList, CheckInListType } = db.models;
  const t = transaction ?? undefined;
  const where = listIds ? { id: { [Op.in]: [...listIds] } } : {};
  const lists = await CheckInList.findAll({ where, order: [['position', 'ASC'], ['id', 'ASC']], transaction: t });
  if (lists.length === 0) return [];
  const ids = lists.map((list) => list.id);

  const [types, validByType, moves] = await Promise.all([
    CheckInListType.findAll({ where: { listId: { [Op.in]: ids } }, transaction: t }),
    db.sequelize.query<{ typeId: number | string; n: number | string }>(
      `SELECT t.ticket_type_id AS typeId, COUNT(*) AS n
         FROM tickets t JOIN orders o ON o.id = t.order_id
        WHERE t.status = 'valid' AND o.status = 'completed'
        GROUP BY t.ticket_type_id`,
      { type: QueryTypes.SELECT, transaction: t },
    ),
    db.sequelize.query<{ listId: number | string; checkedIn: number | string; inside: number | string | null }>(
      `SELECT list_id AS listId, COUNT(*) AS checkedIn, SUM(CASE WHEN inside THEN 1 ELSE 0 END) AS inside
         FROM ticket_check_ins
        WHERE list_id IN (:ids)
        GROUP BY list_id`,
      { type: QueryTypes.SELECT, replacements: { ids }, transaction: t },
    ),
  ]);

  const valid = new Map(validByType.map((row) => [Number(row.typeId), Number(row.n)]));
  const allValid = [...valid.values()].reduce((sum, n) => sum + n, 0);
  const typesOf = new Map<number, number[]>();
  for (const row of types) typesOf.set(row.listId, [...(typesOf.get(row.listId) ?? []), row.ticketTypeId]);
  const movesOf = new Map(moves.map((row) => [Number(row.listId), row]));

  return lists.map((list) => {
    const move = movesOf.get(list.id);
    return {
      listId: list.id,
      name: list.name,
      entryExit: list.entryExit,
      checkedIn: Number(move?.checkedIn ?? 0),
      inside: Number(move?.inside ?? 0),
      expected: list.allTypes ? allValid : (typesOf.get(list.id) ?? []).reduce((sum, typeId) => sum + (valid.get(typeId) ?? 0), 0),
    };
  });
}

/** Per database: a count in flight, and whether another change came in meanwhile. */
const pushes = new WeakMap<Database['sequelize'], { again: boolean }>();

/**
 * Pushes every list's counts (`checkin:counts`) once `transaction` commits, or now. Counted after
 * the commit, so they include the change. Changes arriving while a count runs (a busy door) are
 * folded into one more count once it ends: at most one count in flight per database. A failed
 * count only loses this push (the counts endpoint stays right).
 */
export function publishCheckInCounts(db: Database, transaction?: Transaction | null): void {
  const push = () => {
    const pending = pushes.get(db.sequelize);
    if (pending) {
      pending.again = true;
      return;
    }
    const state = { again: false };
    pushes.set(db.sequelize, state);
    const run = (): void => {
      state.again = false;
      checkInCounts(db)
        .then(
          (data) => publishDomainEvent(db.sequelize, 'checkin:counts', { data }),
          () => undefined,
        )
        .finally(() => {
          if (state.again) run();
          else pushes.delete(db.sequelize);
        });
    };
    run();
  };
  if (transaction) transaction.afterCommit(push);
  else push();
}
