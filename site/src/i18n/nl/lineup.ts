/** Dutch UI strings of the line-up and programme pages (artist roles, event kinds and levels). */
import type { Dictionary } from '../index';

export const lineup: Dictionary['lineup'] = {
  title: 'Line-up',
  description:
    'De docenten, dj’s, artiesten en presentatoren van het festival, en het programma van de drie dagen: workshops, feesten, shows en wedstrijden.',
  lead: 'De artiesten die het festival laten swingen, en het programma uur voor uur.',
  artistsHeading: 'De artiesten',
  programmeHeading: 'Het programma',
  programmeLead: 'Tijden zijn indicatief en worden hier bijgewerkt zodra er nieuws is.',
  jumpToDay: 'Naar de dag',
  sections: 'Onderdelen van de line-up',
  roles: {
    teacher: 'Docenten',
    dj: 'Dj’s',
    performer: 'Shows & live',
    mc: 'Presentatoren',
  },
  /** One artist; a duo ("Inês & Mateus") takes the plural of `roles`. */
  role: {
    teacher: 'Docent',
    dj: 'Dj',
    performer: 'Show & live',
    mc: 'Presentator',
  },
  kinds: {
    workshop: 'Workshop',
    party: 'Feest',
    show: 'Show',
    competition: 'Wedstrijd',
    social: 'Social',
  },
  levels: {
    all: 'Alle niveaus',
    beginner: 'Beginner',
    intermediate: 'Gemiddeld',
    advanced: 'Gevorderd',
  },
  levelLabel: 'Niveau',
  roomLabel: 'Zaal',
  withArtists: 'Met',
  details: 'Details',
  timeRange: '{start}–{end}',
  instagram: 'Instagram van {name}',
  artistProgramme: 'Op het programma',
  noSlots: 'De tijden worden binnenkort bekendgemaakt.',
  backToLineup: 'Terug naar de line-up',
  biography: 'Biografie',
  origin: 'Afkomst',
};
