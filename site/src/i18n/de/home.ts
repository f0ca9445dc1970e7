/** German UI strings of the home page. */
import type { Dictionary } from '../index';

export const home: Dictionary['home'] = {
  introEyebrow: 'Willkommen in Lyon',
  newsEyebrow: 'Das Festivaljournal',
  secondaryCta: 'Das Line-up entdecken',
  highlightsHeading: 'Der Geist des Festivals',
  artistsHeading: 'Sie machen das Festival',
  artistsLead: 'Tanzlehrer, DJs und Künstler aus Lissabon, Luanda, Paris und vielen anderen Städten.',
  artistsLink: 'Das ganze Line-up',
  programmeHeading: 'Drei Tage, drei Nächte',
  programmeLead: 'Tagsüber Workshops, Partys bis zum Morgengrauen, Shows und das Finale des Wettbewerbs.',
  programmeLink: 'Das ganze Programm ansehen',
  workshopCount: '{count} Workshops am Tag',
  ticketsHeading: 'Ihre Tickets',
  ticketsLead: 'Full Pass, Partys oder Workshops: Wählen Sie Ihr Paket.',
  ticketsLink: 'Alle Tickets',
  newsHeading: 'Neuigkeiten',
  newsLink: 'Alle Neuigkeiten',
  venueHeading: 'Wir sehen uns in Lyon',
};
