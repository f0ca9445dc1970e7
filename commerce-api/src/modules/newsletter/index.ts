/** Public entry of newsletter: double opt-in subscriptions, issues sent from the back-office, and their e-mails. */
export * from './models.js';
export { createNewsletterService, type NewsletterService } from './service.js';
export { newsletterMailRenderers } from './mail.js';
