/**
 * What an e-mail renderer is: the outbox row (`kind` + `payload`) in, the message out. Each module
 * that sends e-mail exports its renderers (`<module>/mail.ts`); the composition root
 * (src/services.ts) gathers them into the registry the outbox worker reads.
 */
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { AppConfig } from '../../config/index.js';
import type { Models } from '../../db/models.js';
import type { OutboxMessageInstance } from './models.js';

/** A message that can never be sent (unknown kind, order gone…): failed at once, no retry. */
export class PermanentMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentMailError';
  }
}

/** A template's output. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface RenderedMail extends RenderedEmail {
  attachments: Mail.Attachment[];
  /** Extra headers, e.g. List-Unsubscribe on newsletters. */
  headers?: Record<string, string>;
}

export type MailRenderer = (message: OutboxMessageInstance) => Promise<RenderedMail>;

/** Outbox `kind` → its renderer. */
export type MailRenderers = Record<string, MailRenderer>;

export interface RenderDeps {
  models: Models;
  config: Pick<AppConfig, 'publicSiteUrl' | 'jwtSecret'>;
}
