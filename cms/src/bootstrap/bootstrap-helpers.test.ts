import { describe, expect, it } from 'vitest';
import { adminFromEnv } from './admin-user';
import { publicReadActions } from './permissions';
import { REBUILD_EVENTS, rebuildWebhookFromEnv } from './webhook';
import { festivalDates, toStrapiTime } from '../seed/seed';
import { EDITORIAL_TOKEN, SITE_TOKEN, ensureEditorialApiToken, ensureSiteApiToken, permissionChanges, tokenChanges } from './api-token';
import { EDITORIAL_PERMISSIONS } from '../lib/editorial';

describe('publicReadActions', () => {
  it('grants find/findOne on collections and find on single types, for project types only', () => {
    expect(
      publicReadActions({
        'api::artist.artist': { kind: 'collectionType' },
        'api::home.home': { kind: 'singleType' },
        'plugin::users-permissions.user': { kind: 'collectionType' },
      }),
    ).toEqual(['api::artist.artist.find', 'api::artist.artist.findOne', 'api::home.home.find']);
  });
});

describe('rebuildWebhookFromEnv', () => {
  it('is skipped without a secret', () => {
    expect(rebuildWebhookFromEnv({ SITE_PORT: '4321' })).toBeNull();
  });

  it('targets the local site by default, with the secret header and every publish event', () => {
    expect(rebuildWebhookFromEnv({ SITE_REBUILD_SECRET: 's3cret', SITE_PORT: '5000' })).toEqual({
      name: 'Reconstruction du site',
      url: 'http://127.0.0.1:5000/_hooks/cms-publish',
      headers: { 'x-rebuild-secret': 's3cret' },
      events: REBUILD_EVENTS,
      isEnabled: true,
    });
    expect(rebuildWebhookFromEnv({ SITE_REBUILD_SECRET: 's' })?.url).toBe('http://127.0.0.1:4321/_hooks/cms-publish');
    expect(REBUILD_EVENTS).toEqual(expect.arrayContaining(['entry.publish', 'entry.unpublish', 'media.create', 'media.delete']));
  });

  it('honours SITE_REBUILD_URL', () => {
    expect(rebuildWebhookFromEnv({ SITE_REBUILD_SECRET: 's', SITE_REBUILD_URL: 'http://site:4321/_hooks/cms-publish' })?.url).toBe(
      'http://site:4321/_hooks/cms-publish',
    );
  });
});

describe('adminFromEnv', () => {
  it('needs an e-mail and a password', () => {
    expect(adminFromEnv({ CMS_ADMIN_EMAIL: 'a@b.fr' })).toBeNull();
    expect(adminFromEnv({ CMS_ADMIN_EMAIL: ' Camille@Kizomba-Lumiere.fr ', CMS_ADMIN_PASSWORD: 'x', CMS_ADMIN_FIRSTNAME: 'Camille' })).toEqual({
      email: 'camille@kizomba-lumiere.fr',
      password: 'x',
      firstname: 'Camille',
      lastname: 'Kizomba Lumière',
    });
  });
});

describe('seed formatting helpers', () => {
  it('normalises times to Strapi’s HH:mm:ss.SSS', () => {
    expect(toStrapiTime('14:00')).toBe('14:00:00.000');
    expect(toStrapiTime('14:00:30')).toBe('14:00:30.000');
    expect(toStrapiTime('14:00:30.000')).toBe('14:00:30.000');
  });

  it('writes the festival dates in French', () => {
    expect(festivalDates('2027-04-16', '2027-04-18')).toBe('16 — 18 avril 2027');
    expect(festivalDates('2027-04-30', '2027-05-02')).toBe('30 avril — 2 mai 2027');
    expect(festivalDates('2027-04-16', null)).toBe('16 avril 2027');
    expect(festivalDates(null, null)).toBe('');
  });
});

describe('managed API tokens', () => {
  const stored = { accessKey: 'hash', type: 'custom', kind: 'content-api', expiresAt: null, lifespan: null };

  it('rewrites only what differs from the spec', () => {
    expect(tokenChanges(stored, { type: 'custom' }, 'hash')).toEqual({});
    expect(tokenChanges({ ...stored, accessKey: 'old', type: 'full-access', kind: null, lifespan: 7 }, { type: 'custom' }, 'hash')).toEqual({
      accessKey: 'hash',
      type: 'custom',
      kind: 'content-api',
      expiresAt: null,
      lifespan: null,
    });
  });

  it('keeps exactly the custom actions, once each, and none for a read-only token', () => {
    const rows = [
      { id: 1, action: 'api::editorial.editorial.list' },
      { id: 2, action: 'api::artist.artist.delete' },
      { id: 3, action: 'api::editorial.editorial.list' },
    ];
    expect(permissionChanges(rows, { type: 'custom', permissions: ['api::editorial.editorial.list', 'api::editorial.editorial.get'] })).toEqual({
      add: ['api::editorial.editorial.get'],
      removeIds: [2, 3],
    });
    expect(permissionChanges(rows, { type: 'read-only', permissions: [] })).toEqual({ add: [], removeIds: [1, 2, 3] });
  });

  it('gives the editorial token the editorial actions only, and a French description', () => {
    expect(EDITORIAL_TOKEN).toMatchObject({ name: 'Back-office (édition)', type: 'custom', permissions: EDITORIAL_PERMISSIONS });
    expect(EDITORIAL_TOKEN.description).toMatch(/back-office de l'API commerce.*CMS_EDITORIAL_TOKEN/s);
    expect(EDITORIAL_PERMISSIONS.every((action) => action.startsWith('api::editorial.editorial.'))).toBe(true);
    expect(SITE_TOKEN).toMatchObject({ name: 'Site (build)', type: 'read-only', permissions: [] });
  });

  /** Just enough of Strapi for ensureManagedApiToken: two tables and the token service. */
  function fakeStrapi() {
    const tokens: Record<string, any>[] = [];
    const permissions: { id: number; action: string; token: number }[] = [];
    let nextId = 1;
    const logs: string[] = [];
    const matches = (row: Record<string, any>, where: Record<string, any>) =>
      Object.entries(where).every(([key, value]) => (value && typeof value === 'object' && '$in' in value ? value.$in.includes(row[key]) : row[key] === value));
    const tables: Record<string, any[]> = { 'admin::api-token': tokens, 'admin::api-token-permission': permissions };
    const strapi = {
      log: { warn: (m: string) => logs.push(m), info: (m: string) => logs.push(m), error: (m: string) => logs.push(m) },
      db: {
        query: (uid: string) => {
          const table = tables[uid]!;
          return {
            findOne: async ({ where }: any) => table.find((row) => matches(row, where)) ?? null,
            findMany: async ({ where }: any) => table.filter((row) => matches(row, where)),
            update: async ({ where, data }: any) => Object.assign(table.find((row) => matches(row, where)), data),
            create: async ({ data }: any) => {
              const row = { id: nextId++, ...data };
              table.push(row);
              return row;
            },
            deleteMany: async ({ where }: any) => {
              for (const row of table.filter((r) => matches(r, where))) table.splice(table.indexOf(row), 1);
            },
          };
        },
      },
      service: (name: string) =>
        name === 'admin::encryption'
          ? { encrypt: (key: string) => `enc(${key})` }
          : {
              hash: (key: string) => `hash(${key})`,
              create: async ({ permissions: actions = [], ...attributes }: any) => {
                const token = { id: nextId++, ...attributes, kind: 'content-api', accessKey: 'random', expiresAt: null };
                tokens.push(token);
                for (const action of actions) permissions.push({ id: nextId++, action, token: token.id });
                return token;
              },
            },
    };
    return { strapi: strapi as any, tokens, permissions, logs };
  }

  it('creates the custom token with our key, then repairs it after an editor widened it', async () => {
    const { strapi, tokens, permissions } = fakeStrapi();
    expect(await ensureEditorialApiToken(strapi, 'k3y')).toBe('created');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ name: 'Back-office (édition)', type: 'custom', accessKey: 'hash(k3y)', encryptedKey: 'enc(k3y)', lifespan: null });
    expect(permissions.map((p) => p.action).sort()).toEqual([...EDITORIAL_PERMISSIONS].sort());
    expect(await ensureEditorialApiToken(strapi, 'k3y')).toBe('unchanged');

    tokens[0]!.type = 'full-access';
    permissions.push({ id: 999, action: 'api::artist.artist.delete', token: tokens[0]!.id });
    permissions.splice(0, 1);
    expect(await ensureEditorialApiToken(strapi, 'k3y')).toBe('updated');
    expect(tokens[0]!.type).toBe('custom');
    expect(permissions.map((p) => p.action).sort()).toEqual([...EDITORIAL_PERMISSIONS].sort());
  });

  it('skips without a key, and refuses the site token key', async () => {
    const { strapi, tokens, logs } = fakeStrapi();
    expect(await ensureEditorialApiToken(strapi, undefined)).toBe('skipped');
    expect(logs[0]).toMatch(/CMS_EDITORIAL_TOKEN absent/);
    expect(await ensureSiteApiToken(strapi, 'same')).toBe('created');
    expect(await ensureEditorialApiToken(strapi, 'same')).toBe('skipped');
    expect(tokens.map((t) => [t.name, t.type])).toEqual([['Site (build)', 'read-only']]);
    expect(logs.at(-1)).toMatch(/déjà celle du jeton « Site \(build\) »/);
  });
});
