/**
 * Invitations (docs/back-office.md « Promo codes and invitations »): the back-office sends free
 * tickets by e-mail; the invitee opens `/invitation/{token}` and claims them, which creates a
 * completed order at 0 € (`source: 'invitation'`) whose tickets are issued and e-mailed exactly
 * like bought ones (`issueForOrder` + `enqueueOrderConfirmation`, the two steps of a paid order's
 * fulfilment).
 *
 * Tokens follow docs/accounts.md: 32 random bytes base64url in the link, only their SHA-256 stored,
 * the raw token sealed (`lib/sealed.ts`) in the outbox payload. A claim is ONE write transaction:
 * `sent` → `claimed` by a conditional UPDATE (still sent, same token, not expired), then the seats
 * by the catalogue's conditional UPDATEs (never oversold: refusal rolls the claim back), then the
 * order, its line, its tickets and the tickets e-mail.
 */
import { DEFAULT_LOCALE, localePath, type Locale } from '@kizomba/locales';
import type { AdminInvitationView, PublicInvitationView } from '@kizomba/api-contract/invitations';
import { ticketSlots } from '@kizomba/api-contract/checkout';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Op, UniqueConstraintError, col, fn, where as sqlWhere, type Transaction, type WhereOptions } from 'sequelize';
import type { AppConfig } from '../../config/index.js';
import type { Database } from '../../db/index.js';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import { seal } from '../../lib/sealed.js';
import type { TicketKeys } from '../../lib/ticket-keys.js';
import { recordAudit, type Actor } from '../audit/index.js';
import type { UserInstance } from '../auth/index.js';
import { createCatalogueService, ticketTypeTexts, ticketsPerUnit, type DanceRole, type TicketTypeInstance } from '../catalogue/index.js';
import { generateOrderNumber, type BillingAddress, type OrderInstance, type OrderItemHolder } from '../orders/index.js';
import { enqueueMail, enqueueOrderConfirmation } from '../mail/index.js';
import { createTicketService } from '../tickets/index.js';
import {
  INVITATION_TTL_DAYS,
  type InvitationAttributes,
  type InvitationDisplayStatus,
  type InvitationInstance,
} from './models.js';

export const INVITATION_KIND = 'invitation';

export const INVITATION_NOT_FOUND_MESSAGE = 'Cette invitation est introuvable. Vérifiez le lien reçu par e-mail.';
export const INVITATION_UNAVAILABLE_MESSAGE = 'Cette invitation n’est plus disponible : elle a déjà été utilisée, a été annulée ou a expiré.';
export const INVITATION_CLAIMED_MESSAGE = 'Cette invitation a déjà été utilisée : elle ne peut plus être annulée ni renvoyée.';
export const INVITATION_REVOKED_MESSAGE = 'Cette invitation a été annulée : elle ne peut plus être renvoyée.';
export const INVITATION_SOLD_OUT_MESSAGE = 'Il ne reste plus assez de places pour ce billet. Contactez l’équipe du festival.';

const TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60_000;
const ORDER_NUMBER_ATTEMPTS = 5;

/**
 * An invitation order has no billing address nor phone: nobody paid and nobody typed them. The
 * columns are NOT NULL (orders of purchases always have them), so they hold explicitly EMPTY
 * values (never a made-up address): empty strings, no country. Readers show nothing.
 */
export const NO_BILLING_ADDRESS: BillingAddress = { line1: '', line2: null, postalCode: '', city: '', country: '', state: null, isInternational: false };
export const NO_PHONE = '';

export const ROLE_REQUIRED_MESSAGE = 'Ce billet demande un rôle de danse : choisissez guideur (leader) ou suiveur (follower).';
export const ROLE_NOT_ALLOWED_MESSAGE = 'Ce billet ne se prend pas par rôle de danse : laissez le rôle vide.';

/** A 400 on one field of the admin form, in the shape of the validation middleware's. */
function fieldError(field: string, message: string): HttpError {
  return badRequest(`Le champ « ${field} » est invalide : ${message.charAt(0).toLowerCase()}${message.slice(1)}`, 'VALIDATION_ERROR', [{ field, message }]);
}

const invitationNotFound = () => notFound(INVITATION_NOT_FOUND_MESSAGE, 'INVITATION_NOT_FOUND');
const adminInvitationNotFound = () => notFound('Invitation introuvable.', 'INVITATION_NOT_FOUND');

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const invitationUrl = (publicSiteUrl: string, token: string, locale: Locale = DEFAULT_LOCALE) =>
  `${publicSiteUrl}${localePath(locale, `/invitation/${encodeURIComponent(token)}`)}`;

/** « Awa Diallo » → { firstName: 'Awa', lastName: 'Diallo' } (clipped to the order columns). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: (words[0] ?? '').slice(0, 100), lastName: words.slice(1).join(' ').slice(0, 100) };
}

export function displayStatus(inv: Pick<InvitationAttributes, 'status' | 'expiresAt'>, now: Date): InvitationDisplayStatus {
  return inv.status === 'sent' && inv.expiresAt.getTime() <= now.getTime() ? 'expired' : inv.status;
}

/** Answers of the contract (`@kizomba/api-contract/invitations`): a renamed field fails to compile here and in the site. */
export type { AdminInvitationView, PublicInvitationView } from '@kizomba/api-contract/invitations';

export interface InvitationInput {
  email: string;
  name: string;
  ticketTypeId: number;
  quantity: number;
  /** Required for a balanced ticket type, refused for any other. */
  role?: DanceRole | null;
  message?: string | null;
  expiresAt?: Date | null;
  /** The guest's language (the e-mail, the claim page's link); French by default. */
  locale?: Locale;
}

export interface InvitationListFilters {
  status?: InvitationDisplayStatus;
  q?: string;
  page: number;
  pageSize: number;
}

export type { Actor };

type InvitationRow = InvitationInstance & {
  ticketType?: TicketTypeInstance | null;
  order?: OrderInstance | null;
  creator?: UserInstance | null;
};

export interface InvitationsDeps {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret' | 'publicSiteUrl'>;
  clock?: () => Date;
  /** Signs the codes of the invited guests' tickets. */
  ticketKeys: TicketKeys;
}

export function createInvitationsService(deps: InvitationsDeps) {
  const { db, config } = deps;
  const { Invitation, TicketType, Order, OrderItem, User } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const catalogue = createCatalogueService(db.models);
  const tickets = createTicketService(db.models, deps.ticketKeys.active);

  const includes = () => [
    { model: TicketType, as: 'ticketType', attributes: ['id', 'name'], required: false },
    { model: Order, as: 'order', attributes: ['id', 'number'], required: false },
    { model: User, as: 'creator', attributes: ['id', 'email', 'firstName', 'lastName'], required: false },
  ];

  function toAdminView(row: InvitationRow, now: Date): AdminInvitationView {
    const creator = row.creator ?? null;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      ticketTypeId: row.ticketTypeId,
      ticketTypeName: row.ticketType?.name ?? '',
      quantity: row.quantity,
      role: row.role,
      message: row.message,
      status: displayStatus(row, now),
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      claimedAt: row.claimedAt ? row.claimedAt.toISOString() : null,
      orderNumber: row.order?.number ?? null,
      locale: row.locale,
      createdBy: creator ? { id: creator.id, name: `${creator.firstName} ${creator.lastName}`.trim() || creator.email } : null,
    };
  }

  async function adminView(id: number, now: Date, transaction?: Transaction): Promise<AdminInvitationView> {
    const row = (await Invitation.findByPk(id, { include: includes(), transaction })) as InvitationRow | null;
    if (!row) throw adminInvitationNotFound();
    return toAdminView(row, now);
  }

  /** Queues the e-mail carrying `token` (sealed); one message per token (a resend queues another). */
  async function enqueueInvitationMail(inv: InvitationInstance, token: string, now: Date, transaction: Transaction) {
    await enqueueMail(
      db.models,
      {
        kind: INVITATION_KIND,
        dedupeKey: `${INVITATION_KIND}:${inv.id}:${inv.tokenHash.slice(0, 16)}`,
        recipient: inv.email,
        payload: { invitationId: inv.id, sealedToken: seal(config, token) },
      },
      { transaction, now },
    );
  }

  async function lockForAdmin(id: number, transaction: Transaction): Promise<InvitationInstance> {
    const row = id > 0 ? await Invitation.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE }) : null;
    if (!row) throw adminInvitationNotFound();
    return row;
  }

  return {
    /** Newest first; `status` is the displayed one (`sent` = still claimable, `expired` = sent and past its date). */
    async list(filters: InvitationListFilters): Promise<{ data: AdminInvitationView[]; page: number; pageSize: number; total: number }> {
      const now = clock();
      const where: WhereOptions<InvitationAttributes>[] = [];
      if (filters.status === 'sent') where.push({ status: 'sent', expiresAt: { [Op.gt]: now } });
      else if (filters.status === 'expired') where.push({ status: 'sent', expiresAt: { [Op.lte]: now } });
      else if (filters.status) where.push({ status: filters.status });
      const words = (filters.q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
      for (const word of words) {
        const contains = (column: string) => sqlWhere(fn('INSTR', fn('LOWER', col(`Invitation.${column}`)), word), Op.gt, 0);
        where.push({ [Op.or]: ['email', 'name'].map(contains) } as WhereOptions<InvitationAttributes>);
      }
      const { rows, count } = await Invitation.findAndCountAll({
        where: { [Op.and]: where },
        include: includes(),
        order: [['createdAt', 'DESC'], ['id', 'DESC']],
        limit: filters.pageSize,
        offset: (filters.page - 1) * filters.pageSize,
        distinct: true,
      });
      return { data: (rows as InvitationRow[]).map((r) => toAdminView(r, now)), page: filters.page, pageSize: filters.pageSize, total: count };
    },

    /** Stores the invitation (token hashed) and queues its e-mail, audited, in one transaction. */
    async create(actor: Actor, input: InvitationInput): Promise<AdminInvitationView> {
      const now = clock();
      const expiresAt = input.expiresAt ?? new Date(now.getTime() + TTL_MS);
      if (expiresAt.getTime() <= now.getTime()) throw fieldError('expiresAt', 'La date d’expiration doit être dans le futur.');
      const id = await db.write(async (transaction) => {
        const ticketType = await TicketType.findByPk(input.ticketTypeId, { attributes: ['id', 'name', 'danceRoles'], transaction });
        if (!ticketType) throw fieldError('ticketTypeId', 'Ce billet n’existe pas.');
        const role = input.role ?? null;
        if (ticketType.danceRoles === 'balanced' && !role) throw fieldError('role', ROLE_REQUIRED_MESSAGE);
        if (ticketType.danceRoles !== 'balanced' && role) throw fieldError('role', ROLE_NOT_ALLOWED_MESSAGE);
        const token = newInvitationToken();
        const inv = await Invitation.create(
          {
            tokenHash: hashInvitationToken(token),
            email: input.email,
            name: input.name,
            ticketTypeId: ticketType.id,
            quantity: input.quantity,
            role,
            message: input.message ?? null,
            status: 'sent',
            locale: input.locale ?? DEFAULT_LOCALE,
            expiresAt,
            createdBy: actor.id,
            createdAt: now,
            updatedAt: now,
          },
          { transaction },
        );
        await enqueueInvitationMail(inv, token, now, transaction);
        await recordAudit(
          db.models,
          {
            actorId: actor.id,
            action: 'invitation.created',
            targetType: 'invitation',
            targetId: inv.id,
            details: { email: inv.email, ticketTypeId: inv.ticketTypeId, quantity: inv.quantity, role: inv.role, expiresAt: expiresAt.toISOString() },
            ip: actor.ip,
            now,
          },
          transaction,
        );
        return inv.id;
      });
      return adminView(id, now);
    },

    /** `sent` (or expired) → `revoked`; the link stops working. Claimed → 409; already revoked: unchanged. */
    async revoke(actor: Actor, id: number): Promise<AdminInvitationView> {
      const now = clock();
      await db.write(async (transaction) => {
        const inv = await lockForAdmin(id, transaction);
        if (inv.status === 'claimed') throw conflict(INVITATION_CLAIMED_MESSAGE, 'INVITATION_CLAIMED');
        if (inv.status === 'revoked') return;
        const [affected] = await Invitation.update({ status: 'revoked' }, { where: { id: inv.id, status: 'sent' }, transaction });
        // Claimed meanwhile (the claim's conditional UPDATE won the row first).
        if (affected !== 1) throw conflict(INVITATION_CLAIMED_MESSAGE, 'INVITATION_CLAIMED');
        await recordAudit(db.models, { actorId: actor.id, action: 'invitation.revoked', targetType: 'invitation', targetId: inv.id, ip: actor.ip, now }, transaction);
      });
      return adminView(id, now);
    },

    /**
     * A new link (new token: the old one stops working) e-mailed again. An expired invitation gets
     * a new validity of 30 days; an unexpired one keeps its date. Claimed or revoked → 409.
     */
    async resend(actor: Actor, id: number): Promise<{ email: string }> {
      const now = clock();
      return db.write(async (transaction) => {
        const inv = await lockForAdmin(id, transaction);
        if (inv.status === 'claimed') throw conflict(INVITATION_CLAIMED_MESSAGE, 'INVITATION_CLAIMED');
        if (inv.status === 'revoked') throw conflict(INVITATION_REVOKED_MESSAGE, 'INVITATION_REVOKED');
        const token = newInvitationToken();
        const expired = inv.expiresAt.getTime() <= now.getTime();
        const changes = { tokenHash: hashInvitationToken(token), ...(expired ? { expiresAt: new Date(now.getTime() + TTL_MS) } : {}) };
        const [affected] = await Invitation.update(changes, { where: { id: inv.id, status: 'sent', tokenHash: inv.tokenHash }, transaction });
        if (affected !== 1) throw conflict(INVITATION_CLAIMED_MESSAGE, 'INVITATION_CLAIMED');
        await inv.reload({ transaction });
        await enqueueInvitationMail(inv, token, now, transaction);
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'invitation.resent', targetType: 'invitation', targetId: inv.id, details: { expiresAt: inv.expiresAt.toISOString(), renewed: expired }, ip: actor.ip, now },
          transaction,
        );
        return { email: inv.email };
      });
    },

    /**
     * What the invitee's page shows, the ticket type named in the page's `locale`; unknown (or
     * replaced) token → 404 `INVITATION_NOT_FOUND`.
     */
    async publicView(token: string, locale: Locale = DEFAULT_LOCALE): Promise<PublicInvitationView> {
      const now = clock();
      const row = (await Invitation.findOne({
        where: { tokenHash: hashInvitationToken(token) },
        include: [{ model: TicketType, as: 'ticketType', attributes: ['id', 'name', 'description', 'includes', 'translations', 'danceRoles'], required: false }],
      })) as InvitationRow | null;
      if (!row) throw invitationNotFound();
      return {
        name: row.name,
        ticketTypeName: row.ticketType ? ticketTypeTexts(row.ticketType, locale).name : '',
        quantity: row.quantity,
        role: row.role,
        ticketsPerUnit: row.ticketType ? ticketsPerUnit(row.ticketType) : 1,
        message: row.message,
        status: displayStatus(row, now),
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * Claims the invitation: ONE transaction (see the module comment). `holderNames[i]` names the
     * i-th ticket (a couple pass gives two per unit, leader then follower, like the checkout's
     * `ticketSlots`); missing or blank ones get the invitee's name. 404 unknown token, 410
     * `INVITATION_UNAVAILABLE` (claimed, revoked, expired), 409 `SOLD_OUT` (nothing changed).
     */
    async claim(token: string, holderNames: readonly string[] = []): Promise<{ orderId: string; orderNumber: string }> {
      const now = clock();
      const tokenHash = hashInvitationToken(token);
      const result = await db.write(async (transaction) => {
        const inv = await Invitation.findOne({ where: { tokenHash }, transaction });
        if (!inv) throw invitationNotFound();
        const ticketType = await TicketType.findByPk(inv.ticketTypeId, { attributes: ['id', 'name', 'danceRoles'], transaction });
        if (!ticketType) throw new Error(`invitation ${inv.id} : billet ${inv.ticketTypeId} introuvable`);
        const line = { id: 0, quantity: inv.quantity, role: inv.role, ticketsPerUnit: ticketsPerUnit(ticketType) };
        const slots = ticketSlots([line]);
        if (holderNames.length > slots.length) {
          const n = slots.length;
          throw fieldError('holderNames', `Cette invitation donne ${n} billet${n > 1 ? 's' : ''} : indiquez au plus ${n} nom${n > 1 ? 's' : ''}.`);
        }
        // The claim itself: one conditional UPDATE; two clicks, one winner.
        const [claimed] = await Invitation.update(
          { status: 'claimed', claimedAt: now },
          { where: { id: inv.id, tokenHash, status: 'sent', expiresAt: { [Op.gt]: now } }, transaction },
        );
        if (claimed !== 1) throw new HttpError(410, 'INVITATION_UNAVAILABLE', INVITATION_UNAVAILABLE_MESSAGE);

        // Seats from the quota (couples on a couple pass; per role on a balanced type), by the
        // catalogue's conditional UPDATEs (held then sold, same transaction).
        const roles = {
          leaders: ticketType.danceRoles === 'balanced' && inv.role === 'leader' ? inv.quantity : 0,
          followers: ticketType.danceRoles === 'balanced' && inv.role === 'follower' ? inv.quantity : 0,
        };
        if (!(await catalogue.holdSeats(ticketType.id, inv.quantity, { transaction, ...roles }))) {
          throw conflict(INVITATION_SOLD_OUT_MESSAGE, 'SOLD_OUT');
        }
        if (!(await catalogue.confirmHeldSeats(ticketType.id, inv.quantity, { transaction, ...roles }))) {
          throw new Error(`invitation ${inv.id} : places du billet ${ticketType.id} perdues entre réservation et confirmation`);
        }

        const { firstName, lastName } = splitName(inv.name);
        const account = await User.findOne({
          where: { [Op.and]: [sqlWhere(fn('LOWER', col('email')), inv.email.toLowerCase()), { emailVerifiedAt: { [Op.ne]: null } }] },
          attributes: ['id'],
          transaction,
        });
        let order: OrderInstance | null = null;
        for (let attempt = 1; !order; attempt += 1) {
          try {
            order = await Order.create(
              {
                id: randomUUID(),
                number: generateOrderNumber(),
                status: 'completed',
                source: 'invitation',
                userId: account?.id ?? null,
                email: inv.email,
                firstName,
                lastName,
                phone: NO_PHONE,
                billingAddress: { ...NO_BILLING_ADDRESS },
                currency: 'EUR',
                subtotalCents: 0,
                discountCents: 0,
                totalCents: 0,
                holdExpiresAt: now,
                holdActive: false,
                paidAt: now,
                createdAt: now,
                updatedAt: now,
              },
              { transaction },
            );
          } catch (err) {
            if (err instanceof UniqueConstraintError && attempt < ORDER_NUMBER_ATTEMPTS) continue;
            throw err;
          }
        }
        // One holder per ticket slot: the name given, else the invitee; the slot's role.
        const holders: OrderItemHolder[] = slots.map((slot, index) => ({
          ...splitName(holderNames[index]?.trim() || inv.name),
          email: inv.email,
          role: slot.role,
        }));
        const item = await OrderItem.create(
          {
            orderId: order.id,
            ticketTypeId: ticketType.id,
            role: ticketType.danceRoles === 'balanced' ? inv.role : null,
            holders,
            name: ticketType.name,
            quantity: inv.quantity,
            unitPriceCents: 0,
            discountCents: 0,
          },
          { transaction },
        );
        // Issued like a paid order's: one ticket per holder, with its role.
        await tickets.issueForOrder({ id: order.id, firstName, lastName, email: inv.email }, [item], { transaction, now });
        await Invitation.update({ orderId: order.id }, { where: { id: inv.id }, transaction });
        await enqueueOrderConfirmation(db.models, { id: order.id, email: order.email }, { transaction, now });
        publishDomainEvent(db.sequelize, 'order.status', { orderId: order.id, userId: order.userId, status: 'completed' }, transaction);
        publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'invitation' }, transaction);
        return { orderId: order.id, orderNumber: order.number };
      });
      return result;
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
