/** Request schemas of the tickets module's endpoints (imported by its routes and controllers). */
import { paginationFields } from '../../lib/pagination.js';
import { idFilterField, pathIdParams, reasonField, searchField } from '../../lib/request-fields.js';
import { z } from '../../lib/zod.js';
import { TICKET_STATUSES } from './models.js';

const byId = pathIdParams(40);

export const ticketsAdminSchemas = {
  listTickets: {
    query: z.object({
      ...paginationFields,
      q: searchField,
      status: z.enum(TICKET_STATUSES, { error: 'Statut inconnu : choisissez valid, cancelled ou refunded.' }).optional(),
      ticketTypeId: idFilterField('Le type de billet doit être un identifiant.'),
    }),
  },
  byId,
  cancelTicket: { ...byId, body: z.object({ reason: reasonField }).optional() },
} as const;
