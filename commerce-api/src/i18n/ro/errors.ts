/** Romanian refusals of the public endpoints (`error.message`; the `code` never changes with the language). */
import type { ApiDictionary } from '../index.js';

export const errors: ApiDictionary['errors'] = {
  common: {
    generic: 'A apărut o eroare',
    loginRequired: 'Trebuie să fiți conectat(ă) pentru a accesa această resursă.',
    sessionExpired: 'Sesiunea dumneavoastră a expirat. Vă rugăm să vă conectați din nou.',
    forbidden: 'Nu aveți drepturile necesare pentru această acțiune.',
    notFound: 'Această resursă nu există.',
    routeNotFound: 'Această adresă nu există în API.',
    serviceUnavailable: 'Serviciul este momentan indisponibil. Vă rugăm să încercați din nou în câteva momente.',
    databaseUnavailable: 'Baza de date nu răspunde. Vă rugăm să încercați din nou în câteva momente.',
    tooManyRequests: 'Prea multe solicitări. Vă rugăm să așteptați un minut înainte de a încerca din nou.',
    tooManyAttempts: 'Prea multe încercări. Vă rugăm să așteptați un minut înainte de a încerca din nou.',
    tooManyCheckouts: 'Prea multe încercări de comandă de pe conexiunea dumneavoastră. Vă rugăm să așteptați un minut înainte de a încerca din nou.',
  },
  request: {
    invalidJson: 'Corpul solicitării nu este un JSON valid.',
    notJson: 'Corpul solicitării trebuie să fie un obiect JSON (antetul „Content-Type: application/json”).',
    tooLarge: 'Solicitarea este prea mare.',
    unsupportedEncoding: 'Codificarea solicitării nu este acceptată.',
    aborted: 'Solicitarea a fost întreruptă.',
    invalid: 'Solicitarea nu este validă.',
    headersTooLarge: 'Adresa sau anteturile solicitării sunt prea lungi.',
    timeout: 'Solicitarea nu a ajuns la timp. Vă rugăm să încercați din nou.',
    malformed: 'Solicitarea HTTP este incorect formată.',
    /** A refused field: „Câmpul „quantity” nu este valid: <why>.” */
    fieldInvalid: 'Câmpul „{field}” nu este valid: {reason}',
    /** A refused part of the request as a whole. */
    partInvalid: '{part} – eroare: {reason}',
    partValueInvalid: 'Valoare nevalidă: {part}.',
    otherFields: 'Alte câmpuri de corectat: {fields}.',
    /** How a field name is quoted in otherFields' list. */
    quotedField: '„{field}”',
    parts: {
      params: 'adresa',
      query: 'parametrii solicitării',
      body: 'corpul solicitării',
    },
  },
  cart: {
    cartNotFound: 'Acest coș nu există sau a expirat.',
    itemNotFound: 'Acest produs nu se află în coșul dumneavoastră.',
    ticketNotFound: 'Acest bilet nu există sau nu mai este oferit.',
    emptyForPromo: 'Coșul dumneavoastră este gol: adăugați bilete înainte de a aplica un cod promoțional.',
    quantity: 'Cantitatea trebuie să fie un număr întreg între 1 și {max}.',
    notOffered: 'Biletele „{name}” nu mai sunt oferite.',
    salesNotOpen: 'Vânzarea biletelor „{name}” nu a început încă.',
    salesClosed: 'Vânzarea biletelor „{name}” s-a încheiat.',
    soldOut: 'Biletele „{name}” sunt epuizate.',
    quantityLimit: 'Numărul maxim de bilete „{name}” pe comandă este {max}.',
    notEnoughSeats: {
      one: 'Pentru „{name}” a mai rămas doar {count} loc.',
      few: 'Pentru „{name}” au mai rămas doar {count} locuri.',
      other: 'Pentru „{name}” au mai rămas doar {count} de locuri.',
    },
    /** Added after quantityLimit / notEnoughSeats when the cart already holds some. */
    alreadyInCart: {
      one: 'Aveți deja {count} în coș.',
      few: 'Aveți deja {count} în coș.',
      other: 'Aveți deja {count} în coș.',
    },
  },
  promo: {
    invalid: 'Acest cod promoțional nu este valid.',
    notApplicableToCart: 'Acest cod promoțional nu se aplică niciunuia dintre biletele din coș.',
    notApplicableEmpty: 'Acest cod promoțional nu se aplică unui coș gol.',
    minSubtotal: 'Acest cod promoțional necesită o achiziție minimă de {minimum} (coșul dumneavoastră: {subtotal}).',
    minSubtotalRestricted: 'Acest cod promoțional necesită o achiziție minimă de {minimum} din biletele vizate (coșul dumneavoastră: {subtotal}).',
  },
  checkout: {
    requiredFields: 'Vă rugăm să completați toate câmpurile obligatorii',
    cartEmpty: 'Coșul dumneavoastră este gol',
    orderNotFound: 'Comanda nu a fost găsită.',
    orderPaid: 'Această comandă a fost deja plătită.',
    orderProcessing: 'Plata acestei comenzi este în curs de procesare: coșul ei nu poate fi restaurat deocamdată.',
    notEnoughSeats: {
      one: 'Pentru „{name}” a mai rămas doar {count} loc, iar dumneavoastră solicitați {wanted}. Modificați cantitatea din coș.',
      few: 'Pentru „{name}” au mai rămas doar {count} locuri, iar dumneavoastră solicitați {wanted}. Modificați cantitatea din coș.',
      other: 'Pentru „{name}” au mai rămas doar {count} de locuri, iar dumneavoastră solicitați {wanted}. Modificați cantitatea din coș.',
    },
    orderTooLarge:
      'Numărul maxim de bilete pe comandă este {max}, iar coșul dumneavoastră conține {wanted}. Reduceți cantitățile din coș: veți putea comanda celelalte bilete după ce această comandă este plătită.',
    tooManyPendingOrders: {
      one: 'Aveți deja {count} comandă care așteaptă plata. Finalizați plata acesteia sau renunțați la ea revenind de pe pagina de plată, apoi încercați din nou. Fără plată, o comandă își eliberează singură locurile: la {holdMinutes} min după creare sau la 30 de minute după deschiderea paginii de plată.',
      few: 'Aveți deja {count} comenzi care așteaptă plata. Finalizați plata uneia dintre ele sau renunțați la ea revenind de pe pagina de plată, apoi încercați din nou. Fără plată, o comandă își eliberează singură locurile: la {holdMinutes} min după creare sau la 30 de minute după deschiderea paginii de plată.',
      other: 'Aveți deja {count} de comenzi care așteaptă plata. Finalizați plata uneia dintre ele sau renunțați la ea revenind de pe pagina de plată, apoi încercați din nou. Fără plată, o comandă își eliberează singură locurile: la {holdMinutes} min după creare sau la 30 de minute după deschiderea paginii de plată.',
    },
    tooManyHeldSeats: {
      one: 'Comenzile dumneavoastră care așteaptă plata rezervă deja {count} loc și nu puteți rezerva mai mult de {max} în același timp. Reduceți cantitățile din coș sau finalizați plata celorlalte comenzi (ori renunțați la ele revenind de pe pagina de plată).',
      few: 'Comenzile dumneavoastră care așteaptă plata rezervă deja {count} locuri și nu puteți rezerva mai mult de {max} în același timp. Reduceți cantitățile din coș sau finalizați plata celorlalte comenzi (ori renunțați la ele revenind de pe pagina de plată).',
      other: 'Comenzile dumneavoastră care așteaptă plata rezervă deja {count} de locuri și nu puteți rezerva mai mult de {max} în același timp. Reduceți cantitățile din coș sau finalizați plata celorlalte comenzi (ori renunțați la ele revenind de pe pagina de plată).',
    },
  },
  payments: {
    orderNotFound: 'Comanda nu a fost găsită',
    providerUnavailable: 'Serviciul de plată este momentan indisponibil. Vă rugăm să încercați din nou în câteva momente.',
    providerError: 'Serviciul de plată nu a putut procesa solicitarea. Vă rugăm să încercați din nou.',
    inProgress: 'O altă încercare de plată a acestei comenzi este în curs. Vă rugăm să încercați din nou peste câteva clipe.',
    alreadyPaid: 'Această comandă a fost deja plătită.',
    processing: 'Plata acestei comenzi este în curs de procesare.',
    notPayable: 'Această comandă nu mai poate fi plătită. Vă rugăm să refaceți comanda.',
    expired: 'Timpul de rezervare a locurilor a expirat. Vă rugăm să refaceți comanda.',
    belowMinimum: 'Suma acestei comenzi este mai mică decât minimul acceptat pentru o plată cu cardul (0,50 €).',
    /** An order's failure as its status page shows it when the payment provider gave no reason. */
    failedDefault: 'A apărut o eroare la procesarea plății dumneavoastră.',
  },
  auth: {
    invalidCredentials: 'E-mail sau parolă incorectă.',
    emailNotVerified: 'Confirmați mai întâi adresa de e-mail: tocmai v-am retrimis linkul de confirmare.',
    resetLinkInvalid: 'Acest link de resetare nu mai este valabil. Solicitați unul nou.',
    magicLinkInvalid: 'Acest link de conectare nu mai este valabil. Solicitați unul nou.',
    verificationLinkInvalid: 'Acest link de confirmare nu mai este valabil. Solicitați unul nou.',
    wrongCurrentPassword: 'Parola actuală este incorectă.',
    mfaCodeInvalid: 'Cod de verificare incorect.',
    mfaTokenInvalid: 'Conectarea a expirat: vă rugăm să vă autentificați din nou.',
    registrationPasswordMismatch: 'Aceasta nu este parola aleasă la înregistrare.',
    tooManyAttempts: 'Prea multe încercări pentru acest cont. Încercați din nou peste {minutes} min.',
  },
  account: {
    ticketNotFound: 'Biletul nu a fost găsit.',
    orderNotFound: 'Comanda nu a fost găsită.',
    ticketNotValid: 'Acest bilet nu mai este valabil: nu poate fi descărcat.',
    noValidTickets: 'Această comandă nu are niciun bilet valabil de descărcat.',
    staffDeletionRefused: 'Conturile echipei (administrare, controlul biletelor) nu pot fi șterse din panoul de control.',
    passwordRequired: 'Vă rugăm să introduceți parola pentru a confirma ștergerea.',
    passwordRequiredField: 'Vă rugăm să introduceți parola.',
    wrongPassword: 'Parolă incorectă.',
    /** `{word}` is the word to type, which stays « SUPPRIMER » in every language. */
    confirmationRequired: 'Vă rugăm să tastați „{word}” pentru a confirma ștergerea.',
    confirmationRequiredField: 'Vă rugăm să tastați „{word}”.',
  },
  catalogue: {
    ticketNotFound: 'Acest bilet nu există sau nu mai este oferit.',
  },
  invitations: {
    notFound: 'Această invitație nu a fost găsită. Verificați linkul primit pe e-mail.',
    unavailable: 'Această invitație nu mai este disponibilă: a fost deja folosită, a fost anulată sau a expirat.',
    soldOut: 'Nu mai sunt suficiente locuri pentru acest bilet. Contactați echipa festivalului.',
  },
  messages: {
    notFound: 'Mesajul nu a fost găsit.',
  },
  newsletter: {
    confirmLinkInvalid: 'Acest link de confirmare nu este valid sau a expirat. Abonați-vă din nou pentru a primi un link nou.',
    unsubscribeLinkInvalid: 'Acest link de dezabonare nu este valid.',
    unsubscribeLinkIncomplete: 'Linkul de dezabonare este incomplet.',
  },
  password: {
    tooShort: 'Parola este prea scurtă (număr minim de caractere: {min}).',
    tooLong: 'Parola este prea lungă (număr maxim de caractere: {max}).',
    tooWeak: 'Această parolă este prea ușor de ghicit: lungiți-o sau combinați cuvinte neașteptate.',
  },
};
