/** Polish UI strings of the ticket holders' section of the checkout. */
import type { Dictionary } from '../index';

export const holders: Dictionary['holders'] = {
  title: 'Kto przyjdzie?',
  hint: 'Jedno nazwisko na bilet: widnieje na bilecie i wyświetla się przy kontroli na wejściu. Pusty wiersz oznacza bilet na Państwa nazwisko.',
  ticket: 'Bilet {index} · {ticket}',
  you: 'kupujący',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  email: 'E-mail (opcjonalnie)',
};
