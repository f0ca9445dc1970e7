import type { Dictionary } from '../index';

export const language: Dictionary['language'] = {
  label: 'Sprache',
  switcherLabel: 'Sprache wechseln',
  current: 'Sie lesen diese Seite auf Deutsch',
  navigation: 'Diese Seite in einer anderen Sprache',
  suggestion: {
    label: 'Sprachvorschlag',
    text: 'Diese Website gibt es auch auf Deutsch.',
    accept: 'Auf Deutsch lesen',
    dismiss: 'Nein, danke',
  },
};
