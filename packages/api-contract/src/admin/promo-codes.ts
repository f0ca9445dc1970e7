import * as z from 'zod/mini';
import { dataList, flag, id, num, numOrNull, oneOf, text, textOrNull } from '../read.ts';

/** Promo codes in the back-office (docs/back-office.md « Promo codes »). */

export const PROMO_CODE_TYPES = ['percentage', 'fixed'] as const;

export const AdminPromoCodeView = z.object({
  id,
  code: text,
  type: oneOf(PROMO_CODE_TYPES, 'percentage'),
  /** Percent (12.5 = 12,5 %) or euros. */
  value: num,
  startsAt: textOrNull,
  endsAt: textOrNull,
  maxUses: numOrNull,
  usedCount: num,
  /** Uses held by unpaid orders (released if they are not paid). */
  reservedCount: num,
  /** null: every ticket type. */
  ticketTypeIds: z.catch(z.nullable(z.array(z.number())), null),
  minSubtotal: numOrNull,
  active: flag(true),
  /** Completed orders carrying the code, what they paid and the discounts they got. */
  orders: num,
  revenue: num,
  discountGiven: num,
  /** Never used: it can be deleted. */
  deletable: flag(),
  createdAt: text,
  updatedAt: text,
});
export type AdminPromoCodeView = z.infer<typeof AdminPromoCodeView>;

/** `GET /api/admin/promo-codes`: `{ data }`. */
export const AdminPromoCodeList = dataList(AdminPromoCodeView);
/** Create and update: `{ promoCode }`. */
export const AdminPromoCodeAnswer = z.object({ promoCode: AdminPromoCodeView });

export interface PromoCodeRequest {
  code?: string;
  type: (typeof PROMO_CODE_TYPES)[number];
  value: number;
  startsAt?: string | null;
  endsAt?: string | null;
  maxUses?: number | null;
  ticketTypeIds?: number[] | null;
  minSubtotal?: number | null;
  active?: boolean;
}
