/** German UI strings of the contact page. */
import type { Dictionary } from '../index';

export const contact: Dictionary['contact'] = {
  title: 'Kontakt',
  description:
    'So erreichen Sie das Team des Kizomba Lumière Festival: E-Mail, Telefon und Adresse des Festivalorts in Lyon.',
  lead: 'Eine Frage zum Festival, zu Ihren Tickets oder zur Anreise? Das Team hilft Ihnen gern weiter.',
  emailLabel: 'E-Mail',
  phoneLabel: 'Telefon',
  venueLabel: 'Festivalort',
  writeUs: 'Schreiben Sie uns',
  callUs: 'Rufen Sie uns an',
  faqHint: 'Vielleicht steht die Antwort schon in unseren',
  faqLink: 'häufigen Fragen',
};
