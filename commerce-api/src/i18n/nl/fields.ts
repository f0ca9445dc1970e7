/**
 * Messages about one field of a public form (`error.fields[].message`, and `error.message` when it
 * is the first one), in Dutch.
 */
import type { ApiDictionary } from '../index.js';

export const fields: ApiDictionary['fields'] = {
  checkout: {
    required: {
      firstName: 'Vul de voornaam in.',
      lastName: 'Vul de achternaam in.',
      email: 'Vul het e-mailadres in.',
      phone: 'Vul het telefoonnummer in.',
      line1: 'Vul het adres in.',
      line2: 'Vul adresregel 2 in.',
      postalCode: 'Vul de postcode in.',
      city: 'Vul de plaats in.',
      country: 'Vul het land in.',
      state: 'Vul de staat, provincie of regio in.',
      other: 'Vul dit veld in.',
    },
    tooLong: {
      firstName: 'De voornaam is te lang.',
      lastName: 'De achternaam is te lang.',
      email: 'Het e-mailadres is te lang.',
      phone: 'Het telefoonnummer is te lang.',
      line1: 'Het adres is te lang.',
      line2: 'Adresregel 2 is te lang.',
      postalCode: 'De postcode is te lang.',
      city: 'De plaats is te lang.',
      country: 'Het land is te lang.',
      state: 'De staat, provincie of regio is te lang.',
      other: 'Dit veld is te lang.',
    },
    email: 'Vul een geldig e-mailadres in.',
    country: 'Kies een land uit de lijst.',
    state: 'Kies een geldige staat, provincie of regio voor dit land.',
    phone: 'Vul een geldig telefoonnummer in.',
  },
  email: {
    missing: 'Vul uw e-mailadres in.',
    tooLong: 'Het e-mailadres is te lang.',
    invalid: 'Het e-mailadres is niet geldig.',
  },
  password: {
    choose: 'Kies een wachtwoord.',
    missing: 'Vul uw wachtwoord in.',
    tooLong: 'Het wachtwoord is te lang.',
    notText: 'Het wachtwoord moet een tekst zijn.',
    confirmationNotText: 'De bevestiging moet een tekst zijn.',
  },
  name: {
    firstNameMissing: 'Vul uw voornaam in.',
    lastNameMissing: 'Vul uw achternaam in.',
    nameMissing: 'Vul uw naam in.',
    firstNameTooLong: 'De voornaam mag niet langer zijn dan {max} tekens.',
    lastNameTooLong: 'De achternaam mag niet langer zijn dan {max} tekens.',
  },
  code: {
    missing: 'Vul de verificatiecode in.',
    invalid: 'Onjuiste verificatiecode.',
  },
  link: {
    incomplete: 'Deze link is onvolledig.',
    invalid: 'Deze link is niet geldig.',
    confirmIncomplete: 'De bevestigingslink is onvolledig.',
    unsubscribeIncomplete: 'De uitschrijflink is onvolledig.',
  },
  cart: {
    quantityNotInteger: 'Het aantal moet een geheel getal zijn.',
    quantityTooSmall: 'Het aantal moet minstens 1 zijn.',
    quantityTooLarge: 'Het aantal mag niet hoger zijn dan {max} tickets per soort.',
    ticketId: 'Het ticket moet worden aangeduid met zijn id (getal) of zijn slug.',
  },
  contact: {
    subjectMissing: 'Vul het onderwerp van uw bericht in.',
    subjectTooLong: 'Het onderwerp mag niet langer zijn dan {max} tekens.',
    subjectOneLine: 'Het onderwerp moet op één regel passen.',
    messageMissing: 'Schrijf uw bericht.',
    messageTooLong: 'Het bericht mag niet langer zijn dan {max} tekens.',
    orderNumberNotText: 'Het bestelnummer moet een tekst zijn.',
    orderNumberTooLong: 'Dit bestelnummer is te lang.',
  },
  invitation: {
    holderNameNotText: 'Elke naam moet een tekst zijn.',
    holderNameTooLong: 'Een naam mag niet langer zijn dan {max} tekens.',
    holderNamesNotList: 'De namen van de deelnemers moeten een lijst zijn.',
    tooManyHolderNames: 'Maximaal {max} namen.',
  },
};
