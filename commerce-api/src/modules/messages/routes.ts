import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { authRateLimiter } from '../../lib/rate-limit.js';
import { z } from '../../lib/zod.js';
import { createMessagesController } from './controller.js';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, ORDER_NUMBER_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './models.js';
import { createMessagesService } from './service.js';

/** Line breaks in a subject would end up in an e-mail header: refused rather than stripped. */
const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;

const requiredText = (missing: string, max: number, tooLong: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong });

export const messagesSchemas = {
  contact: {
    body: z.object({
      name: requiredText('Veuillez indiquer votre nom.', NAME_MAX_LENGTH, `Le nom ne peut pas dépasser ${NAME_MAX_LENGTH} caractères.`),
      email: z
        .string({ error: 'Veuillez indiquer votre adresse e-mail.' })
        .trim()
        .min(1, { error: 'Veuillez indiquer votre adresse e-mail.' })
        .max(254, { error: "L'adresse e-mail est trop longue." })
        .pipe(z.email({ error: "L'adresse e-mail n'est pas valide." })),
      // Any subject is accepted (the chat sends 'Question générale' or 'Support technique -
      // Commande: …', the contact page may offer others); one line, ≤ 200 characters.
      subject: requiredText('Veuillez indiquer le sujet de votre message.', SUBJECT_MAX_LENGTH, `Le sujet ne peut pas dépasser ${SUBJECT_MAX_LENGTH} caractères.`).regex(
        NO_CONTROL_CHARS,
        { error: 'Le sujet doit tenir sur une seule ligne.' },
      ),
      message: requiredText(
        'Veuillez écrire votre message.',
        MESSAGE_MAX_LENGTH,
        `Le message ne peut pas dépasser ${MESSAGE_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`,
      ),
      orderNumber: z
        .string({ error: 'Le numéro de commande doit être un texte.' })
        .trim()
        .max(ORDER_NUMBER_MAX_LENGTH, { error: 'Ce numéro de commande est trop long.' })
        .nullish(),
      // Honeypot: hidden in the form, only bots fill it.
      website: z.string().max(500).nullish(),
    }),
  },
  byId: {
    // A string like the path's own type; anything that is not an id answers 404 like an unknown one.
    params: z.object({ id: z.string().max(20) }),
  },
} as const;

/**
 * `POST /api/messages/contact` (anyone, per-IP limited by API_AUTH_RATE_LIMIT_PER_MINUTE), `GET /api/messages/my-messages` and
 * `POST /api/messages/:id/read` (logged in). Mounted under /api.
 */
export function messagesRouter(deps: AppDeps): Router {
  const controller = createMessagesController(createMessagesService(deps), deps.clock);
  const router = Router();
  router.post('/messages/contact', authRateLimiter(deps), validate(messagesSchemas.contact), controller.contact);
  router.get('/messages/my-messages', requireUser, controller.myMessages);
  router.post('/messages/:id/read', requireUser, validate(messagesSchemas.byId), controller.markReplySeen);
  return router;
}
