/** Request schemas of the catalogue module's endpoints (imported by its routes and controllers). */
import { DAY_PATTERN, eurosField, pathIdParams } from '../../lib/request-fields.js';
import { z } from '../../lib/zod.js';
import { TICKET_CATEGORIES } from './models.js';

const instant = (label: string) => z.coerce.date({ error: `${label} doit être une date (ISO 8601).` });

const ticketTypeFields = {
  name: z.string({ error: 'Le nom est obligatoire.' }).trim().min(1, { error: 'Le nom est obligatoire.' }).max(120, { error: 'Le nom ne peut pas dépasser 120 caractères.' }),
  description: z.string({ error: 'La description doit être un texte.' }).trim().max(2000, { error: 'La description ne peut pas dépasser 2 000 caractères.' }).optional(),
  category: z.enum(TICKET_CATEGORIES, { error: 'Catégorie inconnue : choisissez pass, night ou workshop.' }),
  price: eurosField('Le prix'),
  quota: z
    .number({ error: 'Le quota doit être un nombre entier.' })
    .int({ error: 'Le quota doit être un nombre entier.' })
    .min(0, { error: 'Le quota ne peut pas être négatif.' })
    .max(1_000_000, { error: 'Le quota est trop élevé.' }),
  salesStart: instant("L'ouverture des ventes"),
  salesEnd: instant('La fin des ventes'),
  validDays: z
    .array(z.string().regex(DAY_PATTERN, { error: 'Chaque jour doit être une date AAAA-MM-JJ.' }), { error: 'Les jours valides doivent être une liste de dates AAAA-MM-JJ.' })
    .max(31, { error: 'Trop de jours valides.' })
    .optional(),
  visible: z.boolean({ error: 'Le champ « visible » doit valoir true ou false.' }).optional(),
  highlighted: z.boolean({ error: 'Le champ « highlighted » doit valoir true ou false.' }).optional(),
  sortOrder: z.number({ error: "L'ordre doit être un nombre entier." }).int({ error: "L'ordre doit être un nombre entier." }).min(-10_000).max(10_000).optional(),
};

const byId = pathIdParams(40);

export const catalogueAdminSchemas = {
  byId,
  createTicketType: { body: z.object(ticketTypeFields) },
  updateTicketType: {
    ...byId,
    body: z
      .object(ticketTypeFields)
      .partial()
      .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Indiquez au moins un champ à modifier.' }),
  },
} as const;
