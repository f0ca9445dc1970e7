import * as z from 'zod/mini';
import { list, num, text } from '../read.ts';

/** `GET /api/admin/stats`: the back-office dashboard; amounts in euros. */

export const SalesPerDay = z.object({ /** Paris calendar day (YYYY-MM-DD). */ date: text, orders: num, revenue: num });
export type SalesPerDay = z.infer<typeof SalesPerDay>;

export const PerTicketType = z.object({ ticketTypeId: num, name: text, ticketsSold: num, revenue: num });
export type PerTicketType = z.infer<typeof PerTicketType>;

/** `hour`: start of the hour, ISO (UTC); the site shows it in Paris time. */
export const CheckInsPerHour = z.object({ hour: text, count: num });
export type CheckInsPerHour = z.infer<typeof CheckInsPerHour>;

export const AdminStats = z.object({
  totalUsers: num,
  totalSales: num,
  /** Shown as « total transactions ». */
  ticketsSold: num,
  unreadMessages: num,
  charts: z.catch(
    z.object({ salesPerDay: list(SalesPerDay), perTicketType: list(PerTicketType), checkInsPerHour: list(CheckInsPerHour) }),
    { salesPerDay: [], perTicketType: [], checkInsPerHour: [] },
  ),
});
export type AdminStats = z.infer<typeof AdminStats>;
