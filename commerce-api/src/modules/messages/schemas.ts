/** Request schemas of the messages module's endpoints (imported by its routes and controllers). */
import { paginationFields } from '../../lib/pagination.js';
import { pathIdParams, searchField } from '../../lib/request-fields.js';
import { z } from '../../lib/zod.js';
import { MESSAGE_FILTERS, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, ORDER_NUMBER_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './models.js';

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
  byId: pathIdParams(20),
} as const;

const byId = pathIdParams(20);

export const messagesAdminSchemas = {
  listMessages: {
    query: z.object({
      ...paginationFields,
      status: z.enum(MESSAGE_FILTERS, { error: 'Statut inconnu : choisissez new, read, replied ou all.' }).optional(),
      q: searchField,
    }),
  },
  markMessage: {
    ...byId,
    body: z.object({ read: z.boolean({ error: 'Le champ « read » doit valoir true ou false.' }) }),
  },
  reply: {
    ...byId,
    body: z.object({
      response: z
        .string({ error: 'Veuillez écrire une réponse.' })
        .trim()
        .min(1, { error: 'Veuillez écrire une réponse.' })
        .max(MESSAGE_MAX_LENGTH, { error: `La réponse ne peut pas dépasser ${MESSAGE_MAX_LENGTH.toLocaleString('fr-FR')} caractères.` }),
    }),
  },
} as const;
