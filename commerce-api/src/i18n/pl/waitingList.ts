/** Polskie teksty listy oczekujących: odmowy, odpowiedzi, nazwy ról i trzy e-maile. */
import type { ApiDictionary } from '../index.js';

export const waitingList: ApiDictionary['waitingList'] = {
  errors: {
    entryNotFound: 'Nie znaleziono tego zapisu na listę oczekujących. Prosimy sprawdzić link otrzymany e-mailem.',
    offerNotFound: 'Nie znaleziono tej oferty. Prosimy sprawdzić link otrzymany e-mailem.',
    offerExpired: 'Ta oferta jest już nieważna: czas na rezerwację miejsc minął.',
    offerUsed: 'Ta oferta została już wykorzystana do zamówienia i nie można jej użyć ponownie.',
    ticketTypeNotFound: 'Nie znaleziono tego biletu.',
    available: 'Miejsca „{name}” są w sprzedaży: można je zarezerwować bezpośrednio, bez listy oczekujących.',
    closed: 'Bilety „{name}” nie są w sprzedaży: lista oczekujących jest otwarta tylko w czasie sprzedaży.',
    roleRequired: 'Prosimy wybrać rolę w tańcu: leader (prowadzący) lub follower (podążający).',
    roleNotAllowed: 'Tego biletu nie rezerwuje się według roli w tańcu.',
    entryClosed: 'Ten zapis nie znajduje się już na liście oczekujących.',
    confirmationExpired: 'Ten link potwierdzający wygasł: zapis należy potwierdzić w ciągu 48 godzin. Prosimy zapisać się ponownie na stronie biletów.',
  },
  fields: {
    ticketTypeId: 'Prosimy wybrać bilet.',
    quantityTooLarge: 'Można oczekiwać na najwyżej {max} miejsca.',
    role: 'Rola w tańcu musi mieć wartość „leader” lub „follower”.',
  },
  notices: {
    confirmationSent: 'Prosimy potwierdzić zapis: wysłaliśmy e-mail na adres {email}. Miejsce w kolejce liczy się od chwili potwierdzenia.',
    confirmed: 'Potwierdzone: zapis na listę oczekujących przyjęty, pozycja {position}.',
    alreadyJoined: 'Ten adres jest już na liście oczekujących na ten bilet, na pozycji {position}.',
    alreadyOffered: 'Ten adres jest już na liście oczekujących na ten bilet: oferta została wysłana e-mailem.',
    left: 'Zapis na listę oczekujących został usunięty.',
  },
  roles: {
    leader: 'leader (prowadzący)',
    follower: 'follower (podążający)',
  },
  mail: {
    what: {
      one: '{count} miejsce „{ticket}”',
      few: '{count} miejsca „{ticket}”',
      many: '{count} miejsc „{ticket}”',
      other: '{count} miejsca „{ticket}”',
    },
    whatWithRole: {
      one: '{count} miejsce „{ticket}” w roli: {role}',
      few: '{count} miejsca „{ticket}” w roli: {role}',
      many: '{count} miejsc „{ticket}” w roli: {role}',
      other: '{count} miejsca „{ticket}” w roli: {role}',
    },
    confirmation: {
      subject: 'Prosimy potwierdzić zapis na listę oczekujących {festival}',
      preheader: 'Jedno kliknięcie, aby zająć miejsce w kolejce: {what}.',
      intro: 'Otrzymaliśmy prośbę o zapis na listę oczekujących: {what}. Prosimy potwierdzić zapis przyciskiem poniżej w ciągu 48 godzin: miejsce w kolejce liczy się od tej chwili.',
      how: 'Gdy tylko zwolni się miejsce, oferujemy je pierwszej osobie z listy: przyjdzie wtedy e-mail z linkiem do rezerwacji, ważnym przez ograniczony czas. Bez odpowiedzi w tym czasie oferta przechodzi na kolejną osobę, a zapis wraca na koniec listy; po drugim niewykorzystanym terminie zapis zostaje usunięty z listy.',
      confirm: 'Po potwierdzeniu ta sama strona pokazuje pozycję na liście i pozwala w każdej chwili z niej zrezygnować:',
      button: 'Potwierdzam zapis',
      buttonLine: 'Potwierdzam zapis: {url}',
      notMe: 'To nie Państwa prośba? Wystarczy zignorować tę wiadomość: bez potwierdzenia zapis zostanie usunięty po 48 godzinach.',
    },
    offer: {
      subject: {
        one: 'Zwolniło się {count} miejsce dla Państwa na {festival}',
        few: 'Zwolniły się {count} miejsca dla Państwa na {festival}',
        many: 'Zwolniło się {count} miejsc dla Państwa na {festival}',
        other: 'Zwolniło się {count} miejsca dla Państwa na {festival}',
      },
      preheader: 'Zarezerwowane dla Państwa do {date}.',
      intro: {
        one: 'Dobra wiadomość: zwolniło się {what} i rezerwujemy je dla Państwa.',
        few: 'Dobra wiadomość: zwolniły się {what} i rezerwujemy je dla Państwa.',
        many: 'Dobra wiadomość: zwolniło się {what} i rezerwujemy je dla Państwa.',
        other: 'Dobra wiadomość: zwolniło się {what} i rezerwujemy je dla Państwa.',
      },
      hold: {
        one: 'Rezerwacja jest ważna do {date} (czasu paryskiego): potem miejsce zostanie zaoferowane kolejnej osobie z listy.',
        few: 'Rezerwacja jest ważna do {date} (czasu paryskiego): potem miejsca zostaną zaoferowane kolejnej osobie z listy.',
        many: 'Rezerwacja jest ważna do {date} (czasu paryskiego): potem miejsca zostaną zaoferowane kolejnej osobie z listy.',
        other: 'Rezerwacja jest ważna do {date} (czasu paryskiego): potem miejsca zostaną zaoferowane kolejnej osobie z listy.',
      },
      total: 'Kwota: {total}',
      action: 'Wystarczy otworzyć poniższy link: miejsca trafią od razu do koszyka i pozostanie tylko zapłacić. Ten osobisty link służy do jednego zamówienia.',
      button: 'Rezerwuję miejsca',
      buttonLine: 'Rezerwuję miejsca: {url}',
      decline: 'Nie mogą Państwo przyjechać? Wystarczy zignorować tę wiadomość: po upływie terminu miejsce przejdzie na kolejną osobę.',
    },
    removed: {
      subject: 'Zapis na listę oczekujących {festival} wygasł',
      preheader: 'Dwie oferty pozostały bez odpowiedzi.',
      intro: 'Dwukrotnie zaoferowaliśmy Państwu: {what}, ale żadna z ofert nie została wykorzystana na czas. Aby dać szansę kolejnej osobie, zapis na listę oczekujących został zakończony.',
      again: 'Jeśli nadal chcą Państwo przyjechać, można zapisać się ponownie w dowolnej chwili na stronie biletów.',
      button: 'Zobacz bilety',
      buttonLine: 'Zobacz bilety: {url}',
    },
  },
};
