/** Romanian UI strings of the line-up and programme pages (artist roles, event kinds and levels). */
import type { Dictionary } from '../index';

export const lineup: Dictionary['lineup'] = {
  title: 'Line-up',
  description:
    'Instructorii, DJ-ii, artiștii și prezentatorii festivalului, plus programul celor trei zile: ateliere, petreceri, show-uri și concurs.',
  lead: 'Artiștii care vor face festivalul să vibreze și programul oră cu oră.',
  artistsHeading: 'Artiștii',
  programmeHeading: 'Programul',
  programmeLead: 'Orele sunt orientative și sunt actualizate aici pe măsura anunțurilor.',
  jumpToDay: 'Salt la o zi',
  sections: 'Secțiunile line-up-ului',
  roles: {
    teacher: 'Instructori',
    dj: 'DJ',
    performer: 'Show-uri și live',
    mc: 'Prezentatori',
  },
  /** One artist; a duo ("Inês & Mateus") takes the plural of `roles`. */
  role: {
    teacher: 'Instructor/instructoare',
    dj: 'DJ',
    performer: 'Show și live',
    mc: 'Prezentator',
  },
  kinds: {
    workshop: 'Atelier',
    party: 'Petrecere',
    show: 'Show',
    competition: 'Concurs',
    social: 'Social',
  },
  levels: {
    all: 'Toate nivelurile',
    beginner: 'Începător',
    intermediate: 'Intermediar',
    advanced: 'Avansat',
  },
  levelLabel: 'Nivel',
  roomLabel: 'Sala',
  withArtists: 'Cu',
  details: 'Detalii',
  timeRange: '{start}–{end}',
  instagram: 'Instagram: {name}',
  artistProgramme: 'În program',
  noSlots: 'Orele vor fi anunțate în curând.',
  backToLineup: 'Înapoi la line-up',
  biography: 'Biografie',
  origin: 'Origine',
};
