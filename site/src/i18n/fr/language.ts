/**
 * French UI strings of the language switcher (top bar, mobile menu, footer) and of the suggestion,
 * on the home page, to read the site in the visitor's language. The suggestion is shown in the
 * language it suggests, so each locale's `suggestion` speaks of itself.
 */

export const language = {
  /** Heading of the switcher in the mobile menu and the footer. */
  label: 'Langue',
  /** Accessible name of the top bar's switcher button, followed by the current language's name. */
  switcherLabel: 'Changer de langue',
  /** Caption above the list of languages. */
  current: 'Vous lisez cette page en français',
  /** Accessible name of each list of languages. */
  navigation: 'Cette page dans une autre langue',
  suggestion: {
    /** Accessible name of the suggestion's region. */
    label: 'Suggestion de langue',
    text: 'Ce site existe aussi en français.',
    accept: 'Lire en français',
    dismiss: 'Non merci',
  },
} as const;
