/** Fixtures of the back-office sales tests. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { fakeApi } from '../cart/fake-api.test-helper';

export type Api = ReturnType<typeof fakeApi>;

/** The URLs asked, query included (the fake API records paths only). */
export const urls = (api: Api) => api.fetchMock.mock.calls.map(([input]) => String(input));

export const order = (overrides: Record<string, unknown> = {}) => ({
  id: 'ord-1',
  number: 'KL-2027-0042',
  status: 'completed',
  createdAt: '2026-11-20T10:15:00.000Z',
  paidAt: '2026-11-20T10:16:00.000Z',
  email: 'ana@example.fr',
  firstName: 'Ana',
  lastName: 'Silva',
  total: 268,
  refundedAmount: 0,
  ticketsCount: 2,
  items: [{ name: 'Full Pass', quantity: 2 }],
  promoCode: 'KIZ10',
  source: 'purchase',
  ...overrides,
});

export const detail = (overrides: Record<string, unknown> = {}) => ({
  ...order(),
  phone: '0612345678',
  billingAddress: { line1: '1 rue de la Paix', line2: null, postalCode: '75002', city: 'Paris', country: 'FR', state: null, isInternational: false },
  subtotal: 298,
  discount: 30,
  items: [{ ticketTypeId: 1, name: 'Full Pass', quantity: 2, unitPrice: 149, subtotal: 298 }],
  tickets: [
    { id: 11, number: 'T-0001', holderName: 'Ana Silva', ticketTypeName: 'Full Pass', status: 'valid', checkedInAt: null },
    { id: 12, number: 'T-0002', holderName: 'Rui Silva', ticketTypeName: 'Full Pass', status: 'valid', checkedInAt: '2027-04-16T19:02:00.000Z' },
  ],
  refunds: [],
  ...overrides,
});

export const ticketType = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'full-pass',
  name: 'Full Pass',
  description: 'Tout le festival',
  category: 'pass',
  price: 149,
  quota: 300,
  sold: 120,
  held: 3,
  remaining: 177,
  salesStart: '2026-10-01T08:00:00.000Z',
  salesEnd: '2027-04-15T21:59:00.000Z',
  validDays: ['2027-04-16', '2027-04-17', '2027-04-18'],
  visible: true,
  highlighted: true,
  sortOrder: 1,
  deletable: false,
  danceRoles: 'none',
  balanceRatio: null,
  balanceAllowFirst: 0,
  leaderCap: null,
  followerCap: null,
  leaderSold: 0,
  leaderHeld: 0,
  followerSold: 0,
  followerHeld: 0,
  ...overrides,
});

/** Each test starts with a staff token on /admin/sales and unmounts what it rendered. */
export function salesTestSetup(): void {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'jwt-admin');
    window.history.replaceState(null, '', '/admin/sales');
  });
  afterEach(() => cleanup());
}
