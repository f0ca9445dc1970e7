/** Spanish UI strings of the home page. */
import type { Dictionary } from '../index';

export const home: Dictionary['home'] = {
  introEyebrow: 'Bienvenidos a Lyon',
  newsEyebrow: 'El diario del festival',
  secondaryCta: 'Descubrir el line-up',
  highlightsHeading: 'El espíritu del festival',
  artistsHeading: 'Ellos hacen el festival',
  artistsLead: 'Profesores, DJ y artistas llegados de Lisboa, Luanda, París y otros lugares.',
  artistsLink: 'Todo el line-up',
  programmeHeading: 'Tres días, tres noches',
  programmeLead: 'Talleres de día, fiestas hasta el amanecer, shows y la final del concurso.',
  programmeLink: 'Ver el programa completo',
  workshopCount: '{count} talleres durante el día',
  ticketsHeading: 'Sus entradas',
  ticketsLead: 'Pase completo, fiestas o talleres: elija su fórmula.',
  ticketsLink: 'Todas las entradas',
  newsHeading: 'Noticias',
  newsLink: 'Todas las noticias',
  venueHeading: 'Nos vemos en Lyon',
};
