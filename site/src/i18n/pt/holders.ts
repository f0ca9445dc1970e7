/** Portuguese UI strings of the ticket holders' section of the checkout. */
import type { Dictionary } from '../index';

export const holders: Dictionary['holders'] = {
  title: 'Quem vem?',
  hint: 'Um nome por bilhete: consta do bilhete e aparece no controlo à entrada. Uma linha deixada em branco põe o bilhete em seu nome.',
  ticket: 'Bilhete {index} · {ticket}',
  you: 'o próprio',
  firstName: 'Nome próprio',
  lastName: 'Apelido',
  email: 'E-mail (opcional)',
};
