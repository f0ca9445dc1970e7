import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createMailRenderers } from '../../services.js';
import { describeEachDatabase, logger, openPreparedDatabase, testConfig, type TestDatabase } from '../../test/helpers.js';
import { createPaidOrder } from './mail.test-helper.js';
import { enqueueMail, enqueueOrderConfirmation } from './outbox.js';
import { createOutboxService } from './service.js';
import { formatOrderDateFr, renderOrderConfirmation, type OrderConfirmationData } from './templates/order-confirmation.js';
import { createDevOutboxTransport, devOutboxDir } from './transport.js';
import { formatEuros } from '@kizomba/locales';
import { apiText } from '../../i18n/index.js';

/** Intl puts (narrow) no-break spaces in « 119,00 € »: compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const DATA: OrderConfirmationData = {
  orderId: '0b7c9a52-6a1e-4f5e-9b7d-2f6d8c1e4a3b',
  orderNumber: 'KL-7H3K9Q2M',
  attachmentName: 'billets-KL-7H3K9Q2M.pdf',
  firstName: 'Awa',
  email: 'awa@example.org',
  orderedAt: new Date('2026-12-01T12:05:00Z'),
  lines: [
    { name: 'Full Pass', quantity: 2, unitPriceCents: 11_900 },
    { name: 'Soirée <du> vendredi', quantity: 1, unitPriceCents: 3_500 },
  ],
  subtotalCents: 27_300,
  discountCents: 500,
  promoCode: 'BIENVENUE5',
  totalCents: 26_800,
  paymentMethod: 'Carte de crédit',
  tickets: [
    { ticketTypeName: 'Full Pass', holderName: 'Awa Diallo' },
    { ticketTypeName: 'Full Pass', holderName: 'Élodie Ferré' },
    { ticketTypeName: 'Soirée <du> vendredi', holderName: 'Awa Diallo' },
  ],
  publicSiteUrl: 'https://kizomba-lumiere.fr',
};

describe('order-confirmation template', () => {
  it('writes the date in French, Paris time', () => {
    expect(formatOrderDateFr(new Date('2026-12-01T12:05:00Z'))).toBe('1 décembre 2026 à 13:05');
    expect(formatOrderDateFr(new Date('2027-04-16T22:30:00Z'))).toBe('17 avril 2027 à 00:30');
  });

  it('speaks the order’s language: English subject, texts, amounts, date, link to the English status page', () => {
    const mail = renderOrderConfirmation({ ...DATA, locale: 'en' });
    expect(mail.subject).toBe(apiText('en', 'mail.orderConfirmation.subject', { festival: 'Kizomba Lumière Festival', number: DATA.orderNumber }));
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain(`${DATA.publicSiteUrl}/en/confirmation/${DATA.orderId}`);
    expect(mail.text).toContain(formatEuros(DATA.totalCents, 'en'));
    expect(mail.text).toContain(apiText('en', 'mail.orderConfirmation.totalPaid'));
    expect(mail.text).toContain(apiText('en', 'tickets.festival.datesLabel'));
    expect(mail.text).toMatch(/ 2026 at /);
    for (const french of ['Bonjour', 'Récapitulatif', 'Commande', 'Total payé', 'À très vite', 'avril']) {
      expect(mail.text).not.toContain(french);
      expect(mail.html).not.toContain(french);
    }
  });

  it('has the French subject, summary, usage note, status link and contact, in text and HTML', () => {
    const mail = renderOrderConfirmation(DATA);
    expect(mail.subject).toBe('Vos billets pour le Kizomba Lumière Festival — commande KL-7H3K9Q2M');
    const text = plain(mail.text);
    for (const expected of [
      'Bonjour Awa,',
      'Commande : KL-7H3K9Q2M',
      'Date : 1 décembre 2026 à 13:05',
      '- Full Pass × 2 à 119,00 € : 238,00 €',
      '- Soirée <du> vendredi × 1 à 35,00 € : 35,00 €',
      'Sous-total : 273,00 €',
      'Réduction (code BIENVENUE5) : −5,00 €',
      'Total payé : 268,00 €',
      'billets-KL-7H3K9Q2M.pdf',
      'Vos billets (3 billets)',
      '- Full Pass — Élodie Ferré',
      'présentez-le à l’entrée',
      'https://kizomba-lumiere.fr/confirmation/0b7c9a52-6a1e-4f5e-9b7d-2f6d8c1e4a3b',
      'contact@kizomba-lumiere.fr',
    ]) {
      expect(text).toContain(expected);
    }
    const html = plain(mail.html);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Bonjour Awa,');
    expect(html).toContain('Soirée &lt;du&gt; vendredi'); // escaped, never markup
    expect(html).not.toContain('<du>');
    expect(html).toContain('268,00 €');
    expect(html).toContain('href="https://kizomba-lumiere.fr/confirmation/0b7c9a52-6a1e-4f5e-9b7d-2f6d8c1e4a3b"');
    expect(html).toContain('#150d2e');
    expect(html).not.toMatch(/<style|<script|src="http/i);
  });

  it('speaks of one ticket in the singular, and shows no discount line without one', () => {
    const mail = renderOrderConfirmation({
      ...DATA,
      lines: [{ name: 'Full Pass', quantity: 1, unitPriceCents: 11_900 }],
      tickets: [{ ticketTypeName: 'Full Pass', holderName: 'Awa Diallo' }],
      subtotalCents: 11_900,
      discountCents: 0,
      promoCode: null,
      totalCents: 11_900,
    });
    expect(mail.text).toContain('votre billet est prêt : vous le trouverez');
    expect(mail.text).toContain('Vos billets (1 billet)');
    expect(mail.text).not.toContain('Réduction');
    expect(mail.html).not.toContain('Réduction');
  });
});

describeEachDatabase('order-confirmation e-mail through the dev outbox', (target) => {
  let testDb: TestDatabase;
  const now = new Date('2030-01-01T00:00:00Z');

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    await testDb.db.models.OutboxMessage.destroy({ where: {} });
  });

  const deliverAll = async () => {
    const transport = createDevOutboxTransport(testDb.config.dataDir);
    try {
      return await createOutboxService({ db: testDb.db, config: testDb.config, logger, transport, clock: () => now, renderers: createMailRenderers({ models: testDb.db.models, config: testDb.config }) }).runOnce();
    } finally {
      transport.close();
    }
  };

  it('writes <id>-order-confirmation.eml: French e-mail, PDF tickets attached, one page per ticket', async () => {
    const { order, tickets } = await createPaidOrder(testDb.db);
    const { message } = await enqueueOrderConfirmation(testDb.db.models, order, { now: new Date('2029-12-31T23:00:00Z') });
    expect(await deliverAll()).toMatchObject({ sent: 1 });

    const row = await testDb.db.models.OutboxMessage.findByPk(message.id, { rejectOnEmpty: true });
    expect(row.emlPath).toBe(path.join(devOutboxDir(testDb.config.dataDir), `${message.id}-order-confirmation.eml`));
    expect(fs.readdirSync(devOutboxDir(testDb.config.dataDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const mail = await simpleParser(fs.readFileSync(row.emlPath!));
    expect(mail.subject).toBe(`Vos billets pour le Kizomba Lumière Festival — commande ${order.number}`);
    expect(mail.from?.text).toContain('billetterie@kizomba-lumiere.fr');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(order.email);
    expect(mail.messageId).toBe(row.messageId);
    const text = plain(mail.text ?? '');
    expect(text).toContain('Bonjour Awa,');
    expect(text).toContain(`Commande : ${order.number}`);
    expect(text).toContain('Date : 1 décembre 2026 à 13:05');
    expect(text).toContain('- Full Pass × 2 à 119,00 € : 238,00 €');
    expect(text).toContain('Réduction (code BIENVENUE5) : −5,00 €');
    expect(text).toContain('Total payé : 233,00 €');
    expect(text).toContain('- Full Pass — Élodie Ferré');
    expect(text).toContain(`${testDb.config.publicSiteUrl}/confirmation/${order.id}`);
    expect(mail.html).toContain('Bonjour Awa,');
    // The QR secrets travel only inside the PDF.
    for (const ticket of tickets) expect(`${mail.text}${mail.html}`).not.toContain(ticket.code);

    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments[0]!;
    expect(pdf.filename).toBe(`billets-${order.number}.pdf`);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.contentDisposition).toBe('attachment');
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.content.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(tickets.length);
  });

  it('marks a message whose order is not completed as failed, without sending', async () => {
    const { order } = await createPaidOrder(testDb.db);
    await order.update({ status: 'failed', failureReason: 'sold_out_after_payment' });
    const { message } = await enqueueOrderConfirmation(testDb.db.models, order, { now });
    expect(await deliverAll()).toMatchObject({ failed: 1, sent: 0 });
    const row = await testDb.db.models.OutboxMessage.findByPk(message.id, { rejectOnEmpty: true });
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('au statut failed');
    expect(row.emlPath).toBeNull();
  });

  describe('dev outbox pages', () => {
    const app = (devOutboxEnabled = true) =>
      createApp({ config: { ...testDb.config, mail: { ...testDb.config.mail, devOutboxEnabled } }, logger, db: testDb.db });

    it('list, .eml, preview and attachments of sent messages', async () => {
      const { order } = await createPaidOrder(testDb.db, { email: 'liste@example.org' });
      const { message } = await enqueueOrderConfirmation(testDb.db.models, order, { now });
      const pending = await enqueueMail(
        testDb.db.models,
        { kind: 'order-confirmation', dedupeKey: 'later', recipient: '<script>@example.org', payload: {} },
        { now: new Date('2031-01-01T00:00:00Z') },
      );
      await deliverAll();

      const page = await request(app()).get('/api/dev/outbox');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
      expect(page.text).toContain('Boîte d’envoi');
      expect(page.text).toContain('liste@example.org');
      expect(page.text).toContain(`commande ${order.number}`);
      expect(page.text).toContain('envoyé');
      expect(page.text).toContain('en attente');
      expect(page.text).toContain('&lt;script&gt;@example.org');
      expect(page.text).not.toContain('<script>');
      expect(page.text).toContain(`href="/api/dev/outbox/${message.id}.eml"`);
      expect(page.text).toContain(`href="/api/dev/outbox/${message.id}/attachments/0"`);

      const json = await request(app()).get('/api/dev/outbox.json');
      expect(json.status).toBe(200);
      const entries = json.body.messages as Array<Record<string, unknown>>;
      expect(entries.find((m) => m.id === message.id)).toMatchObject({
        recipient: 'liste@example.org',
        subject: `Vos billets pour le Kizomba Lumière Festival — commande ${order.number}`,
        status: 'sent',
        attachments: [`billets-${order.number}.pdf`],
      });
      expect(entries.find((m) => m.id === pending.message.id)).toMatchObject({ status: 'pending', sentAt: null, attachments: [] });

      const eml = await request(app()).get(`/api/dev/outbox/${message.id}.eml`).buffer(true).parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
      expect(eml.status).toBe(200);
      expect(eml.headers['content-type']).toMatch(/^message\/rfc822/);
      expect((await simpleParser(eml.body as Buffer)).subject).toContain(order.number);

      const preview = await request(app()).get(`/api/dev/outbox/${message.id}/preview`);
      expect(preview.status).toBe(200);
      expect(preview.text).toContain('Bonjour Awa,');
      expect(preview.headers['content-security-policy']).toContain("img-src data:");

      const attachment = await request(app()).get(`/api/dev/outbox/${message.id}/attachments/0`).buffer(true).parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
      expect(attachment.status).toBe(200);
      expect(attachment.headers['content-type']).toBe('application/pdf');
      expect(attachment.headers['content-disposition']).toBe(
        `attachment; filename="billets-${order.number}.pdf"; filename*=UTF-8''billets-${order.number}.pdf`,
      );
      expect((attachment.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

      for (const url of [
        `/api/dev/outbox/${message.id}/attachments/1`,
        `/api/dev/outbox/${pending.message.id}.eml`,
        '/api/dev/outbox/999999.eml',
        '/api/dev/outbox/abc.eml',
      ]) {
        const res = await request(app()).get(url);
        expect(res.status, url).toBe(404);
        expect(res.body.error.message).toMatch(/n'existe pas/);
      }
    });

    it('never serves a file outside DATA_DIR/outbox', async () => {
      const { message } = await enqueueMail(
        testDb.db.models,
        { kind: 'order-confirmation', dedupeKey: 'hostile', recipient: 'a@example.org', payload: {} },
        { now },
      );
      const outside = path.join(testDb.config.dataDir, 'secret.eml');
      fs.writeFileSync(outside, 'Subject: secret\n\nsecret');
      await message.update({ status: 'sent', emlPath: outside });
      expect((await request(app()).get(`/api/dev/outbox/${message.id}.eml`)).status).toBe(404);
      await message.update({ emlPath: path.join(devOutboxDir(testDb.config.dataDir), '..', 'secret.eml') });
      expect((await request(app()).get(`/api/dev/outbox/${message.id}.eml`)).status).toBe(404);
    });

    it('answer 404 when the dev outbox is off (production)', async () => {
      for (const url of ['/api/dev/outbox', '/api/dev/outbox.json', '/api/dev/outbox/1.eml', '/api/dev/outbox/1/attachments/0', '/api/dev/outbox/1/preview']) {
        const res = await request(app(false)).get(url);
        expect(res.status, url).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
    });

    it('answer 404 to a client that is not on this machine, even when on', async () => {
      const { order } = await createPaidOrder(testDb.db, { email: 'distant@example.org' });
      const { message } = await enqueueOrderConfirmation(testDb.db.models, order, { now });
      await deliverAll();
      // Through the site server (TRUST_PROXY=loopback): req.ip is the visitor's address it forwarded.
      for (const url of ['/api/dev/outbox', '/api/dev/outbox.json', `/api/dev/outbox/${message.id}.eml`, `/api/dev/outbox/${message.id}/preview`, `/api/dev/outbox/${message.id}/attachments/0`]) {
        const res = await request(app()).get(url).set('X-Forwarded-For', '192.168.1.23');
        expect(res.status, url).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
        expect(JSON.stringify(res.body)).not.toContain('distant@example.org');
      }
      expect((await request(app()).get('/api/dev/outbox.json').set('X-Forwarded-For', '127.0.0.1')).status).toBe(200);
      expect((await request(app()).get('/api/dev/outbox.json').set('X-Forwarded-For', '::1')).status).toBe(200);
    });
  });
});

describe('dev outbox switch', () => {
  it('is on only with DEV_OUTBOX=1, not merely outside production, and refused in production', () => {
    expect(testConfig({ NODE_ENV: 'development' }).mail.devOutboxEnabled).toBe(false);
    expect(testConfig({ NODE_ENV: 'development', DEV_OUTBOX: '1' }).mail.devOutboxEnabled).toBe(true);
    expect(() => testConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX/);
    expect(() =>
      testConfig({
        NODE_ENV: 'production',
        DEV_OUTBOX: '1',
        STRIPE_SECRET_KEY: 'sk_live_abc123',
        SMTP_URL: 'smtp://mail.example.org:587',
        CMS_EDITORIAL_TOKEN: 'f3a9c2e7b1d04c8e9a6f5b2d7c1e0a9f8b7c6d5e',
      }),
    ).toThrow(/DEV_OUTBOX=1 est refusé en production/);
  });
});
