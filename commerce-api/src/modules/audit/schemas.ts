/** Request schemas of the audit module's endpoint (imported by its routes and controller). */
import { paginationFields } from '../../lib/pagination.js';
import { z } from '../../lib/zod.js';
import { AUDIT_ACTION_MAX_LENGTH, AUDIT_TARGET_ID_MAX_LENGTH, AUDIT_TARGET_TYPE_MAX_LENGTH } from './models.js';

const filterText = (max: number, tooLong: string) => z.string({ error: 'Ce filtre doit être un texte.' }).trim().max(max, { error: tooLong }).optional();

export const auditSchemas = {
  list: {
    query: z.object({
      ...paginationFields,
      action: filterText(AUDIT_ACTION_MAX_LENGTH, "Le filtre « action » est trop long."),
      targetType: filterText(AUDIT_TARGET_TYPE_MAX_LENGTH, 'Le filtre « targetType » est trop long.'),
      targetId: filterText(AUDIT_TARGET_ID_MAX_LENGTH, 'Le filtre « targetId » est trop long.'),
    }),
  },
} as const;
