/**
 * 0001 added its indexes BEFORE its CHECK constraint; on SQLite, Sequelize's addConstraint
 * rebuilds the table and silently drops existing indexes, so `ticket_types_slug_unique` (slug
 * uniqueness!) and `ticket_types_visible_sort` never existed there. MySQL/MariaDB kept them.
 * Re-creates whichever is missing; a no-op where both exist.
 */
import type { Migration } from '../../../db/migration-helpers.js';

const INDEXES = [
  { fields: ['slug'], options: { unique: true, name: 'ticket_types_slug_unique' } },
  { fields: ['visible', 'sort_order'], options: { name: 'ticket_types_visible_sort' } },
] as const;

async function existingIndexNames(qi: Parameters<Migration>[0]['context']): Promise<Set<string>> {
  const indexes = (await qi.showIndex('ticket_types')) as Array<{ name: string }>;
  return new Set(indexes.map((i) => i.name));
}

export const up: Migration = async ({ context: qi }) => {
  const existing = await existingIndexNames(qi);
  for (const index of INDEXES) {
    if (!existing.has(index.options.name)) await qi.addIndex('ticket_types', [...index.fields], { ...index.options });
  }
};

/** Nothing to undo: 0001 declares these indexes; reverting 0001 drops the table with them. */
export const down: Migration = async () => {};
