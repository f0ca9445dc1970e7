/** Request schemas of the payments module's endpoints (imported by its routes and controller). */
import { z } from '../../lib/zod.js';

const returnUrl = (label: string) =>
  z
    .string({ error: `${label} est requise.` })
    .trim()
    .min(1, { error: `${label} est requise.` })
    .max(2000, { error: `${label} est trop longue.` });

export const paymentsSchemas = {
  createCheckoutSession: {
    body: z.object({
      orderId: z
        .string({ error: "L'identifiant de la commande est requis." })
        .trim()
        .min(1, { error: "L'identifiant de la commande est requis." })
        .max(100, { error: "L'identifiant de la commande est invalide." }),
      successUrl: returnUrl("L'adresse de retour après paiement"),
      cancelUrl: returnUrl("L'adresse de retour en cas d'annulation"),
    }),
  },
} as const;
