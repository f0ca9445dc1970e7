import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.js';
import { describeEachDatabase, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import type { PromoCodeAttributes } from './models.js';
import { WELCOME_PROMO_CODE } from './seeders/0002-welcome-promo-code.js';
import { computeDiscountCents, createPromoCodeService, evaluatePromoCode, type PromoCodeService, type PromoLine } from './service.js';

const NOW = new Date('2026-12-01T12:00:00Z');

const promo = (overrides: Partial<PromoCodeAttributes> = {}): PromoCodeAttributes => ({
  id: 1,
  code: 'TEST',
  type: 'fixed',
  value: 500,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  usedCount: 0,
  reservedCount: 0,
  ticketTypeIds: null,
  minSubtotalCents: null,
  active: true,
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});

const FULL_PASS: PromoLine = { ticketTypeId: 1, unitPriceCents: 14_900, quantity: 1 };
const NIGHT: PromoLine = { ticketTypeId: 3, unitPriceCents: 3_555, quantity: 2 };

/** Intl puts non-breaking spaces in « 100,00 € »: compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('promo code rules (pure)', () => {
  it('caps a fixed discount at the eligible subtotal', () => {
    expect(computeDiscountCents({ type: 'fixed', value: 500 }, 14_900)).toBe(500);
    expect(computeDiscountCents({ type: 'fixed', value: 20_000 }, 14_900)).toBe(14_900);
    expect(computeDiscountCents({ type: 'fixed', value: 500 }, 0)).toBe(0);
  });

  it('computes percentages in basis points, rounded down to the cent', () => {
    // 10 % of 35,55 € = 3,555 € → 3,55 €
    expect(computeDiscountCents({ type: 'percentage', value: 1_000 }, 3_555)).toBe(355);
    // 12,5 % of 149 € = 18,625 € → 18,62 €
    expect(computeDiscountCents({ type: 'percentage', value: 1_250 }, 14_900)).toBe(1_862);
    expect(computeDiscountCents({ type: 'percentage', value: 10_000 }, 14_900)).toBe(14_900);
    expect(computeDiscountCents({ type: 'percentage', value: 1 }, 99)).toBe(0);
  });

  it('applies a valid code to every line when unrestricted', () => {
    expect(evaluatePromoCode(promo(), [FULL_PASS, NIGHT], NOW)).toEqual({ ok: true, discountCents: 500, eligibleSubtotalCents: 22_010 });
  });

  it('restricts the discount to the listed ticket types, capped at their subtotal', () => {
    const restricted = promo({ type: 'fixed', value: 10_000, ticketTypeIds: [3] });
    expect(evaluatePromoCode(restricted, [FULL_PASS, NIGHT], NOW)).toEqual({ ok: true, discountCents: 7_110, eligibleSubtotalCents: 7_110 });
    const percent = promo({ type: 'percentage', value: 1_000, ticketTypeIds: [3] });
    expect(evaluatePromoCode(percent, [FULL_PASS, NIGHT], NOW)).toMatchObject({ ok: true, discountCents: 711 });
  });

  const INVALID = "Ce code promo n'est pas valide.";
  it.each([
    // Conditions about the code itself: one answer, so guessing learns nothing about which codes exist.
    ['inactive', promo({ active: false }), 'PROMO_CODE_INVALID', INVALID],
    ['expired', promo({ endsAt: new Date('2026-11-30T23:00:00Z') }), 'PROMO_CODE_INVALID', INVALID],
    ['used up', promo({ maxUses: 3, usedCount: 3 }), 'PROMO_CODE_INVALID', INVALID],
    ['used up by unpaid orders', promo({ maxUses: 3, usedCount: 1, reservedCount: 2 }), 'PROMO_CODE_INVALID', INVALID],
    ['not started', promo({ startsAt: new Date('2026-12-24T09:30:00Z') }), 'PROMO_CODE_INVALID', INVALID],
    // Conditions about the cart: what to change.
    ['not applicable', promo({ ticketTypeIds: [6] }), 'PROMO_CODE_NOT_APPLICABLE', "Ce code promo ne s'applique à aucun des billets de votre panier."],
    [
      'under the minimum',
      promo({ minSubtotalCents: 25_000 }),
      'PROMO_CODE_MIN_SUBTOTAL',
      "Ce code promo nécessite un minimum d'achat de 250,00 € (votre panier : 220,10 €).",
    ],
  ])('refuses a code that is %s with a stable code and a French message', (_label, code, errorCode, message) => {
    const result = evaluatePromoCode(code, [FULL_PASS, NIGHT], NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.code).toBe(errorCode);
    expect(plain(result.refusal.message)).toBe(message);
  });

  it('treats validity bounds as inclusive and the minimum as reached when equal', () => {
    expect(evaluatePromoCode(promo({ startsAt: NOW, endsAt: NOW }), [FULL_PASS], NOW).ok).toBe(true);
    expect(evaluatePromoCode(promo({ minSubtotalCents: 14_900 }), [FULL_PASS], NOW).ok).toBe(true);
    expect(evaluatePromoCode(promo({ maxUses: 3, usedCount: 2 }), [FULL_PASS], NOW).ok).toBe(true);
    expect(evaluatePromoCode(promo({ maxUses: 3, usedCount: 1, reservedCount: 1 }), [FULL_PASS], NOW).ok).toBe(true);
  });

  it('compares a restricted code’s minimum with the eligible lines only', () => {
    const result = evaluatePromoCode(promo({ ticketTypeIds: [3], minSubtotalCents: 10_000 }), [FULL_PASS, NIGHT], NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(plain(result.refusal.message)).toBe("Ce code promo nécessite un minimum d'achat de 100,00 € de billets concernés (votre panier : 71,10 €).");
  });

  it('refuses an empty cart', () => {
    expect(evaluatePromoCode(promo(), [], NOW)).toMatchObject({ ok: false, refusal: { code: 'PROMO_CODE_NOT_APPLICABLE' } });
  });
});

describeEachDatabase('promo codes', (target) => {
  let testDb: TestDatabase;
  let service: PromoCodeService;

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    service = createPromoCodeService(testDb.db.models);
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    await testDb.db.models.OrderItem.destroy({ where: {} });
    await testDb.db.models.Order.destroy({ where: {} });
    await testDb.db.models.PromoCode.destroy({ where: { code: ['LIMITED', 'UNLIMITED', 'RACE'] } });
  });

  it('seeds the 5 € welcome code BIENVENUE5 (fixed, active, unlimited)', async () => {
    const row = await service.findByCode('BIENVENUE5');
    expect(row).toMatchObject({ ...WELCOME_PROMO_CODE, usedCount: 0 });
    expect(row!.id).toEqual(expect.any(Number));
  });

  it('stores codes upper-case and finds them whatever the case and spaces', async () => {
    const created = await testDb.db.models.PromoCode.create({ code: ' limited ', type: 'percentage', value: 1_000, maxUses: 2 });
    expect(created.code).toBe('LIMITED');
    expect((await service.findByCode('  Limited'))?.id).toBe(created.id);
    expect(await service.findByCode('')).toBeNull();
    expect(await service.findByCode('x'.repeat(65))).toBeNull();
    await expect(testDb.db.models.PromoCode.create({ code: 'LIMITED', type: 'fixed', value: 100 })).rejects.toThrow();
  });

  it('evaluates by code and throws 422 with a stable code', async () => {
    const ok = await service.evaluate('bienvenue5', [FULL_PASS], NOW);
    expect(ok).toMatchObject({ discountCents: 500, eligibleSubtotalCents: 14_900, promoCode: { code: 'BIENVENUE5' } });
    const unknown = await service.evaluate('NOPE', [FULL_PASS], NOW).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(HttpError);
    expect((unknown as HttpError).toBody()).toEqual({ error: { code: 'PROMO_CODE_INVALID', message: "Ce code promo n'est pas valide." } });
    expect((unknown as HttpError).status).toBe(422);
  });

  it('registers uses with a conditional update that stops at maxUses', async () => {
    const limited = await testDb.db.models.PromoCode.create({ code: 'LIMITED', type: 'fixed', value: 100, maxUses: 2 });
    expect(await service.registerUse(limited.id)).toBe(true);
    expect(await service.registerUse(limited.id)).toBe(true);
    expect(await service.registerUse(limited.id)).toBe(false);
    expect((await service.findById(limited.id))!.usedCount).toBe(2);

    const unlimited = await testDb.db.models.PromoCode.create({ code: 'UNLIMITED', type: 'fixed', value: 100 });
    for (let i = 0; i < 3; i += 1) expect(await service.registerUse(unlimited.id)).toBe(true);
    expect((await service.findById(unlimited.id))!.usedCount).toBe(3);
    expect(await service.registerUse(999_999)).toBe(false);
  });

  it('never counts more uses than allowed under concurrent payments', async () => {
    const race = await testDb.db.models.PromoCode.create({ code: 'RACE', type: 'fixed', value: 100, maxUses: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => service.registerUse(race.id)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect((await service.findById(race.id))!.usedCount).toBe(5);
  });

  it('counts a use only if the surrounding transaction commits', async () => {
    const limited = await testDb.db.models.PromoCode.create({ code: 'LIMITED', type: 'fixed', value: 100, maxUses: 1 });
    await expect(
      testDb.db.write(async (transaction) => {
        expect(await service.registerUse(limited.id, { transaction })).toBe(true);
        throw new Error('payment rolled back');
      }),
    ).rejects.toThrow('payment rolled back');
    expect((await service.findById(limited.id))!.usedCount).toBe(0);
  });

  /** A pending order carrying `promoCodeId`, flagged as holding a reservation (what checkout writes). */
  async function reservingOrder(promoCodeId: number): Promise<string> {
    const id = crypto.randomUUID();
    await testDb.db.models.Order.create({
      id,
      number: `KL-${id.slice(0, 8).toUpperCase().replace(/[ILOU]/g, '0')}`,
      email: 'awa@example.fr',
      firstName: 'Awa',
      lastName: 'Diallo',
      phone: '+33 6 12 34 56 78',
      billingAddress: { line1: '1 rue', line2: null, postalCode: '75002', city: 'Paris', country: 'FR', state: null, isInternational: false },
      subtotalCents: 14_900,
      discountCents: 100,
      totalCents: 14_800,
      promoCodeId,
      promoCode: 'LIMITED',
      promoReserved: true,
      holdExpiresAt: new Date(NOW.getTime() + 600_000),
    });
    return id;
  }

  it('reserves uses up to maxUses counting paid and reserved ones, and releases a reservation once', async () => {
    const limited = await testDb.db.models.PromoCode.create({ code: 'LIMITED', type: 'fixed', value: 100, maxUses: 2, usedCount: 1 });
    expect(await service.reserveUse(limited.id)).toBe(true);
    expect(await service.reserveUse(limited.id)).toBe(false);
    expect(await service.registerUse(limited.id)).toBe(false);
    expect(await service.findById(limited.id)).toMatchObject({ usedCount: 1, reservedCount: 1 });

    const orderId = await reservingOrder(limited.id);
    expect(await service.releaseReservation(orderId)).toBe(true);
    expect(await service.releaseReservation(orderId)).toBe(false);
    expect(await service.findById(limited.id)).toMatchObject({ usedCount: 1, reservedCount: 0 });
    expect(await service.reserveUse(limited.id)).toBe(true);
  });

  it('turns the paid order’s reservation into a use, even when no use is left for anyone else', async () => {
    const limited = await testDb.db.models.PromoCode.create({ code: 'LIMITED', type: 'fixed', value: 100, maxUses: 1 });
    expect(await service.reserveUse(limited.id)).toBe(true);
    const orderId = await reservingOrder(limited.id);
    expect(await service.registerUse(limited.id, { orderId })).toBe(true);
    expect(await service.findById(limited.id)).toMatchObject({ usedCount: 1, reservedCount: 0 });
    expect((await testDb.db.models.Order.findByPk(orderId))!.promoReserved).toBe(false);
    // Converted once: a replayed payment counts without a reservation, and the code is used up.
    expect(await service.registerUse(limited.id, { orderId })).toBe(false);
    expect(await service.releaseReservation(orderId)).toBe(false);
    expect(await service.findById(limited.id)).toMatchObject({ usedCount: 1, reservedCount: 0 });
  });

  it('never reserves more uses than allowed under concurrent checkouts', async () => {
    const race = await testDb.db.models.PromoCode.create({ code: 'RACE', type: 'fixed', value: 100, maxUses: 5, usedCount: 2 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        testDb.db.write((transaction) => service.reserveUse(race.id, { transaction })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await service.findById(race.id)).toMatchObject({ usedCount: 2, reservedCount: 3 });
  });

  it('lets the database refuse impossible values (CHECK constraint)', async () => {
    const { PromoCode } = testDb.db.models;
    await expect(PromoCode.create({ code: 'LIMITED', type: 'percentage', value: 10_001 }, { validate: false })).rejects.toThrow();
    await expect(PromoCode.create({ code: 'LIMITED', type: 'fixed', value: 0 }, { validate: false })).rejects.toThrow();
    await expect(PromoCode.create({ code: 'LIMITED', type: 'percentage', value: 10_001 })).rejects.toThrow(/100 %/);
  });
});
