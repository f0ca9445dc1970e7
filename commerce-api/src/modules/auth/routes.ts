import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole, requireUser } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_TOO_WEAK_MESSAGE,
  passwordScore,
} from '../../lib/password.js';
import { authRateLimiter } from '../../lib/rate-limit.js';
import { z } from '../../lib/zod.js';
import { createAuthController } from './controller.js';
import { createAuthService } from './service.js';

const email = z
  .string({ error: 'Veuillez indiquer votre adresse e-mail.' })
  .trim()
  .min(1, { error: 'Veuillez indiquer votre adresse e-mail.' })
  .max(254, { error: "L'adresse e-mail est trop longue." })
  .pipe(z.email({ error: "L'adresse e-mail n'est pas valide." }));

/** The length of a password being chosen: 12–128 characters. */
const passwordLength = z
  .string({ error: 'Veuillez choisir un mot de passe.' })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE });

/** A password being chosen: 12–128 characters, hard enough to guess (zxcvbn score ≥ 3). */
export const newPassword = passwordLength.refine((value) => passwordScore(value) >= PASSWORD_MIN_SCORE, { error: PASSWORD_TOO_WEAK_MESSAGE });

/** A password typed to log in: only bounded (the hash of a megabyte would be a cheap DoS). */
const typedPassword = z
  .string({ error: 'Veuillez indiquer votre mot de passe.' })
  .min(1, { error: 'Veuillez indiquer votre mot de passe.' })
  .max(PASSWORD_MAX_LENGTH * 4, { error: 'Le mot de passe est trop long.' });

const name = (missing: string, field: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(100, { error: `Le ${field} ne peut pas dépasser 100 caractères.` });

const mfaCode = z
  .string({ error: 'Veuillez saisir le code de vérification.' })
  .trim()
  .min(1, { error: 'Veuillez saisir le code de vérification.' })
  .max(20, { error: 'Code de vérification incorrect.' });

const oneTimeToken = z
  .string({ error: 'Ce lien est incomplet.' })
  .trim()
  .min(1, { error: 'Ce lien est incomplet.' })
  .max(200, { error: "Ce lien n'est pas valide." });

export const authSchemas = {
  register: {
    body: z
      .object({
        email,
        password: passwordLength,
        firstName: name('Veuillez indiquer votre prénom.', 'prénom'),
        lastName: name('Veuillez indiquer votre nom.', 'nom'),
      })
      // The person's own address and names are the first words an attacker tries.
      .refine((body) => passwordScore(body.password, [body.email, body.firstName, body.lastName]) >= PASSWORD_MIN_SCORE, {
        error: PASSWORD_TOO_WEAK_MESSAGE,
        path: ['password'],
      }),
  },
  login: { body: z.object({ email, password: typedPassword, rememberMe: z.boolean().optional() }) },
  forgot: { body: z.object({ email }) },
  reset: { body: z.object({ token: oneTimeToken, password: newPassword }) },
  magicLink: { body: z.object({ email, redirect: z.string().max(500).nullish() }) },
  token: { body: z.object({ token: oneTimeToken }) },
  verifyEmail: { body: z.object({ token: oneTimeToken, password: typedPassword.optional() }) },
  mfa: { body: z.object({ mfaToken: oneTimeToken, code: mfaCode, rememberMe: z.boolean().optional() }) },
  quickLogin: { body: z.object({ email, name: name('Veuillez indiquer votre nom.', 'nom').max(200, { error: 'Le nom ne peut pas dépasser 200 caractères.' }) }) },
  changePassword: { body: z.object({ currentPassword: z.string().max(PASSWORD_MAX_LENGTH * 4).optional(), newPassword }) },
  updateMe: {
    body: z.object({
      firstName: name('Veuillez indiquer votre prénom.', 'prénom').optional(),
      lastName: name('Veuillez indiquer votre nom.', 'nom').optional(),
    }),
  },
} as const;

/**
 * /api/auth/* and /api/admin/auth/* (docs/accounts.md « Endpoints »), mounted under /api. Every
 * endpoint a guest can hammer shares one per-IP limiter (API_AUTH_RATE_LIMIT_PER_MINUTE).
 */
export function authRouter(deps: AppDeps): Router {
  const controller = createAuthController(createAuthService(deps));
  const limiter = authRateLimiter(deps);
  const router = Router();
  router.post('/auth/register', limiter, validate(authSchemas.register), controller.register);
  router.post('/auth/login', limiter, validate(authSchemas.login), controller.login);
  router.post('/admin/auth/login', limiter, validate(authSchemas.login), controller.adminLogin);
  router.get('/auth/me', requireUser, controller.me);
  router.patch('/auth/me', requireUser, validate(authSchemas.updateMe), controller.updateMe);
  router.get('/admin/auth/me', requireRole('admin', 'scanner'), controller.me);
  router.post('/auth/mfa/verify', limiter, validate(authSchemas.mfa), controller.verifyMfa);
  router.post('/auth/mfa/enroll', limiter, validate(authSchemas.mfa), controller.enrollMfa);
  router.post('/auth/logout', requireUser, controller.logout);
  router.post('/auth/logout-all', requireUser, controller.logoutAll);
  router.post('/auth/forgot-password', limiter, validate(authSchemas.forgot), controller.forgotPassword);
  router.post('/auth/reset-password', limiter, validate(authSchemas.reset), controller.resetPassword);
  router.post('/auth/magic-link', limiter, validate(authSchemas.magicLink), controller.magicLink);
  router.post('/auth/link-preview', limiter, validate(authSchemas.token), controller.linkPreview);
  router.post('/auth/magic-login', limiter, validate(authSchemas.token), controller.magicLogin);
  router.post('/auth/quick-login', limiter, validate(authSchemas.quickLogin), controller.quickLogin);
  router.post('/auth/verify-email', limiter, validate(authSchemas.verifyEmail), controller.verifyEmail);
  router.post('/auth/change-password', requireUser, limiter, validate(authSchemas.changePassword), controller.changePassword);
  return router;
}
