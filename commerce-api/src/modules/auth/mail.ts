/**
 * Renderers of the account e-mails (gathered by the composition root, src/services.ts). Token e-mails carry the raw
 * token sealed in their payload; each renderer re-checks the token at send time, so a link
 * already used, superseded (a newer reset) or expired is never sent.
 */
import { isLocale, localePath, type Locale } from '@kizomba/locales';
import { open } from '../../lib/sealed.js';
import { PermanentMailError, renderAccountExists, renderEmailVerification, renderMagicLink, renderPasswordReset, type MailRenderer, type OutboxMessageInstance, type RenderDeps, type RenderedMail } from '../mail/index.js';
import type { UserInstance } from './models.js';
import {
  ACCOUNT_EXISTS_KIND,
  EMAIL_VERIFICATION_KIND,
  MAGIC_LINK_KIND,
  PASSWORD_RESET_KIND,
  hashOneTimeToken,
  magicLoginUrl,
  resetPasswordUrl,
  safeRedirect,
  verifyEmailUrl,
} from './service.js';

async function loadUser({ models }: RenderDeps, outbox: OutboxMessageInstance): Promise<UserInstance> {
  const id = outbox.payload.userId;
  if (typeof id !== 'number') throw new PermanentMailError('payload sans userId');
  const user = await models.User.findByPk(id);
  if (!user || user.disabledAt) throw new PermanentMailError(`compte ${id} introuvable ou désactivé`);
  return user;
}

/** The raw token of a still usable one-time token, else a permanent failure (nothing sent). */
export async function openMailToken({ models, config }: RenderDeps, outbox: OutboxMessageInstance, now: Date = new Date()): Promise<string> {
  const { tokenId, sealedToken } = outbox.payload;
  if (typeof tokenId !== 'number' || typeof sealedToken !== 'string') throw new PermanentMailError('payload sans jeton');
  let raw: string;
  try {
    raw = open(config, sealedToken);
  } catch {
    throw new PermanentMailError('jeton illisible (JWT_SECRET changé ?)');
  }
  const row = await models.AuthToken.findByPk(tokenId);
  if (!row || row.tokenHash !== hashOneTimeToken(raw)) throw new PermanentMailError(`jeton ${tokenId} introuvable`);
  if (row.consumedAt || row.expiresAt.getTime() <= now.getTime()) throw new PermanentMailError(`jeton ${tokenId} déjà utilisé, remplacé ou expiré`);
  return raw;
}

/**
 * The language of an account e-mail: the request's that asked for it (`payload.locale`), else
 * the account's; staff e-mails are French (the back-office is).
 */
export function accountMailLocale(user: Pick<UserInstance, 'role' | 'locale'>, outbox: OutboxMessageInstance): Locale {
  if (user.role !== 'user') return 'fr';
  const asked = outbox.payload.locale;
  return isLocale(asked) ? asked : user.locale;
}

export function authMailRenderers(deps: RenderDeps): Record<string, MailRenderer> {
  const site = deps.config.publicSiteUrl;
  const withToken =
    (build: (user: UserInstance, token: string, outbox: OutboxMessageInstance, locale: Locale) => Omit<RenderedMail, 'attachments'>): MailRenderer =>
    async (outbox) => {
      const user = await loadUser(deps, outbox);
      const token = await openMailToken(deps, outbox);
      return { ...build(user, token, outbox, accountMailLocale(user, outbox)), attachments: [] };
    };
  return {
    [PASSWORD_RESET_KIND]: withToken((user, token, _outbox, locale) =>
      renderPasswordReset({ firstName: user.firstName, url: resetPasswordUrl(site, token, user.role, locale), locale }),
    ),
    [MAGIC_LINK_KIND]: withToken((user, token, outbox, locale) =>
      renderMagicLink({
        firstName: user.firstName,
        url: magicLoginUrl(site, token, safeRedirect(typeof outbox.payload.redirect === 'string' ? outbox.payload.redirect : null), locale),
        locale,
      }),
    ),
    [EMAIL_VERIFICATION_KIND]: withToken((user, token, _outbox, locale) =>
      renderEmailVerification({ firstName: user.firstName, url: verifyEmailUrl(site, token, locale), locale }),
    ),
    [ACCOUNT_EXISTS_KIND]: async (outbox) => {
      const user = await loadUser(deps, outbox);
      const locale = accountMailLocale(user, outbox);
      return { ...renderAccountExists({ firstName: user.firstName, url: `${site}${localePath(locale, '/forgot-password')}`, locale }), attachments: [] };
    },
  };
}
