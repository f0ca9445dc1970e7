import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers.js';
import { STAFF_NOW as NOW, useStaffBackOffice } from '../users/users.test-helper.js';
import { MESSAGE_REPLY_KIND } from './service.js';

describeEachDatabase('back-office messages inbox', (target) => {
  const bo = useStaffBackOffice(target);
  const { call, audit, contact, messages, bearer } = bo;

  describe('who may call what', () => {
    it('answers 401 to a guest and 403 to a user and to a scanner', async () => {
      await bo.expectAdminOnly([
        ['get', '/api/admin/messages'],
        ['patch', '/api/admin/messages/1', { read: true }],
        ['post', '/api/admin/messages/1/reply', { response: 'Bonjour' }],
      ]);
      expect(await audit()).toHaveLength(0);
    });
  });

  describe('messages', () => {
    it('lists the inbox with status filter, search, pagination and the unread count', async () => {
      const a = await contact({ name: 'Awa', email: bo.awa.email, subject: 'Vestiaire ?' }, bo.awa.id);
      bo.now = new Date(NOW.getTime() + 1000);
      const b = await contact({ name: 'Chloé', email: 'chloe@example.org', message: 'Parking ?' });
      bo.now = new Date(NOW.getTime() + 2000);
      const c = await contact({ name: 'Dan', email: 'dan@example.org', message: 'Hôtel ?' });
      await messages().reply(c.id, bo.admin.id, 'Voir la page Hôtels.');
      await messages().markRead(b.id);

      const list = async (query = '') => (await call('get', `/api/admin/messages${query}`, bo.admin)).body;
      const all = await list();
      expect(all).toMatchObject({ total: 3, unread: 1, page: 1, pageSize: 20 });
      expect(all.data.map((m: { id: number }) => m.id)).toEqual([c.id, b.id, a.id]);
      expect(all.data[0]).toMatchObject({ id: c.id, status: 'answered', admin_response: 'Voir la page Hôtels.', respondedBy: bo.admin.id, unread: false });
      expect(await list('?status=all')).toMatchObject({ total: 3 });
      expect(await list('?status=new')).toMatchObject({ total: 1, unread: 1, data: [{ id: a.id, unread: true }] });
      expect(await list('?status=read')).toMatchObject({ total: 1, data: [{ id: b.id, status: 'read' }] });
      expect(await list('?status=replied')).toMatchObject({ total: 1, data: [{ id: c.id }] });
      expect((await list('?q=PARKING')).data.map((m: { id: number }) => m.id)).toEqual([b.id]);
      expect((await list(`?q=${encodeURIComponent('chloé')}`)).data.map((m: { id: number }) => m.id)).toEqual([b.id]);
      expect(await list('?pageSize=1&page=2')).toMatchObject({ total: 3, page: 2, pageSize: 1, data: [{ id: b.id }] });

      const bad = await call('get', '/api/admin/messages?status=spam', bo.admin);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe('Le champ « status » est invalide : statut inconnu : choisissez new, read, replied ou all.');
    });

    it('marks a message read and unread, audited, and tells the admins', async () => {
      const m = await contact({ name: 'Awa', email: bo.awa.email }, bo.awa.id);
      bo.events = [];
      const read = await call('patch', `/api/admin/messages/${m.id}`, bo.admin, { read: true });
      expect(read.status).toBe(200);
      expect(read.body.message).toMatchObject({ id: m.id, status: 'read', unread: false });
      expect(bo.events).toEqual([{ name: 'admin.stats', payload: { reason: 'message' } }]);
      expect((await call('get', '/api/admin/stats', bo.admin)).body.unreadMessages).toBe(0);
      // Again: nothing changes, nothing audited.
      expect((await call('patch', `/api/admin/messages/${m.id}`, bo.admin, { read: true })).body.message.status).toBe('read');

      const unread = await call('patch', `/api/admin/messages/${m.id}`, bo.admin, { read: false });
      expect(unread.body.message).toMatchObject({ status: 'new', unread: true });
      expect((await call('get', '/api/admin/stats', bo.admin)).body.unreadMessages).toBe(1);
      expect((await audit()).map((r) => [r.action, r.targetType, r.targetId])).toEqual([
        ['message.read', 'message', String(m.id)],
        ['message.unread', 'message', String(m.id)],
      ]);

      for (const body of [{}, { read: 'yes' }]) {
        const res = await call('patch', `/api/admin/messages/${m.id}`, bo.admin, body);
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe('Le champ « read » est invalide : le champ « read » doit valoir true ou false.');
      }
      for (const id of [999_999, 'abc']) {
        const res = await call('patch', `/api/admin/messages/${id}`, bo.admin, { read: true });
        expect(res.status).toBe(404);
        expect(res.body.error).toEqual({ code: 'MESSAGE_NOT_FOUND', message: 'Message introuvable.' });
      }
      expect(await audit()).toHaveLength(2);
    });

    it('replies: stored, e-mailed, in the sender’s messages, pushed, audited', async () => {
      const m = await contact({ name: 'Awa Diallo', email: bo.awa.email, subject: 'Vestiaire ?' }, bo.awa.id);
      bo.events = [];
      bo.now = new Date(NOW.getTime() + 5 * 60_000);
      const res = await call('post', `/api/admin/messages/${m.id}/reply`, bo.admin, { response: '  Oui, au rez-de-chaussée.  ' });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatchObject({ id: m.id, status: 'answered', admin_response: 'Oui, au rez-de-chaussée.', respondedBy: bo.admin.id, unread: false });
      expect(bo.events).toEqual([
        { name: 'message.replied', payload: { messageId: m.id, userId: bo.awa.id } },
        { name: 'admin.stats', payload: { reason: 'message' } },
      ]);

      const mails = await bo.testDb.db.models.OutboxMessage.findAll({ where: { kind: MESSAGE_REPLY_KIND } });
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ recipient: bo.awa.email, status: 'pending', payload: { messageId: m.id } });

      const mine = await request(bo.app).get('/api/messages/my-messages').set('Authorization', bearer(bo.awa));
      expect(mine.body.data).toEqual([expect.objectContaining({ id: m.id, admin_response: 'Oui, au rez-de-chaussée.', status: 'answered', unread: false, hasUnreadReply: true })]);

      const [row, ...others] = await audit();
      expect(others).toHaveLength(0);
      expect(row).toMatchObject({ actorId: bo.admin.id, action: 'message.replied', targetType: 'message', targetId: String(m.id) });
      expect(row!.createdAt.toISOString()).toBe(bo.now.toISOString());
    });

    it('refuses an empty or too long reply and an unknown message, changing nothing', async () => {
      const m = await contact({ name: 'Awa', email: bo.awa.email }, bo.awa.id);
      for (const [body, message] of [
        [{ response: '   ' }, 'Le champ « response » est invalide : veuillez écrire une réponse.'],
        [{}, 'Le champ « response » est invalide : veuillez écrire une réponse.'],
        [{ response: 'x'.repeat(5001) }, 'Le champ « response » est invalide : la réponse ne peut pas dépasser 5\u202f000 caractères.'],
      ] as const) {
        const res = await call('post', `/api/admin/messages/${m.id}/reply`, bo.admin, body);
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(message);
      }
      const missing = await call('post', '/api/admin/messages/999999/reply', bo.admin, { response: 'Bonjour' });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('MESSAGE_NOT_FOUND');
      expect((await bo.testDb.db.models.Message.findByPk(m.id))!).toMatchObject({ status: 'new', adminResponse: null });
      expect(await bo.testDb.db.models.OutboxMessage.count({ where: { kind: MESSAGE_REPLY_KIND } })).toBe(0);
      expect(await audit()).toHaveLength(0);
    });
  });
});
