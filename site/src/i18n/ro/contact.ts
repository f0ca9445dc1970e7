/** Romanian UI strings of the contact page. */
import type { Dictionary } from '../index';

export const contact: Dictionary['contact'] = {
  title: 'Contact',
  description:
    'Contactați echipa Kizomba Lumière Festival: e-mail, telefon și adresa locului festivalului din Lyon.',
  lead: 'Aveți o întrebare despre festival, bilete sau drumul până la noi? Echipa vă răspunde.',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefon',
  venueLabel: 'Locul festivalului',
  writeUs: 'Scrieți-ne',
  callUs: 'Sunați-ne',
  faqHint: 'Poate că răspunsul se află deja printre',
  faqLink: 'întrebările frecvente',
};
