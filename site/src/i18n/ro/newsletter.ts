/** Romanian UI strings of the newsletter form and its confirmation pages. */
import type { Dictionary } from '../index';

/** Newsletter: footer box, /newsletter/confirm, /newsletter/unsubscribe (docs/accounts.md). */
export const newsletter: Dictionary['newsletter'] = {
  sending: 'Se trimite…',
  success: 'Vă mulțumim! Verificați-vă e-mailul pentru a confirma abonarea.',
  error: 'A apărut o eroare. Vă rugăm să încercați din nou.',
  emailRequired: 'Vă rugăm să introduceți adresa de e-mail.',
  emailInvalid: 'Adresa de e-mail nu este validă.',
  confirmTitle: 'Confirmarea abonării',
  confirmDescription: 'Confirmarea abonării la newsletterul Kizomba Lumière Festival.',
  confirming: 'Se confirmă…',
  confirmed: 'Abonare confirmată',
  confirmedText: 'Veți primi următoarele anunțuri ale festivalului la adresa {email}.',
  confirmedTextShort: 'Veți primi următoarele anunțuri ale festivalului.',
  confirmFailed: 'Confirmarea nu a fost posibilă',
  unsubscribeTitle: 'Dezabonare de la newsletter',
  unsubscribeDescription: 'Dezabonare de la newsletterul Kizomba Lumière Festival.',
  unsubscribeText: 'Nu mai doriți să primiți newsletterul festivalului? Confirmați cu un singur clic.',
  unsubscribeButton: 'Mă dezabonez',
  unsubscribing: 'Se procesează dezabonarea…',
  unsubscribed: 'Dezabonare confirmată',
  unsubscribedText:
    'Adresa dumneavoastră a fost dezabonată: nu veți mai primi newsletterul. Vă puteți abona din nou oricând, din subsolul paginii.',
  unsubscribeFailed: 'Dezabonarea nu a fost posibilă',
  invalidLink: 'Acest link nu este valid sau a expirat.',
  backHome: 'Înapoi la pagina principală',
  /** The footer form posted without JavaScript lands on one of these two pages. */
  subscribedTitle: 'Abonare la newsletter',
  subscribedDescription: 'Abonare la newsletterul Kizomba Lumière Festival.',
  subscribedText: 'Linkul de confirmare este valabil 7 zile. Verificați și dosarul de spam.',
  invalidTitle: 'Adresă de e-mail nevalidă',
  invalidText: 'Verificați adresa și încercați din nou din formularul din subsolul paginii.',
};
