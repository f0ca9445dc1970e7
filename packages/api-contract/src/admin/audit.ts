import * as z from 'zod/mini';
import { id, numOrNull, page, text, textOrNull } from '../read.ts';

/** `GET /api/admin/audit`: the journal of staff actions, newest first. */
export const AuditLogView = z.object({
  id,
  action: text,
  targetType: text,
  targetId: text,
  details: z.catch(z.nullable(z.record(z.string(), z.unknown())), null),
  ip: textOrNull,
  createdAt: text,
  actorId: numOrNull,
  /** « Prénom Nom » of the actor; null once the account is gone. */
  actorName: textOrNull,
  actorEmail: textOrNull,
});
export type AuditLogView = z.infer<typeof AuditLogView>;

export const AuditPage = page(AuditLogView);
