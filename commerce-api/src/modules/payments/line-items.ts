/**
 * An order's lines as Stripe Checkout line items (docs/purchase-flow.md « create-checkout-session »).
 *
 * Checkout line items cannot be negative, so the order's discount is carried by the lines: each
 * line is charged its subtotal minus its share of the discount. When that amount no longer
 * divides by the quantity, the line is sent once for its whole amount (« Full Pass × 2 »), so
 * the sum Stripe charges is always the order total to the cent.
 */
import { splitDiscount, type OrderItemAttributes } from '../orders/index.js';

export type PricedLine = Pick<OrderItemAttributes, 'name' | 'quantity' | 'unitPriceCents' | 'discountCents'>;

export interface CheckoutLineItem {
  name: string;
  /** Cents. */
  unitAmount: number;
  quantity: number;
}

/**
 * The discount share of each line: the shares snapshotted at checkout when they add up to the
 * order's discount (they respect promo codes restricted to some ticket types), else a pro rata
 * split of the order discount over the line subtotals (largest remainder).
 */
export function lineDiscounts(lines: readonly PricedLine[], orderDiscountCents: number): number[] {
  const stored = lines.map((line) => line.discountCents);
  const storedValid =
    stored.reduce((sum, d) => sum + d, 0) === orderDiscountCents &&
    lines.every((line, i) => stored[i]! >= 0 && stored[i]! <= line.unitPriceCents * line.quantity);
  if (storedValid) return stored;
  return splitDiscount(
    orderDiscountCents,
    lines.map((line) => line.unitPriceCents * line.quantity),
  );
}

export function toCheckoutLineItems(lines: readonly PricedLine[], orderDiscountCents: number): CheckoutLineItem[] {
  const discounts = lineDiscounts(lines, orderDiscountCents);
  return lines.map((line, i) => {
    const amount = line.unitPriceCents * line.quantity - discounts[i]!;
    if (amount % line.quantity === 0) return { name: line.name, unitAmount: amount / line.quantity, quantity: line.quantity };
    return { name: `${line.name} × ${line.quantity}`, unitAmount: amount, quantity: 1 };
  });
}

export function checkoutTotal(items: readonly CheckoutLineItem[]): number {
  return items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
}
