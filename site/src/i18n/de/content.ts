import type { Dictionary } from '../index';

export const content: Dictionary['content'] = {
  untranslatedPage: 'Diese Seite ist noch nicht ins Deutsche übersetzt und wird daher auf Französisch angezeigt.',
  untranslatedEntries: 'Einige der folgenden Texte sind noch nicht ins Deutsche übersetzt und werden auf Französisch angezeigt.',
  frenchAuthoritative: 'Diese Übersetzung dient nur zur Information: Rechtlich verbindlich ist allein die französische Fassung.',
  frenchVersion: 'Französische Fassung lesen',
};
