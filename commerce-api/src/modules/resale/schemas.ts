/** Request schemas of the resale endpoints (the price is never one of them: it is computed). */
import { z } from '../../lib/zod.js';

export const resaleSchemas = {
  byTicketId: {
    // A string like the path's own type; anything that is not an id answers 404 like an unknown one.
    params: z.object({ id: z.string().max(20) }),
  },
} as const;
