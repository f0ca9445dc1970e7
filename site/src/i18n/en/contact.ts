/** English UI strings of the contact page. */
import type { Dictionary } from '../index';

export const contact: Dictionary['contact'] = {
  title: 'Contact',
  description:
    'Get in touch with the Kizomba Lumière Festival team: email, phone and the address of the festival venue in Lyon.',
  lead: 'A question about the festival, your tickets or your trip? The team is here to help.',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  venueLabel: 'Festival venue',
  writeUs: 'Write to us',
  callUs: 'Call us',
  faqHint: 'The answer may already be in our',
  faqLink: 'frequently asked questions',
};
