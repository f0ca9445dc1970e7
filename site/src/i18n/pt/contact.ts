/** Portuguese UI strings of the contact page. */
import type { Dictionary } from '../index';

export const contact: Dictionary['contact'] = {
  title: 'Contacto',
  description:
    'Contacte a equipa do Kizomba Lumière Festival: e-mail, telefone e morada do local do festival em Lyon.',
  lead: 'Tem uma pergunta sobre o festival, os seus bilhetes ou a sua viagem? A equipa responde-lhe.',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefone',
  venueLabel: 'Local do festival',
  writeUs: 'Escreva-nos',
  callUs: 'Ligue-nos',
  faqHint: 'Talvez a resposta já esteja nas nossas',
  faqLink: 'perguntas frequentes',
};
