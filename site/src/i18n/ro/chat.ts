/** Romanian UI strings of the chat bubble and the contact form. */
import type { Dictionary } from '../index';

/** Chat bubble. */
export const chat: Dictionary['chat'] = {
  open: 'Aveți nevoie de ajutor?',
  title: 'O întrebare?',
  intro: 'Cu ce vă putem ajuta?',
  questionChoice: 'Puneți o întrebare',
  supportChoice: 'O problemă cu comanda mea',
  name: 'Nume',
  email: 'E-mail',
  message: 'Mesaj',
  issue: 'Problema întâmpinată',
  orderNumber: 'Numărul comenzii (opțional)',
  send: 'Trimiteți',
  sending: 'Se trimite…',
  back: 'Înapoi',
  close: 'Închideți',
  generalSubject: 'Întrebare generală',
  supportSubject: 'Asistență tehnică – comanda: {orderNumber}',
  success: 'Mesajul a fost trimis!',
  error: 'A apărut o eroare. Vă rugăm să încercați din nou.',
  successText: 'Vă vom răspunde pe e-mail cât mai curând posibil.',
  retry: 'Încercați din nou',
  another: 'Trimiteți un alt mesaj',
  orderNumberHint: 'Îl găsiți în e-mailul de confirmare, de exemplu KL-7H3K9Q2M.',
  /** Label of the hidden anti-spam field (honeypot): never shown, never announced. */
  honeypot: 'Nu completați acest câmp',
  contactTitle: 'Scrieți-ne',
  contactLead: 'O întrebare despre festival sau o problemă cu o comandă? Trimiteți-ne un mesaj, vă răspundem pe e-mail.',
  kindLegend: 'Solicitarea dumneavoastră privește',
  errors: {
    summary: 'Vă rugăm să corectați câmpurile semnalate.',
    name: 'Vă rugăm să vă introduceți numele.',
    email: 'Vă rugăm să introduceți adresa de e-mail.',
    emailInvalid: 'Adresa de e-mail nu este validă.',
    message: 'Vă rugăm să scrieți mesajul.',
    issue: 'Vă rugăm să descrieți problema întâmpinată.',
  },
};
