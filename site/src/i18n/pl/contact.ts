/** Polish UI strings of the contact page. */
import type { Dictionary } from '../index';

export const contact: Dictionary['contact'] = {
  title: 'Kontakt',
  description:
    'Kontakt z zespołem Kizomba Lumière Festival: e-mail, telefon i adres miejsca festiwalu w Lyonie.',
  lead: 'Pytanie o festiwal, bilety lub przyjazd? Nasz zespół chętnie odpowie.',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefon',
  venueLabel: 'Miejsce festiwalu',
  writeUs: 'Kontakt e-mailowy',
  callUs: 'Kontakt telefoniczny',
  faqHint: 'Odpowiedź może już czekać w sekcji',
  faqLink: 'najczęstszych pytań',
};
