import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { z } from '../../lib/zod.js';
import { paginationFields } from '../audit/routes.js';
import { USER_ROLES } from '../auth/models.js';
import { MESSAGE_MAX_LENGTH } from '../messages/models.js';
import { createAdminController } from './controller.js';
import { MESSAGE_FILTERS, createAdminService, type CheckInsPerHourSource } from './service.js';

const search = z.string({ error: 'La recherche doit être un texte.' }).trim().max(200, { error: 'La recherche ne peut pas dépasser 200 caractères.' }).optional();

// A string like the path's own type; anything that is not an id answers 404 like an unknown one.
const byId = { params: z.object({ id: z.string().max(20) }) };

export const adminSchemas = {
  listUsers: {
    query: z.object({
      ...paginationFields,
      q: search,
      role: z.enum(USER_ROLES, { error: 'Rôle inconnu : choisissez admin, scanner ou user.' }).optional(),
    }),
  },
  byId,
  updateUser: {
    ...byId,
    body: z
      .object({
        role: z.enum(USER_ROLES, { error: 'Rôle inconnu : choisissez admin, scanner ou user.' }).optional(),
        disabled: z.boolean({ error: 'Le champ « disabled » doit valoir true ou false.' }).optional(),
      })
      .refine((b) => b.role !== undefined || b.disabled !== undefined, { error: 'Indiquez un rôle ou l’état du compte à modifier.' }),
  },
  listMessages: {
    query: z.object({
      ...paginationFields,
      status: z.enum(MESSAGE_FILTERS, { error: 'Statut inconnu : choisissez new, read, replied ou all.' }).optional(),
      q: search,
    }),
  },
  markMessage: {
    ...byId,
    body: z.object({ read: z.boolean({ error: 'Le champ « read » doit valoir true ou false.' }) }),
  },
  reply: {
    ...byId,
    body: z.object({
      response: z
        .string({ error: 'Veuillez écrire une réponse.' })
        .trim()
        .min(1, { error: 'Veuillez écrire une réponse.' })
        .max(MESSAGE_MAX_LENGTH, { error: `La réponse ne peut pas dépasser ${MESSAGE_MAX_LENGTH.toLocaleString('fr-FR')} caractères.` }),
    }),
  },
} as const;

/**
 * The back-office core (issue 5), mounted under /api: `GET /admin/stats`, users (read by admins
 * and scanners, docs/spec.md §6 opens /admin/users to both; written by admins), messages (admins).
 * `checkInsPerHour` is the hook the scanner module plugs its chart into.
 */
export function adminRouter(deps: AppDeps, options: { checkInsPerHour?: CheckInsPerHourSource } = {}): Router {
  const controller = createAdminController(createAdminService({ ...deps, ...options }));
  const admin = requireRole('admin');
  const staff = requireRole('admin', 'scanner');
  const router = Router();
  router.get('/admin/stats', admin, controller.stats);
  router.get('/admin/users', staff, validate(adminSchemas.listUsers), controller.listUsers);
  router.get('/admin/users/:id', staff, validate(adminSchemas.byId), controller.userDetail);
  router.patch('/admin/users/:id', admin, validate(adminSchemas.updateUser), controller.updateUser);
  router.get('/admin/messages', admin, validate(adminSchemas.listMessages), controller.listMessages);
  router.patch('/admin/messages/:id', admin, validate(adminSchemas.markMessage), controller.markMessage);
  router.post('/admin/messages/:id/reply', admin, validate(adminSchemas.reply), controller.reply);
  return router;
}
