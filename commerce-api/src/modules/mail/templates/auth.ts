/**
 * Account e-mails (French): password reset, magic link, e-mail verification and « you already
 * have an account ». Pure functions of their data; the loaders are in modules/auth/mail.ts. Every
 * link carries a one-time token: the e-mails say how long it lasts and that it works once.
 */
import { FESTIVAL } from '../../catalogue/index.js';
import { buttonHtml, escapeHtml as e, greetingHtml, linkStyle, paragraphHtml, renderEmailLayout, smallPrintHtml, textSignature } from './layout.js';
import type { RenderedEmail } from '../types.js';

export interface AuthMailData {
  firstName: string;
  /** The link to click (already built with its token). */
  url: string;
}

const greetingOf = (firstName: string) => (firstName.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,');

interface Parts {
  subject: string;
  preheader: string;
  firstName: string;
  intro: string;
  button: string;
  url: string;
  after: string;
  notMe: string;
}

function render(p: Parts): RenderedEmail {
  const greeting = greetingOf(p.firstName);
  const text = `${[greeting, '', p.intro, '', `${p.button} : ${p.url}`, '', p.after, p.notMe, ...textSignature()].join('\n')}\n`;
  const contentHtml = [
    greetingHtml(greeting),
    paragraphHtml(p.intro),
    buttonHtml(p.url, p.button),
    paragraphHtml(p.after),
    smallPrintHtml(
      `${e(p.notMe)} Une question ? <a href="mailto:${e(FESTIVAL.contactEmail)}" style="${linkStyle}">${e(FESTIVAL.contactEmail)}</a>`,
    ),
  ].join('\n');
  return { subject: p.subject, text, html: renderEmailLayout({ subject: p.subject, preheader: p.preheader, contentHtml }) };
}

export function renderPasswordReset(data: AuthMailData): RenderedEmail {
  return render({
    subject: 'Réinitialisation de votre mot de passe',
    preheader: 'Choisissez un nouveau mot de passe pour votre compte.',
    firstName: data.firstName,
    intro: `Vous avez demandé à réinitialiser le mot de passe de votre compte ${FESTIVAL.name}. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.`,
    button: 'Choisir un nouveau mot de passe',
    url: data.url,
    after: 'Ce lien est valable 30 minutes et ne fonctionne qu’une seule fois. Une fois le mot de passe changé, toutes vos sessions ouvertes sont fermées.',
    notMe: 'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail : votre mot de passe reste inchangé.',
  });
}

export function renderMagicLink(data: AuthMailData): RenderedEmail {
  return render({
    subject: 'Votre lien de connexion',
    preheader: 'Connectez-vous en un clic, sans mot de passe.',
    firstName: data.firstName,
    intro: `Voici votre lien pour vous connecter à votre espace ${FESTIVAL.name}, sans mot de passe.`,
    button: 'Me connecter',
    url: data.url,
    after: 'Ce lien est valable 30 minutes et ne fonctionne qu’une seule fois.',
    notMe: 'Vous n’avez rien demandé ? Ignorez cet e-mail : personne ne peut se connecter sans ce lien.',
  });
}

export function renderEmailVerification(data: AuthMailData): RenderedEmail {
  return render({
    subject: 'Confirmez votre adresse e-mail',
    preheader: 'Un clic pour confirmer votre adresse et retrouver vos billets.',
    firstName: data.firstName,
    intro: `Bienvenue au ${FESTIVAL.name} ! Confirmez votre adresse e-mail : vos commandes passées avec cette adresse rejoindront alors votre espace personnel.`,
    button: 'Confirmer mon adresse',
    url: data.url,
    after: 'Ce lien est valable 48 heures et ne fonctionne qu’une seule fois ; il vous connecte aussi à votre compte.',
    notMe: 'Vous n’avez pas créé de compte ? Ignorez cet e-mail : l’adresse ne sera pas confirmée.',
  });
}

export function renderAccountExists(data: AuthMailData): RenderedEmail {
  return render({
    subject: 'Vous avez déjà un compte',
    preheader: 'Quelqu’un a essayé de créer un compte avec votre adresse.',
    firstName: data.firstName,
    intro: `Quelqu’un (sans doute vous) a voulu créer un compte ${FESTIVAL.name} avec cette adresse e-mail, mais vous avez déjà un compte. Connectez-vous avec votre mot de passe, ou choisissez-en un nouveau si vous l’avez oublié.`,
    button: 'Mot de passe oublié',
    url: data.url,
    after: 'Aucun nouveau compte n’a été créé et votre compte n’a pas été modifié.',
    notMe: 'Ce n’était pas vous ? Ignorez cet e-mail.',
  });
}
