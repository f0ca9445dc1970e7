/** Spanish UI strings of the line-up and programme pages (artist roles, event kinds and levels). */
import type { Dictionary } from '../index';

export const lineup: Dictionary['lineup'] = {
  title: 'Line-up',
  description:
    'Los profesores, DJ, artistas y maestros de ceremonias del festival, y el programa de los tres días: talleres, fiestas, shows y concurso.',
  lead: 'Los artistas que harán vibrar el festival y el programa hora por hora.',
  artistsHeading: 'Los artistas',
  programmeHeading: 'El programa',
  programmeLead: 'Horarios orientativos, que se actualizan aquí a medida que se anuncian.',
  jumpToDay: 'Ir al día',
  sections: 'Secciones del line-up',
  roles: {
    teacher: 'Profesores',
    dj: 'DJ',
    performer: 'Shows y directos',
    mc: 'Maestros de ceremonias',
  },
  /** One artist; a duo ("Inês & Mateus") takes the plural of `roles`. */
  role: {
    teacher: 'Profesor/a',
    dj: 'DJ',
    performer: 'Show y directo',
    mc: 'Maestro/a de ceremonias',
  },
  kinds: {
    workshop: 'Taller',
    party: 'Fiesta',
    show: 'Show',
    competition: 'Concurso',
    social: 'Social',
  },
  levels: {
    all: 'Todos los niveles',
    beginner: 'Principiante',
    intermediate: 'Intermedio',
    advanced: 'Avanzado',
  },
  levelLabel: 'Nivel',
  roomLabel: 'Sala',
  withArtists: 'Con',
  details: 'Detalles',
  timeRange: '{start} – {end}',
  instagram: 'Instagram de {name}',
  artistProgramme: 'En el programa',
  noSlots: 'Sus horarios se anunciarán próximamente.',
  backToLineup: 'Volver al line-up',
  biography: 'Biografía',
  origin: 'Origen',
};
