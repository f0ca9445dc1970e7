/** Dutch UI strings of the site chrome: main navigation, the phone tab bar, the footer and the social links. */
import type { Dictionary } from '../index';

export const nav: Dictionary['nav'] = {
  home: 'Home',
  lineup: 'Line-up',
  tickets: 'Tickets',
  information: 'Informatie',
  concept: 'Over het festival',
  rules: 'Wedstrijdreglement',
  hotels: 'Hotels',
  news: 'Nieuws',
  contact: 'Contact',
  about: 'Over ons',
  accessibility: 'Toegankelijkheid',
  buyTickets: 'Tickets',
  buyTicketsLong: 'Mijn tickets reserveren',
  festival: 'Het festival',
  practical: 'Praktische info',
};

/** Bottom tab bar on phones: 4 columns, a 5th (Admin or Scanner) for staff. */
export const tabBar: Dictionary['tabBar'] = {
  home: 'Home',
  lineup: 'Line-up',
  tickets: 'Tickets',
  information: 'Info',
  admin: 'Admin',
  scanner: 'Scanner',
};

export const footer: Dictionary['footer'] = {
  festivalHeading: 'Het festival',
  practicalHeading: 'Praktische info',
  legalHeading: 'Juridische informatie',
  followUs: 'Volg ons',
  newsletterTitle: 'De nieuwsbrief',
  newsletterText:
    'Line-up, start van de verkoop, tijden: ontvang de aankondigingen van het festival als eerste.',
  newsletterLabel: 'Uw e-mailadres',
  newsletterPlaceholder: 'naam@voorbeeld.nl',
  newsletterSubmit: 'Inschrijven',
  newsletterConsent:
    'Hooguit één e-mail per maand, met één klik uitschrijven. Uw gegevens blijven bij ons:',
  newsletterPrivacyLink: 'privacybeleid',
  photoGenerator: 'Maak uw festivalfoto',
  photoGeneratorText: 'Uw portret in de kleuren van het festival, klaar om te delen.',
  legalNotice: 'Colofon',
  privacy: 'Privacy',
  terms: 'Algemene verkoopvoorwaarden',
  cookies: 'Cookies',
  accessibility: 'Toegankelijkheid',
  rights: 'Alle rechten voorbehouden.',
};

export const social: Dictionary['social'] = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  followOn: '{festival} op {platform}',
};
