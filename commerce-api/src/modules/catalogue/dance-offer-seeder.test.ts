import { afterEach, expect, it } from 'vitest';
import { createMigrator, createSeeder } from '../../db/migrator.js';
import { describeEachDatabase, logger, openEmptyDatabase, type TestDatabase } from '../../test/helpers.js';
import { PASS_COUPLE, up as seedDanceOffer } from './seeders/0004-dance-roles-offer.js';

describeEachDatabase('seeder 0004: the dance offer', (target) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.close();
    testDb = undefined;
  });

  it('balances a fresh Workshop Pass and adds the Pass Couple with its translations', async () => {
    testDb = await openEmptyDatabase(target);
    await createMigrator(testDb.db, logger).up();
    await createSeeder(testDb.db, { logger, config: testDb.config }).up();
    const { TicketType } = testDb.db.models;
    const workshop = (await TicketType.findOne({ where: { slug: 'workshop-pass' } }))!;
    expect([workshop.danceRoles, workshop.balanceRatioPermille, workshop.balanceAllowFirst, workshop.quota, workshop.category]).toEqual(['balanced', 1_200, 10, 120, 'workshop']);
    const couple = (await TicketType.findOne({ where: { slug: PASS_COUPLE.slug } }))!;
    expect([couple.danceRoles, couple.priceCents, couple.quota]).toEqual(['couple', 27_900, 60]);
    expect(Object.keys(couple.translations ?? {}).sort()).toEqual(['de', 'en', 'es', 'it', 'nl', 'pl', 'pt', 'ro']);
    expect(couple.translations?.en?.name).toBe('Couple Pass');
  });

  it('on an existing database, leaves a Workshop Pass with sales and an edited Pass Couple as they are', async () => {
    testDb = await openEmptyDatabase(target);
    await createMigrator(testDb.db, logger).up();
    const seeder = createSeeder(testDb.db, { logger, config: testDb.config });
    await seeder.up({ to: 'catalogue/0003-ticket-type-translations' });
    const { TicketType } = testDb.db.models;
    await TicketType.update({ soldCount: 3 }, { where: { slug: 'workshop-pass' } });
    await TicketType.create({ ...PASS_COUPLE, priceCents: 25_000, name: 'Pass Duo' });
    await seeder.up();
    const context = { sequelize: testDb.db.sequelize, models: testDb.db.models, logger, config: testDb.config };
    await seedDanceOffer({ name: 'catalogue/0004-dance-roles-offer', context });
    const workshop = (await TicketType.findOne({ where: { slug: 'workshop-pass' } }))!;
    expect([workshop.danceRoles, workshop.soldCount]).toEqual(['none', 3]);
    const couple = (await TicketType.findOne({ where: { slug: PASS_COUPLE.slug } }))!;
    expect([couple.name, couple.priceCents]).toEqual(['Pass Duo', 25_000]);
    expect(await TicketType.count({ where: { slug: PASS_COUPLE.slug } })).toBe(1);
  });
});
