/** Request schemas of the check-in lists' endpoints (imported by its routes and controller). */
import { AUTO_CHECKOUT_PATTERN, CHECK_IN_LIST_LIMITS as LIMITS } from '@kizomba/api-contract/admin/check-in-lists';
import { z } from '../../lib/zod.js';

const byId = { params: z.object({ id: z.string().max(20) }) };

const typeId = z
  .number({ error: 'Identifiant de type de billet invalide.' })
  .int({ error: 'Identifiant de type de billet invalide.' })
  .positive({ error: 'Identifiant de type de billet invalide.' });

const fields = {
  name: z
    .string({ error: 'Veuillez indiquer le nom de la liste.' })
    .trim()
    .min(1, { error: 'Veuillez indiquer le nom de la liste.' })
    .max(LIMITS.nameMax, { error: `Le nom de la liste ne peut pas dépasser ${LIMITS.nameMax} caractères.` }),
  allTypes: z.boolean({ error: 'Le champ « allTypes » doit valoir true ou false.' }),
  ticketTypeIds: z
    .array(typeId, { error: 'Les types de billets admis doivent être une liste d’identifiants.' })
    .max(LIMITS.ticketTypesMax, { error: 'Trop de types de billets dans la liste.' }),
  entryExit: z.boolean({ error: 'Le champ « entryExit » doit valoir true ou false.' }),
  autoCheckoutAt: z.union([z.string().regex(AUTO_CHECKOUT_PATTERN), z.null()], {
    error: 'L’heure de sortie automatique doit être au format HH:MM (00:00 à 23:59) ou null.',
  }),
  position: z
    .number({ error: 'La position doit être un nombre entier.' })
    .int({ error: 'La position doit être un nombre entier.' })
    .min(0, { error: 'La position ne peut pas être négative.' })
    .max(10_000, { error: 'La position est trop grande.' }),
};

const ONLY = 'Seuls name, allTypes, ticketTypeIds, entryExit, autoCheckoutAt et position peuvent être enregistrés.';

export const checkInListSchemas = {
  byId,
  create: {
    body: z.strictObject(
      {
        name: fields.name,
        allTypes: fields.allTypes.default(false),
        ticketTypeIds: fields.ticketTypeIds.default([]),
        entryExit: fields.entryExit.default(false),
        autoCheckoutAt: fields.autoCheckoutAt.default(null),
        position: fields.position.optional(),
      },
      { error: ONLY },
    ),
  },
  update: {
    ...byId,
    body: z.strictObject(
      {
        name: fields.name.optional(),
        allTypes: fields.allTypes.optional(),
        ticketTypeIds: fields.ticketTypeIds.optional(),
        entryExit: fields.entryExit.optional(),
        autoCheckoutAt: fields.autoCheckoutAt.optional(),
        position: fields.position.optional(),
      },
      { error: ONLY },
    ),
  },
} as const;
