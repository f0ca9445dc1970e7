/** Polish UI strings of the invitation landing page. */
import type { Dictionary } from '../index';

/** The public invitation page (/invitation/{token}). */
export const invitation: Dictionary['invitation'] = {
  title: 'Zaproszenie',
  description: 'Zaproszenie na Kizomba Lumière Festival.',
  loading: 'Wczytywanie zaproszenia…',
  lead: '{name}, zapraszamy na festiwal!',
  offer: '{quantity} × {type}',
  ticketsLabel: 'Bilety w prezencie',
  messageLabel: 'Wiadomość od organizatorów',
  expires: 'Zaproszenie ważne do {date}.',
  holdersTitle: 'Nazwiska na biletach',
  holdersHint: 'Opcjonalnie: bilety mogą też pozostać wystawione na Państwa nazwisko.',
  holderLabel: 'Bilet {index}',
  accept: 'Przyjmij zaproszenie',
  accepting: 'Zatwierdzanie…',
  successTitle: 'Bilety są już w drodze',
  successText: 'Dotrą e-mailem w ciągu kilku minut. Zamówienie {number}.',
  successLink: 'Zobacz zamówienie',
  notFound: 'To zaproszenie nie istnieje. Prosimy sprawdzić link otrzymany e-mailem.',
  unavailable: 'To zaproszenie nie jest już dostępne: zostało przyjęte, anulowane lub wygasło.',
  soldOut: 'Na ten bilet nie ma już miejsc. Prosimy o kontakt z organizatorami.',
  claimed: 'To zaproszenie zostało już przyjęte: bilety wysłaliśmy e-mailem.',
  revoked: 'To zaproszenie zostało anulowane.',
  expired: 'To zaproszenie wygasło.',
  contact: 'Kontakt z nami',
  backHome: 'Powrót na stronę główną',
};
