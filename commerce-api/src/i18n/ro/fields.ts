/**
 * Romanian messages about one field of a public form (`error.fields[].message`, and `error.message`
 * when it is the first one).
 */
import type { ApiDictionary } from '../index.js';

export const fields: ApiDictionary['fields'] = {
  checkout: {
    required: {
      firstName: 'Vă rugăm să completați prenumele.',
      lastName: 'Vă rugăm să completați numele.',
      email: 'Vă rugăm să completați adresa de e-mail.',
      phone: 'Vă rugăm să completați numărul de telefon.',
      line1: 'Vă rugăm să completați adresa.',
      line2: 'Vă rugăm să completați detaliile adresei.',
      postalCode: 'Vă rugăm să completați codul poștal.',
      city: 'Vă rugăm să completați localitatea.',
      country: 'Vă rugăm să completați țara.',
      state: 'Vă rugăm să completați statul, provincia sau regiunea.',
      other: 'Vă rugăm să completați acest câmp.',
    },
    tooLong: {
      firstName: 'Prenumele este prea lung.',
      lastName: 'Numele este prea lung.',
      email: 'Adresa de e-mail este prea lungă.',
      phone: 'Numărul de telefon este prea lung.',
      line1: 'Adresa este prea lungă.',
      line2: 'Detaliile adresei sunt prea lungi.',
      postalCode: 'Codul poștal este prea lung.',
      city: 'Numele localității este prea lung.',
      country: 'Numele țării este prea lung.',
      state: 'Numele statului, al provinciei sau al regiunii este prea lung.',
      other: 'Acest câmp este prea lung.',
    },
    email: 'Vă rugăm să introduceți o adresă de e-mail validă.',
    country: 'Vă rugăm să alegeți o țară din listă.',
    state: 'Vă rugăm să alegeți un stat, o provincie sau o regiune validă pentru această țară.',
    phone: 'Vă rugăm să introduceți un număr de telefon valid.',
  },
  email: {
    missing: 'Vă rugăm să indicați adresa de e-mail.',
    tooLong: 'Adresa de e-mail este prea lungă.',
    invalid: 'Adresa de e-mail nu este validă.',
  },
  password: {
    choose: 'Vă rugăm să alegeți o parolă.',
    missing: 'Vă rugăm să indicați parola.',
    tooLong: 'Parola este prea lungă.',
    notText: 'Parola trebuie să fie un text.',
    confirmationNotText: 'Confirmarea trebuie să fie un text.',
  },
  name: {
    firstNameMissing: 'Vă rugăm să indicați prenumele.',
    lastNameMissing: 'Vă rugăm să indicați numele.',
    nameMissing: 'Vă rugăm să indicați numele.',
    firstNameTooLong: 'Prenumele este prea lung (număr maxim de caractere: {max}).',
    lastNameTooLong: 'Numele este prea lung (număr maxim de caractere: {max}).',
  },
  code: {
    missing: 'Vă rugăm să introduceți codul de verificare.',
    invalid: 'Cod de verificare incorect.',
  },
  link: {
    incomplete: 'Acest link este incomplet.',
    invalid: 'Acest link nu este valid.',
    confirmIncomplete: 'Linkul de confirmare este incomplet.',
    unsubscribeIncomplete: 'Linkul de dezabonare este incomplet.',
  },
  cart: {
    quantityNotInteger: 'Cantitatea trebuie să fie un număr întreg.',
    quantityTooSmall: 'Cantitatea trebuie să fie de cel puțin 1.',
    quantityTooLarge: 'Numărul maxim de bilete de același tip este {max}.',
    ticketId: 'Biletul trebuie indicat prin identificatorul său (număr) sau prin slug.',
  },
  contact: {
    subjectMissing: 'Vă rugăm să indicați subiectul mesajului.',
    subjectTooLong: 'Subiectul este prea lung (număr maxim de caractere: {max}).',
    subjectOneLine: 'Subiectul trebuie să încapă pe un singur rând.',
    messageMissing: 'Vă rugăm să scrieți mesajul.',
    messageTooLong: 'Mesajul este prea lung (număr maxim de caractere: {max}).',
    orderNumberNotText: 'Numărul comenzii trebuie să fie un text.',
    orderNumberTooLong: 'Acest număr de comandă este prea lung.',
  },
  invitation: {
    holderNameNotText: 'Fiecare nume trebuie să fie un text.',
    holderNameTooLong: 'Un nume este prea lung (număr maxim de caractere: {max}).',
    holderNamesNotList: 'Numele participanților trebuie să fie o listă.',
    tooManyHolderNames: 'Număr maxim de nume: {max}.',
  },
};
