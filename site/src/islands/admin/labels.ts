import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import type { AdminRole } from '../../lib/api/admin';

const t = translator({ admin });

/** A role in the back-office's words. */
export function roleLabel(role: AdminRole | string): string {
  return role === 'admin' || role === 'scanner' || role === 'user' ? t(`admin.roles.${role}`) : role;
}

/** A message's status in the back-office's words (« Non lu », « Lu », « Répondu », « Archivé »). */
export function messageStatusLabel(status: string): string {
  return status === 'new' || status === 'read' || status === 'answered' || status === 'archived' ? t(`admin.messages.status.${status}`) : status;
}
