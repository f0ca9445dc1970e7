import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers.js';
import { expectContract } from '../../test/contract.js';
import { AdminUserDetail } from '@kizomba/api-contract/admin/users';
import { STAFF_NOW as NOW, useStaffBackOffice } from './users.test-helper.js';

describeEachDatabase('back-office users', (target) => {
  const bo = useStaffBackOffice(target);
  const { call, audit, contact, bearer } = bo;

  describe('who may call what', () => {
    it('answers 401 to a guest and 403 to a user; lets a scanner read users (docs/spec.md §6) but not change them', async () => {
      await bo.expectAdminOnly([['patch', '/api/admin/users/1', { role: 'user' }]]);
      for (const path of ['/api/admin/users', '/api/admin/users/1']) {
        expect((await call('get', path, null)).status, path).toBe(401);
        const user = await call('get', path, bo.awa);
        expect(user.status, path).toBe(403);
        expect(user.body.error.code).toBe('FORBIDDEN');
        expect((await call('get', path.replace('/1', `/${bo.awa.id}`), bo.scanner)).status, path).toBe(200);
      }
      expect(await audit()).toHaveLength(0);
    });
  });

  describe('users', () => {
    it('lists users newest first with the disabled flag and orders count, paginated', async () => {
      const res = await call('get', '/api/admin/users?pageSize=2', bo.admin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 1, pageSize: 2, total: 5 });
      expect(res.body.data.map((u: { id: number }) => u.id)).toEqual([bo.chloe.id, bo.bob.id]);
      expect(res.body.data[1]).toEqual({
        id: bo.bob.id,
        email: 'bob@example.org',
        name: 'Bob Martin',
        firstName: 'Bob',
        lastName: 'Martin',
        role: 'user',
        avatar: null,
        emailVerified: false,
        createdAt: bo.bob.createdAt.toISOString(),
        disabled: false,
        disabledAt: null,
        ordersCount: 3,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenVersion/);
      const page3 = await call('get', '/api/admin/users?pageSize=2&page=3', bo.admin);
      expect(page3.body).toMatchObject({ page: 3, pageSize: 2, total: 5 });
      expect(page3.body.data).toHaveLength(1);
      const defaults = await call('get', '/api/admin/users', bo.admin);
      expect(defaults.body).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    });

    it('searches e-mail, first and last name case-insensitively, and filters by role', async () => {
      const ids = async (query: string) => (await call('get', `/api/admin/users?${query}`, bo.admin)).body.data.map((u: { id: number }) => u.id);
      expect(await ids('q=DUBOIS')).toEqual([bo.chloe.id]);
      expect(await ids(`q=${encodeURIComponent('CHLOÉ')}`)).toEqual([bo.chloe.id]);
      expect(await ids('q=awa%20DIALLO')).toEqual([bo.awa.id]);
      expect(await ids('q=EXAMPLE.ORG')).toEqual([bo.bob.id, bo.awa.id]);
      expect(await ids('q=%25')).toEqual([]);
      expect(await ids('role=scanner')).toEqual([bo.scanner.id]);
      expect(await ids('role=user&q=example')).toEqual([bo.chloe.id, bo.bob.id, bo.awa.id]);
      const total = (await call('get', '/api/admin/users?q=example&pageSize=1', bo.admin)).body;
      expect(total).toMatchObject({ total: 3, data: [{ id: bo.chloe.id }] });
    });

    it('refuses bad list parameters with a French 400', async () => {
      for (const query of ['role=superadmin', 'pageSize=500', 'page=0', 'page=abc', `q=${'x'.repeat(201)}`]) {
        const res = await call('get', `/api/admin/users?${query}`, bo.admin);
        expect(res.status, query).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
      }
      expect((await call('get', '/api/admin/users?pageSize=500', bo.admin)).body.error.message).toBe(
        'Le champ « pageSize » est invalide : la taille de page ne peut pas dépasser 100.',
      );
    });

    it('shows one user with their orders, tickets and messages', async () => {
      const mine = await contact({ name: 'Awa', email: bo.awa.email, subject: 'Vestiaire ?' }, bo.awa.id);
      await contact({ name: 'Bob', email: bo.bob.email }, bo.bob.id);
      const res = await call('get', `/api/admin/users/${bo.awa.id}`, bo.admin);
      expect(res.status).toBe(200);
      expectContract(res.body, AdminUserDetail);
      expect(res.body.user).toMatchObject({ id: bo.awa.id, email: bo.awa.email, disabled: false, ordersCount: 1 });
      expect(res.body.orders).toEqual([expect.objectContaining({ id: bo.awaOrder.id, number: bo.awaOrder.number, status: 'completed', total: 233, ticketsCount: 2 })]);
      expect(res.body.tickets).toHaveLength(2);
      expect(res.body.tickets[0]).toMatchObject({ orderId: bo.awaOrder.id, status: 'valid', ticketTypeName: 'Full Pass' });
      expect(res.body.messages).toEqual([expect.objectContaining({ id: mine.id, subject: 'Vestiaire ?', userId: bo.awa.id, unread: true })]);
      // The QR secret stays with its holder: staff resend the e-mail, they never read the code.
      expect(res.body.tickets[0]).not.toHaveProperty('code');
      const codes = (await bo.testDb.db.models.Ticket.findAll({ where: { orderId: bo.awaOrder.id } })).map((t) => t.code);
      expect(codes).toHaveLength(2);
      for (const code of codes) expect(res.text).not.toContain(code);

      for (const id of [999_999, 'abc', 0]) {
        const missing = await call('get', `/api/admin/users/${id}`, bo.admin);
        expect(missing.status).toBe(404);
        expect(missing.body.error).toEqual({ code: 'USER_NOT_FOUND', message: 'Utilisateur introuvable.' });
      }
    });

    it('shows a scanner the person and their tickets’ check-in state, never a QR code, an order nor a message', async () => {
      await contact({ name: 'Awa', email: bo.awa.email, subject: 'Vestiaire ?' }, bo.awa.id);
      const [first] = await bo.testDb.db.models.Ticket.findAll({ where: { orderId: bo.awaOrder.id }, order: [['id', 'ASC']] });
      await first!.update({ checkedInAt: NOW, checkedInBy: bo.scanner.id });
      const res = await call('get', `/api/admin/users/${bo.awa.id}`, bo.scanner);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['tickets', 'user']);
      expect(res.body.user).toMatchObject({ id: bo.awa.id, name: 'Awa Diallo', ordersCount: 1 });
      expect(res.body.tickets).toEqual([
        { id: first!.id, number: expect.any(String), status: 'valid', ticketTypeName: 'Full Pass', holderName: 'Awa Diallo', orderId: bo.awaOrder.id, orderNumber: bo.awaOrder.number, issuedAt: expect.any(String), checkedInAt: NOW.toISOString(), role: null, holder: { firstName: 'Awa', lastName: 'Diallo', email: bo.awaOrder.email }, transfer: null, resale: null, canTransfer: false, canResell: false, transferDeadline: null },
        expect.objectContaining({ holderName: 'Élodie Ferré', checkedInAt: null }),
      ]);
      for (const ticket of await bo.testDb.db.models.Ticket.findAll({ where: { orderId: bo.awaOrder.id } })) expect(res.text).not.toContain(ticket.code);
      await first!.update({ checkedInAt: null, checkedInBy: null });
    });

    it('refuses an admin changing their own role or disabling themselves, changing nothing', async () => {
      const demote = await call('patch', `/api/admin/users/${bo.admin.id}`, bo.admin, { role: 'user' });
      expect(demote.status).toBe(400);
      expect(demote.body.error).toEqual({ code: 'SELF_ROLE_CHANGE', message: 'Vous ne pouvez pas modifier votre propre rôle.' });
      const disable = await call('patch', `/api/admin/users/${bo.admin.id}`, bo.admin, { disabled: true });
      expect(disable.status).toBe(400);
      expect(disable.body.error).toEqual({ code: 'SELF_DISABLE', message: 'Vous ne pouvez pas désactiver votre propre compte.' });
      // Both at once: the role is refused first, nothing is written.
      expect((await call('patch', `/api/admin/users/${bo.admin.id}`, bo.admin, { role: 'scanner', disabled: true })).status).toBe(400);
      const row = (await bo.testDb.db.models.User.findByPk(bo.admin.id))!;
      expect(row).toMatchObject({ role: 'admin', disabledAt: null, tokenVersion: bo.admin.tokenVersion });
      expect(await audit()).toHaveLength(0);
      expect(bo.events).toEqual([]);
      // Restating one's own role is no change, not an error.
      expect((await call('patch', `/api/admin/users/${bo.admin.id}`, bo.admin, { role: 'admin', disabled: false })).status).toBe(200);
      expect(await audit()).toHaveLength(0);
    });

    it('refuses bad bodies and unknown users with nothing changed', async () => {
      for (const body of [{}, { role: 'superadmin' }, { disabled: 'yes' }, { role: 42 }]) {
        const res = await call('patch', `/api/admin/users/${bo.bob.id}`, bo.admin, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
        expect(res.body.error.message).toMatch(/^(Le champ|Le corps)/);
      }
      expect((await call('patch', `/api/admin/users/${bo.bob.id}`, bo.admin, {})).body.error.message).toBe(
        'Le corps de la requête est invalide : indiquez un rôle ou l’état du compte à modifier.',
      );
      const missing = await call('patch', '/api/admin/users/999999', bo.admin, { role: 'scanner' });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('USER_NOT_FOUND');
      expect((await bo.testDb.db.models.User.findByPk(bo.bob.id))!.role).toBe('user');
      expect(await audit()).toHaveLength(0);
    });

    it('changes a role: audited, sockets told to re-join, admins told the figures moved', async () => {
      bo.now = new Date(NOW.getTime() + 60_000);
      const res = await request(bo.app)
        .patch(`/api/admin/users/${bo.bob.id}`)
        .set('Authorization', bearer(bo.admin))
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ role: 'scanner' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: bo.bob.id, role: 'scanner', disabled: false, ordersCount: 3 });
      expect((await bo.testDb.db.models.User.findByPk(bo.bob.id))!.role).toBe('scanner');
      expect(bo.events).toEqual([
        { name: 'user.role-changed', payload: { userId: bo.bob.id, role: 'scanner' } },
        { name: 'admin.stats', payload: { reason: 'user' } },
      ]);
      const [row, ...others] = await audit();
      expect(others).toHaveLength(0);
      expect(row).toMatchObject({ actorId: bo.admin.id, action: 'user.role-changed', targetType: 'user', targetId: String(bo.bob.id), details: { from: 'user', to: 'scanner' } });
      expect(row!.createdAt.toISOString()).toBe(bo.now.toISOString());
      expect(row!.ip).toEqual(expect.any(String));

      // Bob now reads the user list as a scanner; back to user.
      expect((await call('get', '/api/admin/users', (await bo.bob.reload()))).status).toBe(200);
      expect((await call('patch', `/api/admin/users/${bo.bob.id}`, bo.admin, { role: 'user' })).body.user.role).toBe('user');
      expect((await call('get', '/api/admin/users', (await bo.bob.reload()))).status).toBe(403);
      expect((await audit('user.role-changed')).map((r) => r.details)).toEqual([{ from: 'user', to: 'scanner' }, { from: 'scanner', to: 'user' }]);
    });

    it('disabling ends every session (401 SESSION_EXPIRED, session:revoked); re-enabling works', async () => {
      const oldToken = bearer(bo.awa);
      expect((await request(bo.app).get('/api/auth/me').set('Authorization', oldToken)).status).toBe(200);

      const res = await call('patch', `/api/admin/users/${bo.awa.id}`, bo.admin, { disabled: true });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: bo.awa.id, disabled: true, disabledAt: NOW.toISOString() });
      expect(bo.events).toEqual([
        { name: 'user.sessions-revoked', payload: { userId: bo.awa.id } },
        { name: 'admin.stats', payload: { reason: 'user' } },
      ]);
      const row = (await bo.testDb.db.models.User.findByPk(bo.awa.id))!;
      expect(row.tokenVersion).toBe(bo.awa.tokenVersion + 1);
      const refused = await request(bo.app).get('/api/auth/me').set('Authorization', oldToken);
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('SESSION_EXPIRED');
      // Even a token of the new version is refused while disabled.
      expect((await request(bo.app).get('/api/auth/me').set('Authorization', bearer(row))).body.error.code).toBe('SESSION_EXPIRED');
      expect((await call('get', '/api/admin/stats', bo.admin)).body.totalUsers).toBe(4);
      expect((await call('get', '/api/admin/users?q=awa', bo.admin)).body.data[0]).toMatchObject({ disabled: true });
      // Disabling twice changes nothing more.
      bo.events = [];
      expect((await call('patch', `/api/admin/users/${bo.awa.id}`, bo.admin, { disabled: true })).status).toBe(200);
      expect(bo.events).toEqual([]);
      expect((await bo.testDb.db.models.User.findByPk(bo.awa.id))!.tokenVersion).toBe(bo.awa.tokenVersion + 1);

      const enabled = await call('patch', `/api/admin/users/${bo.awa.id}`, bo.admin, { disabled: false });
      expect(enabled.status).toBe(200);
      expect(enabled.body.user).toMatchObject({ disabled: false, disabledAt: null });
      // The old sessions stay over; a new one works.
      expect((await request(bo.app).get('/api/auth/me').set('Authorization', oldToken)).status).toBe(401);
      const fresh = (await bo.testDb.db.models.User.findByPk(bo.awa.id))!;
      expect((await request(bo.app).get('/api/auth/me').set('Authorization', bearer(fresh))).status).toBe(200);
      expect((await audit()).map((r) => [r.action, r.targetId, r.actorId])).toEqual([
        ['user.disabled', String(bo.awa.id), bo.admin.id],
        ['user.enabled', String(bo.awa.id), bo.admin.id],
      ]);
    });

    it('a scanner cannot change anyone', async () => {
      const res = await call('patch', `/api/admin/users/${bo.bob.id}`, bo.scanner, { disabled: true });
      expect(res.status).toBe(403);
      expect((await bo.testDb.db.models.User.findByPk(bo.bob.id))!.disabledAt).toBeNull();
    });
  });
});
