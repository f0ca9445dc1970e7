import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { z } from '../../lib/zod.js';
import { createAuditController } from './controller.js';
import { AUDIT_ACTION_MAX_LENGTH, AUDIT_TARGET_ID_MAX_LENGTH, AUDIT_TARGET_TYPE_MAX_LENGTH } from './models.js';
import { createAuditService } from './service.js';

export const MAX_PAGE_SIZE = 100;

/** `?page=1&pageSize=20` of the back-office lists (shared with modules/admin; defaults applied by `pageOf`). */
export const paginationFields = {
  page: z.coerce
    .number({ error: 'Le numéro de page doit être un nombre.' })
    .int({ error: 'Le numéro de page doit être un nombre entier.' })
    .min(1, { error: 'Le numéro de page doit être au moins 1.' })
    .max(100_000, { error: 'Ce numéro de page est trop grand.' })
    .optional(),
  pageSize: z.coerce
    .number({ error: 'La taille de page doit être un nombre.' })
    .int({ error: 'La taille de page doit être un nombre entier.' })
    .min(1, { error: 'La taille de page doit être au moins 1.' })
    .max(MAX_PAGE_SIZE, { error: `La taille de page ne peut pas dépasser ${MAX_PAGE_SIZE}.` })
    .optional(),
};

export const DEFAULT_PAGE_SIZE = 20;

/** The page asked for, with the defaults (page 1 of 20). */
export const pageOf = (query: { page?: number; pageSize?: number }) => ({ page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE });

const filterText = (max: number, tooLong: string) => z.string({ error: 'Ce filtre doit être un texte.' }).trim().max(max, { error: tooLong }).optional();

export const auditSchemas = {
  list: {
    query: z.object({
      ...paginationFields,
      action: filterText(AUDIT_ACTION_MAX_LENGTH, "Le filtre « action » est trop long."),
      targetType: filterText(AUDIT_TARGET_TYPE_MAX_LENGTH, 'Le filtre « targetType » est trop long.'),
      targetId: filterText(AUDIT_TARGET_ID_MAX_LENGTH, 'Le filtre « targetId » est trop long.'),
    }),
  },
} as const;

/** `GET /api/admin/audit` (admin only): the back-office audit log, newest first. Mounted under /api. */
export function auditRouter(deps: AppDeps): Router {
  const controller = createAuditController(createAuditService(deps));
  const router = Router();
  router.get('/admin/audit', requireRole('admin'), validate(auditSchemas.list), controller.list);
  return router;
}
