import type { Dictionary } from '../index';

export const content: Dictionary['content'] = {
  untranslatedPage: 'Esta página ainda não foi traduzida para português, pelo que é apresentada em francês.',
  untranslatedEntries: 'Alguns dos textos abaixo ainda não foram traduzidos para português e são apresentados em francês.',
  frenchAuthoritative: 'Esta tradução é fornecida apenas a título informativo: só a versão francesa faz fé.',
  frenchVersion: 'Ler a versão francesa',
};
