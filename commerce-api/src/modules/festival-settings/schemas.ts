/** Request schemas of the festival-settings module's endpoints (imported by its routes and controller). */
import { FESTIVAL_SETTINGS_LIMITS as LIMITS } from '@kizomba/api-contract/admin/festival-settings';
import { z } from '../../lib/zod.js';

const strictlyDecreasing = (values: number[]) => values.every((value, i) => i === 0 || value < values[i - 1]!);

const wholePositive = (what: string, max: number) =>
  z
    .number({ error: `${what} : des nombres entiers.` })
    .int({ error: `${what} : des nombres entiers.` })
    .min(1, { error: `${what} : chaque valeur doit être au moins 1.` })
    .max(max, { error: `${what} : chaque valeur doit être au plus ${max}.` });

export const festivalSettingsSchemas = {
  update: {
    body: z
      .strictObject(
        {
          transferDeadline: z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.null()], {
            error: 'La date limite doit être une date (2026-07-01 ou 2026-07-01T23:59:00+02:00) ou null.',
          }),
          resaleEnabled: z.boolean({
            error: 'Le champ « resaleEnabled » doit valoir true ou false.',
          }),
          resaleFee: z
            .number({
              error: 'Les frais de revente doivent être un montant en euros.',
            })
            .min(0, {
              error: 'Les frais de revente ne peuvent pas être négatifs.',
            })
            .max(LIMITS.resaleFeeMax, {
              error: `Les frais de revente ne peuvent pas dépasser ${LIMITS.resaleFeeMax} €.`,
            })
            .refine((euros) => Number.isInteger(Math.round(euros * 100)) && Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, {
              error: 'Les frais de revente se comptent au centime près.',
            }),
          offerHours: z
            .array(wholePositive('Durées des offres', LIMITS.offerHoursMax), {
              error: 'Les durées des offres doivent être une liste d’heures.',
            })
            .min(1, { error: 'Indiquez au moins une durée d’offre.' })
            .max(LIMITS.offerWindowsMax, { error: 'Trop de durées d’offre.' })
            .refine(strictlyDecreasing, {
              error: 'Les durées des offres doivent décroître (par exemple 48, 24, 6).',
            }),
          offerThresholdDays: z
            .array(wholePositive('Seuils en jours', LIMITS.offerThresholdDaysMax), { error: 'Les seuils doivent être une liste de jours.' })
            .max(LIMITS.offerWindowsMax - 1, { error: 'Trop de seuils.' })
            .refine(strictlyDecreasing, {
              error: 'Les seuils en jours doivent décroître (par exemple 14, 3).',
            }),
        },
        {
          error: 'Seuls transferDeadline, resaleEnabled, resaleFee, offerHours et offerThresholdDays peuvent être enregistrés.',
        },
      )
      .refine((body) => body.offerHours.length === body.offerThresholdDays.length + 1, {
        error: 'Il faut une durée d’offre de plus que de seuils (par exemple 48, 24, 6 heures pour les seuils 14 et 3 jours).',
        path: ['offerHours'],
      }),
  },
} as const;
