import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { z } from '../../lib/zod.js';
import { paginationFields } from '../audit/routes.js';
import { TICKET_CATEGORIES } from '../catalogue/models.js';
import { ORDER_STATUSES } from '../checkout/models.js';
import { stripeClientFor } from '../payments/stripe-client.js';
import { TICKET_STATUSES } from '../tickets/models.js';
import { createSalesController } from './controller.js';
import { createSalesService } from './service.js';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const search = z.string({ error: 'La recherche doit être un texte.' }).trim().max(200, { error: 'La recherche ne peut pas dépasser 200 caractères.' }).optional();
const day = (label: string) =>
  z
    .string({ error: `${label} doit être une date AAAA-MM-JJ.` })
    .regex(DAY, { error: `${label} doit être une date AAAA-MM-JJ.` })
    .optional();
const ticketTypeId = z.coerce
  .number({ error: 'Le type de billet doit être un identifiant.' })
  .int({ error: 'Le type de billet doit être un identifiant.' })
  .min(1, { error: 'Le type de billet doit être un identifiant.' })
  .max(2_147_483_647, { error: 'Le type de billet doit être un identifiant.' })
  .optional();

const orderFilters = {
  status: z.enum(ORDER_STATUSES, { error: 'Statut inconnu : choisissez pending, processing, completed ou failed.' }).optional(),
  from: day('La date « from »'),
  to: day('La date « to »'),
  ticketTypeId,
  q: search,
  needsReview: z
    .enum(['1', 'true'], { error: 'Le filtre « needsReview » vaut 1 (commandes à vérifier) ou est absent.' })
    .transform(() => true)
    .optional(),
};

// Strings like the path's own type; anything that is not an id answers 404 like an unknown one.
const byId = { params: z.object({ id: z.string().max(40) }) };

const euros = (label: string) =>
  z
    .number({ error: `${label} doit être un montant en euros.` })
    .min(0, { error: `${label} ne peut pas être négatif.` })
    .max(1_000_000, { error: `${label} est trop élevé.` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${label} a au plus deux décimales.` });

const instant = (label: string) => z.coerce.date({ error: `${label} doit être une date (ISO 8601).` });

const ticketTypeFields = {
  name: z.string({ error: 'Le nom est obligatoire.' }).trim().min(1, { error: 'Le nom est obligatoire.' }).max(120, { error: 'Le nom ne peut pas dépasser 120 caractères.' }),
  description: z.string({ error: 'La description doit être un texte.' }).trim().max(2000, { error: 'La description ne peut pas dépasser 2 000 caractères.' }).optional(),
  category: z.enum(TICKET_CATEGORIES, { error: 'Catégorie inconnue : choisissez pass, night ou workshop.' }),
  price: euros('Le prix'),
  quota: z
    .number({ error: 'Le quota doit être un nombre entier.' })
    .int({ error: 'Le quota doit être un nombre entier.' })
    .min(0, { error: 'Le quota ne peut pas être négatif.' })
    .max(1_000_000, { error: 'Le quota est trop élevé.' }),
  salesStart: instant("L'ouverture des ventes"),
  salesEnd: instant('La fin des ventes'),
  validDays: z
    .array(z.string().regex(DAY, { error: 'Chaque jour doit être une date AAAA-MM-JJ.' }), { error: 'Les jours valides doivent être une liste de dates AAAA-MM-JJ.' })
    .max(31, { error: 'Trop de jours valides.' })
    .optional(),
  visible: z.boolean({ error: 'Le champ « visible » doit valoir true ou false.' }).optional(),
  highlighted: z.boolean({ error: 'Le champ « highlighted » doit valoir true ou false.' }).optional(),
  sortOrder: z.number({ error: "L'ordre doit être un nombre entier." }).int({ error: "L'ordre doit être un nombre entier." }).min(-10_000).max(10_000).optional(),
};

export const salesSchemas = {
  listOrders: { query: z.object({ ...paginationFields, ...orderFilters }) },
  exportOrders: { query: z.object(orderFilters) },
  byId,
  refund: {
    ...byId,
    body: z.object({
      ticketIds: z
        .array(z.number({ error: 'Chaque billet doit être un identifiant.' }).int({ error: 'Chaque billet doit être un identifiant.' }).min(1).max(2_147_483_647), {
          error: 'Les billets doivent être une liste d’identifiants.',
        })
        .min(1, { error: 'Choisissez au moins un billet.' })
        .max(100, { error: 'Trop de billets à la fois.' })
        .optional(),
      amount: euros('Le montant').refine((v) => v > 0, { error: 'Le montant doit être positif.' }).optional(),
      reason: z.string({ error: 'Le motif doit être un texte.' }).trim().max(500, { error: 'Le motif ne peut pas dépasser 500 caractères.' }).optional(),
    }),
  },
  listTickets: {
    query: z.object({
      ...paginationFields,
      q: search,
      status: z.enum(TICKET_STATUSES, { error: 'Statut inconnu : choisissez valid, cancelled ou refunded.' }).optional(),
      ticketTypeId,
    }),
  },
  cancelTicket: {
    ...byId,
    body: z
      .object({ reason: z.string({ error: 'Le motif doit être un texte.' }).trim().max(500, { error: 'Le motif ne peut pas dépasser 500 caractères.' }).optional() })
      .optional(),
  },
  createTicketType: { body: z.object(ticketTypeFields) },
  updateTicketType: {
    ...byId,
    body: z
      .object(ticketTypeFields)
      .partial()
      .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Indiquez au moins un champ à modifier.' }),
  },
} as const;

/**
 * Back-office sales (admins only), mounted under /api: orders (list, CSV, detail, refund), issued
 * tickets (search, resend, cancel) and ticket types (CRUD). Refunds go through the app's Stripe client.
 */
export function salesRouter(deps: AppDeps): Router {
  const controller = createSalesController(
    createSalesService({ db: deps.db, logger: deps.logger, clock: deps.clock, stripe: () => stripeClientFor(deps.config.stripe) }),
  );
  // Admin answers are never cached, errors included (docs/back-office.md).
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  const admin = [noStore, requireRole('admin')];
  const router = Router();
  router.get('/admin/orders', admin, validate(salesSchemas.listOrders), controller.listOrders);
  router.get('/admin/orders/export.csv', admin, validate(salesSchemas.exportOrders), controller.exportOrders);
  router.get('/admin/orders/:id', admin, validate(salesSchemas.byId), controller.orderDetail);
  router.post('/admin/orders/:id/refund', admin, validate(salesSchemas.refund), controller.refund);
  router.get('/admin/tickets', admin, validate(salesSchemas.listTickets), controller.listTickets);
  router.post('/admin/tickets/:id/resend', admin, validate(salesSchemas.byId), controller.resend);
  router.post('/admin/tickets/:id/cancel', admin, validate(salesSchemas.cancelTicket), controller.cancel);
  router.get('/admin/ticket-types', admin, controller.listTicketTypes);
  router.post('/admin/ticket-types', admin, validate(salesSchemas.createTicketType), controller.createTicketType);
  router.patch('/admin/ticket-types/:id', admin, validate(salesSchemas.updateTicketType), controller.updateTicketType);
  router.delete('/admin/ticket-types/:id', admin, validate(salesSchemas.byId), controller.deleteTicketType);
  return router;
}
