/** Polish UI strings of the home page. */
import type { Dictionary } from '../index';

export const home: Dictionary['home'] = {
  introEyebrow: 'Witamy w Lyonie',
  newsEyebrow: 'Dziennik festiwalu',
  secondaryCta: 'Poznaj line-up',
  highlightsHeading: 'Duch festiwalu',
  artistsHeading: 'Oni tworzą festiwal',
  artistsLead: 'Instruktorzy, DJ-e i artyści z Lizbony, Luandy, Paryża i nie tylko.',
  artistsLink: 'Cały line-up',
  programmeHeading: 'Trzy dni, trzy noce',
  programmeLead: 'Warsztaty w dzień, imprezy do świtu, pokazy i finał konkursu.',
  programmeLink: 'Zobacz pełny program',
  workshopCount: 'Warsztaty w ciągu dnia: {count}',
  ticketsHeading: 'Bilety',
  ticketsLead: 'Pełny karnet, imprezy lub warsztaty: do wyboru.',
  ticketsLink: 'Wszystkie bilety',
  newsHeading: 'Aktualności',
  newsLink: 'Wszystkie aktualności',
  venueHeading: 'Do zobaczenia w Lyonie',
};
