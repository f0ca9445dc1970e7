import type { Dictionary } from '../index';

export const language: Dictionary['language'] = {
  label: 'Lingua',
  switcherLabel: 'Cambio lingua',
  current: 'Sta leggendo questa pagina in italiano',
  navigation: 'Questa pagina in un’altra lingua',
  suggestion: {
    label: 'Suggerimento di lingua',
    text: 'Questo sito è disponibile anche in italiano.',
    accept: 'Versione italiana',
    dismiss: 'No, grazie',
  },
};
