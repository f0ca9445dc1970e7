/**
 * The request's language on refusals: X-Locale, then Accept-Language, then French; codes never
 * change, French answers stay byte for byte what they were, garbage headers answer French.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { apiText } from '../i18n/index.js';
import { createMailRenderers } from '../services.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../test/helpers.js';

const NOW = new Date('2026-12-01T12:00:00Z');

describeEachDatabase('request locale', (target) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
  });
  afterAll(async () => {
    await testDb?.close();
  });
  const app = () => createApp({ config: testDb.config, logger, db: testDb.db, clock: () => NOW });
  const addUnknown = (headers: Record<string, string>) =>
    request(app()).post('/api/cart/add').set(headers).send({ ticketId: 'no-such-ticket', quantity: 1 });

  it('answers a refusal in the X-Locale language, the code unchanged', async () => {
    const french = apiText('fr', 'errors.cart.ticketNotFound');
    for (const locale of ['en', 'pt', 'de', 'pl', 'ro'] as const) {
      const res = await addUnknown({ 'X-Locale': locale });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('TICKET_TYPE_NOT_FOUND');
      expect(res.body.error.message).toBe(apiText(locale, 'errors.cart.ticketNotFound'));
      expect(res.body.error.message).not.toBe(french);
      expect(res.headers['content-language']).toBe(locale);
    }
  });

  it('reads Accept-Language when X-Locale names no language of ours, X-Locale winning otherwise', async () => {
    const pt = await addUnknown({ 'Accept-Language': 'pt-BR,pt;q=0.9,en;q=0.5' });
    expect(pt.body.error.message).toBe(apiText('pt', 'errors.cart.ticketNotFound'));
    const both = await addUnknown({ 'X-Locale': 'es', 'Accept-Language': 'de' });
    expect(both.body.error.message).toBe(apiText('es', 'errors.cart.ticketNotFound'));
    const bad = await addUnknown({ 'X-Locale': 'klingon', 'Accept-Language': 'it-IT' });
    expect(bad.body.error.message).toBe(apiText('it', 'errors.cart.ticketNotFound'));
  });

  it.each<Record<string, string>>([
    { 'X-Locale': 'xx' },
    { 'X-Locale': '../../etc/passwd', 'Accept-Language': 'zz, *;q=0.5' },
    { 'Accept-Language': ';;;q=abc,,=,' },
    { 'Accept-Language': 'en;q=0' },
    { 'Accept-Language': `${'x-'.repeat(2000)}en` },
    {},
  ])('answers French, byte for byte, to %j', async (headers) => {
    const res = await addUnknown(headers);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'TICKET_TYPE_NOT_FOUND', message: "Ce billet n'existe pas ou n'est plus proposé." } });
    expect(res.headers['content-language']).toBe('fr');
  });

  it('translates request validation: the sentence, the schema’s own messages and zod’s', async () => {
    const fr = await request(app()).post('/api/cart/add').send({ ticketId: 'full-pass', quantity: 0 });
    expect(fr.body.error.message).toBe('Le champ « quantity » est invalide : la quantité doit être au moins de 1.');
    const en = await request(app()).post('/api/cart/add').set('X-Locale', 'en').send({ ticketId: 'full-pass', quantity: 0 });
    expect(en.status).toBe(400);
    expect(en.body.error.code).toBe('VALIDATION_ERROR');
    expect(en.body.error.fields).toEqual([{ field: 'quantity', message: apiText('en', 'fields.cart.quantityTooSmall') }]);
    expect(en.body.error.message).toContain(apiText('en', 'fields.cart.quantityTooSmall').slice(1, -1));
    expect(en.body.error.message).not.toMatch(/champ|quantité/);
    const zodOwn = await request(app()).post('/api/newsletter/subscribe').set('X-Locale', 'en').send({ email: 42 });
    expect(zodOwn.status).toBe(400);
    expect(zodOwn.body.error.message).not.toMatch(/champ|adresse/);
  });

  it('answers the checkout form’s refusals in the language, field by field', async () => {
    const added = await request(app()).post('/api/cart/add').send({ ticketId: 'full-pass', quantity: 1 });
    const cartId = added.body.cart.id as string;
    const res = await request(app())
      .post('/api/checkout/session')
      .set('X-Locale', 'de')
      .send({ cartId, customerInfo: { firstName: '', lastName: 'Diallo', email: 'awa@example.fr', phone: '+33612345678' }, billingDetails: { address: {} } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(apiText('de', 'errors.checkout.requiredFields'));
    expect(res.body.error.fields).toContainEqual({ field: 'customerInfo.firstName', message: apiText('de', 'fields.checkout.required.firstName') });
  });

  it('records the language of a contact message; its acknowledgement speaks it', async () => {
    const email = 'lucia.garcia@example.es';
    const res = await request(app())
      .post('/api/messages/contact')
      .set('X-Locale', 'es')
      .send({ name: 'Lucía García', email, subject: 'Alojamiento', message: '¿Hay hoteles cerca?' });
    expect(res.status).toBe(201);
    const message = (await testDb.db.models.Message.findOne({ where: { email } }))!;
    expect(message.locale).toBe('es');
    const row = (await testDb.db.models.OutboxMessage.findOne({ where: { recipient: email } }))!;
    const mail = await createMailRenderers({ models: testDb.db.models, config: testDb.config })[row.kind]!(row);
    expect(mail.subject).toBe(apiText('es', 'mail.messageReceived.subject', { subject: 'Alojamiento' }));
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain(`${testDb.config.publicSiteUrl}/es/contact`);
  });
});
