/** Italian UI strings of the line-up and programme pages (artist roles, event kinds and levels). */
import type { Dictionary } from '../index';

export const lineup: Dictionary['lineup'] = {
  title: 'Line-up',
  description:
    'Gli insegnanti, i DJ, gli artisti e i presentatori del festival, e il programma dei tre giorni: workshop, serate, show e gara.',
  lead: 'Gli artisti che faranno vibrare il festival, e il programma ora per ora.',
  artistsHeading: 'Gli artisti',
  programmeHeading: 'Il programma',
  programmeLead: 'Orari indicativi, aggiornati qui man mano che vengono annunciati.',
  jumpToDay: 'Passare al giorno',
  sections: 'Sezioni della line-up',
  roles: {
    teacher: 'Insegnanti',
    dj: 'DJ',
    performer: 'Show e live',
    mc: 'Presentatori',
  },
  /** One artist; a duo ("Inês & Mateus") takes the plural of `roles`. */
  role: {
    teacher: 'Insegnante',
    dj: 'DJ',
    performer: 'Show e live',
    mc: 'Presentatore',
  },
  kinds: {
    workshop: 'Workshop',
    party: 'Serata',
    show: 'Show',
    competition: 'Gara',
    social: 'Social',
  },
  levels: {
    all: 'Tutti i livelli',
    beginner: 'Principiante',
    intermediate: 'Intermedio',
    advanced: 'Avanzato',
  },
  levelLabel: 'Livello',
  roomLabel: 'Sala',
  withArtists: 'Con',
  details: 'Dettagli',
  timeRange: '{start} – {end}',
  instagram: 'Instagram di {name}',
  artistProgramme: 'In programma',
  noSlots: 'Gli orari saranno annunciati a breve.',
  backToLineup: 'Tornare alla line-up',
  biography: 'Biografia',
  origin: 'Provenienza',
};
