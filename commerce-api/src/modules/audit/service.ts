/**
 * The back-office audit log. Every admin write calls `recordAudit` inside its own transaction
 * (same commit, same rollback); the log is read at `GET /api/admin/audit`.
 */
import type { AuditLogView } from '@kizomba/api-contract/admin/audit';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { Database } from '../../db/index.js';
import type { Models } from '../../db/models.js';
import { pageWindow, type Page, type PageArgs } from '../../lib/pagination.js';
import {
  AUDIT_ACTION_MAX_LENGTH,
  AUDIT_TARGET_ID_MAX_LENGTH,
  AUDIT_TARGET_TYPE_MAX_LENGTH,
  type AuditLogAttributes,
  type AuditLogInstance,
} from './models.js';

/** Actions written today (free text in the table, listed here so callers and filters agree). */
export const AUDIT_ACTIONS = [
  'user.role-changed',
  'user.disabled',
  'user.enabled',
  'message.read',
  'message.unread',
  'message.replied',
  'content.created',
  'content.updated',
  'content.published',
  'content.unpublished',
  'festival-settings.updated',
  'ticket.renamed',
  'ticket.transfer-requested',
  'ticket.transfer-accepted',
  'ticket.transfer-cancelled',
  'ticket.transfer-expired',
  'ticket.resale-listed',
  'ticket.resale-withdrawn',
  'ticket.resold',
  'waiting-list.joined',
  'waiting-list.left',
  'waiting-list.confirmed',
  'waiting-list.offered',
  'waiting-list.offer-claimed',
  'waiting-list.offer-ordered',
  'waiting-list.offer-converted',
  'waiting-list.offer-reopened',
  'waiting-list.offer-withdrawn',
  'waiting-list.offer-lapsed',
  'waiting-list.removed',
  'waiting-list.entry-removed',
  'check-in-list.created',
  'check-in-list.updated',
  'check-in-list.deleted',
  'check-in-list.everyone-out',
  'scanner.conflict',
  'scanner.conflict-resolved',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The staff member behind a back-office write, as the audit log records them. */
export interface Actor {
  id: number;
  ip?: string | null;
}

export interface AuditEntry {
  /** The staff member acting (null for the system). */
  actorId: number | null;
  action: AuditAction | (string & {});
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown> | null;
  /** Client address (`req.ip`); clipped to 45 characters (any IPv6 text form). */
  ip?: string | null;
  /** When it happened (the app's clock); now by default. */
  now?: Date;
}

/**
 * Writes one audit row. Pass the transaction of the change it records: both commit together
 * or not at all.
 */
export async function recordAudit(models: Pick<Models, 'AuditLog'>, entry: AuditEntry, transaction?: Transaction | null): Promise<AuditLogInstance> {
  return models.AuditLog.create(
    {
      actorId: entry.actorId,
      action: entry.action.slice(0, AUDIT_ACTION_MAX_LENGTH),
      targetType: entry.targetType.slice(0, AUDIT_TARGET_TYPE_MAX_LENGTH),
      targetId: String(entry.targetId).slice(0, AUDIT_TARGET_ID_MAX_LENGTH),
      details: entry.details ?? null,
      ip: entry.ip ? entry.ip.slice(0, 45) : null,
      createdAt: entry.now ?? new Date(),
    },
    { transaction: transaction ?? undefined },
  );
}

/** Answers of the contract (`@kizomba/api-contract/admin/audit`): a renamed field fails to compile here and in the site. */
export type { AuditLogView } from '@kizomba/api-contract/admin/audit';

/** The row with its `actor` include (the attributes the view reads). */
type AuditRow = AuditLogInstance & { actor?: { email: string; firstName: string; lastName: string } | null };

/** MariaDB hands JSON columns back as text in some paths: always answer an object. */
function parseDetails(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as Record<string, unknown>;
    } catch {
      return { value };
    }
  }
  return value as Record<string, unknown>;
}

export function toAuditLogView(row: AuditRow): AuditLogView {
  const actor = row.actor ?? null;
  const name = actor ? `${actor.firstName} ${actor.lastName}`.trim() || actor.email : null;
  return {
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: parseDetails(row.details),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorName: name,
    actorEmail: actor?.email ?? null,
  };
}

export interface AuditFilters extends PageArgs {
  action?: string;
  targetType?: string;
  targetId?: string;
}

export type AuditPage = Page<AuditLogView>;

export function createAuditService(deps: { db: Database }) {
  const { AuditLog, User } = deps.db.models;
  return {
    /** Newest first, with the actor's name; exact filters on action, target type and id. */
    async list(filters: AuditFilters): Promise<AuditPage> {
      const where: WhereOptions<AuditLogAttributes>[] = [];
      if (filters.action) where.push({ action: filters.action });
      if (filters.targetType) where.push({ targetType: filters.targetType });
      if (filters.targetId) where.push({ targetId: filters.targetId });
      const { rows, count } = await AuditLog.findAndCountAll({
        where: { [Op.and]: where },
        include: [{ model: User, as: 'actor', attributes: ['id', 'email', 'firstName', 'lastName'], required: false }],
        order: [['createdAt', 'DESC'], ['id', 'DESC']],
        ...pageWindow(filters),
        distinct: true,
      });
      return { data: (rows as AuditRow[]).map(toAuditLogView), page: filters.page, pageSize: filters.pageSize, total: count };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
