import { describe, expect, it } from 'vitest';
import Koa from 'koa';
import qs from 'qs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import stripDraftParamsFactory, { isContentApiPath, withoutDraftParams } from './strip-draft-params';

describe('withoutDraftParams', () => {
  it('leaves a query without draft selectors untouched', () => {
    expect(withoutDraftParams({ populate: '*', sort: 'date:desc' })).toBeNull();
  });

  it('drops status and publicationState', () => {
    expect(withoutDraftParams({ status: 'draft', publicationState: 'preview', sort: 'date:desc' })).toEqual({
      sort: 'date:desc',
    });
  });

  it('drops a status nested in populate and keeps the rest of the populate tree', () => {
    const query = {
      populate: { artists: { status: 'draft', populate: { photo: true, status: 'draft' } }, cover: true },
    };
    expect(withoutDraftParams(query)).toEqual({
      populate: { artists: { populate: { photo: true } }, cover: true },
    });
    // the input is not mutated (the Koa query cache keeps the original object)
    expect(query.populate.artists.status).toBe('draft');
  });
});

describe('isContentApiPath', () => {
  it('matches the REST prefix only', () => {
    expect(isContentApiPath('/api/news-articles')).toBe(true);
    expect(isContentApiPath('/api')).toBe(true);
    expect(isContentApiPath('/apis/x')).toBe(false);
    expect(isContentApiPath('/content-manager/collection-types/api::news-article.news-article')).toBe(false);
    expect(isContentApiPath('/v1/artists', '/v1/')).toBe(true);
  });
});

/**
 * The middleware in a real Koa app with Strapi's qs query parser, as in `strapi::query`:
 * what the downstream handler reads is what a Strapi controller would read.
 */
async function queryAsSeenDownstream(url: string): Promise<Record<string, unknown>> {
  const app = new Koa();
  Object.defineProperty(app.request, 'query', {
    configurable: false,
    enumerable: true,
    get(this: { querystring: string }) {
      return qs.parse(this.querystring, { strictNullHandling: true, depth: 20 });
    },
    set(this: { querystring: string }, obj: unknown) {
      this.querystring = qs.stringify(obj);
    },
  });
  const strapi = { config: { get: (_key: string, fallback?: unknown) => fallback } };
  app.use(stripDraftParamsFactory({}, { strapi }));
  app.use((ctx) => {
    ctx.body = ctx.query;
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    return (await response.json()) as Record<string, unknown>;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('strip-draft-params middleware', () => {
  it('removes ?status=draft from content API requests', async () => {
    expect(await queryAsSeenDownstream('/api/news-articles?status=draft&sort=date:desc')).toEqual({
      sort: 'date:desc',
    });
  });

  it('removes it from findOne and nested populate too', async () => {
    expect(
      await queryAsSeenDownstream('/api/program-slots/abc?status=draft&populate[artists][status]=draft&populate[artists][fields][0]=name'),
    ).toEqual({ populate: { artists: { fields: ['name'] } } });
  });

  it('does not touch admin panel requests (content manager previews drafts)', async () => {
    expect(await queryAsSeenDownstream('/content-manager/collection-types/api::artist.artist?status=draft')).toEqual({
      status: 'draft',
    });
  });
});
