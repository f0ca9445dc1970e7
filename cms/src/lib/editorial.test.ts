import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import routes from '../api/editorial/routes/editorial';
import controllerFactory from '../api/editorial/controllers/editorial';
import {
  COLLECTIONS,
  EDITORIAL_ACTIONS,
  EDITORIAL_PERMISSIONS,
  collectionSpec,
  entryPopulate,
  entryStatus,
  frenchPublishError,
  frenchValidationMessage,
  missingRequiredMedia,
  normaliseDatetime,
  normaliseDay,
  normaliseTime,
  parseEditorialBody,
  toEntry,
  toMediaItem,
} from './editorial';

const news = COLLECTIONS['news-articles']!;
const artists = COLLECTIONS.artists!;
const slots = COLLECTIONS['program-slots']!;

describe('editorial actions and routes', () => {
  it('routes every action, and only those, to the controller', () => {
    const handlers = routes.routes.map((route) => route.handler.replace(/^editorial\./, ''));
    expect([...new Set(handlers)].sort()).toEqual([...EDITORIAL_ACTIONS].sort());
    const controller = controllerFactory({ strapi: {} as never });
    expect(Object.keys(controller).sort()).toEqual([...EDITORIAL_ACTIONS].sort());
    expect(EDITORIAL_PERMISSIONS).toContain('api::editorial.editorial.publish');
  });

  it('names no action find/findOne (Strapi lets read-only tokens call those)', () => {
    for (const action of EDITORIAL_ACTIONS) expect(action).not.toMatch(/find(One)?$/);
  });

  it('declares /editorial/media before /editorial/:collection', () => {
    const paths = routes.routes.map((route) => `${route.method} ${route.path}`);
    expect(paths.indexOf('GET /editorial/media')).toBeLessThan(paths.indexOf('GET /editorial/:collection'));
  });

  it('whitelists exactly the schema attributes it knows, with matching enumerations', () => {
    for (const spec of Object.values(COLLECTIONS)) {
      const apiId = spec.uid.split('.')[1]!;
      const schemaFile = path.join(__dirname, '..', 'api', apiId, 'content-types', apiId, 'schema.json');
      const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as {
        attributes: Record<string, { type: string; enum?: string[]; maxLength?: number; target?: string }>;
      };
      expect(Object.keys(spec.fields).sort()).toEqual(Object.keys(schema.attributes).sort());
      for (const [name, field] of Object.entries(spec.fields)) {
        const attribute = schema.attributes[name]!;
        if (field.kind === 'enum') expect(field.values).toEqual(attribute.enum);
        if (field.kind === 'text') expect(field.maxLength).toBe(attribute.maxLength);
        if (field.kind === 'media') expect([attribute.type, field.required]).toEqual(['media', (attribute as { required?: boolean }).required === true]);
        if (field.kind === 'documentIds') expect(field.target).toBe(attribute.target);
        if (field.kind === 'slug') expect(attribute.type).toBe('uid');
        if (field.kind === 'time' || field.kind === 'date' || field.kind === 'datetime') expect(attribute.type).toBe(field.kind);
      }
    }
  });

  it('finds collections by path only', () => {
    expect(collectionSpec('artists')?.uid).toBe('api::artist.artist');
    expect(collectionSpec('hotels')).toBeNull();
    expect(collectionSpec('constructor')).toBeNull();
    expect(collectionSpec('toString')).toBeNull();
  });

  it('populates media and the artists relation', () => {
    expect(entryPopulate(news)).toEqual({ cover: true });
    expect(entryPopulate(slots)).toEqual({ artists: { fields: ['documentId', 'name'] } });
  });
});

describe('format helpers', () => {
  it('normalises times to HH:mm:ss.SSS', () => {
    expect(normaliseTime('09:30')).toBe('09:30:00.000');
    expect(normaliseTime('23:59:59')).toBe('23:59:59.000');
    expect(normaliseTime('14:00:30.250')).toBe('14:00:30.250');
    for (const bad of ['24:00', '9:30', '12:60', '12:00:00Z', '']) expect(normaliseTime(bad)).toBeNull();
  });

  it('accepts real calendar days only', () => {
    expect(normaliseDay('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2027-02-29', '2027-13-01', '2027-4-16', '2027-04-16T00:00:00Z']) expect(normaliseDay(bad)).toBeNull();
  });

  it('accepts ISO date-times with a time zone, as UTC', () => {
    expect(normaliseDatetime('2027-03-01T10:00:00.000Z')).toBe('2027-03-01T10:00:00.000Z');
    expect(normaliseDatetime('2027-03-01T11:00+01:00')).toBe('2027-03-01T10:00:00.000Z');
    for (const bad of ['2027-03-01', '2027-03-01T10:00:00', '2027-02-30T10:00:00Z', 'demain']) expect(normaliseDatetime(bad)).toBeNull();
  });
});

describe('parseEditorialBody', () => {
  it('keeps and normalises valid fields', () => {
    const parsed = parseEditorialBody(slots, {
      data: { title: 'Stage', day: '2027-04-16', startTime: '10:00', endTime: '11:30:00', kind: 'workshop', level: null, artists: ['a', 'b', 'a'] },
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual({
      title: 'Stage',
      day: '2027-04-16',
      startTime: '10:00:00.000',
      endTime: '11:30:00.000',
      kind: 'workshop',
      level: null,
      artists: ['a', 'b'],
    });
  });

  it('lists every unknown key, in data and beside it', () => {
    const parsed = parseEditorialBody(news, { data: { title: 'x', publishedAt: '2027-01-01T00:00:00Z', id: 3 }, status: 'published' });
    expect(parsed.errors.map((error) => error.path)).toEqual([['status'], ['publishedAt'], ['id']]);
    expect(parsed.message).toMatch(/^Champ\(s\) inconnu\(s\) ou non modifiable\(s\) : status, publishedAt, id\./);
  });

  it('requires { data: { … } }', () => {
    for (const body of [undefined, null, 'x', [], { data: [] }, { title: 'x' }]) {
      expect(parseEditorialBody(news, body).errors).toHaveLength(1);
    }
  });

  it('reports type errors in French with Strapi-like paths', () => {
    const parsed = parseEditorialBody(artists, {
      data: { name: 3, slug: 'Inès Mateus', role: 'singer', photo: -1, featured: 'yes', order: 1.5, instagram: 'javascript:alert(1)', shortBio: 'x'.repeat(221) },
    });
    expect(parsed.errors.map((error) => error.path[0])).toEqual(['name', 'slug', 'role', 'photo', 'featured', 'order', 'instagram', 'shortBio']);
    expect(parsed.errors[0]).toEqual({ path: ['name'], message: '« name » doit être une chaîne de caractères.', name: 'ValidationError', value: 3 });
    expect(parsed.message).toMatch(/^8 champs invalides/);
    expect(parseEditorialBody(news, { data: { date: '2027-03-01' } }).message).toMatch(/date-heure ISO 8601/);
    expect(parseEditorialBody(slots, { data: { artists: 'abc' } }).message).toMatch(/tableau de documentId/);
  });

  it('lets a draft be emptied, except booleans and integers, and treats an empty slug/URL as none', () => {
    const parsed = parseEditorialBody(artists, { data: { name: null, photo: null, role: null, slug: '', instagram: '' } });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual({ name: null, photo: null, role: null, slug: null, instagram: null });
    expect(parseEditorialBody(artists, { data: { featured: null } }).errors).toHaveLength(1);
  });
});

describe('entries', () => {
  it('reads the status like the content manager', () => {
    expect(entryStatus({ updatedAt: '2027-01-01T10:00:00.000Z' }, null)).toBe('draft');
    // Publishing copies the draft's updatedAt into the published row.
    expect(entryStatus({ updatedAt: '2027-01-01T10:00:00.000Z' }, { updatedAt: '2027-01-01T10:00:00.000Z' })).toBe('published');
    expect(entryStatus({ updatedAt: '2027-01-01T10:00:00.001Z' }, { updatedAt: '2027-01-01T10:00:00.000Z' })).toBe('modified');
  });

  it('shapes the draft with media, relations and the published date', () => {
    const draft = {
      id: 7,
      documentId: 'doc1',
      title: 'Stage',
      day: '2027-04-16',
      startTime: '10:00:00.000',
      endTime: '11:00:00.000',
      kind: 'workshop',
      room: null,
      description: undefined,
      artists: [{ id: 2, documentId: 'a1', name: 'Inès' }],
      createdAt: '2027-01-01T09:00:00.000Z',
      updatedAt: '2027-01-02T09:00:00.000Z',
      publishedAt: null,
    };
    expect(toEntry(slots, draft, { documentId: 'doc1', updatedAt: '2027-01-01T09:00:00.000Z', publishedAt: '2027-01-01T09:00:01.000Z' })).toEqual({
      documentId: 'doc1',
      status: 'modified',
      publishedAt: '2027-01-01T09:00:01.000Z',
      updatedAt: '2027-01-02T09:00:00.000Z',
      title: 'Stage',
      day: '2027-04-16',
      startTime: '10:00:00.000',
      endTime: '11:00:00.000',
      kind: 'workshop',
      room: null,
      level: null,
      description: null,
      artists: [{ documentId: 'a1', name: 'Inès' }],
    });
    const article = toEntry(news, { documentId: 'n1', updatedAt: new Date('2027-01-01T00:00:00Z'), date: new Date('2027-02-01T00:00:00Z'), cover: { id: 4, url: '/uploads/a.webp', name: 'a.webp', width: 10, height: 5, mime: 'image/webp' } }, null);
    expect(article).toMatchObject({ status: 'draft', publishedAt: null, date: '2027-02-01T00:00:00.000Z', cover: { id: 4, url: '/uploads/a.webp', name: 'a.webp', width: 10, height: 5 } });
    expect(Object.keys(article.cover as object)).toEqual(['id', 'url', 'name', 'width', 'height']);
  });

  it('lists media with a thumbnail URL', () => {
    expect(toMediaItem({ id: 1, name: 'a.webp', url: '/uploads/a.webp', width: 1000, height: 500, formats: { thumbnail: { url: '/uploads/thumbnail_a.webp' } } })).toEqual({
      id: 1,
      name: 'a.webp',
      url: '/uploads/a.webp',
      width: 1000,
      height: 500,
      thumbnailUrl: '/uploads/thumbnail_a.webp',
    });
    expect(toMediaItem({ id: 2, name: 'b.png', url: '/uploads/b.png', width: 100, height: 50, formats: null }).thumbnailUrl).toBe('/uploads/b.png');
  });
});

describe('frenchPublishError', () => {
  it("translates Strapi's validation messages and keeps paths", () => {
    const result = frenchPublishError('2 errors occurred', {
      errors: [
        { path: ['cover'], message: 'cover must be defined.', name: 'ValidationError', value: null },
        { path: ['excerpt'], message: 'excerpt must be at most 240 characters', name: 'ValidationError', value: 'x' },
      ],
    });
    expect(result.message).toBe('Publication impossible : « cover » est obligatoire. « excerpt » dépasse 240 caractères.');
    expect(result.details).toEqual({
      errors: [
        { path: ['cover'], message: '« cover » est obligatoire.', name: 'ValidationError', value: null },
        { path: ['excerpt'], message: '« excerpt » dépasse 240 caractères.', name: 'ValidationError', value: 'x' },
      ],
    });
    expect(frenchValidationMessage('excerpt must be a `string` type, but the final value was: `null`.', ['excerpt'])).toBe('« excerpt » est obligatoire.');
    expect(frenchPublishError('Something else', {}).message).toBe('Publication impossible : Something else');
    expect((frenchPublishError('x', { errors: [{ path: ['slug'], message: 'This attribute must be unique' }] }).details as { errors: { message: string }[] }).errors[0]!.message).toBe(
      '« slug » est déjà utilisé par une autre entrée publiée.',
    );
  });
});

describe('missingRequiredMedia', () => {
  it('reports an empty required image, which Strapi 5.54 publishes anyway', () => {
    expect(missingRequiredMedia(news, { cover: null })).toEqual([{ path: ['cover'], message: '« cover » est obligatoire.', name: 'ValidationError', value: null }]);
    expect(missingRequiredMedia(news, { cover: { id: 3, url: '/u.webp' } })).toEqual([]);
    expect(missingRequiredMedia(slots, {})).toEqual([]);
  });

  it('is reported with Strapi’s errors, once per field', () => {
    const extra = missingRequiredMedia(news, {});
    const result = frenchPublishError('date must be defined.', { errors: [{ path: ['date'], message: 'date must be defined.' }] }, extra);
    expect(result.message).toBe('Publication impossible : « date » est obligatoire. « cover » est obligatoire.');
    expect(frenchPublishError(null, {}, extra).details).toEqual({ errors: extra });
    const twice = frenchPublishError('x', { errors: [{ path: ['cover'], message: 'cover must be defined.' }] }, extra);
    expect((twice.details as { errors: unknown[] }).errors).toHaveLength(1);
  });
});
