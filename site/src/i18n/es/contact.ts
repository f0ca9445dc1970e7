/** Spanish UI strings of the contact page. */
import type { Dictionary } from '../index';

export const contact: Dictionary['contact'] = {
  title: 'Contacto',
  description:
    'Contacte con el equipo del Kizomba Lumière Festival: correo electrónico, teléfono y dirección del recinto del festival en Lyon.',
  lead: '¿Tiene alguna pregunta sobre el festival, sus entradas o su viaje? El equipo le responde.',
  emailLabel: 'Correo electrónico',
  phoneLabel: 'Teléfono',
  venueLabel: 'Recinto del festival',
  writeUs: 'Escríbanos',
  callUs: 'Llámenos',
  faqHint: 'Puede que la respuesta ya esté en nuestras',
  faqLink: 'preguntas frecuentes',
};
