/** Portuguese UI strings of the line-up and programme pages (artist roles, event kinds and levels). */
import type { Dictionary } from '../index';

export const lineup: Dictionary['lineup'] = {
  title: 'Line-up',
  description:
    'Os professores, DJ, artistas e mestres de cerimónias do festival, e o programa dos três dias: workshops, festas, shows e concurso.',
  lead: 'Os artistas que vão pôr o festival a vibrar, e o programa hora a hora.',
  artistsHeading: 'Os artistas',
  programmeHeading: 'O programa',
  programmeLead: 'Horários indicativos, atualizados aqui à medida que forem anunciados.',
  jumpToDay: 'Ir para o dia',
  sections: 'Secções do line-up',
  roles: {
    teacher: 'Professores',
    dj: 'DJ',
    performer: 'Shows e live',
    mc: 'Mestres de cerimónias',
  },
  /** One artist; a duo ("Inês & Mateus") takes the plural of `roles`. */
  role: {
    teacher: 'Professor(a)',
    dj: 'DJ',
    performer: 'Show e live',
    mc: 'Mestre de cerimónias',
  },
  kinds: {
    workshop: 'Workshop',
    party: 'Festa',
    show: 'Show',
    competition: 'Concurso',
    social: 'Social',
  },
  levels: {
    all: 'Todos os níveis',
    beginner: 'Iniciado',
    intermediate: 'Intermédio',
    advanced: 'Avançado',
  },
  levelLabel: 'Nível',
  roomLabel: 'Sala',
  withArtists: 'Com',
  details: 'Detalhes',
  timeRange: '{start} – {end}',
  instagram: 'Instagram de {name}',
  artistProgramme: 'No programa',
  noSlots: 'Os horários serão anunciados em breve.',
  backToLineup: 'Voltar ao line-up',
  biography: 'Biografia',
  origin: 'Origem',
};
