import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

/**
 * Check-in lists: the door's entrances (« Vendredi », « Stages »…), each admitting all ticket
 * types or those of `check_in_list_types`. A ticket is admitted once per list: its row in
 * `ticket_check_ins` is its state there (`inside` for lists that count entries and exits).
 * `auto_checkout_at` ('HH:MM', Europe/Paris) sends everyone out of an entry/exit list once a day;
 * `last_auto_checkout_on` is the Paris day it last did, claimed by one conditional UPDATE so that
 * two API replicas never both run it.
 */
export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'check_in_lists',
    {
      id: idColumn(),
      name: { type: DataTypes.STRING(60), allowNull: false },
      all_types: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      entry_exit: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      auto_checkout_at: { type: DataTypes.CHAR(5), allowNull: true },
      last_auto_checkout_on: { type: DataTypes.DATEONLY, allowNull: true },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );

  await qi.createTable(
    'check_in_list_types',
    {
      list_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        primaryKey: true,
        references: { model: 'check_in_lists', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      ticket_type_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        primaryKey: true,
        references: { model: 'ticket_types', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('check_in_list_types', ['ticket_type_id'], { name: 'check_in_list_types_ticket_type' });

  await qi.createTable(
    'ticket_check_ins',
    {
      // RESTRICT: a list that has admitted people is never deleted (the API answers 409).
      list_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        primaryKey: true,
        references: { model: 'check_in_lists', key: 'id' },
        onDelete: 'RESTRICT',
        onUpdate: 'CASCADE',
      },
      // A ticket's state on a list goes with the ticket row (never deleted outside tests).
      ticket_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        primaryKey: true,
        references: { model: 'tickets', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      first_entry_at: { type: DataTypes.DATE, allowNull: false },
      first_entry_by: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      inside: { type: DataTypes.BOOLEAN, allowNull: false },
      entries: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      last_move_at: { type: DataTypes.DATE, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('ticket_check_ins', ['list_id', 'inside'], { name: 'ticket_check_ins_list_inside' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('ticket_check_ins');
  await qi.dropTable('check_in_list_types');
  await qi.dropTable('check_in_lists');
};
