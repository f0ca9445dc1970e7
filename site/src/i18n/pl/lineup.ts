/** Polish UI strings of the line-up and programme pages (artist roles, event kinds and levels). */
import type { Dictionary } from '../index';

export const lineup: Dictionary['lineup'] = {
  title: 'Line-up',
  description:
    'Instruktorzy, DJ-e, artyści i konferansjerzy festiwalu oraz program trzech dni: warsztaty, imprezy, pokazy i konkurs.',
  lead: 'Artyści, którzy rozgrzeją festiwal, i program godzina po godzinie.',
  artistsHeading: 'Artyści',
  programmeHeading: 'Program',
  programmeLead: 'Godziny mają charakter orientacyjny i są tu aktualizowane wraz z kolejnymi ogłoszeniami.',
  jumpToDay: 'Przejdź do dnia',
  sections: 'Sekcje line-upu',
  roles: {
    teacher: 'Instruktorzy',
    dj: 'DJ-e',
    performer: 'Pokazy i występy na żywo',
    mc: 'Konferansjerzy',
  },
  /** One artist; a duo ("Inês & Mateus") takes the plural of `roles`. */
  role: {
    teacher: 'Instruktor/instruktorka',
    dj: 'DJ',
    performer: 'Pokaz i występ na żywo',
    mc: 'Konferansjer',
  },
  kinds: {
    workshop: 'Warsztaty',
    party: 'Impreza',
    show: 'Pokaz',
    competition: 'Konkurs',
    social: 'Social',
  },
  levels: {
    all: 'Wszystkie poziomy',
    beginner: 'Początkujący',
    intermediate: 'Średniozaawansowany',
    advanced: 'Zaawansowany',
  },
  levelLabel: 'Poziom',
  roomLabel: 'Sala',
  withArtists: 'Z udziałem:',
  details: 'Szczegóły',
  timeRange: '{start}–{end}',
  instagram: 'Instagram: {name}',
  artistProgramme: 'W programie',
  noSlots: 'Godziny zajęć zostaną wkrótce ogłoszone.',
  backToLineup: 'Powrót do line-upu',
  biography: 'Biografia',
  origin: 'Pochodzenie',
};
