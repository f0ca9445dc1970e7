/**
 * The back-office's free-text search: at most five words, each of which must appear (case
 * insensitive) in one of the searched columns. `INSTR(LOWER(column), word)` behaves the same on
 * SQLite and MariaDB, and `%`/`_` typed by a person stay literal (no LIKE pattern).
 */
import { Op, col, fn, where as sqlWhere } from 'sequelize';

export function searchWords(q: string | undefined): string[] {
  return (q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
}

/** `column` (as the query names it, e.g. `order.email`) contains `word` (already lower case). */
export const containsWord = (column: string, word: string) => sqlWhere(fn('INSTR', fn('LOWER', col(column)), word), Op.gt, 0);

/** Every word in one of `columns`: the `[Op.and]` list of a search. */
export const matchingEveryWord = (q: string | undefined, columns: readonly string[]) =>
  searchWords(q).map((word) => ({ [Op.or]: columns.map((c) => containsWord(c, word)) }));
