/**
 * The admission rule of a hold (docs/purchase-flow.md « Dance roles »), written twice side by
 * side: `balanceAdmits`, pure, for the catalogue view and the refusal messages; `holdCondition`,
 * the same rule as the WHERE of the one conditional UPDATE that takes the seats (so no race can
 * admit a dancer the rule refuses). catalogue/balance.test.ts runs the same cases through both.
 *
 * A hold of L leaders + F followers (n seats; L = F = 0 for a type without roles, n couples for a
 * couple type) is admitted when:
 * - places: `quota - sold - held - waiting >= n`;
 * - caps: `leader_sold + leader_held + L + waitingLeaders <= leader_cap` when set (same for followers);
 * - balance, on the unpaired part only (a pair is always admitted while places and caps allow):
 *   with eL = L - min(L, F) > 0, `newL <= allow_first OR newL × 1000 <= ratio‰ × newF`
 *   (newL = leader_sold + leader_held + L + waitingLeaders, newF = follower_sold + follower_held + F);
 *   symmetric for followers; no ratio (null) admits.
 * `waiting` (« a freed place goes to the waiting list first »): the people waiting for the role(s)
 * the hold takes (every entry on a type without roles) count as already in front of a public hold;
 * a hold made for a waiting-list offer or a resale skips them.
 */
import { literal } from 'sequelize';
import type { DanceRole, TicketTypeAttributes } from './models.js';

export type BalanceState = Pick<
  TicketTypeAttributes,
  | 'quota'
  | 'soldCount'
  | 'heldCount'
  | 'danceRoles'
  | 'balanceRatioPermille'
  | 'balanceAllowFirst'
  | 'leaderCap'
  | 'followerCap'
  | 'leaderSold'
  | 'leaderHeld'
  | 'followerSold'
  | 'followerHeld'
>;

/** People on the waiting list in front of a public hold: per role (balanced types) and in all. */
export interface WaitingAhead {
  leader: number;
  follower: number;
  all: number;
}

export const NOBODY_WAITING: WaitingAhead = { leader: 0, follower: 0, all: 0 };

/** What one hold asks: `quantity` units, of which `leaders` and `followers` on a balanced type. */
export interface HoldRequest {
  quantity: number;
  leaders: number;
  followers: number;
}

/**
 * 'admitted'; 'noPlace' (fewer places than asked), 'capReached' (a role's cap), 'unbalanced' (the
 * ratio refuses the unpaired dancers): refusals without anyone waiting; 'waitingAhead': admitted
 * but for the people already waiting.
 */
export type HoldVerdict = 'admitted' | 'noPlace' | 'capReached' | 'unbalanced' | 'waitingAhead';

/** The hold's leaders and followers, checked against the type's mode (a mistake of the caller, not of the buyer). */
export function assertHoldShape(danceRoles: BalanceState['danceRoles'] | null, hold: HoldRequest): void {
  const { quantity, leaders, followers } = hold;
  for (const n of [quantity, leaders, followers]) {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`quantité invalide : ${n}`);
  }
  if (quantity <= 0) throw new RangeError(`quantité invalide : ${quantity}`);
  const withRoles = leaders + followers > 0;
  if (withRoles && leaders + followers !== quantity) throw new RangeError(`${leaders} + ${followers} rôles pour ${quantity} places`);
  if (danceRoles !== null && withRoles !== (danceRoles === 'balanced')) {
    throw new RangeError(withRoles ? 'des rôles pour un billet sans rôles' : 'un billet à rôles sans rôle');
  }
}

function checks(t: BalanceState, { quantity, leaders, followers }: HoldRequest, waiting: WaitingAhead): boolean[] {
  const waitL = leaders > 0 ? waiting.leader : 0;
  const waitF = followers > 0 ? waiting.follower : 0;
  const waitAll = leaders + followers > 0 ? waitL + waitF : waiting.all;
  const newL = t.leaderSold + t.leaderHeld + leaders + waitL;
  const newF = t.followerSold + t.followerHeld + followers + waitF;
  const paired = Math.min(leaders, followers);
  const balanced = (extra: number, mine: number, other: number) =>
    extra === 0 || t.balanceRatioPermille === null || mine <= t.balanceAllowFirst || mine * 1000 <= t.balanceRatioPermille * other;
  return [
    t.quota - t.soldCount - t.heldCount - waitAll >= quantity,
    leaders === 0 || t.leaderCap === null || newL <= t.leaderCap,
    followers === 0 || t.followerCap === null || newF <= t.followerCap,
    balanced(leaders - paired, newL, newF) && balanced(followers - paired, newF, newL),
  ];
}

/** Whether `hold` may be taken now on `t` (see the file's comment); `waiting`: NOBODY_WAITING for an offer's hold. */
export function balanceAdmits(t: BalanceState, hold: HoldRequest, waiting: WaitingAhead = NOBODY_WAITING): HoldVerdict {
  const [places, leaderCap, followerCap, balance] = checks(t, hold, NOBODY_WAITING);
  if (!places) return 'noPlace';
  if (!leaderCap || !followerCap) return 'capReached';
  if (!balance) return 'unbalanced';
  return checks(t, hold, waiting).every(Boolean) ? 'admitted' : 'waitingAhead';
}

/** The waiting-list table (waiting-list module, migration 0032): entries still waiting, as a subquery on `ticket_types`' row. */
function waitingSql(role: DanceRole | null): string {
  const roleFilter = role === null ? '' : ` AND w.role = '${role}'`;
  return `(SELECT COALESCE(SUM(w.quantity), 0) FROM waiting_list_entries w WHERE w.ticket_type_id = ticket_types.id AND w.status = 'waiting'${roleFilter})`;
}

/**
 * `balanceAdmits(row, hold, waiting) === 'admitted'` as SQL on the `ticket_types` row (numbers
 * only: the hold's integers are checked by `assertHoldShape` before). `public` false: an offer's or
 * a resale's hold, without the waiting-list subqueries.
 */
export function holdCondition(hold: HoldRequest, publicHold: boolean): ReturnType<typeof literal> {
  const { quantity, leaders, followers } = hold;
  const withRoles = leaders + followers > 0;
  const waitL = publicHold && leaders > 0 ? waitingSql('leader') : '0';
  const waitF = publicHold && followers > 0 ? waitingSql('follower') : '0';
  const waitAll = !publicHold ? '0' : withRoles ? `${waitL} + ${waitF}` : waitingSql(null);
  const newL = `(leader_sold + leader_held + ${leaders} + ${waitL})`;
  const newF = `(follower_sold + follower_held + ${followers} + ${waitF})`;
  const paired = Math.min(leaders, followers);
  const balanced = (extra: number, mine: string, other: string) =>
    extra === 0 ? [] : [`(balance_ratio_permille IS NULL OR ${mine} <= balance_allow_first OR ${mine} * 1000 <= balance_ratio_permille * ${other})`];
  const parts = [
    withRoles ? `dance_roles = 'balanced'` : `dance_roles <> 'balanced'`,
    `quota - sold_count - held_count - (${waitAll}) >= ${quantity}`,
    ...(leaders > 0 ? [`(leader_cap IS NULL OR ${newL} <= leader_cap)`] : []),
    ...(followers > 0 ? [`(follower_cap IS NULL OR ${newF} <= follower_cap)`] : []),
    ...balanced(leaders - paired, newL, newF),
    ...balanced(followers - paired, newF, newL),
  ];
  return literal(parts.join(' AND '));
}

/** One hold per ticket type: what lines of an order (one line per type and role) take together. */
export interface TypeHold extends HoldRequest {
  ticketTypeId: number;
}

/**
 * The lines' holds grouped per ticket type, in type id order (the lock order of checkout, payment
 * and release): a type's leaders and followers are held together, so a couple split over two
 * lines passes as a couple.
 */
export function holdsByType(lines: ReadonlyArray<{ ticketTypeId: number; role?: string | null; quantity: number }>): TypeHold[] {
  const byType = new Map<number, TypeHold>();
  for (const line of lines) {
    const hold = byType.get(line.ticketTypeId) ?? { ticketTypeId: line.ticketTypeId, quantity: 0, leaders: 0, followers: 0 };
    hold.quantity += line.quantity;
    if (line.role === 'leader') hold.leaders += line.quantity;
    if (line.role === 'follower') hold.followers += line.quantity;
    byType.set(line.ticketTypeId, hold);
  }
  return [...byType.values()].sort((a, b) => a.ticketTypeId - b.ticketTypeId);
}

/** A hold's role counts as the inventory primitives take them. */
export const roleCounts = (hold: HoldRequest): { leaders: number; followers: number } => ({ leaders: hold.leaders, followers: hold.followers });
