import type { Request, Response } from 'express';
import { notFound } from '../../lib/errors.js';
import type { CatalogueService } from './service.js';
import { SLUG_PATTERN } from './models.js';

/**
 * Short public caching: availability moves with every sale, but a few seconds of staleness per
 * browser/proxy is harmless (the cart re-checks seats) and absorbs refresh storms on sale day.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=5';

export function createCatalogueController(service: CatalogueService, clock: () => Date) {
  return {
    async list(req: Request, res: Response) {
      const data = await service.listCatalogue(clock(), req.locale);
      res.set('Cache-Control', CATALOGUE_CACHE_CONTROL).json({ data });
    },

    async show(req: Request<{ slug: string }>, res: Response) {
      const { slug } = req.params;
      // A malformed slug cannot exist: same answer as an unknown one, no database round trip.
      const ticketType = SLUG_PATTERN.test(slug) && slug.length <= 64 ? await service.getBySlug(slug, clock(), req.locale) : null;
      if (!ticketType) throw notFound("Ce billet n'existe pas ou n'est plus proposé.", 'TICKET_TYPE_NOT_FOUND');
      res.set('Cache-Control', CATALOGUE_CACHE_CONTROL).json({ data: ticketType });
    },
  };
}
