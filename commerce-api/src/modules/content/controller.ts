import type { Request, Response } from 'express';
import { actorOf } from '../../lib/auth.js';
import type { ContentKind } from './collections.js';
import type { ContentService } from './service.js';

type Body = Record<string, unknown>;
const documentIdOf = (req: Request) => String(req.params.documentId);

export function createContentController(service: ContentService) {
  const send = (res: Response, body: unknown, status = 200) => res.status(status).set('Cache-Control', 'no-store').json(body);
  return {
    media: async (_req: Request, res: Response) => send(res, { data: await service.media() }),
    translations: async (_req: Request, res: Response) => send(res, { data: await service.translations() }),
    mediaPreview: async (req: Request, res: Response) => {
      const preview = await service.mediaPreview(Number(req.params.id));
      res.status(200).set({ 'Content-Type': preview.contentType, 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff' }).send(preview.body);
    },
    list: (kind: ContentKind) => async (_req: Request, res: Response) => send(res, { data: await service.list(kind) }),
    get: (kind: ContentKind) => async (req: Request, res: Response) => send(res, { entry: await service.get(kind, documentIdOf(req)) }),
    create: (kind: ContentKind) => async (req: Request, res: Response) =>
      send(res, { entry: await service.create(actorOf(req), kind, req.body as Body) }, 201),
    update: (kind: ContentKind) => async (req: Request, res: Response) =>
      send(res, { entry: await service.update(actorOf(req), kind, documentIdOf(req), req.body as Body) }),
    publish: (kind: ContentKind) => async (req: Request, res: Response) => send(res, { entry: await service.publish(actorOf(req), kind, documentIdOf(req)) }),
    unpublish: (kind: ContentKind) => async (req: Request, res: Response) =>
      send(res, { entry: await service.unpublish(actorOf(req), kind, documentIdOf(req)) }),
  };
}
