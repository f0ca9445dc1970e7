/** German UI strings of the newsletter form and its confirmation pages. */
import type { Dictionary } from '../index';

/** Newsletter: footer box, /newsletter/confirm, /newsletter/unsubscribe (docs/accounts.md). */
export const newsletter: Dictionary['newsletter'] = {
  sending: 'Anmeldung läuft …',
  success: 'Danke! Bitte sehen Sie in Ihren E-Mails nach, um Ihre Anmeldung zu bestätigen.',
  error: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  emailInvalid: 'Die E-Mail-Adresse ist nicht gültig.',
  confirmTitle: 'Bestätigung der Anmeldung',
  confirmDescription: 'Bestätigung der Anmeldung zum Newsletter des Kizomba Lumière Festival.',
  confirming: 'Wird bestätigt …',
  confirmed: 'Anmeldung bestätigt',
  confirmedText: 'Sie erhalten die nächsten Ankündigungen des Festivals an die Adresse {email}.',
  confirmedTextShort: 'Sie erhalten die nächsten Ankündigungen des Festivals.',
  confirmFailed: 'Bestätigung nicht möglich',
  unsubscribeTitle: 'Vom Newsletter abmelden',
  unsubscribeDescription: 'Abmeldung vom Newsletter des Kizomba Lumière Festival.',
  unsubscribeText: 'Sie möchten den Newsletter des Festivals nicht mehr erhalten? Bestätigen Sie mit einem Klick.',
  unsubscribeButton: 'Abmelden',
  unsubscribing: 'Abmeldung läuft …',
  unsubscribed: 'Abmeldung bestätigt',
  unsubscribedText:
    'Ihre Adresse wurde abgemeldet: Sie erhalten den Newsletter nicht mehr. Über die Fußzeile können Sie sich jederzeit wieder anmelden.',
  unsubscribeFailed: 'Abmeldung nicht möglich',
  invalidLink: 'Dieser Link ist ungültig oder abgelaufen.',
  backHome: 'Zurück zur Startseite',
  /** The footer form posted without JavaScript lands on one of these two pages. */
  subscribedTitle: 'Anmeldung zum Newsletter',
  subscribedDescription: 'Anmeldung zum Newsletter des Kizomba Lumière Festival.',
  subscribedText: 'Der Bestätigungslink ist 7 Tage gültig. Sehen Sie bitte auch im Spam-Ordner nach.',
  invalidTitle: 'Ungültige E-Mail-Adresse',
  invalidText: 'Prüfen Sie die Adresse und versuchen Sie es im Formular unten auf der Seite erneut.',
};
