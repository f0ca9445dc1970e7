/** Request schemas of the auth module's endpoints (imported by its routes and controller). */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE, PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, PASSWORD_TOO_WEAK_MESSAGE, passwordScore } from '../../lib/password.js';
import { z } from '../../lib/zod.js';

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
const newPassword = passwordLength.refine((value) => passwordScore(value) >= PASSWORD_MIN_SCORE, { error: PASSWORD_TOO_WEAK_MESSAGE });

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
