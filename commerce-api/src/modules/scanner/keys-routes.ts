import { Router, type RequestHandler } from 'express';
import type { ScannerKeys } from '@kizomba/api-contract/scanner';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { publicTicketKeys, type TicketKeys } from '../../lib/ticket-keys.js';

/** A rotation must reach the doors at their next sync: never cached (refusals included). */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * `GET /api/scanner/keys` (admin, scanner; 401 guest, 403 user) → `ScannerKeys`: the public keys
 * that sign tickets' codes and the scanner's sync documents, by key id, so a door verifies them
 * without network. The private key is not in the answer, nor anything derived from it but the
 * public key.
 */
export function scannerKeysRouter(deps: AppDeps & { services: { ticketKeys: TicketKeys } }): Router {
  const answer: ScannerKeys = { keys: publicTicketKeys(deps.services.ticketKeys) };
  const router = Router();
  router.get('/scanner/keys', noStore, requireRole('admin', 'scanner'), (_req, res) => {
    res.json(answer);
  });
  return router;
}
