import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { z } from '../../lib/zod.js';
import { createScannerController } from './controller.js';
import { CODE_MAX_LENGTH, DEVICE_MAX_LENGTH } from './models.js';
import { RECENT_SCANS_MAX, createScannerService } from './service.js';

export const scannerSchemas = {
  checkIn: {
    body: z.object({
      // The QR secret travels in the body only (never in a URL, so never in an access log).
      code: z
        .string({ error: 'Veuillez indiquer le code du billet.' })
        .trim()
        .min(1, { error: 'Veuillez indiquer le code du billet.' })
        .max(CODE_MAX_LENGTH, { error: 'Ce code est trop long.' }),
      device: z
        .string({ error: "Le nom de l'appareil doit être un texte." })
        .trim()
        .max(DEVICE_MAX_LENGTH, { error: `Le nom de l'appareil ne peut pas dépasser ${DEVICE_MAX_LENGTH} caractères.` })
        .nullish(),
    }),
  },
  scans: {
    query: z.object({
      limit: z.coerce
        .number({ error: 'La limite doit être un nombre.' })
        .int({ error: 'La limite doit être un nombre entier.' })
        .min(1, { error: 'La limite doit être au moins 1.' })
        .max(RECENT_SCANS_MAX, { error: `La limite ne peut pas dépasser ${RECENT_SCANS_MAX}.` })
        .optional(),
      before: z.coerce
        .number({ error: 'Le paramètre « before » doit être un identifiant de scan.' })
        .int({ error: 'Le paramètre « before » doit être un identifiant de scan.' })
        .positive({ error: 'Le paramètre « before » doit être un identifiant de scan.' })
        .optional(),
    }),
  },
} as const;

/** Verdicts, counts and the log are live data about people at the door: never cached (errors included). */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * The door's check-in API (issue 5 « Scanner »), for admin and scanner accounts (401 guest, 403
 * user): `POST /api/admin/scanner/check-in` `{code, device?}` → 200 verdict (an unknown code is a
 * verdict too), `GET /api/admin/scanner/summary`, `GET /api/admin/scanner/scans?limit&before`.
 * Mounted under /api.
 */
export function scannerRouter(deps: AppDeps): Router {
  const controller = createScannerController(createScannerService(deps), deps.clock);
  const router = Router();
  const staff = requireRole('admin', 'scanner');
  router.use('/admin/scanner', noStore);
  router.post('/admin/scanner/check-in', staff, validate(scannerSchemas.checkIn), controller.checkIn);
  router.get('/admin/scanner/summary', staff, controller.summary);
  router.get('/admin/scanner/scans', staff, validate(scannerSchemas.scans), controller.scans);
  return router;
}
