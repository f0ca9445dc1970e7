/** Romanian texts of name changes and transfers of tickets: refusals and e-mails. */
import type { ApiDictionary } from '../index.js';

export const transfers: ApiDictionary['transfers'] = {
  errors: {
    closed: 'Termenul pentru schimbările de nume și transferuri a trecut: acest bilet nu mai poate schimba titularul.',
    checkedIn: 'Acest bilet a fost deja scanat la intrare: nu mai poate schimba titularul.',
    invalid: 'Acest bilet nu mai este valabil (anulat sau rambursat): nu poate schimba titularul.',
    onResale: 'Acest bilet este scos la revânzare: retrageți-l de la revânzare înainte de a-l transfera sau de a schimba numele.',
    pending: 'Un transfer al acestui bilet este deja în curs: anulați-l mai întâi sau așteptați răspunsul destinatarului.',
    toSelf: 'Acest bilet este deja al dumneavoastră: indicați adresa de e-mail a persoanei căreia i-l dați.',
    notPending: 'Niciun transfer al acestui bilet nu este în curs.',
    linkNotFound: 'Acest link de transfer nu există sau nu mai este valabil.',
    alreadyAccepted: 'Acest bilet a fost deja acceptat: biletul pe numele dumneavoastră v-a fost trimis prin e-mail.',
    cancelled: 'Acest transfer a fost anulat de persoana care vă trimitea biletul.',
    expired: 'Acest transfer a expirat: biletul s-a întors la persoana care vi-l trimitea.',
    firstName: 'Vă rugăm să completați prenumele.',
    lastName: 'Vă rugăm să completați numele.',
    tooLong: 'Prenumele și numele nu pot depăși 100 de caractere.',
    email: 'Vă rugăm să introduceți o adresă de e-mail validă.',
  },
  mail: {
    offer: {
      subject: '{name} vă oferă biletul pentru {festival}',
      preheader: 'Acceptați biletul „{ticket}” pentru a-l primi pe numele dumneavoastră.',
      intro: '{name} vă transferă biletul „{ticket}” pentru {festival} ({dates}).',
      role: 'Rolul de dans de pe bilet: {role}.',
      action: 'Acceptă biletul',
      after: 'Imediat ce îl acceptați, primiți prin e-mail un bilet pe numele dumneavoastră, cu propriul cod QR.',
      expiry: 'Acest link este valabil până la {date}. Fără răspuns până atunci, biletul se întoarce la {name}.',
      ignore: 'Nu cunoașteți această persoană? Ignorați pur și simplu acest e-mail: nu se va întâmpla nimic.',
    },
    ticket: {
      subjectRenamed: 'Biletul dumneavoastră actualizat — biletul nr. {number}',
      subjectTransferred: 'Biletul dumneavoastră pentru {festival} — biletul nr. {number}',
      subjectReturned: 'Biletul s-a întors la dumneavoastră — biletul nr. {number}',
      preheader: 'Biletul dumneavoastră „{ticket}” este atașat acestui e-mail.',
      introRenamed: 'Numele de pe biletul dumneavoastră „{ticket}” a fost schimbat: iată biletul actualizat, cu un cod QR nou.',
      introTransferred: 'Biletul „{ticket}” pe care vi l-a transferat {name} este acum pe numele dumneavoastră. Iată-l, cu codul său QR.',
      introCancelled: 'Ați anulat transferul biletului dumneavoastră „{ticket}”: rămâne pe numele dumneavoastră, cu un cod QR nou.',
      introExpired: 'Transferul biletului dumneavoastră „{ticket}” nu a fost acceptat la timp: biletul s-a întors la dumneavoastră, cu un cod QR nou.',
      oldCode: 'Vechiul cod QR nu mai deschide intrarea: este valabil doar biletul atașat acestui e-mail.',
      dashboard: 'Biletele dumneavoastră se află și în contul dumneavoastră, când vă conectați cu această adresă de e-mail:',
      dashboardAction: 'Vezi biletele mele',
      fileName: 'bilet-{number}',
    },
    /** The order confirmation's way to the dashboard (quick access for guests). */
    manage: {
      action: 'Gestionează biletele mele',
      text: 'Pentru a schimba numele de pe un bilet, a-l transfera sau a-l revinde, conectați-vă cu adresa de e-mail a acestei comenzi.',
    },
    accepted: {
      subject: '{name} a acceptat biletul dumneavoastră',
      preheader: 'Biletul „{ticket}” este acum pe noul nume.',
      text: '{name} a acceptat biletul „{ticket}” (nr. {number}) pe care i l-ați transferat: este acum pe numele acestei persoane, cu un cod QR nou, și nu mai apare în contul dumneavoastră.',
      thanks: 'Vă mulțumim că locul dumneavoastră la festival nu rămâne gol.',
    },
  },
};
