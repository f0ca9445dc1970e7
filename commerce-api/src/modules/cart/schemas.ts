/** Request schemas of the cart module's endpoints (imported by its routes and controller). */
import { z } from '../../lib/zod.js';
import { DANCE_ROLES } from '../catalogue/index.js';
import { MAX_QUANTITY_PER_LINE } from './models.js';

const quantity = z
  .number({ error: 'La quantité doit être un nombre entier.' })
  .int({ error: 'La quantité doit être un nombre entier.' })
  .min(1, { error: 'La quantité doit être au moins de 1.' })
  .max(MAX_QUANTITY_PER_LINE, { error: `La quantité ne peut pas dépasser ${MAX_QUANTITY_PER_LINE} billets par type.` });

const TICKET_ID_MESSAGE = 'Le billet doit être désigné par son identifiant (nombre) ou son slug.';
const ticketId = z.union(
  [
    z.number().int({ error: TICKET_ID_MESSAGE }).positive({ error: TICKET_ID_MESSAGE }).max(2_147_483_647, { error: TICKET_ID_MESSAGE }),
    z.string().trim().min(1, { error: TICKET_ID_MESSAGE }).max(64, { error: TICKET_ID_MESSAGE }),
  ],
  { error: TICKET_ID_MESSAGE },
);

export const cartSchemas = {
  recover: {
    body: z.object({
      cartId: z.string({ error: "L'identifiant du panier est requis." }).trim().min(1, { error: "L'identifiant du panier est requis." }).max(100),
    }),
  },
  add: {
    body: z.object({
      ticketId,
      quantity: quantity.default(1),
      role: z.enum(DANCE_ROLES, { error: 'Le rôle de danse doit être « leader » (guideur) ou « follower » (suiveur).' }).optional(),
    }),
  },
  update: {
    params: z.object({ itemId: z.string() }),
    body: z.object({ quantity }),
  },
  promo: {
    body: z.object({
      code: z
        .string({ error: 'Veuillez saisir un code promo.' })
        .trim()
        .min(1, { error: 'Veuillez saisir un code promo.' })
        .max(64, { error: 'Ce code promo est trop long.' }),
    }),
  },
} as const;
