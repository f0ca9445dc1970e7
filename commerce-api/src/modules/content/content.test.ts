import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import type { AppConfig } from '../../config/index.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import { createCmsClient, CMS_MESSAGES } from './cms-client.js';
import { CONTENT_COLLECTIONS, missingForPublication } from './collections.js';

const NOW = new Date('2026-12-02T10:00:00Z');
const TOKEN = 'editorial-test-token-0123456789abcdef0123456789abcdef';

interface Call {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * A stand-in for the CMS's editorial API (cms/src/api/editorial): entries in memory, the token
 * checked like Strapi does, and a switch to make it fail the way a real CMS can.
 */
async function startFakeCms() {
  const calls: Call[] = [];
  const entries = new Map<string, Record<string, unknown>>();
  let failWith: number | null = null;
  let counter = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      const path = (req.url ?? '').replace(/^\/api\/editorial/, '');
      if (!path.startsWith('/uploads/')) calls.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      // The CMS's uploads are public files: no token.
      if (path === '/uploads/thumbnail_affiche.png') {
        res.writeHead(200, { 'Content-Type': 'image/png' });
        return res.end(Buffer.from('89504e470d0a1a0a', 'hex'));
      }
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return answer(401, { error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } });
      if (failWith === 400) {
        return answer(400, { error: { status: 400, name: 'ValidationError', message: '1 error occurred', details: { errors: [{ path: ['slug'], message: 'This attribute must be unique' }] } } });
      }
      if (failWith) return answer(failWith, { error: { status: failWith, message: 'boom' } });
      if (path === '/translations') {
        return answer(200, {
          data: {
            locales: ['fr', 'en', 'pt'],
            entries: [
              {
                type: 'api::artist.artist',
                typeLabel: 'Artistes',
                documentId: 'art1abc',
                label: 'Inês & Mateus',
                updatedAt: '2026-11-20T10:00:00.000Z',
                translations: { en: { state: 'outdated', updatedAt: '2026-11-19T10:00:00.000Z' }, pt: { state: 'missing', updatedAt: null } },
              },
              { type: 'api::home.home', typeLabel: "Page d'accueil", documentId: 'home1', label: "Page d'accueil", updatedAt: '2026-11-20T10:00:00.000Z', translations: { en: { state: 'up-to-date', updatedAt: '2026-11-21T10:00:00.000Z' } } },
            ],
          },
        });
      }
      if (path === '/media') return answer(200, { data: [{ id: 7, name: 'affiche.png', url: '/uploads/affiche.png', thumbnailUrl: '/uploads/thumbnail_affiche.png', width: 1600, height: 900 }] });
      const [, collection, documentId, action] = path.split('/');
      if (req.method === 'GET' && !documentId) return answer(200, { data: [...entries.values()].filter((e) => e.collection === collection) });
      if (req.method === 'POST' && !documentId) {
        const entry = { documentId: `doc${++counter}abc`, collection, status: 'draft', publishedAt: null, updatedAt: NOW.toISOString(), slug: 'atelier-surprise', ...body.data };
        entries.set(entry.documentId, entry);
        return answer(201, { data: entry });
      }
      const entry = entries.get(documentId ?? '');
      if (!entry) return answer(404, { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
      if (req.method === 'PUT') Object.assign(entry, body.data, { status: entry.publishedAt ? 'modified' : 'draft' });
      if (action === 'publish') Object.assign(entry, { status: 'published', publishedAt: NOW.toISOString() });
      if (action === 'unpublish') Object.assign(entry, { status: 'draft', publishedAt: null });
      return answer(200, { data: entry });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    entries,
    fail: (status: number | null) => (failWith = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const COMPLETE_NEWS = {
  title: 'Atelier surprise du dimanche',
  excerpt: 'Un atelier de musicalité ouvre la dernière journée.',
  body: '## Dimanche\n\nInscription sur place.',
  date: '2026-12-01T09:00:00Z',
  cover: 7,
};

describe('missingForPublication', () => {
  it('names, in French and in form order, the required fields that are empty', () => {
    expect(missingForPublication(CONTENT_COLLECTIONS.news, { title: 'A', slug: 'a', excerpt: '  ', body: null, date: '2026-12-01T09:00:00Z' })).toEqual([
      'Résumé',
      'Texte',
      'Image de couverture',
    ]);
    expect(missingForPublication(CONTENT_COLLECTIONS.programs, { title: 'Social', day: '2027-05-14', startTime: '22:00', endTime: '04:00', kind: 'social' })).toEqual([]);
  });
});

describe('the CMS client', () => {
  const config = { url: 'http://127.0.0.1:1', editorialToken: TOKEN, adminUrl: null };

  it('refuses to call without a token, and says what is missing', async () => {
    await expect(createCmsClient({ ...config, editorialToken: null }).request('GET', '/media')).rejects.toMatchObject({ status: 503, code: 'CMS_NOT_CONFIGURED', message: CMS_MESSAGES.notConfigured });
  });

  it('turns an unreachable CMS into a 503 an admin understands', async () => {
    await expect(createCmsClient(config).request('GET', '/media')).rejects.toMatchObject({ status: 503, code: 'CMS_UNAVAILABLE' });
  });

  it('gives up after its timeout', async () => {
    const hanging = (() => new Promise((_resolve, reject) => setTimeout(() => reject(new DOMException('timeout', 'TimeoutError')), 5))) as unknown as typeof fetch;
    await expect(createCmsClient(config, hanging).request('GET', '/media')).rejects.toMatchObject({ status: 503, code: 'CMS_UNAVAILABLE' });
  });
});

describeEachDatabase('back-office CMS content', (target) => {
  let testDb: TestDatabase;
  let cms: Awaited<ReturnType<typeof startFakeCms>>;
  let app: ReturnType<typeof createApp>;
  let admin: UserInstance;
  let scanner: UserInstance;
  let awa: UserInstance;

  const appWith = (cmsConfig: Partial<AppConfig['cms']>) => {
    const config: AppConfig = { ...testDb.config, cms: { url: cms.url, editorialToken: TOKEN, adminUrl: 'https://cms.kizomba-lumiere.fr', ...cmsConfig } };
    return createApp({ config, logger, db: testDb.db, clock: () => NOW });
  };
  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now: NOW }).token}`;
  const call = (method: 'get' | 'post' | 'patch', path: string, user?: UserInstance | null, body?: unknown, on = app) => {
    let req = request(on)[method](path);
    if (user) req = req.set('Authorization', bearer(user));
    return body === undefined ? req : req.send(body as object);
  };
  const audit = (action: string) => testDb.db.models.AuditLog.findAll({ where: { action }, order: [['id', 'ASC']] });
  const createNews = async (data: Record<string, unknown> = COMPLETE_NEWS) => {
    const res = await call('post', '/api/admin/content/news', admin, data);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.entry as Record<string, unknown> & { documentId: string };
  };

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    cms = await startFakeCms();
    const { User } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    awa = await User.create({ email: 'awa.content@example.org', firstName: 'Awa', lastName: 'Diallo' });
    app = appWith({});
  });
  afterAll(async () => {
    await cms?.close();
    await testDb?.close();
  });
  beforeEach(async () => {
    cms.calls.length = 0;
    cms.entries.clear();
    cms.fail(null);
    await testDb.db.models.AuditLog.destroy({ where: {} });
  });

  it('answers 401 to a guest, 403 to a user and to a scanner, on every endpoint, and never reaches the CMS', async () => {
    const calls: Array<['get' | 'post' | 'patch', string, unknown?]> = [['get', '/api/admin/content/media'], ['get', '/api/admin/content/translations']];
    for (const kind of ['news', 'artists', 'programs']) {
      calls.push(
        ['get', `/api/admin/content/${kind}`],
        ['post', `/api/admin/content/${kind}`, { title: 'Nope', name: 'Nope' }],
        ['get', `/api/admin/content/${kind}/doc1abc`],
        ['patch', `/api/admin/content/${kind}/doc1abc`, { title: 'Nope' }],
        ['post', `/api/admin/content/${kind}/doc1abc/publish`],
        ['post', `/api/admin/content/${kind}/doc1abc/unpublish`],
      );
    }
    for (const [method, path, body] of calls) {
      const guest = await call(method, path, null, body);
      expect(guest.status, `${method} ${path}`).toBe(401);
      for (const user of [awa, scanner]) {
        const res = await call(method, path, user, body);
        expect(res.status, `${method} ${path} as ${user.role}`).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
    }
    expect(cms.calls).toEqual([]);
  });

  it('creates a draft with the server-side token, links it to Strapi and to its public page, and audits it', async () => {
    const entry = await createNews();
    expect(cms.calls).toEqual([{ method: 'POST', path: '/news-articles', authorization: `Bearer ${TOKEN}`, body: { data: COMPLETE_NEWS } }]);
    expect(entry).toMatchObject({
      status: 'draft',
      label: COMPLETE_NEWS.title,
      publicPath: '/news/atelier-surprise',
      editorUrl: `https://cms.kizomba-lumiere.fr/admin/content-manager/collection-types/api::news-article.news-article/${entry.documentId}`,
    });
    const [row] = await audit('content.created');
    expect(row).toMatchObject({ actorId: admin.id, targetType: 'news-article', targetId: entry.documentId, details: { label: COMPLETE_NEWS.title } });

    const list = await call('get', '/api/admin/content/news', admin);
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { documentId: string }) => e.documentId)).toEqual([entry.documentId]);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('refuses bad input in French and sends nothing to the CMS', async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['/api/admin/content/news', { title: '' }, /« Titre » est obligatoire/],
      ['/api/admin/content/news', { title: 'A', slug: 'Pas Un Slug' }, /lettres minuscules sans accent/],
      ['/api/admin/content/news', { title: 'A', publishedAt: '2026-01-01' }, /champ\(s\) non modifiable\(s\) ici : publishedAt \(champs modifiables : title, slug/],
      ['/api/admin/content/news', { title: 'A', cover: 'affiche.png' }, /choisissez une image/],
      ['/api/admin/content/artists', { name: 'Kwenda', role: 'singer' }, /« Rôle » : choisissez parmi teacher, dj, performer, mc/],
      ['/api/admin/content/artists', { name: 'Kwenda', instagram: '@kwenda' }, /« Instagram » doit être l’adresse complète du profil/],
      ['/api/admin/content/programs', { title: 'Social', day: '2027-02-30' }, /n'est pas une date du calendrier/],
      ['/api/admin/content/programs', { title: 'Social', startTime: '25:00' }, /« Heure de début » doit être une heure/],
    ];
    for (const [path, body, message] of cases) {
      const res = await call('post', path, admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    const empty = await call('patch', '/api/admin/content/news/doc1abc', admin, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/au moins un champ/);
    expect(cms.calls).toEqual([]);
  });

  it('publishes only a complete entry, naming the missing fields, then unpublishes it', async () => {
    const draft = await createNews({ title: 'Brouillon incomplet' });
    const refused = await call('post', `/api/admin/content/news/${draft.documentId}/publish`, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'CONTENT_INCOMPLETE', message: "Pour publier, complétez d'abord : Résumé, Texte, Image de couverture, Date de publication." });
    expect(cms.calls.some((c) => c.path.endsWith('/publish'))).toBe(false);

    const completed = await call('patch', `/api/admin/content/news/${draft.documentId}`, admin, { ...COMPLETE_NEWS, title: 'Brouillon complété', author: '' });
    expect(completed.status).toBe(200);
    expect(cms.calls.at(-1)?.body).toEqual({ data: { ...COMPLETE_NEWS, title: 'Brouillon complété', author: null } });

    const published = await call('post', `/api/admin/content/news/${draft.documentId}/publish`, admin);
    expect(published.status).toBe(200);
    expect(published.body.entry).toMatchObject({ status: 'published', publishedAt: NOW.toISOString() });
    const unpublished = await call('post', `/api/admin/content/news/${draft.documentId}/unpublish`, admin);
    expect(unpublished.body.entry).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await audit('content.published')).map((r) => r.targetId)).toEqual([draft.documentId]);
    expect((await audit('content.unpublished')).map((r) => r.targetId)).toEqual([draft.documentId]);
    expect((await audit('content.updated'))[0]?.details).toMatchObject({ fields: ['author', 'body', 'cover', 'date', 'excerpt', 'title'] });
  });

  it('edits artists and programme slots with their own fields', async () => {
    const artist = await call('post', '/api/admin/content/artists', admin, { name: 'Kwenda Lima', role: 'teacher', featured: true, order: 3 });
    expect(artist.status).toBe(201);
    expect(artist.body.entry).toMatchObject({ label: 'Kwenda Lima', publicPath: '/lineup/atelier-surprise' });
    const slot = await call('post', '/api/admin/content/programs', admin, { title: 'Social de clôture', day: '2027-05-16', startTime: '22:00', endTime: '04:00', kind: 'social', artists: [artist.body.entry.documentId] });
    expect(slot.status).toBe(201);
    expect(slot.body.entry.publicPath).toBe('/lineup#programme');
    expect(cms.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /artists', 'POST /program-slots']);
  });

  it("says which translations are missing or older than the French, each linked to that language's version in Strapi", async () => {
    const res = await call('get', '/api/admin/content/translations', admin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [artistStatus, home] = res.body.data.entries;
    expect(res.body.data.locales).toEqual(['fr', 'en', 'pt']);
    expect(artistStatus.translations).toEqual({
      en: {
        state: 'outdated',
        updatedAt: '2026-11-19T10:00:00.000Z',
        editorUrl: 'https://cms.kizomba-lumiere.fr/admin/content-manager/collection-types/api::artist.artist/art1abc?plugins[i18n][locale]=en',
      },
      pt: {
        state: 'missing',
        updatedAt: null,
        editorUrl: 'https://cms.kizomba-lumiere.fr/admin/content-manager/collection-types/api::artist.artist/art1abc?plugins[i18n][locale]=pt',
      },
    });
    expect(home.translations.en.editorUrl).toBe('https://cms.kizomba-lumiere.fr/admin/content-manager/single-types/api::home.home?plugins[i18n][locale]=en');
    const noPublicCms = await call('get', '/api/admin/content/translations', admin, undefined, appWith({ adminUrl: null }));
    expect(noPublicCms.body.data.entries[0].translations.en.editorUrl).toBeNull();
  });

  it('lists the CMS images with absolute addresses for the pickers', async () => {
    const res = await call('get', '/api/admin/content/media', admin);
    expect(res.body.data).toEqual([
      { id: 7, name: 'affiche.png', url: 'https://cms.kizomba-lumiere.fr/uploads/affiche.png', thumbnailUrl: 'https://cms.kizomba-lumiere.fr/uploads/thumbnail_affiche.png', width: 1600, height: 900 },
    ]);
    const noPublicCms = await call('get', '/api/admin/content/media', admin, undefined, appWith({ adminUrl: null }));
    expect(noPublicCms.body.data[0]).toMatchObject({ url: null, thumbnailUrl: null });
  });

  it("serves an image's thumbnail itself, for admins only (the CMS may be private, the CSP allows only the site)", async () => {
    const preview = await call('get', '/api/admin/content/media/7/preview', admin).buffer(true);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(Buffer.from(preview.body).toString('hex')).toBe('89504e470d0a1a0a');
    expect((await call('get', '/api/admin/content/media/8/preview', admin)).status).toBe(404);
    expect((await call('get', '/api/admin/content/media/abc/preview', admin)).status).toBe(400);
    expect((await call('get', '/api/admin/content/media/7/preview', scanner)).status).toBe(403);
    expect((await call('get', '/api/admin/content/media/7/preview', null)).status).toBe(401);
  });

  it('passes on what the CMS says, in French: validation, not found, refused token, outage, missing configuration', async () => {
    const draft = await createNews();
    cms.fail(400);
    const invalid = await call('patch', `/api/admin/content/news/${draft.documentId}`, admin, { slug: 'deja-pris' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'CONTENT_INVALID', message: 'Le CMS a refusé ces données : slug : This attribute must be unique', fields: [{ field: 'slug', message: 'This attribute must be unique' }] });
    cms.fail(500);
    expect((await call('get', '/api/admin/content/news', admin)).body.error.code).toBe('CMS_ERROR');
    cms.fail(null);
    expect((await call('get', '/api/admin/content/news/unknown1', admin)).status).toBe(404);

    const wrongToken = await call('get', '/api/admin/content/news', admin, undefined, appWith({ editorialToken: 'another-token-another-token-another' }));
    expect(wrongToken.status).toBe(503);
    expect(wrongToken.body.error.code).toBe('CMS_TOKEN_REFUSED');
    const down = await call('get', '/api/admin/content/news', admin, undefined, appWith({ url: 'http://127.0.0.1:1' }));
    expect(down.body.error).toMatchObject({ code: 'CMS_UNAVAILABLE', message: CMS_MESSAGES.unreachable });
    const unconfigured = await call('get', '/api/admin/content/news', admin, undefined, appWith({ editorialToken: null }));
    expect(unconfigured.body.error).toMatchObject({ code: 'CMS_NOT_CONFIGURED' });
    // Nothing the CMS refused was audited.
    expect(await audit('content.updated')).toEqual([]);
  });
});
