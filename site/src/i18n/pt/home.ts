/** Portuguese UI strings of the home page. */
import type { Dictionary } from '../index';

export const home: Dictionary['home'] = {
  introEyebrow: 'Bem-vindos a Lyon',
  newsEyebrow: 'O jornal do festival',
  secondaryCta: 'Descobrir o line-up',
  highlightsHeading: 'O espírito do festival',
  artistsHeading: 'Quem faz o festival',
  artistsLead: 'Professores, DJ e artistas vindos de Lisboa, Luanda, Paris e de outras paragens.',
  artistsLink: 'Todo o line-up',
  programmeHeading: 'Três dias, três noites',
  programmeLead: 'Workshops durante o dia, festas até de madrugada, shows e a final do concurso.',
  programmeLink: 'Ver o programa completo',
  workshopCount: '{count} workshops ao longo do dia',
  ticketsHeading: 'Os seus bilhetes',
  ticketsLead: 'Full Pass, festas ou workshops: escolha a sua fórmula.',
  ticketsLink: 'Toda a bilheteira',
  newsHeading: 'Notícias',
  newsLink: 'Todas as notícias',
  venueHeading: 'Encontro marcado em Lyon',
};
