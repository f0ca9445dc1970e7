/** Request schemas of the transfers module's endpoints (imported by its routes and controller). */
import { LOCALES } from '@kizomba/locales';
import { transfers } from '../../i18n/fr/transfers.js';
import { z } from '../../lib/zod.js';

// Messages are the French dictionary texts: the validator answers them in the request's language.
const say = transfers.errors;
const namePart = (missing: string) => z.string({ error: missing }).trim().min(1, { error: missing }).max(100, { error: say.tooLong });

const byId = { params: z.object({ id: z.string().max(20) }) };

export const transfersSchemas = {
  byId,
  changeHolder: {
    ...byId,
    body: z.object({
      firstName: namePart(say.firstName),
      lastName: namePart(say.lastName),
    }),
  },
  request: {
    ...byId,
    body: z.object({
      firstName: namePart(say.firstName),
      lastName: namePart(say.lastName),
      email: z
        .string({ error: say.email })
        .trim()
        .max(254, { error: say.email })
        .pipe(z.email({ error: say.email })),
      locale: z.enum(LOCALES).optional(),
    }),
  },
  // Anything but a plausible token answers 404 like an unknown one (see the service).
  byToken: { params: z.object({ token: z.string().max(200) }) },
} as const;
