/** Italian UI strings of the site chrome: main navigation, the phone tab bar, the footer and the social links. */
import type { Dictionary } from '../index';

export const nav: Dictionary['nav'] = {
  home: 'Home',
  lineup: 'Line-up',
  tickets: 'Biglietteria',
  information: 'Informazioni',
  concept: 'Presentazione',
  rules: 'Regolamento della gara',
  hotels: 'Hotel',
  news: 'Notizie',
  contact: 'Contatti',
  about: 'Chi siamo',
  accessibility: 'Accessibilità',
  buyTickets: 'Biglietti',
  buyTicketsLong: 'Prenotare i miei biglietti',
  festival: 'Il festival',
  practical: 'Informazioni pratiche',
};

/** Bottom tab bar on phones: 4 columns, a 5th (Admin or Scanner) for staff. */
export const tabBar: Dictionary['tabBar'] = {
  home: 'Home',
  lineup: 'Line-up',
  tickets: 'Biglietteria',
  information: 'Info',
  admin: 'Admin',
  scanner: 'Scanner',
};

export const footer: Dictionary['footer'] = {
  festivalHeading: 'Il festival',
  practicalHeading: 'Informazioni pratiche',
  legalHeading: 'Note legali',
  followUs: 'Ci segua',
  newsletterTitle: 'La newsletter',
  newsletterText:
    'Line-up, apertura delle vendite, orari: riceva gli annunci del festival prima di tutti.',
  newsletterLabel: 'Il suo indirizzo e-mail',
  newsletterPlaceholder: 'nome@esempio.it',
  newsletterSubmit: 'Iscriversi',
  newsletterConsent:
    'Al massimo un’e-mail al mese, disiscrizione con un clic. I suoi dati restano presso di noi:',
  newsletterPrivacyLink: 'informativa sulla privacy',
  photoGenerator: 'Crei la sua foto del festival',
  photoGeneratorText: 'Il suo ritratto con i colori del festival, pronto da condividere.',
  legalNotice: 'Note legali',
  privacy: 'Privacy',
  terms: 'Condizioni generali di vendita',
  cookies: 'Cookie',
  accessibility: 'Accessibilità',
  rights: 'Tutti i diritti riservati.',
};

export const social: Dictionary['social'] = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  followOn: '{festival} su {platform}',
};
