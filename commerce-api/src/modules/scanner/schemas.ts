/** Request schemas of the scanner module's endpoints (imported by its routes and controller). */
import { z } from '../../lib/zod.js';
import { CODE_MAX_LENGTH, DEVICE_MAX_LENGTH } from './models.js';
import { RECENT_SCANS_MAX } from './service.js';

export const scannerSchemas = {
  checkIn: {
    body: z.object({
      // The QR secret travels in the body only (never in a URL, so never in an access log).
      code: z
        .string({ error: 'Veuillez indiquer le code du billet.' })
        .trim()
        .min(1, { error: 'Veuillez indiquer le code du billet.' })
        .max(CODE_MAX_LENGTH, { error: 'Ce code est trop long.' }),
      device: z
        .string({ error: "Le nom de l'appareil doit être un texte." })
        .trim()
        .max(DEVICE_MAX_LENGTH, { error: `Le nom de l'appareil ne peut pas dépasser ${DEVICE_MAX_LENGTH} caractères.` })
        .nullish(),
    }),
  },
  scans: {
    query: z.object({
      limit: z.coerce
        .number({ error: 'La limite doit être un nombre.' })
        .int({ error: 'La limite doit être un nombre entier.' })
        .min(1, { error: 'La limite doit être au moins 1.' })
        .max(RECENT_SCANS_MAX, { error: `La limite ne peut pas dépasser ${RECENT_SCANS_MAX}.` })
        .optional(),
      before: z.coerce
        .number({ error: 'Le paramètre « before » doit être un identifiant de scan.' })
        .int({ error: 'Le paramètre « before » doit être un identifiant de scan.' })
        .positive({ error: 'Le paramètre « before » doit être un identifiant de scan.' })
        .optional(),
    }),
  },
} as const;
