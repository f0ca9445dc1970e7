/** Romanian UI strings of the home page. */
import type { Dictionary } from '../index';

export const home: Dictionary['home'] = {
  introEyebrow: 'Bine ați venit la Lyon',
  newsEyebrow: 'Jurnalul festivalului',
  secondaryCta: 'Descoperiți line-up-ul',
  highlightsHeading: 'Spiritul festivalului',
  artistsHeading: 'Ei fac festivalul',
  artistsLead: 'Instructori, DJ și artiști veniți din Lisabona, Luanda, Paris și de mai departe.',
  artistsLink: 'Tot line-up-ul',
  programmeHeading: 'Trei zile, trei nopți',
  programmeLead: 'Ateliere ziua, petreceri până în zori, show-uri și finala concursului.',
  programmeLink: 'Vedeți programul complet',
  workshopCount: 'Ateliere în timpul zilei: {count}',
  ticketsHeading: 'Biletele dumneavoastră',
  ticketsLead: 'Abonament complet, petreceri sau ateliere: alegeți formula potrivită.',
  ticketsLink: 'Toate biletele',
  newsHeading: 'Noutăți',
  newsLink: 'Toate noutățile',
  venueHeading: 'Ne vedem la Lyon',
};
