/** Request schemas of the users module's endpoints (imported by its routes and controller). */
import { paginationFields } from '../../lib/pagination.js';
import { pathIdParams, searchField } from '../../lib/request-fields.js';
import { z } from '../../lib/zod.js';
import { USER_ROLES } from '../auth/index.js';

const role = z.enum(USER_ROLES, { error: 'Rôle inconnu : choisissez admin, scanner ou user.' });
const byId = pathIdParams(20);

export const usersSchemas = {
  listUsers: { query: z.object({ ...paginationFields, q: searchField, role: role.optional() }) },
  byId,
  updateUser: {
    ...byId,
    body: z
      .object({
        role: role.optional(),
        disabled: z.boolean({ error: 'Le champ « disabled » doit valoir true ou false.' }).optional(),
      })
      .refine((b) => b.role !== undefined || b.disabled !== undefined, { error: 'Indiquez un rôle ou l’état du compte à modifier.' }),
  },
} as const;
