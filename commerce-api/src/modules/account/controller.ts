import type { Request, Response } from 'express';
import { authenticatedUser } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import type { accountSchemas } from './schemas.js';
import type { AccountService, PdfDownload } from './service.js';

export const EXPORT_FILE_NAME = 'mes-donnees-kizomba-lumiere.json';

/** Path ids that are not positive integers answer 404 like unknown ones. */
const numericId = (raw: string) => (/^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0);

function sendPdf(res: Response, download: PdfDownload): void {
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${download.fileName}"`,
      // QR secrets inside: never in a shared or browser cache.
      'Cache-Control': 'no-store',
      'Content-Length': String(download.pdf.length),
    })
    .end(download.pdf);
}

export function createAccountController(service: AccountService) {
  return {
    async overview(req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.overview(authenticatedUser(req), req.locale));
    },

    async orders(req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json({ data: await service.orders(authenticatedUser(req), req.locale) });
    },

    async tickets(req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json({ data: await service.tickets(authenticatedUser(req), req.locale) });
    },

    async ticket(req: ValidatedRequest<typeof accountSchemas.byId>, res: Response) {
      const ticket = await service.ticket(authenticatedUser(req as unknown as Request), numericId(req.params.id), (req as unknown as Request).locale);
      res.set('Cache-Control', 'no-store').json({ ticket });
    },

    async ticketPdf(req: ValidatedRequest<typeof accountSchemas.byId>, res: Response) {
      sendPdf(res, await service.ticketPdf(authenticatedUser(req as unknown as Request), numericId(req.params.id)));
    },

    async orderPdf(req: ValidatedRequest<typeof accountSchemas.byOrderId>, res: Response) {
      sendPdf(res, await service.orderPdf(authenticatedUser(req as unknown as Request), req.params.id));
    },

    async exportData(req: Request, res: Response) {
      const data = await service.exportData(authenticatedUser(req));
      res
        .set({
          'Content-Disposition': `attachment; filename="${EXPORT_FILE_NAME}"`,
          'Cache-Control': 'no-store',
        })
        .type('application/json')
        .send(JSON.stringify(data, null, 2));
    },

    async deleteAccount(req: ValidatedRequest<typeof accountSchemas.deleteAccount>, res: Response) {
      await service.deleteAccount(authenticatedUser(req as unknown as Request), req.body ?? {});
      res.status(204).end();
    },
  };
}
