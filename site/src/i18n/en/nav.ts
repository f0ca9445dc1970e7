/** English UI strings of the site chrome: main navigation, the phone tab bar, the footer and the social links. */
import type { Dictionary } from '../index';

export const nav: Dictionary['nav'] = {
  home: 'Home',
  lineup: 'Line-up',
  tickets: 'Tickets',
  information: 'Practical info',
  concept: 'About the festival',
  rules: 'Competition rules',
  hotels: 'Hotels',
  news: 'News',
  contact: 'Contact',
  about: 'About us',
  accessibility: 'Accessibility',
  buyTickets: 'Tickets',
  buyTicketsLong: 'Book my tickets',
  festival: 'The festival',
  practical: 'Practical info',
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
  festivalHeading: 'The festival',
  practicalHeading: 'Practical info',
  legalHeading: 'Legal information',
  followUs: 'Follow us',
  newsletterTitle: 'The newsletter',
  newsletterText:
    'Line-up, ticket sales opening, timetable: get the festival’s announcements before anyone else.',
  newsletterLabel: 'Your email address',
  newsletterPlaceholder: 'name@example.com',
  newsletterSubmit: 'Sign me up',
  newsletterConsent:
    'One email a month at most, unsubscribe in one click. Your data stays with us:',
  newsletterPrivacyLink: 'privacy policy',
  photoGenerator: 'Create your festival photo',
  photoGeneratorText: 'Your portrait in the festival’s colours, ready to share.',
  legalNotice: 'Legal notice',
  privacy: 'Privacy',
  terms: 'Terms and conditions of sale',
  cookies: 'Cookies',
  accessibility: 'Accessibility',
  rights: 'All rights reserved.',
};

export const social: Dictionary['social'] = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  followOn: '{festival} on {platform}',
};
