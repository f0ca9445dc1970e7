/** Request schemas of the account module's endpoints (imported by its routes and controller). */
import { z } from '../../lib/zod.js';

export const accountSchemas = {
  byId: {
    // A string like the path's own type; anything that is not an id answers 404 like an unknown one.
    params: z.object({ id: z.string().max(20) }),
  },
  byOrderId: {
    params: z.object({ id: z.string().max(64) }),
  },
  deleteAccount: {
    body: z
      .object({
        password: z.string({ error: 'Le mot de passe doit être un texte.' }).max(1024).nullish(),
        confirm: z.string({ error: 'La confirmation doit être un texte.' }).max(40).nullish(),
      })
      .default({}),
  },
} as const;
