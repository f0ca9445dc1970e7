/**
 * The Polish e-mails sent to buyers, account holders, subscribers, invited guests and people who
 * wrote to the festival. `{festival}` is the festival's name, which stays as it is.
 */
import type { ApiDictionary } from '../index.js';

export const mail: ApiDictionary['mail'] = {
  layout: {
    greeting: 'Dzień dobry, {name}!',
    greetingNoName: 'Dzień dobry!',
    copyLink: 'Można też skopiować ten link:',
    signOff: 'Do zobaczenia na parkiecie!',
    signature: 'Zespół {festival}',
    aQuestion: 'Pytania?',
  },
  orderConfirmation: {
    subject: 'Bilety na {festival} — zamówienie {number}',
    preheader: {
      one: 'Zamówienie {number} potwierdzone: {count} bilet w załączniku.',
      few: 'Zamówienie {number} potwierdzone: {count} bilety w załączniku.',
      many: 'Zamówienie {number} potwierdzone: {count} biletów w załączniku.',
      other: 'Zamówienie {number} potwierdzone: {count} biletu w załączniku.',
    },
    ticketing: 'Bilety',
    ticketCount: { one: '{count} bilet', few: '{count} bilety', many: '{count} biletów', other: '{count} biletu' },
    intro: {
      one: 'Dziękujemy za zamówienie! Płatność została potwierdzona, a bilet jest gotowy: znajduje się w pliku {file} załączonym do tej wiadomości ({count} bilet, na każdy bilet jedna strona z kodem QR).',
      few: 'Dziękujemy za zamówienie! Płatność została potwierdzona, a bilety są gotowe: znajdują się w pliku {file} załączonym do tej wiadomości ({count} bilety, na każdy bilet jedna strona z kodem QR).',
      many: 'Dziękujemy za zamówienie! Płatność została potwierdzona, a bilety są gotowe: znajdują się w pliku {file} załączonym do tej wiadomości ({count} biletów, na każdy bilet jedna strona z kodem QR).',
      other:
        'Dziękujemy za zamówienie! Płatność została potwierdzona, a bilety są gotowe: znajdują się w pliku {file} załączonym do tej wiadomości ({count} biletu, na każdy bilet jedna strona z kodem QR).',
    },
    order: 'Zamówienie',
    orderLine: 'Zamówienie: {number}',
    dateLine: 'Data: {date}',
    paymentLine: 'Płatność: {method}',
    placedOn: 'Złożone {date} · {method}',
    summary: 'Podsumowanie',
    /** Text version: „- Full Pass × 2 po 120,00 €: 240,00 €”. */
    summaryLine: '- {name} × {quantity} po {unitPrice}: {total}',
    columnTicket: 'Bilet',
    columnQuantity: 'Liczba',
    columnUnitPrice: 'Cena jedn.',
    columnTotal: 'Razem',
    subtotal: 'Suma częściowa',
    discount: 'Rabat',
    discountWithCode: 'Rabat (kod {code})',
    totalPaid: 'Zapłacono łącznie',
    /** Text version: „Suma częściowa: 240,00 €”. */
    amountLine: '{label}: {amount}',
    yourTickets: 'Bilety ({count})',
    atTheDoor: 'Przy wejściu na festiwal',
    usage: [
      'Każdy bilet w załączonym pliku PDF ma własny kod QR: należy go okazać przy wejściu, w formie wydruku lub na telefonie (maksymalna jasność ekranu).',
      'Kod QR uprawnia tylko do jednego wejścia: decyduje pierwszy skan. Prosimy go nie udostępniać i nie publikować zrzutów ekranu.',
      'Możemy poprosić o dokument tożsamości na nazwisko posiadacza biletu.',
    ],
    followOrder: 'Status zamówienia: {url}',
    viewOrder: 'Zobacz zamówienie',
    questionText: 'Pytania? Prosimy pisać na adres {email}, podając numer zamówienia {number}, lub dzwonić pod numer {phone}.',
    /** HTML version: `{email}` becomes a mailto link. */
    questionHtml: 'Pytania? Prosimy pisać na adres {email}, podając numer zamówienia, lub dzwonić pod numer {phone}.',
  },
  passwordReset: {
    subject: 'Resetowanie hasła',
    preheader: 'Ustawienie nowego hasła do konta.',
    intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do konta {festival}. Aby ustawić nowe hasło, wystarczy kliknąć poniższy przycisk.',
    button: 'Ustaw nowe hasło',
    after: 'Ten link jest ważny 30 minut i działa tylko raz. Po zmianie hasła wszystkie otwarte sesje zostaną zamknięte.',
    notMe: 'To nie Państwo wysłali tę prośbę? Wystarczy zignorować tę wiadomość: hasło pozostanie bez zmian.',
  },
  magicLink: {
    subject: 'Link do logowania',
    preheader: 'Logowanie jednym kliknięciem, bez hasła.',
    intro: 'Oto link do logowania w strefie {festival}, bez hasła.',
    button: 'Zaloguj mnie',
    after: 'Ten link jest ważny 30 minut i działa tylko raz.',
    notMe: 'Nie prosili Państwo o ten link? Wystarczy zignorować tę wiadomość: bez tego linku nikt nie może się zalogować.',
  },
  emailVerification: {
    subject: 'Potwierdzenie adresu e-mail',
    preheader: 'Jedno kliknięcie, by potwierdzić adres i mieć dostęp do biletów.',
    intro: 'Witamy na {festival}! Prosimy potwierdzić adres e-mail: zamówienia złożone z tego adresu pojawią się wtedy w strefie osobistej.',
    button: 'Potwierdź adres',
    after: 'Ten link jest ważny 48 godzin i działa tylko raz; jednocześnie loguje do konta.',
    notMe: 'Nie zakładali Państwo konta? Wystarczy zignorować tę wiadomość: adres nie zostanie potwierdzony.',
  },
  accountExists: {
    subject: 'To konto już istnieje',
    preheader: 'Ktoś próbował założyć konto z Państwa adresem.',
    intro:
      'Ktoś (zapewne Państwo) chciał założyć konto {festival} z tym adresem e-mail, ale konto z tym adresem już istnieje. Można zalogować się hasłem albo ustawić nowe, jeśli hasło zostało zapomniane.',
    button: 'Nie pamiętam hasła',
    after: 'Nie utworzono nowego konta, a istniejące konto nie zostało zmienione.',
    notMe: 'To nie Państwo? Wystarczy zignorować tę wiadomość.',
  },
  invitation: {
    subject: 'Zaproszenie na {festival}',
    /** „1 bilet „Full Pass”” / „2 bilety „Full Pass””. */
    what: {
      one: '{count} bilet „{ticket}”',
      few: '{count} bilety „{ticket}”',
      many: '{count} biletów „{ticket}”',
      other: '{count} biletu „{ticket}”',
    },
    intro: {
      one: 'Zespół {festival} ma przyjemność zaprosić Państwa: w prezencie {what}.',
      few: 'Zespół {festival} ma przyjemność zaprosić Państwa: w prezencie {what}.',
      many: 'Zespół {festival} ma przyjemność zaprosić Państwa: w prezencie {what}.',
      other: 'Zespół {festival} ma przyjemność zaprosić Państwa: w prezencie {what}.',
    },
    preheader: {
      one: '{what} czeka na Państwa.',
      few: '{what} czekają na Państwa.',
      many: '{what} czeka na Państwa.',
      other: '{what} czeka na Państwa.',
    },
    teamNote: 'Kilka słów od zespołu',
    ticketLine: 'Bilet: {ticket}',
    quantityLine: 'Liczba: {quantity}',
    action: 'Aby otrzymać bilety, prosimy otworzyć poniższy link i potwierdzić nazwiska uczestników: bilety (z kodami QR) od razu dotrą e-mailem.',
    button: 'Odbierz bilety',
    /** Text version: „Odbierz bilety: https://…”. */
    buttonLine: 'Odbierz bilety: {url}',
    expiry: 'Ten osobisty link jest ważny do {date} i działa tylko raz. Prosimy go nie przekazywać dalej.',
    notMe: 'Ta wiadomość trafiła do Państwa przez pomyłkę? Wystarczy ją zignorować.',
  },
  messageReceived: {
    subject: 'Otrzymaliśmy Państwa wiadomość — {subject}',
    preheader: 'Wiadomość dotarła: wkrótce odpowiemy.',
    intro:
      'Dziękujemy za wiadomość! Wiadomość z dnia {date} dotarła do nas: nasz zespół odpowiada zwykle w ciągu 48 godzin, e-mailem (oraz w strefie osobistej, jeśli mają Państwo konto).',
    subjectLine: 'Temat: {subject}',
    orderLine: 'Dotyczy zamówienia: {number}',
    followUpText: 'Aby uzupełnić zgłoszenie, prosimy napisać ponownie ze strony {url} lub na adres {email}.',
    followUpHtml: 'Aby uzupełnić zgłoszenie, prosimy napisać ponownie z naszej strony kontaktowej.',
    button: 'Napisz do nas',
    notMe: 'To nie Państwo wysłali tę wiadomość? Wystarczy zignorować ten e-mail.',
    urgent: 'Pilna sprawa?',
  },
  messageReply: {
    subject: 'Odpowiedź na Państwa wiadomość — {subject}',
    preheader: 'Nasz zespół odpowiedział na Państwa wiadomość.',
    intro: 'Oto odpowiedź naszego zespołu na wiadomość z dnia {date}.',
    introWithOrder: 'Oto odpowiedź naszego zespołu na wiadomość z dnia {date} (zamówienie {number}).',
    ourAnswer: 'Nasza odpowiedź',
    /** Text version's heading of the quoted answer. */
    ourAnswerLine: 'Nasza odpowiedź:',
    yourMessageText: 'Państwa wiadomość („{subject}”):',
    yourMessageHtml: 'Państwa wiadomość — {subject}',
    accountText: 'Mają Państwo konto? Cała korespondencja jest dostępna w strefie osobistej: {url}',
    accountHtml: 'Mają Państwo konto? Cała korespondencja jest dostępna w strefie osobistej.',
    button: 'Moje wiadomości',
    followUpText: 'Chcą Państwo coś doprecyzować? Prosimy napisać ze strony {url} lub na adres {email}.',
    /** HTML version: `{contactLink}` is a link whose text is contactPage, `{email}` a mailto link. */
    followUpHtml: 'Chcą Państwo coś doprecyzować? Prosimy napisać przez {contactLink} lub na adres {email}.',
    contactPage: 'stronę kontaktową',
  },
  newsletterConfirm: {
    subject: 'Potwierdzenie zapisu do newslettera {festival}',
    preheader: 'Jedno kliknięcie, by potwierdzić zapis.',
    intro:
      'Z tego adresu (przez Państwa lub inną osobę) wpłynęła prośba o zapis do newslettera festiwalu: line-up, start sprzedaży, warsztaty i informacje praktyczne, kilka e-maili w roku.',
    action: 'Aby potwierdzić zapis, wystarczy kliknąć poniższy przycisk. Link jest ważny 7 dni.',
    button: 'Potwierdzam zapis',
    ignore: 'To nie Państwo wysłali tę prośbę? Wystarczy zignorować tę wiadomość: adres nie zostanie zapisany i nic więcej nie wyślemy.',
    privacy: 'W każdej chwili można się wypisać za pomocą linku zamieszczonego w każdym newsletterze.',
  },
  newsletterIssue: {
    why: 'Otrzymują Państwo tę wiadomość, ponieważ ten adres jest zapisany do newslettera {festival}.',
    unsubscribe: 'Wypisz się',
    unsubscribeLine: 'Wypisz się: {url}',
  },
  /** The welcome issue sent once, at the first confirmation of an address. */
  newsletterWelcome: {
    subject: 'Witamy w newsletterze {festival}',
    paragraphs: [
      'Zapis został potwierdzony: dziękujemy!',
      'Jako pierwsi otrzymają Państwo ogłoszenia line-upu, informacje o starcie sprzedaży i ostatnich wolnych miejscach, program warsztatów oraz informacje praktyczne przed festiwalem. Nie więcej niż dwa e-maile w miesiącu.',
      'Do zobaczenia na parkiecie!',
    ],
  },
};
