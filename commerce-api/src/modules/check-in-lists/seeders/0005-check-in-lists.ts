/**
 * The door's check-in lists for the festival's offer: one per night (a pass admitted once each
 * night, a night's ticket on its night) and « Stages », which counts entries and exits and sends
 * everyone out at 20:00 when the classes end. Ticket types are found by name; a name the
 * catalogue no longer has is left out. Runs once per database and never overwrites an edit: a
 * list whose name exists is left as it is.
 */
import { Op } from 'sequelize';
import type { Seeder } from '../../../db/migrator.js';

export interface SeededCheckInList {
  name: string;
  ticketTypeNames: string[];
  entryExit: boolean;
  autoCheckoutAt: string | null;
}

const PASSES = ['Full Pass', 'Party Pass'];

export const FESTIVAL_CHECK_IN_LISTS: readonly SeededCheckInList[] = [
  { name: 'Vendredi', ticketTypeNames: [...PASSES, 'Soirée du vendredi', 'Pass Couple'], entryExit: false, autoCheckoutAt: null },
  { name: 'Samedi', ticketTypeNames: [...PASSES, 'Soirée de gala du samedi', 'Pass Couple'], entryExit: false, autoCheckoutAt: null },
  { name: 'Dimanche', ticketTypeNames: [...PASSES, 'Soirée du dimanche', 'Pass Couple'], entryExit: false, autoCheckoutAt: null },
  { name: 'Stages', ticketTypeNames: ['Full Pass', 'Workshop Pass', 'Pass Couple'], entryExit: true, autoCheckoutAt: '20:00' },
];

export const up: Seeder = async ({ context: { sequelize, models, logger } }) => {
  const { CheckInList, CheckInListType, TicketType } = models;
  const names = [...new Set(FESTIVAL_CHECK_IN_LISTS.flatMap((list) => list.ticketTypeNames))];
  const types = await TicketType.findAll({ where: { name: { [Op.in]: names } }, attributes: ['id', 'name'] });
  const idOf = new Map(types.map((type) => [type.name, type.id]));
  let created = 0;
  for (const [position, seeded] of FESTIVAL_CHECK_IN_LISTS.entries()) {
    const ticketTypeIds = [...new Set(seeded.ticketTypeNames.flatMap((name) => idOf.get(name) ?? []))].sort((a, b) => a - b);
    // A list admitting nothing would refuse everyone at the door.
    if (ticketTypeIds.length === 0) continue;
    await sequelize.transaction(async (transaction) => {
      if (await CheckInList.findOne({ where: { name: seeded.name }, attributes: ['id'], transaction })) return;
      const now = new Date();
      const list = await CheckInList.create(
        { name: seeded.name, allTypes: false, entryExit: seeded.entryExit, autoCheckoutAt: seeded.autoCheckoutAt, position, createdAt: now, updatedAt: now },
        { transaction },
      );
      await CheckInListType.bulkCreate(ticketTypeIds.map((ticketTypeId) => ({ listId: list.id, ticketTypeId })), { transaction });
      created += 1;
    });
  }
  logger.info({ created, total: FESTIVAL_CHECK_IN_LISTS.length }, 'listes de contrôle du festival initialisées');
};

/** Door set-up, like the offer: going back leaves it (check-ins may already point at the lists). */
export const down: Seeder = async () => {};
