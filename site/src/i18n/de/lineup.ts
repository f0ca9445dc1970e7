/** German UI strings of the line-up and programme pages (artist roles, event kinds and levels). */
import type { Dictionary } from '../index';

export const lineup: Dictionary['lineup'] = {
  title: 'Line-up',
  description:
    'Die Tanzlehrer, DJs, Künstler und Moderatoren des Festivals und das Programm der drei Tage: Workshops, Partys, Shows und Wettbewerbe.',
  lead: 'Die Künstler, die das Festival zum Beben bringen, und das Programm Stunde für Stunde.',
  artistsHeading: 'Die Künstler',
  programmeHeading: 'Das Programm',
  programmeLead: 'Alle Zeiten ohne Gewähr; sie werden hier mit jeder Ankündigung aktualisiert.',
  jumpToDay: 'Zum Tag springen',
  sections: 'Bereiche des Line-ups',
  roles: {
    teacher: 'Tanzlehrer',
    dj: 'DJs',
    performer: 'Shows & Live',
    mc: 'Moderatoren',
  },
  /** One artist; a duo ("Inês & Mateus") takes the plural of `roles`. */
  role: {
    teacher: 'Tanzlehrer/in',
    dj: 'DJ',
    performer: 'Show & Live',
    mc: 'Moderator/in',
  },
  kinds: {
    workshop: 'Workshop',
    party: 'Party',
    show: 'Show',
    competition: 'Wettbewerb',
    social: 'Social',
  },
  levels: {
    all: 'Alle Level',
    beginner: 'Anfänger',
    intermediate: 'Mittelstufe',
    advanced: 'Fortgeschrittene',
  },
  levelLabel: 'Level',
  roomLabel: 'Saal',
  withArtists: 'Mit',
  details: 'Details',
  timeRange: '{start}–{end}',
  instagram: 'Instagram von {name}',
  artistProgramme: 'Im Programm',
  noSlots: 'Die Zeiten werden in Kürze bekannt gegeben.',
  backToLineup: 'Zurück zum Line-up',
  biography: 'Biografie',
  origin: 'Herkunft',
};
