import * as z from 'zod/mini';
import { textOrNull } from './read.ts';

/**
 * The error envelope of every refusal: `{ error: { code, message, fields? } }`, `fields` holding
 * one `{ field, message }` per invalid field of a validation refusal.
 */
export const FieldError = z.object({ field: z.string().check(z.minLength(1)), message: z.string().check(z.trim(), z.minLength(1)) });
export type FieldError = z.infer<typeof FieldError>;

export const ErrorBody = z.object({
  error: z.object({
    code: z.optional(z.catch(z.string(), '')),
    message: textOrNull,
    fields: z.optional(z.array(z.unknown())),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
