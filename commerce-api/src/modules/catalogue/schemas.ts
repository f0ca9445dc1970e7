/** Request schemas of the catalogue module's endpoints (imported by its routes and controllers). */
import { DAY_PATTERN, eurosField, pathIdParams } from '../../lib/request-fields.js';
import { z } from '../../lib/zod.js';
import { DANCE_ROLE_MODES, TICKET_CATEGORIES } from './models.js';

const instant = (label: string) => z.coerce.date({ error: `${label} doit être une date (ISO 8601).` });

const roleCap = (role: string) =>
  z
    .number({ error: `Le plafond de ${role} doit être un nombre entier.` })
    .int({ error: `Le plafond de ${role} doit être un nombre entier.` })
    .min(0, { error: `Le plafond de ${role} ne peut pas être négatif.` })
    .max(1_000_000, { error: `Le plafond de ${role} est trop élevé.` })
    .nullable()
    .optional();

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
  danceRoles: z.enum(DANCE_ROLE_MODES, { error: 'Rôles de danse inconnus : choisissez none, balanced ou couple.' }).optional(),
  balanceRatio: z
    .number({ error: 'Le ratio doit être un nombre (1,2 = au plus 1,2 danseur d’un rôle pour 1 de l’autre).' })
    .min(1, { error: 'Le ratio doit valoir au moins 1.' })
    .max(10, { error: 'Le ratio ne peut pas dépasser 10.' })
    .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, { error: 'Le ratio a au plus trois décimales.' })
    .nullable()
    .optional(),
  balanceAllowFirst: z
    .number({ error: 'Le nombre de premiers admis doit être un nombre entier.' })
    .int({ error: 'Le nombre de premiers admis doit être un nombre entier.' })
    .min(0, { error: 'Le nombre de premiers admis ne peut pas être négatif.' })
    .max(1_000_000, { error: 'Le nombre de premiers admis est trop élevé.' })
    .optional(),
  leaderCap: roleCap('guideurs'),
  followerCap: roleCap('suiveurs'),
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
