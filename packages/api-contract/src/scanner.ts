import * as z from 'zod/mini';
import { dataList, id, list, num, oneOf, text, textOrNull, texts } from './read.ts';

/** The door scanner (docs/back-office.md « Scanner »). */

export const SCAN_RESULTS = [
  'valid',
  'already_checked_in',
  'cancelled',
  'refunded',
  'not_valid_today',
  'unknown',
  /** An old code of a ticket handed to someone else (« Billet transféré »). */
  'transferred',
  /** An old code of a ticket whose name was changed (« Billet remplacé »). */
  'renamed',
  /** An old code of a ticket resold to someone else (« Billet revendu »). */
  'resold',
  /** A ticket its holder put up for resale: its seat is on sale again (« Billet en revente »). */
  'on_resale',
] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

export const VerdictTicket = z.object({
  id: num,
  /** The id padded to 6 digits, as printed on the ticket. */
  number: text,
  holderName: text,
  /** The dance role printed on the ticket, null without one. */
  role: z.catch(z.nullable(z.enum(['leader', 'follower'])), null),
  ticketTypeName: text,
  orderNumber: text,
  validDays: texts,
  /** The holder's language: their order's (`fr`, `pt`…), shown to the door staff. */
  locale: z.catch(text, 'fr'),
});
export type VerdictTicket = z.infer<typeof VerdictTicket>;

/** `POST /api/admin/scanner/check-in`: the verdict for a scanned or typed code; `message` in French. */
export const Verdict = z.object({
  result: oneOf(SCAN_RESULTS, 'unknown'),
  ticket: z.catch(z.optional(VerdictTicket), undefined),
  /** When the ticket was let in (valid: now; already_checked_in: the first time). */
  checkedInAt: z.catch(z.optional(z.string()), undefined),
  /** Who let it in; null when that staff account no longer exists. */
  checkedInBy: z.catch(z.optional(z.nullable(z.object({ id: num, name: text }))), null),
  message: text,
});
export type Verdict = z.infer<typeof Verdict>;

export interface CheckInRequest {
  code: string;
  device?: string;
}

/** `GET /api/admin/scanner/summary`. */
export const ScannerSummary = z.pipe(
  z.object({
    perType: list(z.object({ ticketTypeId: num, name: text, sold: num, checkedIn: num })),
    totals: z.catch(z.object({ sold: z.optional(num), checkedIn: z.optional(num) }), {}),
  }),
  z.transform(({ perType, totals }) => ({
    perType,
    totals: {
      sold: totals.sold ?? perType.reduce((sum, row) => sum + row.sold, 0),
      checkedIn: totals.checkedIn ?? perType.reduce((sum, row) => sum + row.checkedIn, 0),
    },
  })),
);
export type ScannerSummary = z.infer<typeof ScannerSummary>;

export const ScanView = z.object({
  id,
  at: text,
  result: text,
  ticketNumber: textOrNull,
  holderName: textOrNull,
  ticketTypeName: textOrNull,
  scannerName: textOrNull,
});
export type ScanView = z.infer<typeof ScanView>;

/** `GET /api/admin/scanner/scans?limit`: newest first. */
export const RecentScans = dataList(ScanView);
