/**
 * Account e-mails in the person's language: the request that asked for the link names it, the
 * account remembers it, the links lead to the site in that language.
 */
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { apiText } from '../../i18n/index.js';
import { createMailRenderers } from '../../services.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';

const NOW = new Date('2026-12-01T12:00:00Z');
const PASSWORD = 'une-phrase-de-passe-assez-longue-2027';

describeEachDatabase('account e-mails in the person’s language', (target) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
  });
  afterAll(async () => {
    await testDb?.close();
  });
  const app = () => createApp({ config: testDb.config, logger, db: testDb.db, clock: () => NOW });
  const lastMailTo = async (email: string) =>
    (await testDb.db.models.OutboxMessage.findAll({ where: { recipient: email }, order: [['id', 'DESC']], limit: 1 }))[0]!;

  it('register in English: the account, the verification e-mail and its link speak English; a reset asked in Portuguese follows', async () => {
    const email = 'emma.clarke@example.co.uk';
    const res = await request(app()).post('/api/auth/register').set('X-Locale', 'en').send({ email, password: PASSWORD, firstName: 'Emma', lastName: 'Clarke' });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(apiText('en', 'notices.auth.register'));
    const user = (await testDb.db.models.User.findOne({ where: { email } }))!;
    expect(user.locale).toBe('en');

    const renderers = createMailRenderers({ models: testDb.db.models, config: testDb.config });
    const verification = await lastMailTo(email);
    const mail = await renderers[verification.kind]!(verification);
    expect(mail.subject).toBe(apiText('en', 'mail.emailVerification.subject'));
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain(`${testDb.config.publicSiteUrl}/en/auth/magic-login?token=`);
    expect(mail.text).not.toMatch(/Bonjour|Confirmez/);

    await user.update({ emailVerifiedAt: NOW });
    const forgot = await request(app()).post('/api/auth/forgot-password').set('Accept-Language', 'pt-PT,pt;q=0.9').send({ email });
    expect(forgot.body.message).toBe(apiText('pt', 'notices.auth.mailSent'));
    await user.reload();
    expect(user.locale).toBe('pt');
    const reset = await renderers[(await lastMailTo(email)).kind]!(await lastMailTo(email));
    expect(reset.subject).toBe(apiText('pt', 'mail.passwordReset.subject'));
    expect(reset.text).toContain(`${testDb.config.publicSiteUrl}/pt/reset-password?token=`);
  });

  it('a request without language keeps French, as before', async () => {
    const email = 'awa.fr@example.fr';
    await request(app()).post('/api/auth/register').send({ email, password: PASSWORD, firstName: 'Awa', lastName: 'Diallo' });
    const row = await lastMailTo(email);
    const mail = await createMailRenderers({ models: testDb.db.models, config: testDb.config })[row.kind]!(row);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text).toContain(`${testDb.config.publicSiteUrl}/auth/magic-login?token=`);
  });
});
