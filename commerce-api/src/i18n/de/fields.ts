/**
 * Messages about one field of a public form (`error.fields[].message`, and `error.message` when it
 * is the first one), in German.
 */
import type { ApiDictionary } from '../index.js';

export const fields: ApiDictionary['fields'] = {
  checkout: {
    required: {
      firstName: 'Bitte geben Sie den Vornamen an.',
      lastName: 'Bitte geben Sie den Nachnamen an.',
      email: 'Bitte geben Sie die E-Mail-Adresse an.',
      phone: 'Bitte geben Sie die Telefonnummer an.',
      line1: 'Bitte geben Sie die Adresse an.',
      line2: 'Bitte geben Sie den Adresszusatz an.',
      postalCode: 'Bitte geben Sie die Postleitzahl an.',
      city: 'Bitte geben Sie den Ort an.',
      country: 'Bitte geben Sie das Land an.',
      state: 'Bitte geben Sie den Bundesstaat, die Provinz oder die Region an.',
      other: 'Bitte füllen Sie dieses Feld aus.',
    },
    tooLong: {
      firstName: 'Der Vorname ist zu lang.',
      lastName: 'Der Nachname ist zu lang.',
      email: 'Die E-Mail-Adresse ist zu lang.',
      phone: 'Die Telefonnummer ist zu lang.',
      line1: 'Die Adresse ist zu lang.',
      line2: 'Der Adresszusatz ist zu lang.',
      postalCode: 'Die Postleitzahl ist zu lang.',
      city: 'Der Ort ist zu lang.',
      country: 'Das Land ist zu lang.',
      state: 'Der Bundesstaat, die Provinz oder die Region ist zu lang.',
      other: 'Dieses Feld ist zu lang.',
    },
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    country: 'Bitte wählen Sie ein Land aus der Liste.',
    state: 'Bitte wählen Sie einen für dieses Land gültigen Bundesstaat, eine Provinz oder eine Region.',
    phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  },
  email: {
    missing: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    tooLong: 'Die E-Mail-Adresse ist zu lang.',
    invalid: 'Die E-Mail-Adresse ist nicht gültig.',
  },
  password: {
    choose: 'Bitte wählen Sie ein Passwort.',
    missing: 'Bitte geben Sie Ihr Passwort ein.',
    tooLong: 'Das Passwort ist zu lang.',
    notText: 'Das Passwort muss ein Text sein.',
    confirmationNotText: 'Die Bestätigung muss ein Text sein.',
  },
  name: {
    firstNameMissing: 'Bitte geben Sie Ihren Vornamen an.',
    lastNameMissing: 'Bitte geben Sie Ihren Nachnamen an.',
    nameMissing: 'Bitte geben Sie Ihren Namen an.',
    firstNameTooLong: 'Der Vorname darf höchstens {max} Zeichen lang sein.',
    lastNameTooLong: 'Der Nachname darf höchstens {max} Zeichen lang sein.',
  },
  code: {
    missing: 'Bitte geben Sie den Bestätigungscode ein.',
    invalid: 'Falscher Bestätigungscode.',
  },
  link: {
    incomplete: 'Dieser Link ist unvollständig.',
    invalid: 'Dieser Link ist ungültig.',
    confirmIncomplete: 'Der Bestätigungslink ist unvollständig.',
    unsubscribeIncomplete: 'Der Abmeldelink ist unvollständig.',
  },
  cart: {
    quantityNotInteger: 'Die Menge muss eine ganze Zahl sein.',
    quantityTooSmall: 'Die Menge muss mindestens 1 betragen.',
    quantityTooLarge: 'Die Menge darf höchstens {max} Tickets pro Ticketart betragen.',
    ticketId: 'Das Ticket muss über seine Kennung (Zahl) oder seinen Slug angegeben werden.',
  },
  contact: {
    subjectMissing: 'Bitte geben Sie den Betreff Ihrer Nachricht an.',
    subjectTooLong: 'Der Betreff darf höchstens {max} Zeichen lang sein.',
    subjectOneLine: 'Der Betreff muss in eine einzige Zeile passen.',
    messageMissing: 'Bitte schreiben Sie Ihre Nachricht.',
    messageTooLong: 'Die Nachricht darf höchstens {max} Zeichen lang sein.',
    orderNumberNotText: 'Die Bestellnummer muss ein Text sein.',
    orderNumberTooLong: 'Diese Bestellnummer ist zu lang.',
  },
  invitation: {
    holderNameNotText: 'Jeder Name muss ein Text sein.',
    holderNameTooLong: 'Ein Name darf höchstens {max} Zeichen lang sein.',
    holderNamesNotList: 'Die Namen der Teilnehmenden müssen eine Liste sein.',
    tooManyHolderNames: 'Höchstens {max} Namen.',
  },
};
