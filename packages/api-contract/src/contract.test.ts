import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AccountOverview } from './account.ts';
import { AdminMessagePage } from './admin/messages.ts';
import { AdminOrderPage } from './admin/orders.ts';
import { AdminUserView } from './admin/users.ts';
import { LoginAnswer, SessionUser } from './auth.ts';
import { CartResult } from './cart.ts';
import { TicketCatalogue } from './catalogue.ts';
import { PaymentStatusAnswer } from './order-status.ts';
import { num, numOrNull, text, textOrNull } from './read.ts';
import { OfflineScansAnswer, ScanConflicts, ScannerSummary, ScannerSyncAnswer, Verdict } from './scanner.ts';

const cart = {
  id: '2f1c7a52-5d0e-4a6b-9c1e-0b8f3d2a7e41',
  items: [
    { id: 11, ticketId: 1, name: 'Full Pass', unitPrice: 149, quantity: 2, subtotal: 298, ticket: { id: 1, name: 'Full Pass', slug: 'full-pass' }, role: null, ticketsPerUnit: 1 },
  ],
  subtotal: 298,
  discount: 0,
  total: 298,
  promoCode: null,
  itemCount: 2,
  waitingOffer: false,
};

describe('tolerant fields', () => {
  it('read a wrong or missing value as its neutral one', () => {
    expect(z.parse(num, '12.5')).toBe(12.5);
    expect(z.parse(num, 'abc')).toBe(0);
    expect(z.parse(num, undefined)).toBe(0);
    expect(z.parse(numOrNull, '')).toBeNull();
    expect(z.parse(text, 42)).toBe('42');
    expect(z.parse(text, null)).toBe('');
    expect(z.parse(textOrNull, '  ')).toBeNull();
  });
});

describe('answers as the API sends them', () => {
  it('cart: read as sent; a line without its subtotal or ticket gets them from what it has', () => {
    expect(z.parse(CartResult, { cart })).toEqual({ cart });
    const [line] = z.parse(CartResult, { cart: { ...cart, itemCount: undefined, items: [{ id: 11, ticketId: 1, name: 'Full Pass', unitPrice: 149, quantity: 2 }, { name: 'sans id' }] } }).cart.items;
    expect(line).toEqual({ ...cart.items[0], ticket: { id: 1, name: 'Full Pass', slug: '' } });
    expect(z.safeParse(CartResult, { items: [] }).success).toBe(false);
  });

  it('cart: a line’s role and tickets per unit read as sent, anything else as no role and one ticket', () => {
    const items = [
      { ...cart.items[0], id: 12, role: 'follower' },
      { ...cart.items[0], id: 13, ticketsPerUnit: 2 },
      { ...cart.items[0], id: 14, role: 'captain', ticketsPerUnit: 3 },
    ];
    const read = z.parse(CartResult, { cart: { ...cart, items, waitingOffer: true } }).cart;
    expect(read.items.map((i) => [i.role, i.ticketsPerUnit])).toEqual([['follower', 1], [null, 2], [null, 1]]);
    expect(read.waitingOffer).toBe(true);
  });

  it('catalogue: a type’s dance roles and each role’s availability; garbage reads as no roles', () => {
    const base = { id: 1, slug: 'workshop-pass', name: 'Workshop Pass', price: 99, remaining: 30, sortOrder: 1 };
    const [balanced, plain] = z.parse(TicketCatalogue, {
      data: [
        { ...base, danceRoles: 'balanced', roles: { leader: 'waitlist', follower: 'available' }, waitingList: true },
        { ...base, id: 2, danceRoles: 'tango', roles: { leader: 'maybe' } },
      ],
    });
    expect([balanced!.danceRoles, balanced!.roles, balanced!.waitingList]).toEqual(['balanced', { leader: 'waitlist', follower: 'available' }, true]);
    expect([plain!.danceRoles, plain!.roles, plain!.waitingList]).toEqual(['none', null, false]);
  });

  it('catalogue: entries a card cannot show are dropped, the rest sorted', () => {
    const pass = { id: 1, slug: 'full-pass', name: 'Full Pass', price: 149, remaining: 3, sortOrder: 20 };
    const list = z.parse(TicketCatalogue, { data: [pass, { id: 2, name: 'Soirée', price: 35, remaining: 0, sortOrder: 10 }, { id: 3 }] });
    expect(list.map((t) => [t.name, t.soldOut, t.slug])).toEqual([['Soirée', true, '2'], ['Full Pass', false, 'full-pass']]);
  });

  it('order status: only id and status are required', () => {
    const { order } = z.parse(PaymentStatusAnswer, { order: { id: 'o-1', status: 'completed' } });
    expect(order).toMatchObject({ number: null, total: null, items: [], tickets: [], payment: { status: null } });
    expect(z.safeParse(PaymentStatusAnswer, { order: { id: 'o-1' } }).success).toBe(false);
  });

  it('account overview: lists and counts default, a missing « upcoming » stays absent', () => {
    expect(z.parse(AccountOverview, { recentOrders: [{ id: 'o-1', total: '12' }, null] })).toEqual({
      ticketsCount: 0,
      recentOrders: [{ id: 'o-1', number: '', status: '', createdAt: '', paidAt: null, total: 12, subtotal: 0, discount: 0, promoCode: null, items: [], ticketsCount: 0, refundedAmount: 0 }],
    });
  });

  it('auth: a session or a second-factor step; the session user always has a name', () => {
    const user = { id: 3, email: 'awa@example.fr', name: '', firstName: '', lastName: '', role: 'user', avatar: null, emailVerified: true, createdAt: '2026-11-20T10:00:00.000Z', hasPassword: true };
    expect(z.parse(SessionUser, user)).toMatchObject({ name: 'awa@example.fr' });
    expect(z.parse(SessionUser, user)).not.toHaveProperty('createdAt');
    expect(z.parse(LoginAnswer, { mfa: 'required', mfaToken: 't' })).toEqual({ mfa: 'required', mfaToken: 't' });
    expect(z.parse(LoginAnswer, { token: 'jwt', user, expiresAt: '' })).toMatchObject({ token: 'jwt', user: { id: 3 } });
    expect(z.safeParse(LoginAnswer, { mfa: 'enroll', mfaToken: 't', enrollment: { secret: 'S', otpauthUrl: 'https://evil.example' } }).success).toBe(false);
  });

  it('back-office pages: page figures default from the list, extra fields kept', () => {
    expect(z.parse(AdminOrderPage, { data: [{ id: 'o-1' }] })).toMatchObject({ page: 1, pageSize: 1, total: 1, totals: { orders: 0 } });
    const inbox = z.parse(AdminMessagePage, { data: [{ id: 1, status: 'new', admin_response: null }], page: 2, pageSize: 20, total: 21, unread: 4 });
    expect(inbox).toMatchObject({ page: 2, total: 21, unread: 4, data: [{ id: 1, unread: true }] });
    expect(z.parse(AdminUserView, { id: 5, email: 'a@b.fr', firstName: 'Awa', lastName: 'Diallo', disabledAt: '2026-11-01T00:00:00Z' })).toMatchObject({ name: 'Awa Diallo', disabled: true });
  });

  it('scanner: an unknown verdict reads as « unknown », totals default to the sum of the rows', () => {
    expect(z.parse(Verdict, { result: 'maybe', message: 'Billet inconnu' })).toMatchObject({ result: 'unknown', message: 'Billet inconnu' });
    expect(z.parse(ScannerSummary, { perType: [{ sold: 3, checkedIn: 1 }, { sold: 2, checkedIn: 2 }] }).totals).toEqual({ sold: 5, checkedIn: 3 });
  });

  it('scanner offline: a verdict keeps its list and direction, an upload answer drops rows without a nonce, a conflict without a first scan reads null', () => {
    expect(z.parse(Verdict, { result: 'exited', message: 'Sortie enregistrée', direction: 'exit', list: { id: 4, name: 'Stages' } })).toMatchObject({
      result: 'exited',
      direction: 'exit',
      list: { id: 4, name: 'Stages' },
    });
    expect(z.parse(Verdict, { result: 'valid', message: 'Entrée validée', direction: 'sideways' }).direction).toBeUndefined();
    const uploaded = z.parse(OfflineScansAnswer, { results: [{ nonce: 'a', outcome: 'weird', result: 'valid' }, { outcome: 'recorded', result: 'valid' }] });
    expect(uploaded.results).toEqual([{ nonce: 'a', outcome: 'recorded', result: 'valid' }]);
    const late = { at: '2027-04-16T18:07:00.000Z', by: 'Sam Porte', device: null };
    const [conflict] = z.parse(ScanConflicts, {
      data: [{ id: 1, kind: 'invalid_ticket', detectedAt: 'x', list: { id: 2, name: 'Samedi' }, ticket: { id: 3, number: '000003', holderName: 'A', ticketTypeName: 'B' }, late }],
    });
    expect(conflict).toMatchObject({ kind: 'invalid_ticket', first: null, late, resolvedAt: null });
    expect(z.safeParse(ScannerSyncAnswer, { kid: 'abcd1234', signature: '', document: '{}' }).success).toBe(false);
  });
});
