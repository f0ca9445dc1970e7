import type { Dictionary } from '../index';

export const language: Dictionary['language'] = {
  label: 'Limbă',
  switcherLabel: 'Schimbați limba',
  current: 'Această pagină este afișată în limba română',
  navigation: 'Această pagină în altă limbă',
  suggestion: {
    label: 'Sugestie de limbă',
    text: 'Acest site este disponibil și în limba română.',
    accept: 'Versiunea în limba română',
    dismiss: 'Nu, mulțumesc',
  },
};
