import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { z } from '../../lib/zod.js';
import { CONTENT_KINDS, type ContentKind } from './collections.js';
import { createContentController } from './controller.js';
import type { ContentService } from './service.js';

/**
 * Field rules of the back-office forms (the CMS checks types again). An empty optional text
 * clears the field (null); labels are the form's, so a message names what the admin sees.
 */
const text = (label: string, max: number) =>
  z
    .string({ error: `« ${label} » doit être un texte.` })
    .trim()
    .max(max, { error: `« ${label} » ne peut pas dépasser ${max} caractères.` });
const required = (label: string, max: number) => text(label, max).min(1, { error: `« ${label} » est obligatoire.` });
const optionalText = (label: string, max: number) =>
  z
    .union([text(label, max), z.null()])
    .transform((value) => (value === '' ? null : value))
    .optional();
const slug = z
  .string({ error: '« Adresse (slug) » doit être un texte.' })
  .trim()
  .max(120, { error: '« Adresse (slug) » ne peut pas dépasser 120 caractères.' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: '« Adresse (slug) » : lettres minuscules sans accent, chiffres et tirets seulement (ex. atelier-du-dimanche).' })
  .optional();
const mediaId = (label: string) =>
  z
    .number({ error: `« ${label} » : choisissez une image.` })
    .int({ error: `« ${label} » : choisissez une image.` })
    .positive({ error: `« ${label} » : choisissez une image.` })
    .nullable()
    .optional();
const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `« ${label} » : choisissez parmi ${values.join(', ')}.` });

const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const day = z
  .string({ error: '« Jour » doit être une date (AAAA-MM-JJ).' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '« Jour » doit être une date (AAAA-MM-JJ).' })
  .refine(isCalendarDay, { error: "« Jour » n'est pas une date du calendrier." });
const time = (label: string) =>
  z.string({ error: `« ${label} » doit être une heure (HH:MM).` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `« ${label} » doit être une heure (HH:MM).` });

const newsFields = {
  title: required('Titre', 200),
  slug,
  excerpt: optionalText('Résumé', 240),
  body: optionalText('Texte', 50_000),
  date: z.iso.datetime({ offset: true, error: '« Date de publication » doit être une date et une heure ISO (2026-12-01T10:00:00Z).' }).optional(),
  author: optionalText('Auteur', 100),
  cover: mediaId('Image de couverture'),
};

const artistFields = {
  name: required('Nom', 120),
  slug,
  role: oneOf('Rôle', ['teacher', 'dj', 'performer', 'mc']).optional(),
  country: optionalText('Pays', 80),
  city: optionalText('Ville', 80),
  shortBio: optionalText('Présentation courte', 220),
  bio: optionalText('Biographie', 50_000),
  photo: mediaId('Photo'),
  instagram: z
    .union([
      z.literal(''),
      z.null(),
      z.url({ protocol: /^https?$/, error: '« Instagram » doit être l’adresse complète du profil (https://www.instagram.com/…).' }).max(200, { error: '« Instagram » ne peut pas dépasser 200 caractères.' }),
    ])
    .transform((value) => (value === '' ? null : value))
    .optional(),
  featured: z.boolean({ error: '« À la une » doit valoir vrai ou faux.' }).optional(),
  order: z
    .number({ error: '« Ordre » doit être un nombre entier.' })
    .int({ error: '« Ordre » doit être un nombre entier.' })
    .min(0, { error: '« Ordre » ne peut pas être négatif.' })
    .max(9999, { error: '« Ordre » ne peut pas dépasser 9999.' })
    .optional(),
};

const programFields = {
  title: required('Titre', 160),
  day: day.optional(),
  startTime: time('Heure de début').optional(),
  endTime: time('Heure de fin').optional(),
  kind: oneOf('Type de créneau', ['workshop', 'party', 'show', 'competition', 'social']).optional(),
  room: optionalText('Salle', 80),
  level: z.union([oneOf('Niveau', ['all', 'beginner', 'intermediate', 'advanced']), z.null()]).optional(),
  description: optionalText('Description', 2000),
  artists: z
    .array(z.string({ error: 'Artiste inconnu.' }).regex(/^[A-Za-z0-9]{1,64}$/, { error: 'Artiste inconnu.' }), { error: '« Artistes » doit être une liste.' })
    .max(30, { error: '30 artistes au plus par créneau.' })
    .optional(),
};

const FIELDS: Record<ContentKind, Record<string, z.ZodType>> = { news: newsFields, artists: artistFields, programs: programFields };

const unknownFields = (names: string) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' && issue.keys ? `champ(s) non modifiable(s) ici : ${issue.keys.join(', ')} (champs modifiables : ${names}).` : `champs modifiables : ${names}.`,
});

const mediaById = z.object({ id: z.string().regex(/^[1-9][0-9]{0,9}$/, { error: 'Identifiant d’image invalide.' }) });

const byDocument = z.object({ documentId: z.string().regex(/^[A-Za-z0-9]{1,64}$/, { error: 'Identifiant de contenu invalide.' }) });

export function contentSchemas(kind: ContentKind) {
  const fields = FIELDS[kind];
  const names = Object.keys(fields).join(', ');
  const partial = Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()]));
  return {
    byDocument: { params: byDocument },
    create: { body: z.strictObject(fields, unknownFields(names)) },
    update: {
      params: byDocument,
      body: z
        .strictObject(partial, unknownFields(names))
        .refine((body) => Object.keys(body).length > 0, { error: 'Indiquez au moins un champ à modifier.' }),
    },
  };
}

/** `/api/admin/content/{news,artists,programs}`, `/api/admin/content/media` and `/api/admin/content/translations` (admin only). */
export function contentRouter(deps: AppDeps & { services: { content: ContentService } }): Router {
  const controller = createContentController(deps.services.content);
  const admin = requireRole('admin');
  const router = Router();
  router.get('/admin/content/media', admin, controller.media);
  router.get('/admin/content/translations', admin, controller.translations);
  router.get('/admin/content/media/:id/preview', admin, validate({ params: mediaById }), controller.mediaPreview);
  for (const kind of CONTENT_KINDS) {
    const schemas = contentSchemas(kind);
    const base = `/admin/content/${kind}`;
    router.get(base, admin, controller.list(kind));
    router.post(base, admin, validate(schemas.create), controller.create(kind));
    router.get(`${base}/:documentId`, admin, validate(schemas.byDocument), controller.get(kind));
    router.patch(`${base}/:documentId`, admin, validate(schemas.update), controller.update(kind));
    router.post(`${base}/:documentId/publish`, admin, validate(schemas.byDocument), controller.publish(kind));
    router.post(`${base}/:documentId/unpublish`, admin, validate(schemas.byDocument), controller.unpublish(kind));
  }
  return router;
}
