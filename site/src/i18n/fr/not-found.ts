/** French UI strings of the 404 page. */

export const notFound = {
  title: 'Page introuvable',
  description: 'Cette page n’existe pas ou a été déplacée.',
  lead: 'La piste est vide ici… Cette page n’existe pas ou a changé d’adresse.',
  suggestions: 'Où voulez-vous aller ?',
} as const;
