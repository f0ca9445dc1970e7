import * as z from 'zod/mini';
import { dataList, flag, id, num, text, texts } from '../read.ts';

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
}
