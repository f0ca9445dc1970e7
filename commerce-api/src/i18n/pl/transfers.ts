/** Polish texts of name changes and transfers of tickets: refusals and e-mails. */
import type { ApiDictionary } from '../index.js';

export const transfers: ApiDictionary['transfers'] = {
  errors: {
    closed: 'Termin zmian nazwiska i przekazywania biletów minął: ten bilet nie może już zmienić posiadacza.',
    checkedIn: 'Ten bilet został już zeskanowany przy wejściu: nie może już zmienić posiadacza.',
    invalid: 'Ten bilet nie jest już ważny (anulowany lub zwrócony): nie może zmienić posiadacza.',
    onResale: 'Ten bilet jest wystawiony do odsprzedaży: prosimy wycofać go z odsprzedaży przed przekazaniem lub zmianą nazwiska.',
    pending: 'Przekazanie tego biletu jest już w toku: prosimy najpierw je anulować lub poczekać na odpowiedź odbiorcy.',
    toSelf: 'Ten bilet już należy do Państwa: prosimy podać adres e-mail osoby, której go Państwo przekazują.',
    notPending: 'Żadne przekazanie tego biletu nie jest w toku.',
    linkNotFound: 'Ten link przekazania nie istnieje lub nie jest już ważny.',
    alreadyAccepted: 'Ten bilet został już przyjęty: bilet na Państwa nazwisko wysłano e-mailem.',
    cancelled: 'To przekazanie zostało anulowane przez osobę, która wysyłała bilet.',
    expired: 'To przekazanie wygasło: bilet wrócił do osoby, która go wysyłała.',
    firstName: 'Prosimy podać imię.',
    lastName: 'Prosimy podać nazwisko.',
    tooLong: 'Imię i nazwisko nie mogą przekraczać 100 znaków.',
    email: 'Prosimy podać prawidłowy adres e-mail.',
  },
  mail: {
    offer: {
      subject: '{name} przekazuje Państwu bilet na {festival}',
      preheader: 'Prosimy przyjąć bilet „{ticket}”, aby otrzymać go na swoje nazwisko.',
      intro: '{name} przekazuje Państwu bilet „{ticket}” na {festival} ({dates}).',
      role: 'Rola taneczna na bilecie: {role}.',
      action: 'Przyjmij bilet',
      after: 'Po przyjęciu otrzymają Państwo e-mailem bilet na swoje nazwisko, z własnym kodem QR.',
      expiry: 'Ten link jest ważny do {date}. Bez odpowiedzi do tego czasu bilet wraca do: {name}.',
      ignore: 'Nie znają Państwo tej osoby? Wystarczy zignorować tę wiadomość: nic się nie stanie.',
    },
    ticket: {
      subjectRenamed: 'Zaktualizowany bilet — bilet nr {number}',
      subjectTransferred: 'Bilet na {festival} — bilet nr {number}',
      subjectReturned: 'Bilet wrócił do Państwa — bilet nr {number}',
      preheader: 'Bilet „{ticket}” jest załączony do tej wiadomości.',
      introRenamed: 'Nazwisko na bilecie „{ticket}” zostało zmienione: oto zaktualizowany bilet z nowym kodem QR.',
      introTransferred: 'Bilet „{ticket}”, który przekazał(a) Państwu {name}, jest teraz na Państwa nazwisko. Oto on, z kodem QR.',
      introCancelled: 'Anulowali Państwo przekazanie biletu „{ticket}”: pozostaje na Państwa nazwisko, z nowym kodem QR.',
      introExpired: 'Przekazanie biletu „{ticket}” nie zostało przyjęte na czas: bilet wrócił do Państwa, z nowym kodem QR.',
      oldCode: 'Stary kod QR nie otwiera już wejścia: ważny jest tylko bilet załączony do tej wiadomości.',
      dashboard: 'Bilety są też dostępne na Państwa koncie po zalogowaniu się tym adresem e-mail:',
      dashboardAction: 'Zobacz moje bilety',
      fileName: 'bilet-{number}',
    },
    /** The order confirmation's way to the dashboard (quick access for guests). */
    manage: {
      action: 'Zarządzaj biletami',
      text: 'Aby zmienić nazwisko na bilecie, przekazać go lub odsprzedać, prosimy zalogować się adresem e-mail z tego zamówienia.',
    },
    accepted: {
      subject: '{name} przyjął(-ęła) Państwa bilet',
      preheader: 'Bilet „{ticket}” jest teraz na nowe nazwisko.',
      text: '{name} przyjął(-ęła) przekazany bilet „{ticket}” (nr {number}): jest teraz na nowe nazwisko, z nowym kodem QR, i nie widnieje już na Państwa koncie.',
      thanks: 'Dziękujemy, że Państwa miejsce na festiwalu nie pozostanie puste.',
    },
  },
};
