/** Request schemas of the waiting list's endpoints (imported by its routes and controller). */
import { z } from '../../lib/zod.js';
import { pathIdParams } from '../../lib/request-fields.js';
import { DANCE_ROLES } from '../catalogue/index.js';
import { WAITING_LIST_MAX_QUANTITY } from './models.js';

const TICKET_TYPE_MESSAGE = 'Choisissez un billet.';
const QUANTITY_MESSAGE = 'La quantité doit être un nombre entier.';
const EMAIL_MISSING = 'Veuillez indiquer votre adresse e-mail.';

// Anything else than a plausible token answers 404 like an unknown one (see the controller).
const byToken = { params: z.object({ token: z.string().max(200) }) };

export const waitingListSchemas = {
  join: {
    body: z.object({
      ticketTypeId: z
        .number({ error: TICKET_TYPE_MESSAGE })
        .int({ error: TICKET_TYPE_MESSAGE })
        .positive({ error: TICKET_TYPE_MESSAGE })
        .max(2_147_483_647, { error: TICKET_TYPE_MESSAGE }),
      role: z.enum(DANCE_ROLES, { error: 'Le rôle de danse doit être « leader » ou « follower ».' }).nullish(),
      quantity: z
        .number({ error: QUANTITY_MESSAGE })
        .int({ error: QUANTITY_MESSAGE })
        .min(1, { error: 'La quantité doit être au moins de 1.' })
        .max(WAITING_LIST_MAX_QUANTITY, { error: `Vous pouvez attendre au plus ${WAITING_LIST_MAX_QUANTITY} places.` })
        .default(1),
      email: z
        .string({ error: EMAIL_MISSING })
        .trim()
        .min(1, { error: EMAIL_MISSING })
        .max(254, { error: "L'adresse e-mail est trop longue." })
        .pipe(z.email({ error: "L'adresse e-mail n'est pas valide." }))
        // Stored lower-case, like the accounts' and invitations' addresses.
        .transform((v) => v.toLowerCase()),
    }),
  },
  byToken,
  adminList: {},
  adminType: { params: z.object({ ticketTypeId: z.string().max(20) }) },
  adminEntry: pathIdParams(20),
} as const;
