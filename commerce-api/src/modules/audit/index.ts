/** Public entry of the audit log: `recordAudit` (in every back-office write's transaction) and its reader. */
export { AUDIT_ACTIONS, recordAudit, createAuditService, type Actor, type AuditAction, type AuditEntry, type AuditService } from './service.js';
