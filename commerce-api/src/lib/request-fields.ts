/**
 * Request fields several back-office lists and forms share (search box, day filters, ids, amounts
 * in euros), so one field reads and fails the same way everywhere. Each module's `schemas.ts`
 * builds its requests from these.
 */
import { z } from './zod.js';

/** A calendar day, YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** `?q=`: the free-text search of a list (lib/text-search.ts). */
export const searchField = z
  .string({ error: 'La recherche doit être un texte.' })
  .trim()
  .max(200, { error: 'La recherche ne peut pas dépasser 200 caractères.' })
  .optional();

/** An optional YYYY-MM-DD filter, named `label` in its message. */
export const dayField = (label: string) =>
  z
    .string({ error: `${label} doit être une date AAAA-MM-JJ.` })
    .regex(DAY_PATTERN, { error: `${label} doit être une date AAAA-MM-JJ.` })
    .optional();

/** An optional positive database id in a query string (`?ticketTypeId=3`). */
export const idFilterField = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(2_147_483_647, { error: message }).optional();

/**
 * A path `:id` kept a string up to `max` characters, like the path's own type: anything that is
 * not an id answers 404 like an unknown one (the controller's `pathId`).
 */
export const pathIdParams = (max: number) => ({ params: z.object({ id: z.string().max(max) }) });

/** A path id, or 0 (→ 404 like an unknown one) for anything that is not a positive integer. */
export const pathId = (id: string) => (/^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : 0);

/** An amount in euros, at most two decimals, named `label` in its messages. */
export const eurosField = (label: string) =>
  z
    .number({ error: `${label} doit être un montant en euros.` })
    .min(0, { error: `${label} ne peut pas être négatif.` })
    .max(1_000_000, { error: `${label} est trop élevé.` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${label} a au plus deux décimales.` });

/** An optional free-text reason (refund, cancellation), at most 500 characters. */
export const reasonField = z.string({ error: 'Le motif doit être un texte.' }).trim().max(500, { error: 'Le motif ne peut pas dépasser 500 caractères.' }).optional();
