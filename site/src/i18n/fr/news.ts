/** French UI strings of the news pages. */

export const news = {
  title: 'Actualités',
  description: 'Les dernières nouvelles du Kizomba Lumière Festival : line-up, billetterie, concours et coulisses.',
  lead: 'Annonces, coulisses et nouvelles du festival.',
  publishedOn: 'Publié le {date}',
  by: 'Par {author}',
  back: 'Toutes les actualités',
  empty: 'Aucune actualité pour le moment.',
} as const;
