/**
 * Ticket types in the back-office (docs/back-office.md « Sales, refunds, issued tickets, ticket
 * types »), admins only: every type with its counters, create, update (never the quota below what
 * is sold or held), delete one never sold. Every write runs in one transaction holding the change
 * and its audit row (`recordAudit`); `admin.stats` is published after commit and the public
 * catalogue's cache dropped. Knows nothing of Express.
 */
import type { AdminTicketTypeView } from '@kizomba/api-contract/admin/ticket-types';
import { Op, literal, type Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import { centsToEuros, eurosToCents } from '../../lib/money.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { FESTIVAL } from './festival.js';
import type { DanceRoleMode, TicketCategory, TicketTypeAttributes, TicketTypeInstance } from './models.js';
import { invalidateCatalogueCache } from './service.js';

export const TICKET_TYPE_NOT_FOUND_MESSAGE = 'Type de billet introuvable.';
export const QUOTA_BELOW_SOLD_MESSAGE = 'Le quota ne peut pas être inférieur aux places déjà vendues ou réservées.';
export const DANCE_ROLES_LOCKED_MESSAGE =
  'Ce type de billet a déjà des places vendues ou réservées : ses rôles de danse ne peuvent plus changer (les places déjà prises ne se répartissent pas entre guideurs et suiveurs).';
export const CAP_ABOVE_QUOTA_MESSAGE = 'Un plafond par rôle ne peut pas dépasser le quota.';
export const TICKET_TYPE_SOLD_MESSAGE = 'Ce type de billet a déjà été vendu ou commandé : il ne peut pas être supprimé. Masquez-le plutôt.';

const ticketTypeNotFound = () => notFound(TICKET_TYPE_NOT_FOUND_MESSAGE, 'TICKET_TYPE_NOT_FOUND');

/** Answers of the contract (`@kizomba/api-contract/admin/ticket-types`): a renamed field fails to compile here and in the site. */
export type { AdminTicketTypeView } from '@kizomba/api-contract/admin/ticket-types';

export interface TicketTypeInput {
  name: string;
  description?: string;
  category: TicketCategory;
  /** Euros. */
  price: number;
  quota: number;
  salesStart: Date;
  salesEnd: Date;
  validDays?: string[];
  visible?: boolean;
  highlighted?: boolean;
  sortOrder?: number;
  danceRoles?: DanceRoleMode;
  /** Balanced types: most of one role per one of the other (1.2), ≥ 1; null = no ratio rule. */
  balanceRatio?: number | null;
  balanceAllowFirst?: number;
  /** ≤ quota; null = none. */
  leaderCap?: number | null;
  followerCap?: number | null;
}

/** The balance fields of an input as columns (ratio in ‰), only those given. */
function balanceColumns(input: Partial<TicketTypeInput>): Partial<TicketTypeAttributes> {
  const set: Partial<TicketTypeAttributes> = {};
  if (input.danceRoles !== undefined) set.danceRoles = input.danceRoles;
  if (input.balanceRatio !== undefined) set.balanceRatioPermille = input.balanceRatio === null ? null : Math.round(input.balanceRatio * 1000);
  if (input.balanceAllowFirst !== undefined) set.balanceAllowFirst = input.balanceAllowFirst;
  if (input.leaderCap !== undefined) set.leaderCap = input.leaderCap;
  if (input.followerCap !== undefined) set.followerCap = input.followerCap;
  return set;
}

/** 400 when a role cap exceeds the quota. */
function checkCaps(quota: number, leaderCap: number | null, followerCap: number | null): void {
  for (const [field, cap] of [['leaderCap', leaderCap], ['followerCap', followerCap]] as const) {
    if (cap !== null && cap > quota) throw badRequest(CAP_ABOVE_QUOTA_MESSAGE, 'VALIDATION_ERROR', [{ field, message: CAP_ABOVE_QUOTA_MESSAGE }]);
  }
}


export interface CatalogueAdminDeps {
  db: Database;
  clock?: () => Date;
}

/** « Full Pass Été » → « full-pass-ete ». */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/g, '');
  return slug || 'billet';
}


export function createCatalogueAdminService(deps: CatalogueAdminDeps) {
  const { db } = deps;
  const { OrderItem, Ticket, TicketType, CartItem } = db.models;
  const clock = deps.clock ?? (() => new Date());

  async function loadTicketType(id: number, transaction?: Transaction): Promise<TicketTypeInstance> {
    const row = id > 0 ? await TicketType.findByPk(id, { transaction, lock: transaction ? transaction.LOCK.UPDATE : undefined }) : null;
    if (!row) throw ticketTypeNotFound();
    return row;
  }

  async function everOrdered(ticketTypeIds: number[]): Promise<Set<number>> {
    if (ticketTypeIds.length === 0) return new Set();
    const rows = await OrderItem.findAll({ where: { ticketTypeId: ticketTypeIds }, attributes: ['ticketTypeId'], group: ['ticketTypeId'], raw: true });
    return new Set(rows.map((r) => Number(r.ticketTypeId)));
  }

  function toTicketTypeView(t: TicketTypeAttributes, ordered: boolean): AdminTicketTypeView {
    return {
      id: t.id,
      slug: t.slug,
      name: t.name,
      description: t.description,
      category: t.category,
      price: centsToEuros(t.priceCents),
      quota: t.quota,
      sold: t.soldCount,
      held: t.heldCount,
      remaining: Math.max(0, t.quota - t.soldCount - t.heldCount),
      salesStart: t.salesStart.toISOString(),
      salesEnd: t.salesEnd.toISOString(),
      validDays: [...(t.validDays ?? [])],
      visible: t.visible,
      highlighted: t.highlighted,
      sortOrder: t.sortOrder,
      deletable: !ordered && t.soldCount === 0 && t.heldCount === 0,
      danceRoles: t.danceRoles ?? 'none',
      // A row just created holds only what was given: absent nullable columns are null.
      balanceRatio: t.balanceRatioPermille == null ? null : t.balanceRatioPermille / 1000,
      balanceAllowFirst: t.balanceAllowFirst ?? 0,
      leaderCap: t.leaderCap ?? null,
      followerCap: t.followerCap ?? null,
      leaderSold: t.leaderSold,
      leaderHeld: t.leaderHeld,
      followerSold: t.followerSold,
      followerHeld: t.followerHeld,
    };
  }

  async function uniqueSlug(name: string, transaction: Transaction): Promise<string> {
    const base = slugify(name);
    const taken = new Set(
      (await TicketType.findAll({ where: { slug: { [Op.like]: `${base}%` } }, attributes: ['slug'], transaction })).map((t) => t.slug),
    );
    if (!taken.has(base)) return base;
    for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
  }

  function checkDays(days: string[] | undefined): string[] | undefined {
    if (days === undefined) return undefined;
    for (const day of days) {
      if (day < FESTIVAL.startDate || day > FESTIVAL.endDate) {
        throw badRequest(`Le jour ${day} est en dehors du festival (du ${FESTIVAL.startDate} au ${FESTIVAL.endDate}).`, 'VALIDATION_ERROR', [
          { field: 'validDays', message: 'Jour en dehors du festival.' },
        ]);
      }
    }
    return [...new Set(days)].sort();
  }

  function checkWindow(start: Date, end: Date): void {
    if (end.getTime() <= start.getTime()) {
      throw badRequest('La fin des ventes doit suivre leur ouverture.', 'VALIDATION_ERROR', [{ field: 'salesEnd', message: 'La fin des ventes doit suivre leur ouverture.' }]);
    }
  }

  function ticketTypeAudit(t: TicketTypeAttributes) {
    return {
      name: t.name,
      price: centsToEuros(t.priceCents),
      quota: t.quota,
      visible: t.visible,
      danceRoles: t.danceRoles ?? 'none',
      balanceRatio: t.balanceRatioPermille == null ? null : t.balanceRatioPermille / 1000,
      balanceAllowFirst: t.balanceAllowFirst ?? 0,
      leaderCap: t.leaderCap ?? null,
      followerCap: t.followerCap ?? null,
    };
  }

  return {
    async listTicketTypes(): Promise<{ data: AdminTicketTypeView[] }> {
      const rows = await TicketType.findAll({ order: [['sortOrder', 'ASC'], ['id', 'ASC']] });
      const ordered = await everOrdered(rows.map((r) => r.id));
      return { data: rows.map((r) => toTicketTypeView(r, ordered.has(r.id))) };
    },

    async createTicketType(actor: Actor, input: TicketTypeInput): Promise<AdminTicketTypeView> {
      const now = clock();
      checkWindow(input.salesStart, input.salesEnd);
      const validDays = checkDays(input.validDays) ?? [];
      checkCaps(input.quota, input.leaderCap ?? null, input.followerCap ?? null);
      return db.write(async (transaction) => {
        const created = await TicketType.create(
          {
            slug: await uniqueSlug(input.name, transaction),
            name: input.name,
            description: input.description ?? '',
            category: input.category,
            priceCents: eurosToCents(input.price),
            quota: input.quota,
            salesStart: input.salesStart,
            salesEnd: input.salesEnd,
            validDays,
            visible: input.visible ?? true,
            highlighted: input.highlighted ?? false,
            sortOrder: input.sortOrder ?? 0,
            ...balanceColumns(input),
          },
          { transaction },
        );
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'ticket-type.created', targetType: 'ticket-type', targetId: created.id, details: ticketTypeAudit(created), ip: actor.ip, now },
          transaction,
        );
        publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'ticket-type' }, transaction);
        return toTicketTypeView(created, false);
      });
    },

    /**
     * Any field but the slug (kept: the site's links use it). The quota never goes below sold +
     * held; the dance roles mode changes only while nothing is sold or held (then the carts' lines
     * of the type, made for the former mode, are dropped); role caps stay within the quota.
     */
    async updateTicketType(actor: Actor, id: number, changes: Partial<TicketTypeInput>): Promise<AdminTicketTypeView> {
      const now = clock();
      const validDays = checkDays(changes.validDays);
      const updated = await db.write(async (transaction) => {
        const row = await loadTicketType(id, transaction);
        const before = ticketTypeAudit(row);
        checkWindow(changes.salesStart ?? row.salesStart, changes.salesEnd ?? row.salesEnd);
        if (changes.quota !== undefined && changes.quota !== row.quota) {
          // Conditional: a seat held or sold meanwhile (the checkout does not lock this row) still counts.
          const [affected] = await TicketType.update({ quota: changes.quota } as never, {
            where: { id: row.id, [Op.and]: literal(`sold_count + held_count <= ${Number(changes.quota)}`) },
            transaction,
            hooks: false,
            validate: false,
          });
          if (affected !== 1) throw badRequest(QUOTA_BELOW_SOLD_MESSAGE, 'QUOTA_BELOW_SOLD');
          await row.reload({ transaction });
        }
        if (changes.danceRoles !== undefined && changes.danceRoles !== row.danceRoles) {
          // Conditional, like the quota: a seat held meanwhile by a checkout locks the mode.
          const [affected] = await TicketType.update({ danceRoles: changes.danceRoles } as never, {
            where: { id: row.id, soldCount: 0, heldCount: 0 },
            transaction,
            hooks: false,
            validate: false,
          });
          if (affected !== 1) throw conflict(DANCE_ROLES_LOCKED_MESSAGE, 'DANCE_ROLES_LOCKED');
          await CartItem.destroy({ where: { ticketTypeId: row.id }, transaction });
          await row.reload({ transaction });
        }
        const { danceRoles: _mode, ...balance } = balanceColumns(changes);
        checkCaps(row.quota, balance.leaderCap !== undefined ? balance.leaderCap : row.leaderCap, balance.followerCap !== undefined ? balance.followerCap : row.followerCap);
        const set: Partial<TicketTypeAttributes> = {};
        if (changes.name !== undefined) set.name = changes.name;
        if (changes.description !== undefined) set.description = changes.description;
        if (changes.category !== undefined) set.category = changes.category;
        if (changes.price !== undefined) set.priceCents = eurosToCents(changes.price);
        if (changes.salesStart !== undefined) set.salesStart = changes.salesStart;
        if (changes.salesEnd !== undefined) set.salesEnd = changes.salesEnd;
        if (validDays !== undefined) set.validDays = validDays;
        if (changes.visible !== undefined) set.visible = changes.visible;
        if (changes.highlighted !== undefined) set.highlighted = changes.highlighted;
        if (changes.sortOrder !== undefined) set.sortOrder = changes.sortOrder;
        Object.assign(set, balance);
        // Only these columns: the counters on the instance may be stale, never write them back.
        if (Object.keys(set).length > 0) await row.update(set, { transaction, fields: Object.keys(set) as Array<keyof TicketTypeAttributes> });
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'ticket-type.updated', targetType: 'ticket-type', targetId: row.id, details: { before, after: ticketTypeAudit(row) }, ip: actor.ip, now },
          transaction,
        );
        publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'ticket-type' }, transaction);
        return row;
      });
      invalidateCatalogueCache(TicketType);
      const ordered = await everOrdered([updated.id]);
      return toTicketTypeView(updated, ordered.has(updated.id));
    },

    /** Only a type never sold, never in an order, and held by no cart; carts' lines of it go with it. */
    async deleteTicketType(actor: Actor, id: number): Promise<void> {
      const now = clock();
      await db.write(async (transaction) => {
        const row = await loadTicketType(id, transaction);
        const ordered = (await OrderItem.count({ where: { ticketTypeId: row.id }, transaction })) > 0;
        const issued = (await Ticket.count({ where: { ticketTypeId: row.id }, transaction })) > 0;
        if (ordered || issued || row.soldCount > 0 || row.heldCount > 0) throw conflict(TICKET_TYPE_SOLD_MESSAGE, 'TICKET_TYPE_SOLD');
        await CartItem.destroy({ where: { ticketTypeId: row.id }, transaction });
        await row.destroy({ transaction });
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'ticket-type.deleted', targetType: 'ticket-type', targetId: row.id, details: { slug: row.slug, ...ticketTypeAudit(row) }, ip: actor.ip, now },
          transaction,
        );
        publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'ticket-type' }, transaction);
      });
      invalidateCatalogueCache(TicketType);
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
