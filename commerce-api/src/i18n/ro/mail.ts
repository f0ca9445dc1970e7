/**
 * The Romanian e-mails sent to buyers, account holders, subscribers, invited guests and people who
 * wrote to the festival. `{festival}` is the festival's name, which stays as it is.
 */
import type { ApiDictionary } from '../index.js';

export const mail: ApiDictionary['mail'] = {
  layout: {
    greeting: 'Bună ziua, {name},',
    greetingNoName: 'Bună ziua,',
    copyLink: 'Sau copiați acest link:',
    signOff: 'Ne vedem curând pe ringul de dans!',
    signature: 'Echipa {festival}',
    aQuestion: 'O întrebare?',
  },
  orderConfirmation: {
    subject: 'Biletele dumneavoastră pentru {festival} — comanda {number}',
    preheader: {
      one: 'Comanda {number} a fost confirmată: {count} bilet atașat.',
      few: 'Comanda {number} a fost confirmată: {count} bilete atașate.',
      other: 'Comanda {number} a fost confirmată: {count} de bilete atașate.',
    },
    ticketing: 'Bilete',
    ticketCount: { one: '{count} bilet', few: '{count} bilete', other: '{count} de bilete' },
    intro: {
      one: 'Vă mulțumim pentru comandă! Plata dumneavoastră este confirmată, iar biletul este gata: îl găsiți în fișierul {file} atașat acestui e-mail ({count} bilet, câte o pagină și un cod QR pentru fiecare bilet).',
      few: 'Vă mulțumim pentru comandă! Plata dumneavoastră este confirmată, iar biletele sunt gata: le găsiți în fișierul {file} atașat acestui e-mail ({count} bilete, câte o pagină și un cod QR pentru fiecare bilet).',
      other:
        'Vă mulțumim pentru comandă! Plata dumneavoastră este confirmată, iar biletele sunt gata: le găsiți în fișierul {file} atașat acestui e-mail ({count} de bilete, câte o pagină și un cod QR pentru fiecare bilet).',
    },
    order: 'Comandă',
    orderLine: 'Comanda: {number}',
    dateLine: 'Data: {date}',
    paymentLine: 'Plata: {method}',
    placedOn: 'Plasată pe {date} · {method}',
    summary: 'Rezumat',
    /** Text version: „- Full Pass × 2 la 120,00 €: 240,00 €”. */
    summaryLine: '- {name} × {quantity} la {unitPrice}: {total}',
    columnTicket: 'Bilet',
    columnQuantity: 'Cant.',
    columnUnitPrice: 'Preț unitar',
    columnTotal: 'Total',
    subtotal: 'Subtotal',
    discount: 'Reducere',
    discountWithCode: 'Reducere (codul {code})',
    totalPaid: 'Total plătit',
    /** Text version: „Subtotal: 240,00 €”. */
    amountLine: '{label}: {amount}',
    yourTickets: 'Biletele dumneavoastră ({count})',
    atTheDoor: 'La intrarea în festival',
    usage: [
      'Fiecare bilet din PDF-ul atașat are propriul cod QR: prezentați-l la intrare, tipărit sau pe telefon (luminozitate maximă).',
      'Un cod QR este valabil pentru o singură intrare: contează prima scanare. Nu îl distribuiți și nu publicați capturi de ecran.',
      'Vi se poate cere un act de identitate pe numele titularului biletului.',
    ],
    followOrder: 'Urmăriți comanda: {url}',
    viewOrder: 'Vedeți comanda',
    questionText: 'O întrebare? Scrieți-ne la {email}, indicând numărul comenzii {number}, sau sunați la {phone}.',
    /** HTML version: `{email}` becomes a mailto link. */
    questionHtml: 'O întrebare? Scrieți-ne la {email}, indicând numărul comenzii, sau sunați la {phone}.',
  },
  passwordReset: {
    subject: 'Resetarea parolei',
    preheader: 'Alegeți o parolă nouă pentru contul dumneavoastră.',
    intro: 'Ați solicitat resetarea parolei contului dumneavoastră {festival}. Faceți clic pe butonul de mai jos pentru a alege una nouă.',
    button: 'Alegeți o parolă nouă',
    after: 'Acest link este valabil 30 de minute și funcționează o singură dată. După schimbarea parolei, toate sesiunile deschise sunt închise.',
    notMe: 'Nu ați făcut dumneavoastră această solicitare? Ignorați acest e-mail: parola rămâne neschimbată.',
  },
  magicLink: {
    subject: 'Linkul dumneavoastră de conectare',
    preheader: 'Conectați-vă cu un clic, fără parolă.',
    intro: 'Iată linkul pentru a vă conecta la spațiul dumneavoastră {festival}, fără parolă.',
    button: 'Conectați-mă',
    after: 'Acest link este valabil 30 de minute și funcționează o singură dată.',
    notMe: 'Nu ați solicitat nimic? Ignorați acest e-mail: nimeni nu se poate conecta fără acest link.',
  },
  emailVerification: {
    subject: 'Confirmați-vă adresa de e-mail',
    preheader: 'Un clic pentru a vă confirma adresa și a vă regăsi biletele.',
    intro: 'Bine ați venit la {festival}! Confirmați-vă adresa de e-mail: comenzile plasate cu această adresă vor apărea atunci în spațiul dumneavoastră personal.',
    button: 'Confirm adresa',
    after: 'Acest link este valabil 48 de ore și funcționează o singură dată; totodată, vă conectează la cont.',
    notMe: 'Nu ați creat un cont? Ignorați acest e-mail: adresa nu va fi confirmată.',
  },
  accountExists: {
    subject: 'Aveți deja un cont',
    preheader: 'Cineva a încercat să creeze un cont cu adresa dumneavoastră.',
    intro:
      'Cineva (probabil dumneavoastră) a încercat să creeze un cont {festival} cu această adresă de e-mail, dar aveți deja un cont. Conectați-vă cu parola sau alegeți una nouă dacă ați uitat-o.',
    button: 'Am uitat parola',
    after: 'Nu a fost creat niciun cont nou, iar contul dumneavoastră nu a fost modificat.',
    notMe: 'Nu ați fost dumneavoastră? Ignorați acest e-mail.',
  },
  invitation: {
    subject: 'Invitație la {festival}',
    /** „1 bilet „Full Pass”” / „2 bilete „Full Pass””. */
    what: {
      one: '{count} bilet „{ticket}”',
      few: '{count} bilete „{ticket}”',
      other: '{count} de bilete „{ticket}”',
    },
    intro: {
      one: 'Echipa {festival} are plăcerea să vă invite: {what}, oferit din partea noastră.',
      few: 'Echipa {festival} are plăcerea să vă invite: {what}, oferite din partea noastră.',
      other: 'Echipa {festival} are plăcerea să vă invite: {what}, oferite din partea noastră.',
    },
    preheader: {
      one: '{what} vă așteaptă.',
      few: '{what} vă așteaptă.',
      other: '{what} vă așteaptă.',
    },
    teamNote: 'Mesajul echipei',
    ticketLine: 'Bilet: {ticket}',
    quantityLine: 'Cantitate: {quantity}',
    action: 'Pentru a primi biletele, deschideți linkul de mai jos și confirmați numele participanților: biletele (cu codul QR) vă sosesc imediat pe e-mail.',
    button: 'Primesc biletele',
    /** Text version: „Primesc biletele: https://…”. */
    buttonLine: 'Primesc biletele: {url}',
    expiry: 'Acest link personal este valabil până pe {date} și poate fi folosit o singură dată. Nu îl redirecționați.',
    notMe: 'Credeți că ați primit acest e-mail din greșeală? Pur și simplu ignorați-l.',
  },
  messageReceived: {
    subject: 'Am primit mesajul dumneavoastră — {subject}',
    preheader: 'Mesajul dumneavoastră a ajuns: vă răspundem în curând.',
    intro:
      'Vă mulțumim că ne-ați scris! Mesajul dumneavoastră din {date} a ajuns la noi: echipa noastră răspunde de obicei în 48 de ore, pe e-mail (și în spațiul dumneavoastră personal, dacă aveți un cont).',
    subjectLine: 'Subiect: {subject}',
    orderLine: 'Comanda vizată: {number}',
    followUpText: 'Pentru a vă completa solicitarea, scrieți-ne din nou de pe {url} sau la {email}.',
    followUpHtml: 'Pentru a vă completa solicitarea, scrieți-ne din nou de pe pagina noastră de contact.',
    button: 'Scrieți-ne',
    notMe: 'Nu ați scris dumneavoastră acest mesaj? Pur și simplu ignorați acest e-mail.',
    urgent: 'O întrebare urgentă?',
  },
  messageReply: {
    subject: 'Răspuns la mesajul dumneavoastră — {subject}',
    preheader: 'Echipa noastră a răspuns la mesajul dumneavoastră.',
    intro: 'Iată răspunsul echipei noastre la mesajul dumneavoastră din {date}.',
    introWithOrder: 'Iată răspunsul echipei noastre la mesajul dumneavoastră din {date} (comanda {number}).',
    ourAnswer: 'Răspunsul nostru',
    /** Text version's heading of the quoted answer. */
    ourAnswerLine: 'Răspunsul nostru:',
    yourMessageText: 'Mesajul dumneavoastră („{subject}”):',
    yourMessageHtml: 'Mesajul dumneavoastră — {subject}',
    accountText: 'Aveți un cont? Vă regăsiți conversațiile în spațiul dumneavoastră: {url}',
    accountHtml: 'Aveți un cont? Vă regăsiți conversațiile în spațiul dumneavoastră personal.',
    button: 'Vedeți mesajele mele',
    followUpText: 'Doriți să precizați ceva? Scrieți-ne de pe {url} sau la {email}.',
    /** HTML version: `{contactLink}` is a link whose text is contactPage, `{email}` a mailto link. */
    followUpHtml: 'Doriți să precizați ceva? Scrieți-ne de pe {contactLink} sau la {email}.',
    contactPage: 'pagina de contact',
  },
  newsletterConfirm: {
    subject: 'Confirmați abonarea la newsletterul {festival}',
    preheader: 'Un clic pentru a vă confirma abonarea.',
    intro:
      'Dumneavoastră (sau cineva care vă folosește adresa) ați cerut să primiți newsletterul festivalului: line-up, începerea vânzărilor, ateliere și informații practice, câteva e-mailuri pe an.',
    action: 'Pentru a vă confirma abonarea, faceți clic pe butonul de mai jos. Linkul este valabil 7 zile.',
    button: 'Confirm abonarea',
    ignore: 'Nu ați făcut dumneavoastră această solicitare? Ignorați acest e-mail: nu veți fi abonat(ă) și nu veți mai primi nimic.',
    privacy: 'Vă puteți dezabona oricând, prin linkul prezent în fiecare newsletter.',
  },
  newsletterIssue: {
    why: 'Primiți acest e-mail pentru că sunteți abonat(ă) la newsletterul {festival}.',
    unsubscribe: 'Dezabonare',
    unsubscribeLine: 'Dezabonare: {url}',
  },
  /** The welcome issue sent once, at the first confirmation of an address. */
  newsletterWelcome: {
    subject: 'Bine ați venit la newsletterul {festival}',
    paragraphs: [
      'Abonarea dumneavoastră este confirmată: vă mulțumim!',
      'Veți primi în avanpremieră anunțurile din line-up, începerea vânzărilor și ultimele locuri, programul atelierelor și informațiile practice dinaintea festivalului. Nu mai mult de două e-mailuri pe lună.',
      'Ne vedem curând pe ringul de dans.',
    ],
  },
};
