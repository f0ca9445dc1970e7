/** Request schemas of the invitations module's endpoints (imported by its routes and controller). */
import { DANCE_ROLES } from '@kizomba/api-contract/catalogue';
import { LOCALES } from '@kizomba/locales';
import { z } from '../../lib/zod.js';
import { paginationFields } from '../../lib/pagination.js';
import { INVITATION_MAX_QUANTITY, INVITATION_MESSAGE_MAX_LENGTH } from './models.js';

const byId = { params: z.object({ id: z.string().max(20) }) };
// Anything else than a plausible token answers 404 like an unknown one (see the controller).
const byToken = { params: z.object({ token: z.string().max(200) }) };

export const invitationSchemas = {
  list: {
    query: z.object({
      ...paginationFields,
      status: z.enum(['sent', 'claimed', 'revoked', 'expired'], { error: 'Statut inconnu : choisissez sent, claimed, revoked ou expired.' }).optional(),
      q: z.string({ error: 'La recherche doit être un texte.' }).trim().max(200, { error: 'La recherche ne peut pas dépasser 200 caractères.' }).optional(),
    }),
  },
  create: {
    body: z.object({
      email: z
        .string({ error: 'Veuillez indiquer l’adresse e-mail de la personne invitée.' })
        .trim()
        .min(1, { error: 'Veuillez indiquer l’adresse e-mail de la personne invitée.' })
        .max(254, { error: "L'adresse e-mail est trop longue." })
        .pipe(z.email({ error: "L'adresse e-mail n'est pas valide." }))
        // Stored lower-case, like the accounts' addresses (the order and its account link by e-mail).
        .transform((v) => v.toLowerCase()),
      name: z
        .string({ error: 'Veuillez indiquer le nom de la personne invitée.' })
        .trim()
        .min(1, { error: 'Veuillez indiquer le nom de la personne invitée.' })
        .max(200, { error: 'Le nom ne peut pas dépasser 200 caractères.' }),
      ticketTypeId: z.number({ error: 'Choisissez un billet.' }).int({ error: 'Choisissez un billet.' }).positive({ error: 'Choisissez un billet.' }),
      quantity: z
        .number({ error: 'La quantité doit être un nombre entier.' })
        .int({ error: 'La quantité doit être un nombre entier.' })
        .min(1, { error: 'La quantité doit être d’au moins 1.' })
        .max(INVITATION_MAX_QUANTITY, { error: `La quantité ne peut pas dépasser ${INVITATION_MAX_QUANTITY}.` }),
      /** The guest's dance role: required for a balanced ticket type, refused for others (checked by the service). */
      role: z.enum(DANCE_ROLES, { error: 'Le rôle de danse doit être guideur (leader) ou suiveur (follower).' }).nullish(),
      message: z
        .string({ error: 'Le message doit être un texte.' })
        .trim()
        .max(INVITATION_MESSAGE_MAX_LENGTH, { error: `Le message ne peut pas dépasser ${INVITATION_MESSAGE_MAX_LENGTH.toLocaleString('fr-FR')} caractères.` })
        .transform((v) => (v === '' ? null : v))
        .nullish(),
      expiresAt: z
        .iso.datetime({ offset: true, error: 'La date d’expiration doit être une date ISO (2027-03-01T23:00:00Z).' })
        .transform((v) => new Date(v))
        .nullish(),
      /** The guest's language for the e-mail and the claim page; French when absent. */
      locale: z.enum(LOCALES, { error: `La langue doit être l’une de : ${LOCALES.join(', ')}.` }).optional(),
    }),
  },
  byId,
  byToken,
  claim: {
    ...byToken,
    body: z
      .object({
        holderNames: z
          .array(z.string({ error: 'Chaque nom doit être un texte.' }).trim().max(200, { error: 'Un nom ne peut pas dépasser 200 caractères.' }), {
            error: 'Les noms des participants doivent être une liste.',
          })
          // A couple pass gives two tickets per unit.
          .max(2 * INVITATION_MAX_QUANTITY, { error: `Au plus ${2 * INVITATION_MAX_QUANTITY} noms.` })
          .optional(),
      })
      .optional()
      .default({}),
  },
} as const;
