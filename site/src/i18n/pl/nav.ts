/** Polish UI strings of the site chrome: main navigation, the phone tab bar, the footer and the social links. */
import type { Dictionary } from '../index';

export const nav: Dictionary['nav'] = {
  home: 'Strona główna',
  lineup: 'Line-up',
  tickets: 'Bilety',
  information: 'Informacje',
  concept: 'O festiwalu',
  rules: 'Regulamin konkursu',
  hotels: 'Hotele',
  news: 'Aktualności',
  contact: 'Kontakt',
  about: 'O nas',
  accessibility: 'Dostępność',
  buyTickets: 'Bilety',
  buyTicketsLong: 'Kup bilety',
  festival: 'Festiwal',
  practical: 'Informacje praktyczne',
};

/** Bottom tab bar on phones: 4 columns, a 5th (Admin or Scanner) for staff. */
export const tabBar: Dictionary['tabBar'] = {
  home: 'Start',
  lineup: 'Line-up',
  tickets: 'Bilety',
  information: 'Info',
  admin: 'Admin',
  scanner: 'Skaner',
};

export const footer: Dictionary['footer'] = {
  festivalHeading: 'Festiwal',
  practicalHeading: 'Informacje praktyczne',
  legalHeading: 'Informacje prawne',
  followUs: 'Zapraszamy do obserwowania',
  newsletterTitle: 'Newsletter',
  newsletterText:
    'Line-up, start sprzedaży, godziny: ogłoszenia festiwalu przed wszystkimi innymi.',
  newsletterLabel: 'Adres e-mail',
  newsletterPlaceholder: 'imie@przyklad.pl',
  newsletterSubmit: 'Zapisz się',
  newsletterConsent:
    'Najwyżej jeden e-mail miesięcznie, wypisanie się jednym kliknięciem. Dane pozostają u nas:',
  newsletterPrivacyLink: 'polityka prywatności',
  photoGenerator: 'Własne zdjęcie festiwalowe',
  photoGeneratorText: 'Portret w barwach festiwalu, gotowy do udostępnienia.',
  legalNotice: 'Nota prawna',
  privacy: 'Prywatność',
  terms: 'Ogólne warunki sprzedaży',
  cookies: 'Pliki cookie',
  accessibility: 'Dostępność',
  rights: 'Wszelkie prawa zastrzeżone.',
};

export const social: Dictionary['social'] = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  followOn: '{festival} na {platform}',
};
