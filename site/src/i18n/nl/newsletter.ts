/** Dutch UI strings of the newsletter form and its confirmation pages. */
import type { Dictionary } from '../index';

/** Newsletter: footer box, /newsletter/confirm, /newsletter/unsubscribe (docs/accounts.md). */
export const newsletter: Dictionary['newsletter'] = {
  sending: 'Bezig met inschrijven…',
  success: 'Bedankt! Kijk in uw mailbox om uw inschrijving te bevestigen.',
  error: 'Er is iets misgegaan. Probeer het opnieuw.',
  emailRequired: 'Vul uw e-mailadres in.',
  emailInvalid: 'Het e-mailadres is niet geldig.',
  confirmTitle: 'Bevestiging van uw inschrijving',
  confirmDescription: 'Bevestiging van uw inschrijving voor de nieuwsbrief van het Kizomba Lumière Festival.',
  confirming: 'Bezig met bevestigen…',
  confirmed: 'Inschrijving bevestigd',
  confirmedText: 'U ontvangt de volgende aankondigingen van het festival op {email}.',
  confirmedTextShort: 'U ontvangt de volgende aankondigingen van het festival.',
  confirmFailed: 'Bevestigen is niet gelukt',
  unsubscribeTitle: 'Uitschrijven voor de nieuwsbrief',
  unsubscribeDescription: 'Uitschrijven voor de nieuwsbrief van het Kizomba Lumière Festival.',
  unsubscribeText: 'Wilt u de nieuwsbrief van het festival niet meer ontvangen? Bevestig met één klik.',
  unsubscribeButton: 'Uitschrijven',
  unsubscribing: 'Bezig met uitschrijven…',
  unsubscribed: 'Uitschrijving bevestigd',
  unsubscribedText:
    'Uw adres is uitgeschreven: u ontvangt de nieuwsbrief niet meer. Via de voettekst kunt u zich op elk moment opnieuw inschrijven.',
  unsubscribeFailed: 'Uitschrijven is niet gelukt',
  invalidLink: 'Deze link is ongeldig of verlopen.',
  backHome: 'Terug naar de homepage',
  /** The footer form posted without JavaScript lands on one of these two pages. */
  subscribedTitle: 'Inschrijving voor de nieuwsbrief',
  subscribedDescription: 'Inschrijving voor de nieuwsbrief van het Kizomba Lumière Festival.',
  subscribedText: 'De bevestigingslink is 7 dagen geldig. Kijk ook even in uw spammap.',
  invalidTitle: 'Ongeldig e-mailadres',
  invalidText: 'Controleer het adres en probeer het opnieuw via het formulier onder aan de pagina.',
};
