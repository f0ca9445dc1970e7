import type { Dictionary } from '../index';

export const language: Dictionary['language'] = {
  label: 'Idioma',
  switcherLabel: 'Mudar de idioma',
  current: 'Está a ler esta página em português',
  navigation: 'Esta página noutro idioma',
  suggestion: {
    label: 'Sugestão de idioma',
    text: 'Este site também está disponível em português.',
    accept: 'Ler em português',
    dismiss: 'Agora não',
  },
};
