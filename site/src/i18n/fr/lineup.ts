/** French UI strings of the line-up and programme pages (artist roles, event kinds and levels). */

export const lineup = {
  title: 'Line-up',
  description:
    'Les professeurs, DJ, artistes et maîtres de cérémonie du festival, et le programme des trois jours : stages, soirées, shows et concours.',
  lead: 'Les artistes qui feront vibrer le festival, et le programme heure par heure.',
  artistsHeading: 'Les artistes',
  programmeHeading: 'Le programme',
  programmeLead: 'Horaires donnés à titre indicatif, mis à jour ici au fil des annonces.',
  jumpToDay: 'Aller au jour',
  sections: 'Sections du line-up',
  roles: {
    teacher: 'Professeurs',
    dj: 'DJ',
    performer: 'Shows & live',
    mc: 'Maîtres de cérémonie',
  },
  /** One artist; a duo ("Inês & Mateus") takes the plural of `roles`. */
  role: {
    teacher: 'Professeur·e',
    dj: 'DJ',
    performer: 'Show & live',
    mc: 'Maître de cérémonie',
  },
  kinds: {
    workshop: 'Stage',
    party: 'Soirée',
    show: 'Show',
    competition: 'Concours',
    social: 'Social',
  },
  levels: {
    all: 'Tous niveaux',
    beginner: 'Débutant',
    intermediate: 'Intermédiaire',
    advanced: 'Avancé',
  },
  levelLabel: 'Niveau',
  roomLabel: 'Salle',
  withArtists: 'Avec',
  details: 'Détails',
  timeRange: '{start} – {end}',
  instagram: 'Instagram de {name}',
  artistProgramme: 'Au programme',
  noSlots: 'Ses horaires seront annoncés prochainement.',
  backToLineup: 'Retour au line-up',
  biography: 'Biographie',
  origin: 'Origine',
} as const;
