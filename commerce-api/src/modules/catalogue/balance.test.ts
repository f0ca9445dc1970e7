import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { assertHoldShape, balanceAdmits, NOBODY_WAITING, type BalanceState, type HoldRequest, type HoldVerdict, type WaitingAhead } from './balance.js';
import { createCatalogueService, roleAvailability } from './service.js';

const NONE: BalanceState = {
  quota: 40,
  soldCount: 0,
  heldCount: 0,
  danceRoles: 'none',
  balanceRatioPermille: null,
  balanceAllowFirst: 0,
  leaderCap: null,
  followerCap: null,
  leaderSold: 0,
  leaderHeld: 0,
  followerSold: 0,
  followerHeld: 0,
};

/** A balanced class: `l` leaders and `f` followers already in (sold + held counted in both totals). */
function balanced(l: number, f: number, rule: Partial<BalanceState> = {}): BalanceState {
  return { ...NONE, quota: 60, danceRoles: 'balanced', balanceRatioPermille: 1000, leaderSold: l, followerSold: f, soldCount: l + f, ...rule };
}

const L = (n: number): HoldRequest => ({ quantity: n, leaders: n, followers: 0 });
const F = (n: number): HoldRequest => ({ quantity: n, leaders: 0, followers: n });
const LF = (l: number, f: number): HoldRequest => ({ quantity: l + f, leaders: l, followers: f });
const waiting = (w: Partial<WaitingAhead>): WaitingAhead => ({ ...NOBODY_WAITING, ...w });

/** Each case: the type's state, the hold, who waits, and the verdict. The same table runs through SQL below. */
const CASES: Array<{ name: string; state: BalanceState; hold: HoldRequest; waiting?: WaitingAhead; verdict: HoldVerdict }> = [
  { name: 'no roles: places left', state: { ...NONE, soldCount: 38 }, hold: { quantity: 2, leaders: 0, followers: 0 }, verdict: 'admitted' },
  { name: 'no roles: one too many', state: { ...NONE, soldCount: 38, heldCount: 1 }, hold: { quantity: 2, leaders: 0, followers: 0 }, verdict: 'noPlace' },
  { name: 'no roles: people waiting take the last places', state: { ...NONE, soldCount: 38 }, hold: { quantity: 1, leaders: 0, followers: 0 }, waiting: waiting({ all: 2 }), verdict: 'waitingAhead' },
  { name: 'no roles: room beyond the people waiting', state: { ...NONE, soldCount: 30 }, hold: { quantity: 2, leaders: 0, followers: 0 }, waiting: waiting({ all: 8 }), verdict: 'admitted' },
  { name: 'couple type: counts couples', state: { ...NONE, danceRoles: 'couple', quota: 10, soldCount: 9 }, hold: { quantity: 1, leaders: 0, followers: 0 }, verdict: 'admitted' },
  { name: 'ratio 1.0: the 1st leader of an empty class needs a follower', state: balanced(0, 0), hold: L(1), verdict: 'unbalanced' },
  { name: 'ratio 1.0: a leader matching a follower', state: balanced(3, 4), hold: L(1), verdict: 'admitted' },
  { name: 'ratio 1.0: the 21st leader at 20/20', state: balanced(20, 20), hold: L(1), verdict: 'unbalanced' },
  { name: 'ratio 1.2: 12 leaders for 10 followers', state: balanced(11, 10, { balanceRatioPermille: 1200 }), hold: L(1), verdict: 'admitted' },
  { name: 'ratio 1.2: not 13 for 10', state: balanced(12, 10, { balanceRatioPermille: 1200 }), hold: L(1), verdict: 'unbalanced' },
  { name: 'ratio 1.2: followers symmetric', state: balanced(10, 12, { balanceRatioPermille: 1200 }), hold: F(1), verdict: 'unbalanced' },
  { name: 'allow first 10: the 10th leader alone', state: balanced(9, 0, { balanceAllowFirst: 10 }), hold: L(1), verdict: 'admitted' },
  { name: 'allow first 10: not the 11th', state: balanced(10, 0, { balanceAllowFirst: 10 }), hold: L(1), verdict: 'unbalanced' },
  { name: 'no ratio: any number of one role', state: balanced(30, 0, { balanceRatioPermille: null }), hold: L(5), verdict: 'admitted' },
  { name: 'a couple at any ratio', state: balanced(30, 2), hold: LF(1, 1), verdict: 'admitted' },
  { name: 'two couples, last four places', state: balanced(30, 6, { quota: 40 }), hold: LF(2, 2), verdict: 'admitted' },
  { name: 'a couple without two places', state: balanced(30, 9, { quota: 40 }), hold: LF(1, 1), verdict: 'noPlace' },
  { name: 'couple + an unpaired leader checked on the ratio', state: balanced(20, 20), hold: LF(2, 1), verdict: 'unbalanced' },
  { name: 'couple + an unpaired follower the ratio allows', state: balanced(20, 18), hold: LF(1, 2), verdict: 'admitted' },
  { name: 'leader cap reached (couples too)', state: balanced(10, 5, { leaderCap: 10, balanceRatioPermille: null }), hold: LF(1, 1), verdict: 'capReached' },
  { name: 'follower cap counts held ones', state: { ...balanced(2, 4, { followerCap: 5 }), followerHeld: 1, heldCount: 1 }, hold: F(1), verdict: 'capReached' },
  { name: 'cap not reached', state: balanced(2, 4, { followerCap: 5, balanceRatioPermille: null }), hold: LF(0, 1), verdict: 'admitted' },
  { name: 'a waiting follower is in front of a public follower', state: balanced(5, 4), hold: F(1), waiting: waiting({ follower: 1, all: 1 }), verdict: 'waitingAhead' },
  { name: 'a waiting follower does not stop a leader', state: balanced(4, 5), hold: L(1), waiting: waiting({ follower: 3, all: 3 }), verdict: 'admitted' },
  { name: 'waiting leaders fill the cap first', state: balanced(8, 10, { leaderCap: 10 }), hold: L(1), waiting: waiting({ leader: 2, all: 2 }), verdict: 'waitingAhead' },
  { name: 'waiting leaders take the last places', state: balanced(19, 19, { quota: 40 }), hold: LF(1, 1), waiting: waiting({ leader: 1, all: 1 }), verdict: 'waitingAhead' },
];

describe('balanceAdmits', () => {
  for (const c of CASES) {
    it(c.name, () => {
      expect(balanceAdmits(c.state, c.hold, c.waiting)).toBe(c.verdict);
    });
  }

  it('answers each role’s availability: available, waitlist (balance or people waiting), soldOut (places or cap)', () => {
    expect(roleAvailability(balanced(20, 20), 'leader')).toBe('waitlist');
    expect(roleAvailability(balanced(19, 20), 'leader')).toBe('available');
    expect(roleAvailability(balanced(20, 20, { quota: 40 }), 'follower')).toBe('soldOut');
    expect(roleAvailability(balanced(5, 10, { followerCap: 10, balanceRatioPermille: null }), 'follower')).toBe('soldOut');
    expect(roleAvailability(balanced(5, 4), 'follower', waiting({ follower: 1, all: 1 }))).toBe('waitlist');
  });

  it('refuses a malformed hold as a programming error', () => {
    expect(() => assertHoldShape('balanced', { quantity: 2, leaders: 1, followers: 0 })).toThrow(RangeError);
    expect(() => assertHoldShape('balanced', { quantity: 1, leaders: 0, followers: 0 })).toThrow(RangeError);
    expect(() => assertHoldShape('none', { quantity: 1, leaders: 1, followers: 0 })).toThrow(RangeError);
    expect(() => assertHoldShape(null, { quantity: 0, leaders: 0, followers: 0 })).toThrow(RangeError);
    expect(() => assertHoldShape(null, { quantity: 1.5, leaders: 0, followers: 0 })).toThrow(RangeError);
    expect(() => assertHoldShape('couple', { quantity: 1, leaders: 0, followers: 0 })).not.toThrow();
  });
});

describeEachDatabase('holdSeats: the same rule in one conditional UPDATE', (target) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  async function typeWith(state: BalanceState, name: string) {
    const now = new Date();
    return testDb.db.models.TicketType.create({
      ...state,
      slug: `t-${randomBytes(6).toString('hex')}`,
      name,
      category: 'workshop',
      priceCents: 1_000,
      salesStart: new Date(now.getTime() - 86_400_000),
      salesEnd: new Date(now.getTime() + 86_400_000),
    });
  }

  /** Waiting-list entries for `quantity` people (1 to 4 per entry). */
  async function addWaiting(ticketTypeId: number, role: string | null, quantity: number, status = 'waiting'): Promise<void> {
    if (quantity > 4) {
      await addWaiting(ticketTypeId, role, 4, status);
      return addWaiting(ticketTypeId, role, quantity - 4, status);
    }
    const now = new Date();
    await testDb.db.sequelize.query(
      `INSERT INTO waiting_list_entries (ticket_type_id, role, email, email_key, quantity, locale, status, lapses, queued_at, token_hash, created_at, updated_at)
       VALUES (?, ?, 'w@example.org', 'w@example.org', ?, 'fr', ?, 0, ?, ?, ?, ?)`,
      { replacements: [ticketTypeId, role, quantity, status, now, randomBytes(32).toString('hex'), now, now] },
    );
  }

  it('admits exactly what balanceAdmits admits, counters moved per role only then', async () => {
    const catalogue = createCatalogueService(testDb.db.models);
    for (const c of CASES) {
      const type = await typeWith(c.state, c.name.slice(0, 100));
      const w = c.waiting ?? NOBODY_WAITING;
      if (c.state.danceRoles === 'balanced') {
        if (w.leader > 0) await addWaiting(type.id, 'leader', w.leader);
        if (w.follower > 0) await addWaiting(type.id, 'follower', w.follower);
      } else if (w.all > 0) await addWaiting(type.id, null, w.all);
      // Entries no longer waiting (offered, left) are never in front.
      await addWaiting(type.id, c.state.danceRoles === 'balanced' ? 'leader' : null, 4, 'offered');
      const held = await catalogue.holdSeats(type.id, c.hold.quantity, { leaders: c.hold.leaders, followers: c.hold.followers });
      expect(held, c.name).toBe(c.verdict === 'admitted');
      await type.reload();
      const moved = held ? c.hold : { quantity: 0, leaders: 0, followers: 0 };
      expect([type.heldCount, type.leaderHeld, type.followerHeld], c.name).toEqual([
        c.state.heldCount + moved.quantity,
        c.state.leaderHeld + moved.leaders,
        c.state.followerHeld + moved.followers,
      ]);
      const explained = await catalogue.explainHold(type.id, c.hold.quantity, { leaders: c.hold.leaders, followers: c.hold.followers });
      if (!held) expect(explained?.verdict, c.name).toBe(c.verdict);
      // An offer's hold skips the people waiting, never the places, caps or balance.
      if (c.verdict === 'waitingAhead') {
        expect(await catalogue.holdSeats(type.id, c.hold.quantity, { leaders: c.hold.leaders, followers: c.hold.followers, viaOffer: true }), c.name).toBe(true);
      }
      if (c.verdict === 'noPlace' || c.verdict === 'capReached' || c.verdict === 'unbalanced') {
        expect(await catalogue.holdSeats(type.id, c.hold.quantity, { leaders: c.hold.leaders, followers: c.hold.followers, viaOffer: true }), c.name).toBe(false);
      }
    }
  });

  it('refuses roles on a type without them and a role-less hold on a balanced type', async () => {
    const catalogue = createCatalogueService(testDb.db.models);
    const plain = await typeWith(NONE, 'Sans rôles');
    const roles = await typeWith(balanced(0, 0, { balanceRatioPermille: null }), 'Avec rôles');
    expect(await catalogue.holdSeats(plain.id, 1, { leaders: 1 })).toBe(false);
    expect(await catalogue.holdSeats(roles.id, 1)).toBe(false);
    expect(await catalogue.holdSeats(roles.id, 2, { leaders: 1, followers: 1 })).toBe(true);
  });

  it('releases and confirms per role, never below zero', async () => {
    const catalogue = createCatalogueService(testDb.db.models);
    const type = await typeWith(balanced(0, 0, { balanceRatioPermille: null }), 'Compteurs');
    expect(await catalogue.holdSeats(type.id, 3, { leaders: 2, followers: 1 })).toBe(true);
    expect(await catalogue.releaseSeats(type.id, 2, { followers: 2 })).toBe(false);
    expect(await catalogue.confirmHeldSeats(type.id, 2, { leaders: 1, followers: 1 })).toBe(true);
    expect(await catalogue.releaseSeats(type.id, 1, { leaders: 1 })).toBe(true);
    await type.reload();
    expect([type.heldCount, type.leaderHeld, type.followerHeld, type.soldCount, type.leaderSold, type.followerSold]).toEqual([0, 0, 0, 2, 1, 1]);
    expect(await catalogue.releaseSoldSeats([{ ticketTypeId: type.id, role: 'follower' }, { ticketTypeId: type.id, role: 'follower' }])).toEqual([type.id]);
    expect(await catalogue.releaseSoldSeats([{ ticketTypeId: type.id, role: 'leader' }])).toEqual([]);
    await type.reload();
    expect([type.soldCount, type.leaderSold, type.followerSold]).toEqual([1, 0, 1]);
  });

  it('gives back one couple per two tickets of a couple type', async () => {
    const catalogue = createCatalogueService(testDb.db.models);
    const type = await typeWith({ ...NONE, danceRoles: 'couple', soldCount: 3 }, 'Couple');
    const couple = [
      { ticketTypeId: type.id, role: 'leader' },
      { ticketTypeId: type.id, role: 'follower' },
    ];
    expect(await catalogue.releaseSoldSeats(couple)).toEqual([]);
    expect(await catalogue.releaseSoldSeats([couple[0]!])).toEqual([]);
    await type.reload();
    expect(type.soldCount).toBe(2);
  });
});
