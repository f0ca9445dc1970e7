import type { Dictionary } from '../index';

export const content: Dictionary['content'] = {
  untranslatedPage: 'Ta strona nie została jeszcze przetłumaczona na język polski, dlatego jest wyświetlana po francusku.',
  untranslatedEntries: 'Niektóre z poniższych tekstów nie zostały jeszcze przetłumaczone na język polski i są wyświetlane po francusku.',
  frenchAuthoritative: 'To tłumaczenie ma charakter wyłącznie informacyjny: wiążąca jest jedynie wersja francuska.',
  frenchVersion: 'Wersja francuska',
};
