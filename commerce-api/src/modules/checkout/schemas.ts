/** Request schemas of the checkout module's endpoints (imported by its routes and controller). */
import { z } from '../../lib/zod.js';

/**
 * Shape only: each field must be text (or absent) so the form rules of `@kizomba/checkout-rules`
 * (run by the service) can say, field by field and in French, what is missing or malformed.
 */
const text = z.string({ error: 'Ce champ doit être du texte.' }).max(1_000, { error: 'Ce champ est trop long.' });
const optionalText = text.nullish();

export const checkoutSchemas = {
  session: {
    body: z.object({
      cartId: z.string({ error: "L'identifiant du panier doit être du texte." }).max(100).optional(),
      customerInfo: z
        .object({ firstName: optionalText, lastName: optionalText, email: optionalText, phone: optionalText })
        .optional(),
      billingDetails: z
        .object({
          address: z
            .object({
              line1: optionalText,
              line2: optionalText,
              postalCode: optionalText,
              city: optionalText,
              country: optionalText,
              state: optionalText,
              isInternational: z.boolean({ error: 'isInternational doit être vrai ou faux.' }).optional(),
            })
            .optional(),
        })
        .optional(),
      /** One per ticket slot (`ticketSlots`); null or empty entries are the buyer. */
      holders: z
        .array(z.object({ firstName: optionalText, lastName: optionalText, email: optionalText }).nullable(), { error: 'Les noms des billets doivent être une liste.' })
        .max(40, { error: 'Trop de noms de billets.' })
        .optional(),
    }),
  },
  restoreCart: {
    body: z.object({
      orderId: z
        .string({ error: "L'identifiant de la commande est requis." })
        .trim()
        .min(1, { error: "L'identifiant de la commande est requis." })
        .max(100, { error: "L'identifiant de la commande est invalide." }),
    }),
  },
} as const;
