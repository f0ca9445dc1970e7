import type { Dictionary } from '../index';

export const language: Dictionary['language'] = {
  label: 'Taal',
  switcherLabel: 'Taal wijzigen',
  current: 'U leest deze pagina in het Nederlands',
  navigation: 'Deze pagina in een andere taal',
  suggestion: {
    label: 'Taalsuggestie',
    text: 'Deze website is ook in het Nederlands beschikbaar.',
    accept: 'In het Nederlands lezen',
    dismiss: 'Nee, bedankt',
  },
};
