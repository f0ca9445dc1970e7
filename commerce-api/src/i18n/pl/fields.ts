/**
 * Polish messages about one field of a public form (`error.fields[].message`, and `error.message`
 * when it is the first one).
 */
import type { ApiDictionary } from '../index.js';

export const fields: ApiDictionary['fields'] = {
  checkout: {
    required: {
      firstName: 'Prosimy podać imię.',
      lastName: 'Prosimy podać nazwisko.',
      email: 'Prosimy podać adres e-mail.',
      phone: 'Prosimy podać numer telefonu.',
      line1: 'Prosimy podać adres.',
      line2: 'Prosimy podać dodatkowe informacje adresowe.',
      postalCode: 'Prosimy podać kod pocztowy.',
      city: 'Prosimy podać miejscowość.',
      country: 'Prosimy podać kraj.',
      state: 'Prosimy podać stan, prowincję lub region.',
      other: 'Prosimy wypełnić to pole.',
    },
    tooLong: {
      firstName: 'Imię jest za długie.',
      lastName: 'Nazwisko jest za długie.',
      email: 'Adres e-mail jest za długi.',
      phone: 'Numer telefonu jest za długi.',
      line1: 'Adres jest za długi.',
      line2: 'Dodatkowe informacje adresowe są za długie.',
      postalCode: 'Kod pocztowy jest za długi.',
      city: 'Nazwa miejscowości jest za długa.',
      country: 'Nazwa kraju jest za długa.',
      state: 'Nazwa stanu, prowincji lub regionu jest za długa.',
      other: 'To pole jest za długie.',
    },
    email: 'Prosimy wpisać prawidłowy adres e-mail.',
    country: 'Prosimy wybrać kraj z listy.',
    state: 'Prosimy wybrać prawidłowy dla tego kraju stan, prowincję lub region.',
    phone: 'Prosimy wpisać prawidłowy numer telefonu.',
  },
  email: {
    missing: 'Prosimy podać adres e-mail.',
    tooLong: 'Adres e-mail jest za długi.',
    invalid: 'Adres e-mail jest nieprawidłowy.',
  },
  password: {
    choose: 'Prosimy ustawić hasło.',
    missing: 'Prosimy podać hasło.',
    tooLong: 'Hasło jest za długie.',
    notText: 'Hasło musi być tekstem.',
    confirmationNotText: 'Potwierdzenie musi być tekstem.',
  },
  name: {
    firstNameMissing: 'Prosimy podać imię.',
    lastNameMissing: 'Prosimy podać nazwisko.',
    nameMissing: 'Prosimy podać imię i nazwisko.',
    firstNameTooLong: 'Imię jest za długie (maksymalna liczba znaków: {max}).',
    lastNameTooLong: 'Nazwisko jest za długie (maksymalna liczba znaków: {max}).',
  },
  code: {
    missing: 'Prosimy wpisać kod weryfikacyjny.',
    invalid: 'Nieprawidłowy kod weryfikacyjny.',
  },
  link: {
    incomplete: 'Ten link jest niekompletny.',
    invalid: 'Ten link jest nieprawidłowy.',
    confirmIncomplete: 'Link potwierdzający jest niekompletny.',
    unsubscribeIncomplete: 'Link do wypisania się jest niekompletny.',
  },
  cart: {
    quantityNotInteger: 'Liczba biletów musi być liczbą całkowitą.',
    quantityTooSmall: 'Liczba biletów musi wynosić co najmniej 1.',
    quantityTooLarge: 'Liczba biletów jednego rodzaju nie może przekraczać {max}.',
    ticketId: 'Bilet należy wskazać za pomocą identyfikatora (liczby) lub sluga.',
  },
  contact: {
    subjectMissing: 'Prosimy podać temat wiadomości.',
    subjectTooLong: 'Temat jest za długi (maksymalna liczba znaków: {max}).',
    subjectOneLine: 'Temat musi mieścić się w jednym wierszu.',
    messageMissing: 'Prosimy wpisać wiadomość.',
    messageTooLong: 'Wiadomość jest za długa (maksymalna liczba znaków: {max}).',
    orderNumberNotText: 'Numer zamówienia musi być tekstem.',
    orderNumberTooLong: 'Ten numer zamówienia jest za długi.',
  },
  invitation: {
    holderNameNotText: 'Każde nazwisko musi być tekstem.',
    holderNameTooLong: 'Nazwisko jest za długie (maksymalna liczba znaków: {max}).',
    holderNamesNotList: 'Nazwiska uczestników muszą być podane w formie listy.',
    tooManyHolderNames: 'Maksymalna liczba nazwisk: {max}.',
  },
};
