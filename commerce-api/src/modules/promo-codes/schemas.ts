/** Request schemas of the promo-codes module's endpoints (imported by its routes and controller). */
import { z } from '../../lib/zod.js';
import { PROMO_CODE_TYPES } from './models.js';

const byId = { params: z.object({ id: z.string().max(20) }) };

const date = (field: string) =>
  z
    .union([z.iso.datetime({ offset: true, error: `La date « ${field} » doit être une date ISO (2026-12-01T10:00:00Z).` }), z.null()])
    .transform((v) => (v === null ? null : new Date(v)))
    .optional();

const money = (message: string) => z.number({ error: message });

const fields = {
  type: z.enum(PROMO_CODE_TYPES, { error: 'Type inconnu : choisissez percentage ou fixed.' }),
  value: money('La valeur doit être un nombre (pourcentage ou euros).'),
  startsAt: date('startsAt'),
  endsAt: date('endsAt'),
  maxUses: z
    .number({ error: 'Le nombre maximal d’utilisations doit être un nombre entier.' })
    .int({ error: 'Le nombre maximal d’utilisations doit être un nombre entier.' })
    .min(1, { error: 'Le nombre maximal d’utilisations doit être au moins 1.' })
    .max(1_000_000, { error: 'Le nombre maximal d’utilisations est trop grand.' })
    .nullable()
    .optional(),
  ticketTypeIds: z
    .array(z.number({ error: 'Identifiant de billet invalide.' }).int({ error: 'Identifiant de billet invalide.' }).positive({ error: 'Identifiant de billet invalide.' }), {
      error: 'La liste des billets doit être une liste d’identifiants.',
    })
    .max(100, { error: 'Trop de billets dans la liste.' })
    .nullable()
    .optional(),
  minSubtotal: money('Le minimum d’achat doit être un montant en euros.').min(0, { error: 'Le minimum d’achat ne peut pas être négatif.' }).nullable().optional(),
  active: z.boolean({ error: 'Le champ « active » doit valoir true ou false.' }).optional(),
};

export const promoCodeSchemas = {
  byId,
  create: {
    body: z.object({
      code: z.string({ error: 'Veuillez indiquer le code.' }).trim().min(1, { error: 'Veuillez indiquer le code.' }).max(64, { error: 'Le code ne peut pas dépasser 64 caractères.' }),
      ...fields,
    }),
  },
  update: {
    ...byId,
    body: z.strictObject(
      { ...fields, type: fields.type.optional(), value: fields.value.optional() },
      { error: 'Seuls type, value, startsAt, endsAt, maxUses, ticketTypeIds, minSubtotal et active peuvent être modifiés (le code ne change pas).' },
    ),
  },
} as const;
