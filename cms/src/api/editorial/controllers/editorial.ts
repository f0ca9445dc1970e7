/**
 * Controller of the editorial API (README « API éditoriale »). Resolves the collection (404 if
 * unknown), validates the body (400 ValidationError, French messages, Strapi's error shape) and
 * hands over to the service. Answers `{ data: … }` like Strapi's REST API.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { COLLECTIONS, collectionSpec, parseEditorialBody, type CollectionSpec } from '../../../lib/editorial';

type EditorialService = ReturnType<typeof import('../services/editorial').default>;

function resolveCollection(ctx: Context): CollectionSpec {
  const name = String(ctx.params.collection ?? '');
  const spec = collectionSpec(name);
  if (!spec) {
    throw new errors.NotFoundError(`Collection inconnue : « ${name} ». Collections éditables : ${Object.keys(COLLECTIONS).join(', ')}.`);
  }
  return spec;
}

function parseBody(spec: CollectionSpec, ctx: Context): Record<string, unknown> {
  const parsed = parseEditorialBody(spec, (ctx.request as unknown as { body?: unknown }).body);
  if (parsed.errors.length > 0) throw new errors.ValidationError(parsed.message, { errors: parsed.errors });
  return parsed.data;
}

const documentId = (ctx: Context) => String(ctx.params.documentId ?? '');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::editorial.editorial') as unknown as EditorialService;

  return {
    async media(ctx: Context) {
      ctx.body = { data: await service().media() };
    },

    async translations(ctx: Context) {
      ctx.body = { data: await service().translations() };
    },

    async list(ctx: Context) {
      ctx.body = { data: await service().list(resolveCollection(ctx)) };
    },

    async get(ctx: Context) {
      ctx.body = { data: await service().get(resolveCollection(ctx), documentId(ctx)) };
    },

    async create(ctx: Context) {
      const spec = resolveCollection(ctx);
      const data = await service().create(spec, parseBody(spec, ctx));
      ctx.status = 201;
      ctx.body = { data };
    },

    async update(ctx: Context) {
      const spec = resolveCollection(ctx);
      ctx.body = { data: await service().update(spec, documentId(ctx), parseBody(spec, ctx)) };
    },

    async publish(ctx: Context) {
      ctx.body = { data: await service().publish(resolveCollection(ctx), documentId(ctx)) };
    },

    async unpublish(ctx: Context) {
      ctx.body = { data: await service().unpublish(resolveCollection(ctx), documentId(ctx)) };
    },
  };
};
