/**
 * Newsletter with double opt-in (CNIL): subscribe → `pending` + confirmation e-mail →
 * `confirmed` when the link is used → `unsubscribed` from any newsletter e-mail. Subscribing never
 * tells whether an address is known (same answer, same work), and sends at most one confirmation
 * e-mail per address per 10 minutes.
 */
import { randomUUID } from 'node:crypto';
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import type { AppConfig } from '../../config/index.js';
import type { Database } from '../../db/index.js';
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import { apiList, apiText } from '../../i18n/index.js';
import { badRequest } from '../../lib/errors.js';
import { FESTIVAL } from '../catalogue/index.js';
import { seal } from '../../lib/sealed.js';
import { normalizeEmail } from '../auth/index.js';
import { enqueueMail } from '../mail/index.js';
import { hashToken, isConfirmTokenShape, newConfirmToken, verifyUnsubscribeToken } from './tokens.js';

export const NEWSLETTER_CONFIRM_KIND = 'newsletter-confirm';
export const NEWSLETTER_ISSUE_KIND = 'newsletter-issue';

/** The welcome e-mail sent once, at the first confirmation of an address. */
export const WELCOME_ISSUE_ID = 'welcome';
/** The welcome e-mail in `locale` (the subscriber's). */
export const welcomeIssue = (locale: Locale = DEFAULT_LOCALE) => ({
  subject: apiText(locale, 'mail.newsletterWelcome.subject', { festival: FESTIVAL.name }),
  body: apiList(locale, 'mail.newsletterWelcome.paragraphs').join('\n\n'),
});

export const SUBSCRIBE_MESSAGE = apiText(DEFAULT_LOCALE, 'notices.newsletter.subscribed');
export const CONFIRM_RESEND_INTERVAL_MS = 10 * 60_000;
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
export const ISSUE_SUBJECT_MAX_LENGTH = 200;
export const ISSUE_BODY_MAX_LENGTH = 50_000;
const ISSUE_BATCH_SIZE = 500;

export const CONFIRM_TOKEN_INVALID_MESSAGE =
  "Ce lien de confirmation n'est pas valide ou a expiré. Inscrivez-vous à nouveau pour recevoir un nouveau lien.";
export const UNSUBSCRIBE_TOKEN_INVALID_MESSAGE = "Ce lien de désinscription n'est pas valide.";
const tokenInvalid = (message: string) => badRequest(message, 'NEWSLETTER_TOKEN_INVALID');

export interface NewsletterDeps {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret'>;
  clock?: () => Date;
}

export interface IssueInput {
  subject: string;
  /** Plain text; blank lines separate paragraphs (no Markdown). */
  body: string;
  /** Stable id to make a re-run of the same send a no-op (dedupe keys); random by default. */
  issueId?: string;
}

export function createNewsletterService(deps: NewsletterDeps) {
  const { db, config } = deps;
  const { NewsletterSubscriber, OutboxMessage } = db.models;
  const clock = deps.clock ?? (() => new Date());

  return {
    /** Creates or refreshes a pending subscription and queues the confirmation e-mail (see top). */
    /** `locale`: the language the address subscribed in (its confirmation and welcome e-mails). */
    async subscribe(rawEmail: string, { ip = null, now = clock(), locale = DEFAULT_LOCALE }: { ip?: string | null; now?: Date; locale?: Locale } = {}): Promise<void> {
      const email = normalizeEmail(rawEmail);
      try {
        await db.write(async (transaction) => {
          let subscriber = await NewsletterSubscriber.findOne({ where: { email }, transaction, lock: transaction.LOCK.UPDATE });
          if (subscriber?.status === 'confirmed') return;
          if (subscriber?.confirmSentAt && now.getTime() - subscriber.confirmSentAt.getTime() < CONFIRM_RESEND_INTERVAL_MS) return;
          const { token, hash } = newConfirmToken();
          const values = { status: 'pending' as const, confirmTokenHash: hash, confirmSentAt: now, confirmedAt: null, consentIp: ip, locale };
          if (subscriber) await subscriber.update(values, { transaction });
          else subscriber = await NewsletterSubscriber.create({ email, ...values, createdAt: now, updatedAt: now }, { transaction });
          await enqueueMail(
            { OutboxMessage },
            {
              kind: NEWSLETTER_CONFIRM_KIND,
              dedupeKey: `${NEWSLETTER_CONFIRM_KIND}:${subscriber.id}:${hash.slice(0, 16)}`,
              recipient: email,
              // Only the sealed token: the outbox table never holds a usable link.
              payload: { subscriberId: subscriber.id, token: seal(config, token) },
            },
            { transaction, now },
          );
        });
      } catch (err) {
        // The same address subscribed by a concurrent request (MySQL): that one sends the e-mail.
        if (!(err instanceof UniqueConstraintError)) throw err;
      }
    },

    /** Double opt-in link used: `confirmed`. Idempotent for the same (still current) token. */
    async confirm(token: string, now: Date = clock()): Promise<{ status: 'confirmed'; email: string }> {
      if (!isConfirmTokenShape(token)) throw tokenInvalid(CONFIRM_TOKEN_INVALID_MESSAGE);
      const hash = hashToken(token);
      const subscriber = await NewsletterSubscriber.findOne({ where: { confirmTokenHash: hash } });
      if (!subscriber) throw tokenInvalid(CONFIRM_TOKEN_INVALID_MESSAGE);
      if (subscriber.status === 'pending') {
        const sentAt = subscriber.confirmSentAt?.getTime() ?? 0;
        if (now.getTime() - sentAt > CONFIRM_TOKEN_TTL_MS) throw tokenInvalid(CONFIRM_TOKEN_INVALID_MESSAGE);
        // Conditional: a concurrent unsubscribe or new subscription (new token) wins. The first
        // confirmation also queues the welcome e-mail, a newsletter e-mail like any other: it
        // carries the unsubscribe link and the one-click List-Unsubscribe headers.
        await db.write(async (transaction) => {
          const [changed] = await NewsletterSubscriber.update(
            { status: 'confirmed', confirmedAt: now },
            { where: { id: subscriber.id, status: 'pending', confirmTokenHash: hash }, transaction },
          );
          if (changed === 0) return;
          await enqueueMail(
            { OutboxMessage },
            {
              kind: NEWSLETTER_ISSUE_KIND,
              dedupeKey: `${NEWSLETTER_ISSUE_KIND}:${WELCOME_ISSUE_ID}:${subscriber.id}`,
              recipient: subscriber.email,
              payload: { subscriberId: subscriber.id, issueId: WELCOME_ISSUE_ID, ...welcomeIssue(subscriber.locale) },
            },
            { transaction, now },
          );
        });
        await subscriber.reload();
      }
      if (subscriber.status !== 'confirmed' || subscriber.confirmTokenHash !== hash) throw tokenInvalid(CONFIRM_TOKEN_INVALID_MESSAGE);
      return { status: 'confirmed', email: subscriber.email };
    },

    /** Unsubscribe link / one-click POST. Idempotent; a genuine token of a deleted row is fine too. */
    async unsubscribe(token: string, now: Date = clock()): Promise<{ status: 'unsubscribed' }> {
      const id = verifyUnsubscribeToken(config, token);
      if (id === null) throw tokenInvalid(UNSUBSCRIBE_TOKEN_INVALID_MESSAGE);
      await db.write((transaction) =>
        NewsletterSubscriber.update(
          // The confirmation token dies too: an old confirmation link must not re-subscribe.
          { status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null },
          { where: { id, status: { [Op.ne]: 'unsubscribed' } }, transaction },
        ),
      );
      return { status: 'unsubscribed' };
    },

    /**
     * Queues one `newsletter-issue` e-mail per confirmed subscriber (dedupe key
     * `newsletter-issue:<issueId>:<subscriberId>`, so re-running with the same issueId only adds
     * the missing ones). Someone unsubscribing before their e-mail leaves is skipped at send time.
     */
    async sendIssue(input: IssueInput, now: Date = clock()): Promise<{ issueId: string; queued: number }> {
      const subject = input.subject.trim();
      const body = input.body.replace(/\r\n?/g, '\n').trim();
      if (!subject || subject.length > ISSUE_SUBJECT_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(subject)) {
        throw badRequest(`L'objet doit tenir sur une ligne de 1 à ${ISSUE_SUBJECT_MAX_LENGTH} caractères.`, 'VALIDATION_ERROR');
      }
      if (!body || body.length > ISSUE_BODY_MAX_LENGTH) {
        throw badRequest(`Le texte doit compter de 1 à ${ISSUE_BODY_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`, 'VALIDATION_ERROR');
      }
      const issueId = input.issueId ?? randomUUID();
      if (!/^[\w.:-]{1,64}$/.test(issueId)) throw badRequest("L'identifiant de l'envoi est invalide.", 'VALIDATION_ERROR');
      let queued = 0;
      let lastId = 0;
      for (;;) {
        const batch = await NewsletterSubscriber.findAll({
          where: { status: 'confirmed', id: { [Op.gt]: lastId } },
          order: [['id', 'ASC']],
          limit: ISSUE_BATCH_SIZE,
          attributes: ['id', 'email'],
        });
        if (batch.length === 0) break;
        lastId = batch[batch.length - 1]!.id;
        queued += await db.write(async (transaction) => {
          let created = 0;
          for (const subscriber of batch) {
            const result = await enqueueMail(
              { OutboxMessage },
              {
                kind: NEWSLETTER_ISSUE_KIND,
                dedupeKey: `${NEWSLETTER_ISSUE_KIND}:${issueId}:${subscriber.id}`,
                recipient: subscriber.email,
                payload: { subscriberId: subscriber.id, issueId, subject, body },
              },
              { transaction, now },
            );
            if (result.created) created += 1;
          }
          return created;
        });
      }
      return { issueId, queued };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
