import type { Dictionary } from '../index';

export const content: Dictionary['content'] = {
  untranslatedPage: 'Questa pagina non è ancora stata tradotta in italiano, perciò viene mostrata in francese.',
  untranslatedEntries: 'Alcuni dei testi seguenti non sono ancora stati tradotti in italiano e vengono mostrati in francese.',
  frenchAuthoritative: 'Questa traduzione è fornita a solo scopo informativo: fa fede esclusivamente la versione francese.',
  frenchVersion: 'Leggi la versione francese',
};
