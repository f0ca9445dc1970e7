/** Italian UI strings of the home page. */
import type { Dictionary } from '../index';

export const home: Dictionary['home'] = {
  introEyebrow: 'Benvenuti a Lione',
  newsEyebrow: 'Il giornale del festival',
  secondaryCta: 'Scoprire la line-up',
  highlightsHeading: 'Lo spirito del festival',
  artistsHeading: 'I protagonisti del festival',
  artistsLead: 'Insegnanti, DJ e artisti da Lisbona, Luanda, Parigi e non solo.',
  artistsLink: 'Tutta la line-up',
  programmeHeading: 'Tre giorni, tre notti',
  programmeLead: 'Workshop di giorno, serate fino all’alba, show e la finale della gara.',
  programmeLink: 'Vedere il programma completo',
  workshopCount: '{count} workshop durante la giornata',
  ticketsHeading: 'I suoi biglietti',
  ticketsLead: 'Full Pass, serate o workshop: scelga la formula che fa per lei.',
  ticketsLink: 'Tutta la biglietteria',
  newsHeading: 'Notizie',
  newsLink: 'Tutte le notizie',
  venueHeading: 'Appuntamento a Lione',
};
