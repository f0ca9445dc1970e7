/**
 * Newsletter e-mails (French): the double opt-in confirmation (`newsletter-confirm`) and an issue
 * (`newsletter-issue`, plain paragraphs, unsubscribe link in the footer; the List-Unsubscribe
 * headers are added by the loader, modules/newsletter/mail.ts).
 */
import {
  buttonHtml,
  escapeHtml as e,
  footerLineHtml,
  footerLinkStyle,
  greetingHtml,
  paragraphHtml,
  renderEmailLayout,
  smallPrintHtml,
  textSignature,
} from './layout.js';
import type { RenderedEmail } from '../types.js';

export const NEWSLETTER_CONFIRM_SUBJECT = 'Confirmez votre inscription à la newsletter du Kizomba Lumière Festival';

export function renderNewsletterConfirm(data: { confirmUrl: string }): RenderedEmail {
  const subject = NEWSLETTER_CONFIRM_SUBJECT;
  const intro =
    'Vous (ou quelqu’un utilisant votre adresse) avez demandé à recevoir la newsletter du festival : line-up, ouverture des ventes, ateliers et infos pratiques, quelques e-mails par an.';
  const action = 'Pour confirmer votre inscription, cliquez sur le bouton ci-dessous. Le lien est valable 7 jours.';
  const ignore = 'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail : vous ne serez pas inscrit(e) et ne recevrez rien d’autre.';
  const privacy = 'Vous pourrez vous désinscrire à tout moment grâce au lien présent dans chaque newsletter.';

  const text = `${['Bonjour,', '', intro, '', action, data.confirmUrl, '', ignore, privacy, ...textSignature()].join('\n')}\n`;
  const contentHtml = [
    greetingHtml('Bonjour,'),
    paragraphHtml(intro),
    paragraphHtml(action),
    buttonHtml(data.confirmUrl, 'Confirmer mon inscription'),
    smallPrintHtml(`${e(ignore)}<br>${e(privacy)}`),
  ].join('\n');
  return { subject, text, html: renderEmailLayout({ subject, preheader: 'Un clic pour confirmer votre inscription.', contentHtml }) };
}

export interface NewsletterIssueData {
  subject: string;
  /** Plain text, paragraphs separated by blank lines. */
  body: string;
  /** Page of the site that unsubscribes (POST) this address. */
  unsubscribeUrl: string;
}

export function renderNewsletterIssue(data: NewsletterIssueData): RenderedEmail {
  const paragraphs = data.body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const why = 'Vous recevez cet e-mail parce que vous êtes inscrit(e) à la newsletter du Kizomba Lumière Festival.';
  const text = `${[
    ...paragraphs.flatMap((p) => [p, '']),
    ...textSignature().slice(1),
    '',
    '—',
    why,
    `Se désinscrire : ${data.unsubscribeUrl}`,
  ].join('\n')}\n`;
  const contentHtml = paragraphs.map(paragraphHtml).join('\n');
  const footerHtml = footerLineHtml(
    `${e(why)} <a href="${e(data.unsubscribeUrl)}" style="${footerLinkStyle}">Se désinscrire</a>`,
  );
  return {
    subject: data.subject,
    text,
    html: renderEmailLayout({ subject: data.subject, preheader: paragraphs[0]?.slice(0, 120) ?? data.subject, contentHtml, footerHtml }),
  };
}
