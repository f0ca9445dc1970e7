/**
 * Public entry of mail: the outbox (queue a message in the caller's transaction), what a renderer
 * is, the templates the modules render their e-mails with, and the sending worker. The registry of
 * renderers is gathered by the composition root (src/services.ts).
 */
export { OUTBOX_STATUSES, type OutboxMessageAttributes, type OutboxMessageInstance } from './models.js';
export {
  ORDER_CONFIRMATION_KIND,
  enqueueMail,
  enqueueOrderConfirmation,
  onMailEnqueued,
  orderConfirmationDedupeKey,
  type EnqueueOptions,
  type EnqueueResult,
  type MailToEnqueue,
} from './outbox.js';
export { PermanentMailError, type MailRenderer, type MailRenderers, type RenderDeps, type RenderedEmail, type RenderedMail } from './types.js';
export { formatOrderDateFr, renderOrderConfirmation, type OrderConfirmationData } from './templates/order-confirmation.js';
export { renderAccountExists, renderEmailVerification, renderMagicLink, renderPasswordReset } from './templates/auth.js';
export { INVITATION_SUBJECT, renderInvitation } from './templates/invitation.js';
export { renderMessageReceived, renderMessageReply } from './templates/messages.js';
export { renderNewsletterConfirm, renderNewsletterIssue } from './templates/newsletter.js';
/** The shared layout, for the e-mails a module composes itself (its `<module>/mail.ts`). */
export { buttonHtml, escapeHtml, formatMailDate, greetingHtml, greetingOf, paragraphHtml, renderEmailLayout, smallPrintHtml, textSignature } from './templates/layout.js';
export { createOutboxService, type OutboxService } from './service.js';
export { startOutboxWorker, type OutboxWorker } from './worker.js';
export { mailRouter } from './routes.js';
