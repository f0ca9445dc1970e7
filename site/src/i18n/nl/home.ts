/** Dutch UI strings of the home page. */
import type { Dictionary } from '../index';

export const home: Dictionary['home'] = {
  introEyebrow: 'Welkom in Lyon',
  newsEyebrow: 'Het festivaljournaal',
  secondaryCta: 'Ontdek de line-up',
  highlightsHeading: 'De sfeer van het festival',
  artistsHeading: 'Zij maken het festival',
  artistsLead: 'Docenten, dj’s en artiesten uit Lissabon, Luanda, Parijs en verder.',
  artistsLink: 'De hele line-up',
  programmeHeading: 'Drie dagen, drie nachten',
  programmeLead: 'Overdag workshops, ’s nachts feesten tot het ochtendgloren, shows en de finale van de wedstrijd.',
  programmeLink: 'Bekijk het volledige programma',
  workshopCount: '{count} workshops overdag',
  ticketsHeading: 'Uw tickets',
  ticketsLead: 'Full Pass, feestavonden of workshops: kies uw formule.',
  ticketsLink: 'Alle tickets',
  newsHeading: 'Nieuws',
  newsLink: 'Al het nieuws',
  venueHeading: 'Tot ziens in Lyon',
};
