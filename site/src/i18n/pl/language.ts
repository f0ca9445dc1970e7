import type { Dictionary } from '../index';

export const language: Dictionary['language'] = {
  label: 'Język',
  switcherLabel: 'Zmiana języka',
  current: 'Ta strona jest wyświetlana po polsku',
  navigation: 'Ta strona w innym języku',
  suggestion: {
    label: 'Propozycja języka',
    text: 'Ta witryna jest dostępna także po polsku.',
    accept: 'Wersja polska',
    dismiss: 'Nie, dziękuję',
  },
};
