/** Polish UI strings of the newsletter form and its confirmation pages. */
import type { Dictionary } from '../index';

/** Newsletter: footer box, /newsletter/confirm, /newsletter/unsubscribe (docs/accounts.md). */
export const newsletter: Dictionary['newsletter'] = {
  sending: 'Zapisywanie…',
  success: 'Dziękujemy! Prosimy sprawdzić skrzynkę e-mail, aby potwierdzić zapis.',
  error: 'Wystąpił błąd. Prosimy spróbować ponownie.',
  emailRequired: 'Prosimy podać adres e-mail.',
  emailInvalid: 'Adres e-mail jest nieprawidłowy.',
  confirmTitle: 'Potwierdzenie zapisu',
  confirmDescription: 'Potwierdzenie zapisu do newslettera Kizomba Lumière Festival.',
  confirming: 'Trwa potwierdzanie…',
  confirmed: 'Zapis potwierdzony',
  confirmedText: 'Kolejne ogłoszenia festiwalu będą przychodzić na adres {email}.',
  confirmedTextShort: 'Kolejne ogłoszenia festiwalu będą przychodzić na podany adres.',
  confirmFailed: 'Nie udało się potwierdzić zapisu',
  unsubscribeTitle: 'Wypisanie z newslettera',
  unsubscribeDescription: 'Wypisanie z newslettera Kizomba Lumière Festival.',
  unsubscribeText: 'Nie chcą już Państwo otrzymywać newslettera festiwalu? Wystarczy potwierdzić jednym kliknięciem.',
  unsubscribeButton: 'Wypisz mnie',
  unsubscribing: 'Wypisywanie…',
  unsubscribed: 'Wypisanie potwierdzone',
  unsubscribedText:
    'Adres został wypisany: newsletter nie będzie już wysyłany. W każdej chwili można zapisać się ponownie w stopce strony.',
  unsubscribeFailed: 'Nie udało się wypisać z newslettera',
  invalidLink: 'Ten link jest nieprawidłowy lub wygasł.',
  backHome: 'Powrót na stronę główną',
  /** The footer form posted without JavaScript lands on one of these two pages. */
  subscribedTitle: 'Zapis do newslettera',
  subscribedDescription: 'Zapis do newslettera Kizomba Lumière Festival.',
  subscribedText: 'Link potwierdzający jest ważny 7 dni. Warto zajrzeć także do folderu ze spamem.',
  invalidTitle: 'Nieprawidłowy adres e-mail',
  invalidText: 'Prosimy sprawdzić adres i spróbować ponownie w formularzu na dole strony.',
};
