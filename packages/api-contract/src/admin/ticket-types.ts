import * as z from 'zod/mini';
import { DANCE_ROLE_MODES, type DanceRoleMode } from '../catalogue.ts';
import { dataList, flag, id, num, numOrNull, oneOf, text, texts } from '../read.ts';

/** Ticket types in the back-office (docs/back-office.md « Ticket types »); prices in euros. */
export const AdminTicketTypeView = z.object({
  id,
  slug: text,
  name: text,
  description: text,
  category: text,
  price: num,
  quota: num,
  sold: num,
  held: num,
  remaining: num,
  salesStart: text,
  salesEnd: text,
  validDays: texts,
  visible: flag(true),
  highlighted: flag(),
  sortOrder: num,
  /** Nothing was ever sold or held: it can be deleted. */
  deletable: flag(),
  danceRoles: oneOf(DANCE_ROLE_MODES, 'none'),
  /** Balanced types: most of one role per one of the other (1.2), null = no ratio rule. */
  balanceRatio: numOrNull,
  /** Balanced types: the first N of each role admitted whatever the ratio. */
  balanceAllowFirst: num,
  /** Hard limits per role (sold + held), null = none. */
  leaderCap: numOrNull,
  followerCap: numOrNull,
  leaderSold: num,
  leaderHeld: num,
  followerSold: num,
  followerHeld: num,
});
export type AdminTicketTypeView = z.infer<typeof AdminTicketTypeView>;

/** `GET /api/admin/ticket-types`: `{ data }`. */
export const AdminTicketTypeList = dataList(AdminTicketTypeView);
/** Create and update: `{ ticketType }`. */
export const AdminTicketTypeAnswer = z.object({ ticketType: AdminTicketTypeView });

/** What the form sends; dates as ISO texts. */
export interface TicketTypeRequest {
  name: string;
  description?: string;
  category: string;
  price: number;
  quota: number;
  salesStart: string;
  salesEnd: string;
  validDays?: string[];
  visible?: boolean;
  highlighted?: boolean;
  sortOrder?: number;
  /** Cannot change once the type has sold or held a ticket. */
  danceRoles?: DanceRoleMode;
  /** ≥ 1 (two decimals at most), null = no ratio rule. */
  balanceRatio?: number | null;
  balanceAllowFirst?: number;
  /** ≤ quota, null = none. */
  leaderCap?: number | null;
  followerCap?: number | null;
}
