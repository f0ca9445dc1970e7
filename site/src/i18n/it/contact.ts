/** Italian UI strings of the contact page. */
import type { Dictionary } from '../index';

export const contact: Dictionary['contact'] = {
  title: 'Contatti',
  description:
    'Contatti lo staff del Kizomba Lumière Festival: e-mail, telefono e indirizzo della sede del festival a Lione.',
  lead: 'Una domanda sul festival, sui biglietti o sul viaggio? Lo staff le risponde.',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefono',
  venueLabel: 'Sede del festival',
  writeUs: 'Ci scriva',
  callUs: 'Ci chiami',
  faqHint: 'Forse la risposta è già nelle nostre',
  faqLink: 'domande frequenti',
};
