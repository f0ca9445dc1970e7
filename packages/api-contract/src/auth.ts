import * as z from 'zod/mini';
import { flag, MessageAnswer, oneOf, text, textOrNull } from './read.ts';

/** Accounts and sessions (docs/accounts.md). */

export const USER_ROLES = ['admin', 'scanner', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The user as the API answers it (`UserView`). */
export const UserView = z.object({
  id: z.pipe(z.union([z.number(), z.string()]), z.transform(Number)).check(z.refine((value) => Number.isInteger(value) && value > 0)),
  email: z.string().check(z.minLength(1)),
  name: text,
  firstName: text,
  lastName: text,
  role: oneOf(USER_ROLES, 'user'),
  avatar: textOrNull,
  emailVerified: flag(),
  createdAt: text,
});
export type UserView = z.infer<typeof UserView>;

/** The signed-in person's own view: whether they have a password (quick access, or cleared). */
export const AccountView = z.extend(UserView, { hasPassword: flag(true) });
export type AccountView = z.infer<typeof AccountView>;

/**
 * The signed-in person as the site keeps them (session store, localStorage): their `AccountView`
 * without `createdAt`, the name never empty (« Prénom Nom », else the e-mail).
 */
export const SessionUser = z.pipe(
  AccountView,
  z.transform(({ createdAt: _createdAt, ...user }) => ({
    ...user,
    name: user.name.trim() || `${user.firstName} ${user.lastName}`.trim() || user.email,
  })),
);
export type SessionUser = z.infer<typeof SessionUser>;

/** A session: `{ token, user, expiresAt }` (plus the legacy `data: { token, userInfo }`). */
export const SessionAnswer = z.object({
  token: z.string().check(z.minLength(1)),
  user: SessionUser,
  expiresAt: text,
  /** The password chosen before the address was proven was cleared: the person chooses one. */
  passwordCleared: z.catch(z.optional(z.literal(true)), undefined),
  /** Staff enrolment: the recovery codes, shown once. */
  recoveryCodes: z.optional(z.array(z.string())),
  /** The same session under the envelope older clients read. */
  data: z.optional(z.object({ token: z.string(), userInfo: SessionUser })),
});
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** A staff member's right password (or link): the second factor comes next; `mfaToken` is short-lived. */
export const MfaAnswer = z.union([
  z.object({ mfa: z.literal('required'), mfaToken: z.string().check(z.minLength(1)), passwordCleared: z.optional(z.literal(true)) }),
  z.object({
    mfa: z.literal('enroll'),
    mfaToken: z.string().check(z.minLength(1)),
    enrollment: z.object({ secret: z.string().check(z.minLength(1)), otpauthUrl: z.string().check(z.startsWith('otpauth://')) }),
    passwordCleared: z.optional(z.literal(true)),
  }),
]);
export type MfaAnswer = z.infer<typeof MfaAnswer>;

/** What a login, a one-time link or a password reset answers. */
export const LoginAnswer = z.union([MfaAnswer, SessionAnswer]);
export type LoginAnswer = SessionAnswer | MfaAnswer;

/** `POST /api/auth/mfa/enroll`: the session and the recovery codes. */
export const EnrollAnswer = z.extend(SessionAnswer, { recoveryCodes: z.array(z.string()).check(z.minLength(1)) });

/** `GET /api/auth/me` and `PATCH /api/auth/me`: `{ user }`. */
export const ProfileAnswer = z.object({ user: SessionUser });

/** `POST /api/auth/link-preview`: whose account a one-time link opens, read without spending it. */
export const LinkPreview = z.object({
  purpose: z.enum(['magic-link', 'email-verification']),
  email: z.string().check(z.minLength(1)),
  firstName: text,
  /** An e-mail verification of an account whose password was chosen before the address was proven. */
  passwordConfirmation: flag(),
});
export type LinkPreview = z.infer<typeof LinkPreview>;

/** Register, forgot-password, magic-link, quick-login: the same French message whatever the account. */
export const NeutralAnswer = MessageAnswer;
