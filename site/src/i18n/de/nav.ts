/** German UI strings of the site chrome: main navigation, the phone tab bar, the footer and the social links. */
import type { Dictionary } from '../index';

export const nav: Dictionary['nav'] = {
  home: 'Startseite',
  lineup: 'Line-up',
  tickets: 'Tickets',
  information: 'Informationen',
  concept: 'Das Konzept',
  rules: 'Wettbewerbsregeln',
  hotels: 'Hotels',
  news: 'Neuigkeiten',
  contact: 'Kontakt',
  about: 'Über uns',
  accessibility: 'Barrierefreiheit',
  buyTickets: 'Tickets',
  buyTicketsLong: 'Meine Tickets buchen',
  festival: 'Das Festival',
  practical: 'Praktische Infos',
};

/** Bottom tab bar on phones: 4 columns, a 5th (Admin or Scanner) for staff. */
export const tabBar: Dictionary['tabBar'] = {
  home: 'Start',
  lineup: 'Line-up',
  tickets: 'Tickets',
  information: 'Infos',
  admin: 'Admin',
  scanner: 'Scanner',
};

export const footer: Dictionary['footer'] = {
  festivalHeading: 'Das Festival',
  practicalHeading: 'Praktische Infos',
  legalHeading: 'Rechtliches',
  followUs: 'Folgen Sie uns',
  newsletterTitle: 'Der Newsletter',
  newsletterText:
    'Line-up, Vorverkaufsstart, Zeitplan: Erfahren Sie alle Ankündigungen des Festivals vor allen anderen.',
  newsletterLabel: 'Ihre E-Mail-Adresse',
  newsletterPlaceholder: 'name@beispiel.de',
  newsletterSubmit: 'Anmelden',
  newsletterConsent:
    'Höchstens eine E-Mail pro Monat, Abmeldung mit einem Klick. Ihre Daten bleiben bei uns:',
  newsletterPrivacyLink: 'Datenschutzerklärung',
  photoGenerator: 'Erstellen Sie Ihr Festivalfoto',
  photoGeneratorText: 'Ihr Porträt in den Farben des Festivals, bereit zum Teilen.',
  legalNotice: 'Impressum',
  privacy: 'Datenschutz',
  terms: 'Allgemeine Geschäftsbedingungen',
  cookies: 'Cookies',
  accessibility: 'Barrierefreiheit',
  rights: 'Alle Rechte vorbehalten.',
};

export const social: Dictionary['social'] = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  followOn: '{festival} auf {platform}',
};
