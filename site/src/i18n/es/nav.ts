/** Spanish UI strings of the site chrome: main navigation, the phone tab bar, the footer and the social links. */
import type { Dictionary } from '../index';

export const nav: Dictionary['nav'] = {
  home: 'Inicio',
  lineup: 'Line-up',
  tickets: 'Entradas',
  information: 'Información',
  concept: 'Presentación',
  rules: 'Bases del concurso',
  hotels: 'Hoteles',
  news: 'Noticias',
  contact: 'Contacto',
  about: 'Quiénes somos',
  accessibility: 'Accesibilidad',
  buyTickets: 'Entradas',
  buyTicketsLong: 'Reservar mis entradas',
  festival: 'El festival',
  practical: 'Información práctica',
};

/** Bottom tab bar on phones: 4 columns, a 5th (Admin or Scanner) for staff. */
export const tabBar: Dictionary['tabBar'] = {
  home: 'Inicio',
  lineup: 'Line-up',
  tickets: 'Entradas',
  information: 'Info',
  admin: 'Admin',
  scanner: 'Escáner',
};

export const footer: Dictionary['footer'] = {
  festivalHeading: 'El festival',
  practicalHeading: 'Información práctica',
  legalHeading: 'Información legal',
  followUs: 'Síganos',
  newsletterTitle: 'Nuestra newsletter',
  newsletterText:
    'Line-up, apertura de la venta, horarios: reciba los anuncios del festival antes que nadie.',
  newsletterLabel: 'Su dirección de correo electrónico',
  newsletterPlaceholder: 'nombre@ejemplo.es',
  newsletterSubmit: 'Suscribirme',
  newsletterConsent:
    'Como máximo, un correo al mes; puede darse de baja con un clic. Sus datos se quedan con nosotros:',
  newsletterPrivacyLink: 'política de privacidad',
  photoGenerator: 'Cree su foto del festival',
  photoGeneratorText: 'Su retrato con los colores del festival, listo para compartir.',
  legalNotice: 'Aviso legal',
  privacy: 'Privacidad',
  terms: 'Condiciones generales de venta',
  cookies: 'Cookies',
  accessibility: 'Accesibilidad',
  rights: 'Todos los derechos reservados.',
};

export const social: Dictionary['social'] = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  followOn: '{festival} en {platform}',
};
