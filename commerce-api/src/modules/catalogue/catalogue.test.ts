import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { expectContract } from '../../test/contract.js';
import { TicketTypeView } from '@kizomba/api-contract/catalogue';
import * as z from 'zod/mini';
import { CATALOGUE_CACHE_MS, createCatalogueService, isWithinSalesWindow, remainingSeats, toTicketTypeView, type CatalogueService } from './service.js';
import type { TicketTypeAttributes } from './models.js';
import { FESTIVAL_2027_OFFER } from './seeders/0001-festival-2027-offer.js';
import { readTicketTypeTranslations, up as seedTranslations } from './seeders/0003-ticket-type-translations.js';
import { PASS_COUPLE } from './seeders/0004-dance-roles-offer.js';

const DURING_SALES = new Date('2026-12-01T12:00:00Z');
const SALES_START = '2026-08-31T22:00:00.000Z';
const SALES_END = '2027-04-18T21:59:59.000Z';

/** The exact public answer for the seeded 2027 offer (docs/content-model.md shape). */
const EXPECTED_CATALOGUE = [
  {
    slug: 'full-pass',
    name: 'Full Pass',
    includes: ['Tous les stages (18 h)', 'Les 3 soirées', 'Shows et finale du concours'],
    category: 'pass',
    price: 149,
    quota: 400,
    validDays: ['2027-04-16', '2027-04-17', '2027-04-18'],
    highlighted: true,
    sortOrder: 10,
    danceRoles: 'none',
    roles: null,
  },
  { slug: 'pass-couple', name: 'Pass Couple', category: 'pass', price: 279, quota: 60, validDays: ['2027-04-16', '2027-04-17', '2027-04-18'], highlighted: false, sortOrder: 15, danceRoles: 'couple', roles: null },
  { slug: 'party-pass', name: 'Party Pass', category: 'pass', price: 89, quota: 300, validDays: ['2027-04-16', '2027-04-17', '2027-04-18'], highlighted: false, sortOrder: 20 },
  { slug: 'soiree-vendredi', name: 'Soirée du vendredi', category: 'night', price: 35, quota: 150, validDays: ['2027-04-16'], highlighted: false, sortOrder: 30 },
  { slug: 'soiree-gala-samedi', name: 'Soirée de gala du samedi', category: 'night', price: 45, quota: 200, validDays: ['2027-04-17'], highlighted: false, sortOrder: 40 },
  { slug: 'soiree-dimanche', name: 'Soirée du dimanche', category: 'night', price: 35, quota: 150, validDays: ['2027-04-18'], highlighted: false, sortOrder: 50 },
  { slug: 'workshop-pass', name: 'Workshop Pass', category: 'workshop', price: 99, quota: 120, validDays: ['2027-04-16', '2027-04-17', '2027-04-18'], highlighted: false, sortOrder: 60, danceRoles: 'balanced', roles: { leader: 'available', follower: 'available' } },
];

const KEYS = [
  'id', 'slug', 'name', 'description', 'includes', 'category', 'price', 'currency', 'quota', 'remaining', 'soldOut',
  'salesStart', 'salesEnd', 'onSale', 'validDays', 'highlighted', 'sortOrder', 'danceRoles', 'roles', 'waitingList',
];

describe('catalogue pure rules', () => {
  const base: TicketTypeAttributes = {
    id: 1, slug: 'x', name: 'X', description: '', includes: [], category: 'night', priceCents: 3_550, quota: 10, soldCount: 0,
    heldCount: 0, salesStart: new Date('2026-09-01T00:00:00Z'), salesEnd: new Date('2026-09-30T00:00:00Z'), validDays: [],
    highlighted: false, visible: true, sortOrder: 0, translations: null, danceRoles: 'none', balanceRatioPermille: null,
    balanceAllowFirst: 0, leaderCap: null, followerCap: null, leaderSold: 0, leaderHeld: 0, followerSold: 0, followerHeld: 0,
    createdAt: new Date(), updatedAt: new Date(),
  };

  it('computes remaining = max(0, quota - sold - held)', () => {
    expect(remainingSeats({ quota: 10, soldCount: 3, heldCount: 2 })).toBe(5);
    expect(remainingSeats({ quota: 10, soldCount: 8, heldCount: 2 })).toBe(0);
    // A quota lowered below what is already sold must not show negative stock.
    expect(remainingSeats({ quota: 5, soldCount: 8, heldCount: 0 })).toBe(0);
  });

  it('treats both sales-window bounds as inclusive', () => {
    expect(isWithinSalesWindow(base, new Date('2026-08-31T23:59:59.999Z'))).toBe(false);
    expect(isWithinSalesWindow(base, new Date('2026-09-01T00:00:00.000Z'))).toBe(true);
    expect(isWithinSalesWindow(base, new Date('2026-09-30T00:00:00.000Z'))).toBe(true);
    expect(isWithinSalesWindow(base, new Date('2026-09-30T00:00:00.001Z'))).toBe(false);
  });

  it('exposes euros with decimals and the on-sale flag', () => {
    const view = toTicketTypeView(base, new Date('2026-09-10T00:00:00Z'));
    expect(view.price).toBe(35.5);
    expect(view.currency).toBe('EUR');
    expect(view.onSale).toBe(true);
    expect(toTicketTypeView({ ...base, soldCount: 7, heldCount: 3 }, new Date('2026-09-10T00:00:00Z'))).toMatchObject({
      remaining: 0,
      soldOut: true,
      onSale: false,
    });
  });
});

describe('ticket type translations (seeders/translations/<xx>.json)', () => {
  const files = readTicketTypeTranslations();

  it.each([...files.keys()])('%s names every ticket type of the offer, with as many inclusions as French', (locale) => {
    const bySlug = files.get(locale)!;
    const offers = [...FESTIVAL_2027_OFFER, PASS_COUPLE];
    expect(Object.keys(bySlug).sort()).toEqual(offers.map((t) => t.slug).sort());
    for (const offer of offers) {
      const texts = bySlug[offer.slug]!;
      expect(texts.name.trim(), `${locale} ${offer.slug}`).not.toBe('');
      expect(texts.description.trim(), `${locale} ${offer.slug}`).not.toBe('');
      expect(texts.description, `${locale} ${offer.slug}: description still French`).not.toBe(offer.description);
      expect(texts.includes, `${locale} ${offer.slug}`).toHaveLength(offer.includes!.length);
    }
  });
});

describeEachDatabase('catalogue', (target) => {
  let testDb: TestDatabase;
  let service: CatalogueService;

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    service = createCatalogueService(testDb.db.models);
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    // Tests below change counters/visibility: start each from the seeded state.
    await testDb.db.models.TicketType.update({ soldCount: 0, heldCount: 0, visible: true }, { where: {} });
  });

  const appAt = (now: Date) => createApp({ config: testDb.config, logger, db: testDb.db, clock: () => now });
  const idOf = async (slug: string) => (await testDb.db.models.TicketType.findOne({ where: { slug } }))!.id;

  describe('in-memory catalogue', () => {
    const remainingOf = async (slug: string) => (await service.listCatalogue(DURING_SALES)).find((t) => t.slug === slug)!.remaining;

    it('shows a hold, a release and a sale made through the inventory primitives at once', async () => {
      const id = await idOf('soiree-vendredi');
      expect(await remainingOf('soiree-vendredi')).toBe(150);
      expect(await service.holdSeats(id, 4)).toBe(true);
      expect(await remainingOf('soiree-vendredi')).toBe(146);
      await testDb.db.write(async (transaction) => {
        expect(await service.confirmHeldSeats(id, 3, { transaction })).toBe(true);
      });
      expect(await remainingOf('soiree-vendredi')).toBe(146);
      expect(await service.releaseSeats(id, 1)).toBe(true);
      expect(await remainingOf('soiree-vendredi')).toBe(147);
    });

    it('shows a write made through the model (another service of this process) at once', async () => {
      expect(await remainingOf('workshop-pass')).toBe(120);
      await testDb.db.models.TicketType.update({ soldCount: 20 }, { where: { slug: 'workshop-pass' } });
      expect(await remainingOf('workshop-pass')).toBe(100);
      await testDb.db.models.TicketType.update({ visible: false }, { where: { slug: 'workshop-pass' } });
      expect((await service.listCatalogue(DURING_SALES)).map((t) => t.slug)).not.toContain('workshop-pass');
    });

    it('picks up a write it was not told about (another replica) after CATALOGUE_CACHE_MS', async () => {
      expect(await remainingOf('soiree-dimanche')).toBe(150);
      // Raw SQL: no hook, no primitive — what another API process's write looks like from here.
      await testDb.db.sequelize.query("UPDATE ticket_types SET sold_count = 50 WHERE slug = 'soiree-dimanche'");
      await new Promise((resolve) => setTimeout(resolve, CATALOGUE_CACHE_MS + 50));
      expect(await remainingOf('soiree-dimanche')).toBe(100);
    });
  });

  describe('GET /api/tickets', () => {
    it('answers the seeded 2027 offer in the documented shape, sorted by sortOrder', async () => {
      const res = await request(appAt(DURING_SALES)).get('/api/tickets');
      expect(res.status).toBe(200);
      expectContract(res.body.data, z.array(TicketTypeView));
      expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
      expect(res.headers['cache-control']).toBe('public, max-age=5');
      expect(Object.keys(res.body)).toEqual(['data']);
      const data = res.body.data as Array<Record<string, unknown>>;
      expect(data.map((t) => t.slug)).toEqual(EXPECTED_CATALOGUE.map((t) => t.slug));
      data.forEach((ticket, i) => {
        expect(Object.keys(ticket)).toEqual(KEYS);
        expect(ticket).toMatchObject({
          ...EXPECTED_CATALOGUE[i],
          currency: 'EUR',
          remaining: EXPECTED_CATALOGUE[i]!.quota,
          soldOut: false,
          onSale: true,
          waitingList: false,
          salesStart: SALES_START,
          salesEnd: SALES_END,
        });
        expect(ticket.id).toEqual(expect.any(Number));
        expect(typeof ticket.description).toBe('string');
        expect((ticket.description as string).length).toBeGreaterThan(20);
        expect((ticket.includes as string[]).length).toBeGreaterThanOrEqual(3);
      });
      expect(data.filter((t) => t.highlighted).map((t) => t.slug)).toEqual(['full-pass']);
    });

    it('includes the contest final in the Saturday gala night', async () => {
      const res = await request(appAt(DURING_SALES)).get('/api/tickets/soiree-gala-samedi');
      expect(res.body.data.includes).toContain('Finale du Kizomba Lumière Contest 2026');
    });

    it('reflects sold and held seats in remaining/soldOut/onSale', async () => {
      await testDb.db.models.TicketType.update({ soldCount: 140, heldCount: 5 }, { where: { slug: 'soiree-vendredi' } });
      await testDb.db.models.TicketType.update({ soldCount: 195, heldCount: 5 }, { where: { slug: 'soiree-gala-samedi' } });
      const { body } = await request(appAt(DURING_SALES)).get('/api/tickets');
      const bySlug = Object.fromEntries((body.data as Array<{ slug: string }>).map((t) => [t.slug, t]));
      expect(bySlug['soiree-vendredi']).toMatchObject({ quota: 150, remaining: 5, soldOut: false, onSale: true });
      expect(bySlug['soiree-gala-samedi']).toMatchObject({ quota: 200, remaining: 0, soldOut: true, onSale: false });
    });

    it('is not on sale before the window opens nor after it closes', async () => {
      const before = await request(appAt(new Date('2026-08-31T21:59:59.999Z'))).get('/api/tickets');
      expect(before.body.data.every((t: { onSale: boolean; soldOut: boolean }) => !t.onSale && !t.soldOut)).toBe(true);
      const opening = await request(appAt(new Date(SALES_START))).get('/api/tickets');
      expect(opening.body.data.every((t: { onSale: boolean }) => t.onSale)).toBe(true);
      const lastSecond = await request(appAt(new Date(SALES_END))).get('/api/tickets');
      expect(lastSecond.body.data.every((t: { onSale: boolean }) => t.onSale)).toBe(true);
      const after = await request(appAt(new Date('2027-04-18T22:00:00Z'))).get('/api/tickets');
      expect(after.body.data.every((t: { onSale: boolean }) => !t.onSale)).toBe(true);
    });

    it('hides invisible ticket types from the list and the detail', async () => {
      await testDb.db.models.TicketType.update({ visible: false }, { where: { slug: 'workshop-pass' } });
      const list = await request(appAt(DURING_SALES)).get('/api/tickets');
      expect(list.body.data.map((t: { slug: string }) => t.slug)).not.toContain('workshop-pass');
      const detail = await request(appAt(DURING_SALES)).get('/api/tickets/workshop-pass');
      expect(detail.status).toBe(404);
    });

    it('orders by sortOrder, then id', async () => {
      await testDb.db.models.TicketType.update({ sortOrder: 5 }, { where: { slug: 'soiree-dimanche' } });
      const { body } = await request(appAt(DURING_SALES)).get('/api/tickets');
      expect(body.data[0].slug).toBe('soiree-dimanche');
      await testDb.db.models.TicketType.update({ sortOrder: 50 }, { where: { slug: 'soiree-dimanche' } });
    });
  });

  describe('GET /api/tickets/:slug', () => {
    it('answers one ticket type as { data }', async () => {
      const res = await request(appAt(DURING_SALES)).get('/api/tickets/full-pass');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=5');
      expect(Object.keys(res.body.data)).toEqual(KEYS);
      expect(res.body.data).toMatchObject({ ...EXPECTED_CATALOGUE[0], remaining: 400, onSale: true });
    });

    it('answers in the request language (X-Locale, then Accept-Language), French when a language is missing', async () => {
      const { TicketType } = testDb.db.models;
      const english = readTicketTypeTranslations().get('en')!['full-pass']!;
      const en = await request(appAt(DURING_SALES)).get('/api/tickets/full-pass').set('X-Locale', 'en');
      expect(en.body.data).toMatchObject({ name: english.name, description: english.description, includes: english.includes });
      expect(en.headers['content-language']).toBe('en');
      expect(en.headers.vary).toMatch(/X-Locale/);
      const byHeader = await request(appAt(DURING_SALES)).get('/api/tickets').set('Accept-Language', 'en-GB,en;q=0.9');
      expect(byHeader.body.data[0].description).toBe(english.description);
      const french = await request(appAt(DURING_SALES)).get('/api/tickets/full-pass').set('Accept-Language', 'xx, *;q=0.1');
      expect(french.body.data).toMatchObject(EXPECTED_CATALOGUE[0]!);

      const row = (await TicketType.findOne({ where: { slug: 'full-pass' } }))!;
      const saved = row.translations;
      try {
        await row.update({ translations: { ...saved, pt: undefined } });
        const missing = await request(appAt(DURING_SALES)).get('/api/tickets/full-pass').set('X-Locale', 'pt');
        expect(missing.body.data.includes).toEqual(EXPECTED_CATALOGUE[0]!.includes);
      } finally {
        await row.update({ translations: saved });
      }
    });

    it('seeds a language a ticket type lacks and keeps one edited since', async () => {
      const row = (await testDb.db.models.TicketType.findOne({ where: { slug: 'party-pass' } }))!;
      const saved = row.translations!;
      try {
        const edited = { ...saved.en!, name: 'Night Pass' };
        await row.update({ translations: { en: edited } });
        await seedTranslations({ name: '0003', path: '', context: { models: testDb.db.models, logger } as never });
        await row.reload();
        expect(row.translations!.en).toEqual(edited);
        expect(Object.keys(row.translations!).sort()).toEqual(Object.keys(saved).sort());
      } finally {
        await row.update({ translations: saved });
      }
    });

    it.each(['nope', 'FULL-PASS', 'full_pass', 'a'.repeat(80)])('answers a French 404 for %s', async (slug) => {
      const res = await request(appAt(DURING_SALES)).get(`/api/tickets/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'TICKET_TYPE_NOT_FOUND', message: "Ce billet n'existe pas ou n'est plus proposé." } });
    });
  });

  describe('inventory (conditional updates)', () => {
    it('holds seats only while enough remain', async () => {
      const id = await idOf('soiree-vendredi');
      await testDb.db.models.TicketType.update({ soldCount: 145 }, { where: { id } });
      expect(await service.holdSeats(id, 3)).toBe(true);
      expect(await service.holdSeats(id, 3)).toBe(false); // 2 left
      expect(await service.holdSeats(id, 2)).toBe(true);
      expect(await service.holdSeats(id, 1)).toBe(false);
      const row = await testDb.db.models.TicketType.findByPk(id);
      expect({ sold: row!.soldCount, held: row!.heldCount }).toEqual({ sold: 145, held: 5 });
    });

    it('never oversells under concurrent holds', async () => {
      const id = await idOf('workshop-pass'); // quota 120
      // Holds without roles: the pass as a plain type for this test.
      await testDb.db.models.TicketType.update({ danceRoles: 'none' }, { where: { id } });
      const attempts = await Promise.all(Array.from({ length: 50 }, () => service.holdSeats(id, 3)));
      expect(attempts.filter(Boolean)).toHaveLength(40);
      const row = await testDb.db.models.TicketType.findByPk(id);
      expect(row!.heldCount).toBe(120);
      expect(remainingSeats(row!)).toBe(0);
    });

    it('releases and confirms held seats, refusing more than is held', async () => {
      const id = await idOf('party-pass');
      expect(await service.holdSeats(id, 4)).toBe(true);
      expect(await service.releaseSeats(id, 5)).toBe(false);
      expect(await service.releaseSeats(id, 1)).toBe(true);
      expect(await service.confirmHeldSeats(id, 3)).toBe(true);
      expect(await service.confirmHeldSeats(id, 1)).toBe(false);
      const row = await testDb.db.models.TicketType.findByPk(id);
      expect({ sold: row!.soldCount, held: row!.heldCount }).toEqual({ sold: 3, held: 0 });
    });

    it('rejects non-positive or fractional quantities before touching the database', async () => {
      const id = await idOf('party-pass');
      await expect(service.holdSeats(id, 0)).rejects.toThrow(RangeError);
      await expect(service.holdSeats(id, -2)).rejects.toThrow(RangeError);
      await expect(service.releaseSeats(id, 1.5)).rejects.toThrow(RangeError);
    });

    it('lets the database refuse counters beyond the quota (CHECK constraint)', async () => {
      const id = await idOf('soiree-dimanche');
      await expect(testDb.db.models.TicketType.update({ soldCount: 151 }, { where: { id } })).rejects.toThrow();
      await expect(testDb.db.models.TicketType.update({ heldCount: -1 }, { where: { id }, validate: false })).rejects.toThrow();
    });
  });
});
