/**
 * Which tickets a check-in list admits: every type (`allTypes`) or those of its
 * `check_in_list_types` rows. The scanner reads a list through `loadCheckInList` and asks
 * `listAdmits` for each scanned ticket.
 */
import type { Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import type { CheckInListAttributes } from './models.js';

/** A list with the ticket types it names (ascending ids; ignored when `allTypes`). */
export interface LoadedCheckInList extends CheckInListAttributes {
  ticketTypeIds: number[];
}

export function listAdmits(list: Pick<LoadedCheckInList, 'allTypes' | 'ticketTypeIds'>, ticketTypeId: number): boolean {
  return list.allTypes || list.ticketTypeIds.includes(ticketTypeId);
}

/** The list and its type ids, or null when there is no such list. */
export async function loadCheckInList(
  models: Pick<Models, 'CheckInList' | 'CheckInListType'>,
  id: number,
  transaction?: Transaction | null,
): Promise<LoadedCheckInList | null> {
  const list = await models.CheckInList.findByPk(id, { transaction: transaction ?? undefined });
  if (!list) return null;
  const types = await models.CheckInListType.findAll({ where: { listId: id }, order: [['ticketTypeId', 'ASC']], transaction: transaction ?? undefined });
  return { ...list.get({ plain: true }), ticketTypeIds: types.map((row) => row.ticketTypeId) };
}
