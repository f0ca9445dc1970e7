import fs from 'node:fs';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password.js';
import { describeEachDatabase, logger, makeTempDir, openEmptyDatabase, type TestDatabase } from '../test/helpers.js';
import { FESTIVAL_2027_OFFER, up as seedFestivalOffer } from '../modules/catalogue/seeders/0001-festival-2027-offer.js';
import { MOVED_MIGRATIONS, createMigrator, createSeeder, discoverFiles } from './migrator.js';
import { prepareDatabase } from './prepare.js';

describe('discoverFiles', () => {
  it('finds every module’s migrations in global NNNN order, named <area>/NNNN-name', () => {
    const names = discoverFiles('migrations').map((f) => f.name);
    expect(names.slice(0, 5)).toEqual([
      'catalogue/0001-create-ticket-types',
      'auth/0002-create-users',
      'promo-codes/0003-create-promo-codes',
      'cart/0004-create-carts',
      'catalogue/0005-restore-ticket-type-indexes',
    ]);
    expect(discoverFiles('seeders').map((f) => f.name)).toEqual(['catalogue/0001-festival-2027-offer', 'promo-codes/0002-welcome-promo-code', 'catalogue/0003-ticket-type-translations', 'catalogue/0004-dance-roles-offer', 'check-in-lists/0005-check-in-lists']);
  });

  it('orders by number across modules, breaks ties by area, and ignores tests and stray files', () => {
    const dir = makeTempDir('modules-');
    const add = (area: string, kind: string, file: string) => {
      fs.mkdirSync(path.join(dir, area, kind), { recursive: true });
      fs.writeFileSync(path.join(dir, area, kind, file), 'export const up = async () => {};');
    };
    add('orders', 'migrations', '0003-create-orders.ts');
    add('catalogue', 'migrations', '0001-create-ticket-types.ts');
    add('catalogue', 'migrations', '0004-add-early-bird.ts');
    add('auth', 'migrations', '0003-add-reset-tokens.ts');
    add('auth', 'migrations', '0003-add-reset-tokens.test.ts');
    add('auth', 'migrations', 'README.md');
    add('auth', 'migrations', 'helpers.ts');
    expect(discoverFiles('migrations', dir).map((f) => f.name)).toEqual([
      'catalogue/0001-create-ticket-types',
      'auth/0003-add-reset-tokens',
      'orders/0003-create-orders',
      'catalogue/0004-add-early-bird',
    ]);
    add('orders', 'migrations', '0003-create-orders.js');
    expect(() => discoverFiles('migrations', dir)).toThrow(/exists twice/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describeEachDatabase('migrations and seeders', (target) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.close();
    testDb = undefined;
  });

  const tableNames = async (t: TestDatabase) =>
    ((await t.db.sequelize.getQueryInterface().showAllTables()) as Array<string | { tableName: string }>)
      .map((x) => (typeof x === 'string' ? x : x.tableName))
      .sort();

  it('migrates an empty database up, matching every model column', async () => {
    testDb = await openEmptyDatabase(target);
    expect(await tableNames(testDb)).toEqual([]);

    const executed = await createMigrator(testDb.db, logger).up();
    expect(executed.map((m) => m.name)).toEqual(discoverFiles('migrations').map((f) => f.name));
    expect(await tableNames(testDb)).toEqual(['audit_logs', 'auth_tokens', 'cart_items', 'carts', 'check_in_list_types', 'check_in_lists', 'checkout_buyer_locks', 'checkout_sessions', 'festival_settings', 'invitations', 'login_throttles', 'messages', 'mfa_challenges', 'migrations', 'newsletter_subscribers', 'order_items', 'order_refunds', 'orders', 'outbox_messages', 'payment_reviews', 'promo_codes', 'recovery_codes', 'revoked_sessions', 'revoked_ticket_codes', 'scan_conflicts', 'scans', 'stripe_events', 'ticket_check_ins', 'ticket_resales', 'ticket_transfers', 'ticket_types', 'tickets', 'users', 'waiting_list_entries', 'waiting_list_offers']);

    // Each model attribute must exist as a column with the same nullability: models and
    // migrations are written separately and must not drift.
    const qi = testDb.db.sequelize.getQueryInterface();
    for (const model of Object.values(testDb.db.models)) {
      const columns = await qi.describeTable(model.getTableName() as string);
      for (const attribute of Object.values(
        model.getAttributes() as Record<string, { field?: string; allowNull?: boolean; primaryKey?: boolean }>,
      )) {
        const field = attribute.field ?? '';
        expect(columns, `${model.name}.${field}`).toHaveProperty(field);
        // SQLite reports its INTEGER PRIMARY KEY as nullable; keys are never null anyway.
        if (attribute.primaryKey) continue;
        expect(columns[field]!.allowNull, `${model.name}.${field} nullability`).toBe(attribute.allowNull !== false);
      }
      expect(Object.keys(columns).sort()).toEqual(
        Object.values(model.getAttributes() as Record<string, { field?: string }>).map((a) => a.field).sort(),
      );
    }

    // Every index the migrations declare exists (SQLite's addConstraint used to drop them).
    const indexNames = async (table: string) =>
      ((await qi.showIndex(table)) as Array<{ name: string }>).map((i) => i.name).filter((n) => n !== 'PRIMARY' && !n.startsWith('sqlite_autoindex'));
    expect(await indexNames('ticket_types')).toEqual(expect.arrayContaining(['ticket_types_slug_unique', 'ticket_types_visible_sort']));
    expect(await indexNames('promo_codes')).toEqual(expect.arrayContaining(['promo_codes_code_unique']));
    expect(await indexNames('carts')).toEqual(expect.arrayContaining(['carts_expires_at']));
    expect(await indexNames('cart_items')).toEqual(expect.arrayContaining(['cart_items_cart_id', 'cart_items_ticket_type']));
    expect(await indexNames('tickets')).toEqual(
      expect.arrayContaining(['tickets_code_unique', 'tickets_order', 'tickets_ticket_type', 'tickets_checked_in_at']),
    );
    expect(await indexNames('scans')).toEqual(expect.arrayContaining(['scans_created_at', 'scans_ticket_id', 'scans_nonce_unique', 'scans_list_id']));
    expect(await indexNames('scan_conflicts')).toEqual(expect.arrayContaining(['scan_conflicts_scan_unique', 'scan_conflicts_resolved_at']));
    expect(await indexNames('tickets')).toEqual(expect.arrayContaining(['tickets_holder_email']));
    expect(await indexNames('revoked_ticket_codes')).toEqual(expect.arrayContaining(['revoked_ticket_codes_ticket']));
    expect(await indexNames('ticket_transfers')).toEqual(
      expect.arrayContaining(['ticket_transfers_token_hash_unique', 'ticket_transfers_ticket_status', 'ticket_transfers_status_expires']),
    );
    expect(await indexNames('invitations')).toEqual(
      expect.arrayContaining(['invitations_token_hash_unique', 'invitations_status_expires', 'invitations_created_at', 'invitations_ticket_type']),
    );
    expect(await indexNames('audit_logs')).toEqual(expect.arrayContaining(['audit_logs_created_at', 'audit_logs_target']));
    expect(await indexNames('order_refunds')).toEqual(expect.arrayContaining(['order_refunds_order_id']));
    expect(await indexNames('checkout_sessions')).toEqual(expect.arrayContaining(['checkout_sessions_stripe_session_unique', 'checkout_sessions_order']));
    expect(await indexNames('payment_reviews')).toEqual(expect.arrayContaining(['payment_reviews_stripe_session_unique', 'payment_reviews_order']));
    expect(await indexNames('mfa_challenges')).toEqual(expect.arrayContaining(['mfa_challenges_token_hash_unique', 'mfa_challenges_user_id']));
    expect(await indexNames('recovery_codes')).toEqual(expect.arrayContaining(['recovery_codes_user_id']));
    expect(await indexNames('login_throttles')).toEqual(expect.arrayContaining(['login_throttles_last_failure_at']));
    expect(await indexNames('revoked_sessions')).toEqual(expect.arrayContaining(['revoked_sessions_expires_at']));
    await expect(
      testDb.db.models.TicketType.create({ ...FESTIVAL_2027_OFFER[0]!, salesStart: new Date(), salesEnd: new Date(Date.now() + 1000) }),
    ).resolves.toBeTruthy();
    await expect(
      testDb.db.models.TicketType.create({ ...FESTIVAL_2027_OFFER[0]!, salesStart: new Date(), salesEnd: new Date(Date.now() + 1000) }),
    ).rejects.toThrow();

    // Re-running finds nothing pending.
    expect(await createMigrator(testDb.db, logger).up()).toEqual([]);
    expect(await createMigrator(testDb.db, logger).pending()).toEqual([]);
  });

  // Three passes over every migration: ≈ 12 s alone on MariaDB, more beside the other suites.
  it('reverts every migration and re-applies them', async () => {
    testDb = await openEmptyDatabase(target);
    const migrator = createMigrator(testDb.db, logger);
    await migrator.up();
    const reverted = await migrator.down({ to: 0 });
    expect(reverted.map((m) => m.name)).toEqual(discoverFiles('migrations').map((f) => f.name).reverse());
    expect(await tableNames(testDb)).toEqual(['migrations']);
    await migrator.up();
    expect(await tableNames(testDb)).toEqual(['audit_logs', 'auth_tokens', 'cart_items', 'carts', 'check_in_list_types', 'check_in_lists', 'checkout_buyer_locks', 'checkout_sessions', 'festival_settings', 'invitations', 'login_throttles', 'messages', 'mfa_challenges', 'migrations', 'newsletter_subscribers', 'order_items', 'order_refunds', 'orders', 'outbox_messages', 'payment_reviews', 'promo_codes', 'recovery_codes', 'revoked_sessions', 'revoked_ticket_codes', 'scan_conflicts', 'scans', 'stripe_events', 'ticket_check_ins', 'ticket_resales', 'ticket_transfers', 'ticket_types', 'tickets', 'users', 'waiting_list_entries', 'waiting_list_offers']);
  }, 90_000);

  it('keeps a migration moved to another module executed: a database that ran it under its former name does not run it again', async () => {
    testDb = await openEmptyDatabase(target);
    await createMigrator(testDb.db, logger).up();
    // A database migrated before the move holds the former names.
    for (const [current, former] of Object.entries(MOVED_MIGRATIONS)) {
      await testDb.db.sequelize.query('UPDATE migrations SET name = ? WHERE name = ?', { replacements: [former, current] });
    }
    const stored = async () => ((await testDb!.db.sequelize.query('SELECT name FROM migrations', { type: QueryTypes.SELECT })) as Array<{ name: string }>).map((r) => r.name);
    expect(await stored()).toEqual(expect.arrayContaining(Object.values(MOVED_MIGRATIONS)));

    const migrator = createMigrator(testDb.db, logger);
    expect(await migrator.pending()).toEqual([]);
    expect(await migrator.up()).toEqual([]);
    expect((await migrator.executed()).map((m) => m.name)).toEqual(discoverFiles('migrations').map((f) => f.name));

    // Reverting forgets the former name too, so re-applying records the current one.
    const moved = Object.keys(MOVED_MIGRATIONS).sort()[0]!;
    const reverted = await migrator.down({ to: moved });
    expect(reverted.map((m) => m.name)).toContain(moved);
    expect(await stored()).not.toContain(MOVED_MIGRATIONS[moved]);
    await migrator.up();
    expect(await stored()).toEqual(expect.arrayContaining(Object.keys(MOVED_MIGRATIONS)));
    expect(await migrator.pending()).toEqual([]);
  });

  it('seeds the catalogue and staff accounts once; a second boot changes nothing', async () => {
    testDb = await openEmptyDatabase(target);
    const first = await prepareDatabase(testDb.db, testDb.config, logger);
    expect(first.seeders).toEqual(['catalogue/0001-festival-2027-offer', 'promo-codes/0002-welcome-promo-code', 'catalogue/0003-ticket-type-translations', 'catalogue/0004-dance-roles-offer', 'check-in-lists/0005-check-in-lists']);
    expect(await tableNames(testDb)).toEqual(['audit_logs', 'auth_tokens', 'cart_items', 'carts', 'check_in_list_types', 'check_in_lists', 'checkout_buyer_locks', 'checkout_sessions', 'festival_settings', 'invitations', 'login_throttles', 'messages', 'mfa_challenges', 'migrations', 'newsletter_subscribers', 'order_items', 'order_refunds', 'orders', 'outbox_messages', 'payment_reviews', 'promo_codes', 'recovery_codes', 'revoked_sessions', 'revoked_ticket_codes', 'scan_conflicts', 'scans', 'seeders', 'stripe_events', 'ticket_check_ins', 'ticket_resales', 'ticket_transfers', 'ticket_types', 'tickets', 'users', 'waiting_list_entries', 'waiting_list_offers']);

    const snapshot = async () => ({
      ticketTypes: (await testDb!.db.models.TicketType.findAll({ order: [['id', 'ASC']], raw: true })).map((row) => ({ ...row })),
      users: await testDb!.db.models.User.scope('withPassword').findAll({ order: [['id', 'ASC']], raw: true }),
      promoCodes: await testDb!.db.models.PromoCode.findAll({ order: [['id', 'ASC']], raw: true }),
    });
    const before = await snapshot();
    // The 2027 offer and the Pass Couple.
    expect(before.ticketTypes).toHaveLength(FESTIVAL_2027_OFFER.length + 1);
    expect(before.users.map((u) => [u.email, u.role])).toEqual([
      ['admin.test@kizomba-lumiere.fr', 'admin'],
      ['scanner.test@kizomba-lumiere.fr', 'scanner'],
    ]);

    const second = await prepareDatabase(testDb.db, testDb.config, logger);
    expect(second).toEqual({ migrations: [], seeders: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the seeder itself idempotent, even when forced to run twice', async () => {
    testDb = await openEmptyDatabase(target);
    await createMigrator(testDb.db, logger).up();
    const seeder = createSeeder(testDb.db, { logger, config: testDb.config });
    await seeder.up();
    const rows = async () => testDb!.db.models.TicketType.findAll({ order: [['id', 'ASC']], raw: true });
    const before = await rows();
    // An admin edit made in the meantime must survive a replay.
    await testDb.db.models.TicketType.update({ priceCents: 12_900 }, { where: { slug: 'full-pass' } });
    // Replay the seeder's body directly (umzug itself would never run it twice).
    const context = { sequelize: testDb.db.sequelize, models: testDb.db.models, logger, config: testDb.config };
    await seedFestivalOffer({ name: 'catalogue/0001-festival-2027-offer', context });
    await seedFestivalOffer({ name: 'catalogue/0001-festival-2027-offer', context });
    const after = await rows();
    expect(after).toHaveLength(before.length);
    expect(after.map((r) => [r.id, r.slug])).toEqual(before.map((r) => [r.id, r.slug]));
    expect(await seeder.pending()).toEqual([]);
    expect(after.find((r) => r.slug === 'full-pass')!.priceCents).toBe(12_900);
  });

  it('stores the seeded prices as integer cents and dates in UTC', async () => {
    testDb = await openEmptyDatabase(target);
    await prepareDatabase(testDb.db, testDb.config, logger);
    const fullPass = await testDb.db.models.TicketType.findOne({ where: { slug: 'full-pass' } });
    expect(fullPass!.priceCents).toBe(14_900);
    expect(fullPass!.salesStart.toISOString()).toBe('2026-08-31T22:00:00.000Z');
    expect(fullPass!.salesEnd.toISOString()).toBe('2027-04-18T21:59:59.000Z');
    expect(fullPass!.includes).toEqual(['Tous les stages (18 h)', 'Les 3 soirées', 'Shows et finale du concours']);
    expect(fullPass!.highlighted).toBe(true);
  });

  it('creates staff accounts with hashed passwords and never overwrites a changed one', async () => {
    testDb = await openEmptyDatabase(target);
    await prepareDatabase(testDb.db, testDb.config, logger);
    const { User } = testDb.db.models;
    const admin = await User.scope('withPassword').findOne({ where: { email: 'admin.test@kizomba-lumiere.fr' } });
    expect(admin).not.toBeNull();
    expect(admin!.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(testDb.config.staff.admin.password, admin!.passwordHash!)).toBe(true);
    expect(admin!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(admin!.tokenVersion).toBe(0);
    // Default scope and JSON never expose the hash.
    expect((await User.findByPk(admin!.id))!.get('passwordHash')).toBeUndefined();
    expect(JSON.stringify(admin)).not.toContain('scrypt$');

    // The admin changes the password in the back-office, then the server reboots with the old env.
    const changedHash = admin!.passwordHash!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await User.update({ passwordHash: changedHash }, { where: { id: admin!.id } });
    await prepareDatabase(testDb.db, { ...testDb.config, staff: { ...testDb.config.staff, admin: { ...testDb.config.staff.admin, password: 'another-env-password' } } }, logger);
    const reloaded = await User.scope('withPassword').findByPk(admin!.id);
    expect(reloaded!.passwordHash).toBe(changedHash);
    expect(await User.count()).toBe(2);
  });

  it('leaves the role of an existing account alone (no promotion from env)', async () => {
    testDb = await openEmptyDatabase(target);
    await createMigrator(testDb.db, logger).up();
    await testDb.db.models.User.create({ email: 'SCANNER.test@kizomba-lumiere.fr', firstName: 'Déjà', role: 'user' });
    await prepareDatabase(testDb.db, testDb.config, logger);
    const scanner = await testDb.db.models.User.findOne({ where: { email: 'scanner.test@kizomba-lumiere.fr' } });
    expect(scanner!.role).toBe('user');
    expect(await testDb.db.models.User.count()).toBe(2);
  });
});
