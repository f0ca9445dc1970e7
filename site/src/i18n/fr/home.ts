/** French UI strings of the home page. */

export const home = {
  introEyebrow: 'Bienvenue à Lyon',
  newsEyebrow: 'Le journal du festival',
  secondaryCta: 'Découvrir le line-up',
  highlightsHeading: 'L’esprit du festival',
  artistsHeading: 'Ils font le festival',
  artistsLead: 'Professeurs, DJ et artistes venus de Lisbonne, Luanda, Paris et d’ailleurs.',
  artistsLink: 'Tout le line-up',
  programmeHeading: 'Trois jours, trois nuits',
  programmeLead: 'Des stages le jour, des soirées jusqu’à l’aube, des shows et la finale du concours.',
  programmeLink: 'Voir le programme complet',
  workshopCount: '{count} stages dans la journée',
  ticketsHeading: 'Vos billets',
  ticketsLead: 'Pass complet, soirées ou stages : choisissez votre formule.',
  ticketsLink: 'Toute la billetterie',
  newsHeading: 'Actualités',
  newsLink: 'Toutes les actualités',
  venueHeading: 'Rendez-vous à Lyon',
} as const;
