/** Request schemas of the newsletter module's endpoints (imported by its routes and controller). */
import { z } from '../../lib/zod.js';

const token = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(200, { error: "Ce lien n'est pas valide." });

export const newsletterSchemas = {
  subscribe: {
    body: z.object({
      email: z
        .string({ error: 'Veuillez indiquer votre adresse e-mail.' })
        .trim()
        .min(1, { error: 'Veuillez indiquer votre adresse e-mail.' })
        .max(254, { error: "L'adresse e-mail est trop longue." })
        .pipe(z.email({ error: "L'adresse e-mail n'est pas valide." })),
    }),
  },
  confirm: { body: z.object({ token: token('Le lien de confirmation est incomplet.') }) },
  /** JSON `{token}` from the site's page, or `?token=` from a mail client's one-click POST (RFC 8058). */
  unsubscribe: {
    query: z.object({ token: token('Le lien de désinscription est incomplet.').optional() }),
    body: z.object({ token: token('Le lien de désinscription est incomplet.').optional() }).optional(),
  },
} as const;
