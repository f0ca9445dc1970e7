/**
 * The composition root: what is built from what, in one place.
 *
 * - E-mail renderers: each module that sends e-mail exports its renderers (`<module>/mail.ts`,
 *   through its index.ts); the registry of every outbox `kind` is gathered here, so the mail module
 *   never imports the modules that use it.
 */
import { authMailRenderers } from './modules/auth/index.js';
import { invitationMailRenderers } from './modules/invitations/index.js';
import type { MailRenderers, RenderDeps } from './modules/mail/index.js';
import { messageMailRenderers } from './modules/messages/index.js';
import { newsletterMailRenderers } from './modules/newsletter/index.js';
import { ticketMailRenderers } from './modules/tickets/index.js';

/** Outbox `kind` → renderer, for every e-mail the API sends. */
export function createMailRenderers(deps: RenderDeps): MailRenderers {
  return {
    ...ticketMailRenderers(deps),
    ...authMailRenderers(deps),
    ...messageMailRenderers(deps),
    ...newsletterMailRenderers(deps),
    ...invitationMailRenderers(deps),
  };
}
