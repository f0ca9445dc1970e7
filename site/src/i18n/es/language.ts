import type { Dictionary } from '../index';

export const language: Dictionary['language'] = {
  label: 'Idioma',
  switcherLabel: 'Cambiar de idioma',
  current: 'Está leyendo esta página en español',
  navigation: 'Esta página en otro idioma',
  suggestion: {
    label: 'Sugerencia de idioma',
    text: 'Este sitio también está disponible en español.',
    accept: 'Leer en español',
    dismiss: 'No, gracias',
  },
};
