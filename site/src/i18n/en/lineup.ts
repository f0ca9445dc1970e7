/** English UI strings of the line-up and programme pages (artist roles, event kinds and levels). */
import type { Dictionary } from '../index';

export const lineup: Dictionary['lineup'] = {
  title: 'Line-up',
  description:
    'The festival’s teachers, DJs, performers and MCs, and the programme of all three days: workshops, parties, shows and competition.',
  lead: 'The artists who will set the festival alight, and the programme hour by hour.',
  artistsHeading: 'The artists',
  programmeHeading: 'The programme',
  programmeLead: 'Times are for guidance only and updated here as announcements are made.',
  jumpToDay: 'Go to day',
  sections: 'Line-up sections',
  roles: {
    teacher: 'Teachers',
    dj: 'DJs',
    performer: 'Shows & live',
    mc: 'MCs',
  },
  /** One artist; a duo ("Inês & Mateus") takes the plural of `roles`. */
  role: {
    teacher: 'Teacher',
    dj: 'DJ',
    performer: 'Show & live',
    mc: 'MC',
  },
  kinds: {
    workshop: 'Workshop',
    party: 'Party',
    show: 'Show',
    competition: 'Competition',
    social: 'Social',
  },
  levels: {
    all: 'All levels',
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
  },
  levelLabel: 'Level',
  roomLabel: 'Room',
  withArtists: 'With',
  details: 'Details',
  timeRange: '{start} – {end}',
  instagram: '{name} on Instagram',
  artistProgramme: 'On the programme',
  noSlots: 'Their times will be announced soon.',
  backToLineup: 'Back to the line-up',
  biography: 'Biography',
  origin: 'From',
};
