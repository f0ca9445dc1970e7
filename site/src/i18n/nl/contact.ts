/** Dutch UI strings of the contact page. */
import type { Dictionary } from '../index';

export const contact: Dictionary['contact'] = {
  title: 'Contact',
  description:
    'Neem contact op met het team van het Kizomba Lumière Festival: e-mail, telefoon en adres van de festivallocatie in Lyon.',
  lead: 'Een vraag over het festival, uw tickets of uw reis? Het team helpt u graag.',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefoon',
  venueLabel: 'Festivallocatie',
  writeUs: 'Schrijf ons',
  callUs: 'Bel ons',
  faqHint: 'Misschien staat het antwoord al in onze',
  faqLink: 'veelgestelde vragen',
};
