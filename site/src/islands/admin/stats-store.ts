import { atom } from 'nanostores';
import { getAdminStats, type AdminStats } from '../../lib/api/admin';
import type { ApiClient } from '../../lib/api/client';
import { onRealtime } from '../../lib/realtime';

/**
 * The admin stats (docs/spec.md §3), shared by the sidebar's Messages badge and the dashboard: one
 * `GET /api/admin/stats` per page and per `admin:stats` push (its payload may be partial or
 * empty: the numbers it carries show at once, then the whole answer is fetched again).
 */
export interface AdminStatsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  stats: AdminStats | null;
  error: unknown;
}

export const $adminStats = atom<AdminStatsState>({ status: 'idle', stats: null, error: null });

let inFlight: Promise<void> | null = null;
let again = false;

/** Fetches the stats; a call while one is in flight fetches once more after it (never stale). */
export function loadAdminStats(client?: ApiClient): Promise<void> {
  if (inFlight) {
    again = true;
    return inFlight;
  }
  const previous = $adminStats.get();
  if (!previous.stats) $adminStats.set({ ...previous, status: 'loading' });
  inFlight = (async () => {
    try {
      const stats = await getAdminStats(client ? { client } : {});
      $adminStats.set({ status: 'ready', stats, error: null });
    } catch (error) {
      const current = $adminStats.get();
      // A failed refresh keeps the figures shown.
      $adminStats.set(current.stats ? { ...current, status: 'ready' } : { status: 'error', stats: null, error });
    } finally {
      inFlight = null;
    }
    if (again) {
      again = false;
      await loadAdminStats(client);
    }
  })();
  return inFlight;
}

const COUNTERS = ['totalUsers', 'totalSales', 'ticketsSold', 'unreadMessages'] as const;

/** Applies the numbers an `admin:stats` payload carries (any of the four counters). */
export function applyStatsPush(payload: unknown): void {
  const current = $adminStats.get();
  if (!current.stats || typeof payload !== 'object' || payload === null) return;
  const next = { ...current.stats };
  let changed = false;
  for (const key of COUNTERS) {
    const value = (payload as Record<string, unknown>)[key];
    if (typeof value === 'number' && Number.isFinite(value)) {
      next[key] = value;
      changed = true;
    }
  }
  if (changed) $adminStats.set({ ...current, stats: next });
}

let followers = 0;
let stopRealtime: (() => void) | null = null;

/**
 * Loads the stats if not yet loaded and follows `admin:stats` while at least one island
 * follows; returns the unfollow.
 */
export function followAdminStats(client?: ApiClient): () => void {
  followers += 1;
  if ($adminStats.get().status === 'idle') void loadAdminStats(client);
  stopRealtime ??= onRealtime('admin:stats', (payload) => {
    applyStatsPush(payload);
    void loadAdminStats(client);
  });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    followers -= 1;
    if (followers === 0) {
      stopRealtime?.();
      stopRealtime = null;
    }
  };
}

/** Test hook. */
export function resetAdminStatsForTests(): void {
  $adminStats.set({ status: 'idle', stats: null, error: null });
  inFlight = null;
  again = false;
  followers = 0;
  stopRealtime?.();
  stopRealtime = null;
}
