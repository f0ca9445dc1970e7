import * as z from 'zod/mini';
import { dataList, flag, id, list, num, text, textOrNull } from '../read.ts';

/**
 * The door's check-in lists (docs/back-office.md « Scanner »): each admits all ticket types or
 * some, a ticket once per list; an entry/exit list also counts who is inside and may send
 * everyone out at a set hour (Europe/Paris) once a day.
 */

/** Bounds the API enforces on `POST`/`PATCH` (the back-office form reads them too). */
export const CHECK_IN_LIST_LIMITS = { nameMax: 60, ticketTypesMax: 100 } as const;

/** 'HH:MM', 00:00 to 23:59: the hour of the automatic « tout le monde dehors ». */
export const AUTO_CHECKOUT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A list's live counts: admitted once (`checkedIn`), inside now, and expected (valid tickets of paid orders it admits). */
export const CheckInCounts = z.object({
  checkedIn: num,
  inside: num,
  expected: num,
});
export type CheckInCounts = z.infer<typeof CheckInCounts>;

export const CheckInListView = z.object({
  id,
  name: text,
  /** Every ticket type, whatever `ticketTypeIds` says. */
  allTypes: flag(),
  ticketTypeIds: list(num),
  /** Counts exits too: a ticket may come in again after leaving. */
  entryExit: flag(),
  /** 'HH:MM' Europe/Paris, only on an entry/exit list; null: nobody is sent out automatically. */
  autoCheckoutAt: textOrNull,
  position: num,
  counts: z.catch(CheckInCounts, { checkedIn: 0, inside: 0, expected: 0 }),
});
export type CheckInListView = z.infer<typeof CheckInListView>;

/** `GET /api/admin/check-in-lists` (admin and scanner): `{ data }` in `position`, then id, order. */
export const CheckInListList = dataList(CheckInListView);

/** `POST /api/admin/check-in-lists` (201) and `PATCH /api/admin/check-in-lists/{id}`: the list. */
export const CheckInListAnswer = CheckInListView;

/** `POST /api/admin/check-in-lists`: every field; `PATCH` takes any of them. */
export interface CheckInListInput {
  /** 1 to 60 characters (trimmed). */
  name: string;
  allTypes: boolean;
  /** Existing ticket types; at least one unless `allTypes`. */
  ticketTypeIds: number[];
  entryExit: boolean;
  /** 'HH:MM' (AUTO_CHECKOUT_PATTERN) or null; refused on a list without entry/exit. */
  autoCheckoutAt: string | null;
  /** Display order (ascending); the end of the list when left out on `POST`. */
  position?: number;
}
export type CheckInListPatch = Partial<CheckInListInput>;

/** One list's counts, as the counts endpoint and the `checkin:counts` socket event carry them. */
export const CheckInListCounts = z.object({
  listId: id,
  name: text,
  entryExit: flag(),
  checkedIn: num,
  inside: num,
  expected: num,
});
export type CheckInListCounts = z.infer<typeof CheckInListCounts>;

/** `GET /api/admin/check-in-lists/counts` (admin and scanner) and the socket event `checkin:counts`: `{ data }`. */
export const CheckInCountsList = dataList(CheckInListCounts);
