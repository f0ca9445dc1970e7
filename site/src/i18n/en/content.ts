import type { Dictionary } from '../index';

export const content: Dictionary['content'] = {
  untranslatedPage: 'This page has not been translated into English yet, so it is shown in French.',
  untranslatedEntries: 'Some of the texts below have not been translated into English yet and are shown in French.',
  frenchAuthoritative: 'This translation is provided for information only: the French version is the only legally binding one.',
  frenchVersion: 'Read the French version',
};
