/** Portuguese UI strings of the site chrome: main navigation, the phone tab bar, the footer and the social links. */
import type { Dictionary } from '../index';

export const nav: Dictionary['nav'] = {
  home: 'Início',
  lineup: 'Line-up',
  tickets: 'Bilheteira',
  information: 'Informações',
  concept: 'Apresentação',
  rules: 'Regulamento do concurso',
  hotels: 'Hotéis',
  news: 'Notícias',
  contact: 'Contacto',
  about: 'Sobre nós',
  accessibility: 'Acessibilidade',
  buyTickets: 'Bilhetes',
  buyTicketsLong: 'Reservar os meus bilhetes',
  festival: 'O festival',
  practical: 'Informações práticas',
};

/** Bottom tab bar on phones: 4 columns, a 5th (Admin or Scanner) for staff. */
export const tabBar: Dictionary['tabBar'] = {
  home: 'Início',
  lineup: 'Line-up',
  tickets: 'Bilheteira',
  information: 'Infos',
  admin: 'Admin',
  scanner: 'Scanner',
};

export const footer: Dictionary['footer'] = {
  festivalHeading: 'O festival',
  practicalHeading: 'Informações práticas',
  legalHeading: 'Informações legais',
  followUs: 'Siga-nos',
  newsletterTitle: 'A newsletter',
  newsletterText:
    'Line-up, abertura das vendas, horários: receba os anúncios do festival antes de toda a gente.',
  newsletterLabel: 'O seu endereço de e-mail',
  newsletterPlaceholder: 'nome@exemplo.pt',
  newsletterSubmit: 'Subscrever',
  newsletterConsent:
    'No máximo um e-mail por mês, cancelamento num clique. Os seus dados ficam connosco:',
  newsletterPrivacyLink: 'política de privacidade',
  photoGenerator: 'Crie a sua foto do festival',
  photoGeneratorText: 'O seu retrato com as cores do festival, pronto a partilhar.',
  legalNotice: 'Informação legal',
  privacy: 'Privacidade',
  terms: 'Termos e condições de venda',
  cookies: 'Cookies',
  accessibility: 'Acessibilidade',
  rights: 'Todos os direitos reservados.',
};

export const social: Dictionary['social'] = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  followOn: '{festival} no {platform}',
};
