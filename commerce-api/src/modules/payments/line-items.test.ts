import { describe, expect, it } from 'vitest';
import { computeDiscountCents } from '../promo-codes/service.js';
import { checkoutTotal, lineDiscounts, toCheckoutLineItems, type PricedLine } from './line-items.js';

const line = (name: string, unitPriceCents: number, quantity: number, discountCents = 0): PricedLine => ({
  name,
  unitPriceCents,
  quantity,
  discountCents,
});

describe('toCheckoutLineItems', () => {
  it('sends lines as they are without a discount', () => {
    const items = toCheckoutLineItems([line('Full Pass', 14_900, 2), line('Soirée du vendredi', 3_500, 1)], 0);
    expect(items).toEqual([
      { name: 'Full Pass', unitAmount: 14_900, quantity: 2 },
      { name: 'Soirée du vendredi', unitAmount: 3_500, quantity: 1 },
    ]);
  });

  it('charges the order total to the cent with a percentage promo spread over the lines', () => {
    // 12,5 % of 149 × 3 + 35 × 1 + 45 × 2 = 572 € → 71,50 € discount.
    const lines = [line('Full Pass', 14_900, 3), line('Soirée du vendredi', 3_500, 1), line('Soirée de gala', 4_500, 2)];
    const subtotal = 14_900 * 3 + 3_500 + 4_500 * 2;
    const discount = computeDiscountCents({ type: 'percentage', value: 1_250 }, subtotal);
    const items = toCheckoutLineItems(lines, discount);
    expect(checkoutTotal(items)).toBe(subtotal - discount);
    expect(items.every((item) => item.unitAmount >= 0 && Number.isInteger(item.unitAmount))).toBe(true);
  });

  it('sends a line whose amount no longer divides by its quantity once, named « × n »', () => {
    // 10 % of 3 × 35,55 € = 10,665 € → 10,66 €; 106,65 − 10,66 = 95,99 € is not a multiple of 3.
    const lines = [line('Soirée du samedi', 3_555, 3)];
    const discount = computeDiscountCents({ type: 'percentage', value: 1_000 }, 3_555 * 3);
    const items = toCheckoutLineItems(lines, discount);
    expect(items).toEqual([{ name: 'Soirée du samedi × 3', unitAmount: 3_555 * 3 - discount, quantity: 1 }]);
    expect(checkoutTotal(items)).toBe(3_555 * 3 - discount);
  });

  it('keeps the shares snapshotted at checkout (a code restricted to some ticket types)', () => {
    const lines = [line('Full Pass', 14_900, 1, 0), line('Workshop Pass', 9_900, 2, 500)];
    expect(lineDiscounts(lines, 500)).toEqual([0, 500]);
    expect(toCheckoutLineItems(lines, 500)).toEqual([
      { name: 'Full Pass', unitAmount: 14_900, quantity: 1 },
      { name: 'Workshop Pass', unitAmount: 9_650, quantity: 2 },
    ]);
  });

  it('splits the discount pro rata when the stored shares do not add up', () => {
    const lines = [line('A', 1_000, 1), line('B', 2_000, 1), line('C', 3_000, 1)];
    const discounts = lineDiscounts(lines, 601);
    expect(discounts.reduce((a, b) => a + b, 0)).toBe(601);
    expect(checkoutTotal(toCheckoutLineItems(lines, 601))).toBe(6_000 - 601);
  });

  it('totals are exact over many random baskets', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 500; run += 1) {
      const lines = Array.from({ length: 1 + rand(4) }, (_, i) => line(`L${i}`, 100 + rand(20_000), 1 + rand(10)));
      const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
      const discount = computeDiscountCents({ type: 'percentage', value: 1 + rand(10_000) }, subtotal);
      expect(checkoutTotal(toCheckoutLineItems(lines, discount))).toBe(subtotal - discount);
    }
  });
});
