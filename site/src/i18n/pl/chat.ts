/** Polish UI strings of the chat bubble and the contact form. */
import type { Dictionary } from '../index';

/** Chat bubble. */
export const chat: Dictionary['chat'] = {
  open: 'Potrzebna pomoc?',
  title: 'Pytanie?',
  intro: 'W czym możemy pomóc?',
  questionChoice: 'Zadaj pytanie',
  supportChoice: 'Problem z zamówieniem',
  name: 'Imię i nazwisko',
  email: 'E-mail',
  message: 'Wiadomość',
  issue: 'Opis problemu',
  orderNumber: 'Numer zamówienia (opcjonalnie)',
  send: 'Wyślij',
  sending: 'Wysyłanie…',
  back: 'Wstecz',
  close: 'Zamknij',
  generalSubject: 'Pytanie ogólne',
  supportSubject: 'Pomoc techniczna – zamówienie: {orderNumber}',
  success: 'Wiadomość została wysłana!',
  error: 'Wystąpił błąd. Prosimy spróbować ponownie.',
  successText: 'Odpowiemy e-mailem najszybciej, jak to możliwe.',
  retry: 'Spróbuj ponownie',
  another: 'Wyślij kolejną wiadomość',
  orderNumberHint: 'Znajduje się w e-mailu z potwierdzeniem, np. KL-7H3K9Q2M.',
  /** Label of the hidden anti-spam field (honeypot): never shown, never announced. */
  honeypot: 'Tego pola nie należy wypełniać',
  contactTitle: 'Prosimy o wiadomość',
  contactLead: 'Pytanie o festiwal lub problem z zamówieniem? Prosimy wysłać nam wiadomość – odpowiadamy e-mailem.',
  kindLegend: 'Czego dotyczy zapytanie?',
  errors: {
    summary: 'Prosimy poprawić zaznaczone pola.',
    name: 'Prosimy podać imię i nazwisko.',
    email: 'Prosimy podać adres e-mail.',
    emailInvalid: 'Adres e-mail jest nieprawidłowy.',
    message: 'Prosimy wpisać wiadomość.',
    issue: 'Prosimy opisać problem.',
  },
};
