/** Fixtures of the back-office people tests. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { nav } from '../auth/nav';
import { $session, resetSessionForTests, type SessionUser } from '../auth/session';
import { resetAdminStatsForTests } from './stats-store';
import { realtime } from './realtime.test-helper';
import { apiUser } from '../auth/test-helpers.test-helper';


export const admin = apiUser({ id: 1, email: 'admin@kizomba.fr', firstName: 'Nadia', lastName: 'Lopes', name: 'Nadia Lopes', role: 'admin' });

export const scanner = apiUser({ id: 2, email: 'porte@kizomba.fr', firstName: 'Yann', lastName: 'Kodjo', name: 'Yann Kodjo', role: 'scanner' });

export function signIn(user: ReturnType<typeof apiUser>) {
  localStorage.setItem('token', 'jwt-1');
  $session.set({ status: 'authenticated', user: user as SessionUser });
}

export function userRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 12,
    email: 'awa@example.fr',
    name: 'Awa Diallo',
    firstName: 'Awa',
    lastName: 'Diallo',
    role: 'user',
    avatar: null,
    emailVerified: true,
    createdAt: '2026-11-23T12:00:00.000Z',
    disabled: false,
    disabledAt: null,
    ordersCount: 2,
    ...overrides,
  };
}

export function message(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    subject: 'Question sur le Full Pass',
    message: 'Bonjour,\nle Full Pass comprend-il les ateliers ?',
    name: 'Awa Diallo',
    email: 'awa@example.fr',
    orderNumber: 'KZ-2026-0042',
    status: 'new',
    admin_response: null,
    respondedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    unread: true,
    hasUnreadReply: false,
    userId: 12,
    respondedBy: null,
    replyReadAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function stats(unreadMessages: number) {
  return { totalUsers: 10, totalSales: 100, ticketsSold: 3, unreadMessages, charts: { salesPerDay: [], perTicketType: [], checkInsPerHour: [] } };
}

export const urls = (api: { fetchMock: { mock: { calls: unknown[][] } } }) => api.fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://localhost'));

/**
 * Each test starts logged out, with fresh stats and no realtime listener, navigation watched
 * (`spies.assign`), and unmounts what it rendered.
 */
export function peopleTestSetup(): { assign: MockInstance } {
  const spies = {} as { assign: MockInstance };
  beforeEach(() => {
    resetSessionForTests();
    resetAdminStatsForTests();
    realtime.clear();
    localStorage.clear();
    spies.assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });
  return spies;
}
