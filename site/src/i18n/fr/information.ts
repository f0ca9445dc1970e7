/** French UI strings of the practical information page and its FAQ. */

export const information = {
  faqHeading: 'Questions fréquentes',
  categories: {
    tickets: 'Billetterie',
    onsite: 'Sur place',
    accommodation: 'Hébergement',
    festival: 'Le festival',
  },
} as const;
