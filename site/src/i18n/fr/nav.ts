/** French UI strings of the site chrome: main navigation, the phone tab bar, the footer and the social links. */

export const nav = {
  home: 'Accueil',
  lineup: 'Line-up',
  tickets: 'Billetterie',
  information: 'Informations',
  concept: 'Présentation',
  rules: 'Règlement du concours',
  hotels: 'Hôtels',
  news: 'Actualités',
  contact: 'Contact',
  about: 'À propos',
  accessibility: 'Accessibilité',
  buyTickets: 'Billets',
  buyTicketsLong: 'Réserver mes billets',
  festival: 'Le festival',
  practical: 'Infos pratiques',
} as const;

/** Bottom tab bar on phones: 4 columns, a 5th (Admin or Scanner) for staff. */
export const tabBar = {
  home: 'Accueil',
  lineup: 'Line-up',
  tickets: 'Billetterie',
  information: 'Infos',
  admin: 'Admin',
  scanner: 'Scanner',
} as const;

export const footer = {
  festivalHeading: 'Le festival',
  practicalHeading: 'Infos pratiques',
  legalHeading: 'Informations légales',
  followUs: 'Suivez-nous',
  newsletterTitle: 'La newsletter',
  newsletterText:
    'Line-up, ouverture des ventes, horaires : recevez les annonces du festival avant tout le monde.',
  newsletterLabel: 'Votre adresse e-mail',
  newsletterPlaceholder: 'prenom@exemple.fr',
  newsletterSubmit: 'Je m’inscris',
  newsletterConsent:
    'Un e-mail par mois au plus, désinscription en un clic. Vos données restent chez nous :',
  newsletterPrivacyLink: 'politique de confidentialité',
  photoGenerator: 'Créez votre photo du festival',
  photoGeneratorText: 'Votre portrait aux couleurs du festival, prêt à partager.',
  legalNotice: 'Mentions légales',
  privacy: 'Confidentialité',
  terms: 'Conditions générales de vente',
  cookies: 'Cookies',
  accessibility: 'Accessibilité',
  rights: 'Tous droits réservés.',
} as const;

export const social = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  followOn: '{festival} sur {platform}',
} as const;
