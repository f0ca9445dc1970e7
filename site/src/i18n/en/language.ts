import type { Dictionary } from '../index';

export const language: Dictionary['language'] = {
  label: 'Language',
  switcherLabel: 'Change language',
  current: 'You are reading this page in English',
  navigation: 'This page in another language',
  suggestion: {
    label: 'Language suggestion',
    text: 'This site is also available in English.',
    accept: 'Read in English',
    dismiss: 'No, thanks',
  },
};
