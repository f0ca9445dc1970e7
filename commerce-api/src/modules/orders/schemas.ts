/** Request schemas of the orders module's endpoints (imported by its routes and controllers). */
import { paginationFields } from '../../lib/pagination.js';
import { dayField, eurosField, idFilterField, pathIdParams, reasonField, searchField } from '../../lib/request-fields.js';
import { z } from '../../lib/zod.js';
import { ORDER_STATUSES } from './models.js';

const orderFilters = {
  status: z.enum(ORDER_STATUSES, { error: 'Statut inconnu : choisissez pending, processing, completed ou failed.' }).optional(),
  from: dayField('La date « from »'),
  to: dayField('La date « to »'),
  ticketTypeId: idFilterField('Le type de billet doit être un identifiant.'),
  q: searchField,
  needsReview: z
    .enum(['1', 'true'], { error: 'Le filtre « needsReview » vaut 1 (commandes à vérifier) ou est absent.' })
    .transform(() => true)
    .optional(),
};

// Order ids are UUIDs (36 characters); longer strings answer 404 like an unknown id.
const byId = pathIdParams(40);

export const ordersAdminSchemas = {
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
      amount: eurosField('Le montant').refine((v) => v > 0, { error: 'Le montant doit être positif.' }).optional(),
      reason: reasonField,
    }),
  },
} as const;
