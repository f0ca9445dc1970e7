/** Romanian UI strings of the site chrome: main navigation, the phone tab bar, the footer and the social links. */
import type { Dictionary } from '../index';

export const nav: Dictionary['nav'] = {
  home: 'Acasă',
  lineup: 'Line-up',
  tickets: 'Bilete',
  information: 'Informații',
  concept: 'Prezentare',
  rules: 'Regulamentul concursului',
  hotels: 'Hoteluri',
  news: 'Noutăți',
  contact: 'Contact',
  about: 'Despre noi',
  accessibility: 'Accesibilitate',
  buyTickets: 'Bilete',
  buyTicketsLong: 'Rezervați biletele',
  festival: 'Festivalul',
  practical: 'Informații practice',
};

/** Bottom tab bar on phones: 4 columns, a 5th (Admin or Scanner) for staff. */
export const tabBar: Dictionary['tabBar'] = {
  home: 'Acasă',
  lineup: 'Line-up',
  tickets: 'Bilete',
  information: 'Info',
  admin: 'Admin',
  scanner: 'Scaner',
};

export const footer: Dictionary['footer'] = {
  festivalHeading: 'Festivalul',
  practicalHeading: 'Informații practice',
  legalHeading: 'Informații legale',
  followUs: 'Urmăriți-ne',
  newsletterTitle: 'Newsletterul',
  newsletterText:
    'Line-up, începerea vânzărilor, orare: primiți anunțurile festivalului înaintea tuturor.',
  newsletterLabel: 'Adresa dumneavoastră de e-mail',
  newsletterPlaceholder: 'prenume@exemplu.ro',
  newsletterSubmit: 'Mă abonez',
  newsletterConsent:
    'Cel mult un e-mail pe lună, dezabonare cu un singur clic. Datele dumneavoastră rămân la noi:',
  newsletterPrivacyLink: 'politica de confidențialitate',
  photoGenerator: 'Creați-vă fotografia de festival',
  photoGeneratorText: 'Portretul dumneavoastră în culorile festivalului, gata de distribuit.',
  legalNotice: 'Mențiuni legale',
  privacy: 'Confidențialitate',
  terms: 'Condiții generale de vânzare',
  cookies: 'Cookie-uri',
  accessibility: 'Accesibilitate',
  rights: 'Toate drepturile rezervate.',
};

export const social: Dictionary['social'] = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  followOn: '{festival} pe {platform}',
};
