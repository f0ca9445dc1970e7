import * as z from 'zod/mini';
import { DANCE_ROLES, type DanceRole } from './catalogue.ts';
import { id, oneOf, page, text, textOrNull } from './read.ts';

/**
 * Invitations (docs/back-office.md « Invitations »): free tickets an admin sends, claimed on the
 * public page `/invitation/{token}`.
 */

export const INVITATION_STATUSES = ['sent', 'claimed', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const status = oneOf(INVITATION_STATUSES, 'sent');
const quantity = z.catch(z.pipe(z.number(), z.transform((value) => value || 1)), 1);
/** The guest's dance role on a balanced ticket type; null for any other type. */
const role = z.catch(z.nullable(z.enum(DANCE_ROLES)), null);

export const AdminInvitationView = z.object({
  id,
  email: text,
  name: text,
  ticketTypeId: z.catch(z.number(), 0),
  ticketTypeName: text,
  quantity,
  role,
  message: textOrNull,
  status,
  expiresAt: text,
  createdAt: text,
  claimedAt: textOrNull,
  orderNumber: textOrNull,
  /** The guest's language (`@kizomba/locales`): their e-mail and claim link speak it. */
  locale: z.catch(text, 'fr'),
  /** The admin who created it (null once that account is gone). */
  createdBy: z.catch(z.nullable(z.object({ id, name: text })), null),
});
export type AdminInvitationView = z.infer<typeof AdminInvitationView>;

export const AdminInvitationPage = page(AdminInvitationView);
/** Create, revoke: `{ invitation }`. */
export const AdminInvitationAnswer = z.object({ invitation: AdminInvitationView });

export interface InvitationRequest {
  email: string;
  name: string;
  ticketTypeId: number;
  quantity: number;
  /** Required for a balanced ticket type (400 field error otherwise), refused for any other type. */
  role?: DanceRole | null;
  message?: string;
  expiresAt?: string;
  /** The guest's language (`@kizomba/locales`), French when absent. */
  locale?: string;
}

/** What the invited person sees: `GET /api/invitations/{token}` answers `{ invitation }`. */
export const PublicInvitationView = z.object({
  name: text,
  ticketTypeName: text,
  quantity,
  role,
  /** 2 on a couple pass (one leader and one follower per unit), else 1. */
  ticketsPerUnit: z.catch(z.union([z.literal(1), z.literal(2)]), 1),
  message: textOrNull,
  status,
  expiresAt: text,
});
export type PublicInvitationView = z.infer<typeof PublicInvitationView>;
export const PublicInvitationAnswer = z.object({ invitation: PublicInvitationView });

/** `POST /api/invitations/{token}/claim` (201): the order the invitation became. */
export const ClaimAnswer = z.object({ orderId: z.string().check(z.minLength(1)), orderNumber: text });
export type ClaimAnswer = z.infer<typeof ClaimAnswer>;
