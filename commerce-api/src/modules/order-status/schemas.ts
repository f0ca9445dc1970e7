/** Request schemas of the order-status module's endpoints (imported by its routes and controller). */
import { z } from '../../lib/zod.js';

export const orderStatusSchemas = {
  paymentStatus: {
    params: z.object({
      id: z.string().trim().min(1, { error: "L'identifiant de la commande est requis." }).max(255, { error: "L'identifiant de la commande est invalide." }),
    }),
  },
} as const;
