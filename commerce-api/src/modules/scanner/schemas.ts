/** Request schemas of the scanner module's endpoints (imported by its routes and controller). */
import { OFFLINE_SCANS_MAX } from '@kizomba/api-contract/scanner';
import { pathIdParams } from '../../lib/request-fields.js';
import { z } from '../../lib/zod.js';
import { CODE_MAX_LENGTH, DEVICE_MAX_LENGTH, SCAN_DIRECTIONS, SCAN_RESULTS } from './models.js';
import { RECENT_SCANS_MAX } from './service.js';

// The QR secret travels in the body only (never in a URL, so never in an access log).
const code = z
  .string({ error: 'Veuillez indiquer le code du billet.' })
  .trim()
  .min(1, { error: 'Veuillez indiquer le code du billet.' })
  .max(CODE_MAX_LENGTH, { error: 'Ce code est trop long.' });

const device = z
  .string({ error: "Le nom de l'appareil doit être un texte." })
  .trim()
  .max(DEVICE_MAX_LENGTH, { error: `Le nom de l'appareil ne peut pas dépasser ${DEVICE_MAX_LENGTH} caractères.` })
  .nullish();

const listId = z
  .number({ error: 'La liste doit être un identifiant de liste.' })
  .int({ error: 'La liste doit être un identifiant de liste.' })
  .positive({ error: 'La liste doit être un identifiant de liste.' })
  .max(2_147_483_647, { error: 'La liste doit être un identifiant de liste.' });

const direction = z.enum(SCAN_DIRECTIONS, { error: 'Le sens doit être « entry » (entrée) ou « exit » (sortie).' });

// Lowercased so that one scan's nonce has one spelling in the UNIQUE index.
const nonce = z
  .uuid({ error: 'Le nonce doit être un UUID.' })
  .transform((value) => value.toLowerCase());

export const scannerSchemas = {
  checkIn: {
    body: z.object({ code, device, listId: listId.nullish(), direction: direction.optional(), nonce: nonce.nullish() }),
  },
  offlineScans: {
    body: z.object({
      device,
      scans: z
        .array(
          z.object({
            nonce,
            listId,
            code,
            direction,
            scannedAt: z.iso.datetime({ offset: true, error: 'L’heure du scan doit être une date ISO (2027-04-16T20:00:00Z).' }).transform((value) => new Date(value)),
            verdict: z.enum(SCAN_RESULTS, { error: 'Verdict inconnu.' }),
          }),
          { error: 'Les scans doivent être une liste.' },
        )
        .min(1, { error: 'Aucun scan à enregistrer.' })
        .max(OFFLINE_SCANS_MAX, { error: `Au plus ${OFFLINE_SCANS_MAX} scans par envoi.` }),
    }),
  },
  sync: pathIdParams(20),
  conflicts: {
    query: z.object({
      status: z.enum(['open', 'all'], { error: 'Le statut doit être « open » ou « all ».' }).optional(),
    }),
  },
  resolveConflict: pathIdParams(20),
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
