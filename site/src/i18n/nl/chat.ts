/** Dutch UI strings of the chat bubble and the contact form. */
import type { Dictionary } from '../index';

/** Chat bubble. */
export const chat: Dictionary['chat'] = {
  open: 'Hulp nodig?',
  title: 'Een vraag?',
  intro: 'Waarmee kunnen we u helpen?',
  questionChoice: 'Een vraag stellen',
  supportChoice: 'Een probleem met mijn bestelling',
  name: 'Naam',
  email: 'E-mail',
  message: 'Bericht',
  issue: 'Uw probleem',
  orderNumber: 'Bestelnummer (optioneel)',
  send: 'Versturen',
  sending: 'Bezig met versturen…',
  back: 'Terug',
  close: 'Sluiten',
  generalSubject: 'Algemene vraag',
  supportSubject: 'Technische ondersteuning – Bestelling: {orderNumber}',
  success: 'Uw bericht is verstuurd!',
  error: 'Er is iets misgegaan. Probeer het opnieuw.',
  successText: 'We antwoorden u zo snel mogelijk per e-mail.',
  retry: 'Opnieuw proberen',
  another: 'Nog een bericht versturen',
  orderNumberHint: 'U vindt het in de bevestigingsmail, bijvoorbeeld KL-7H3K9Q2M.',
  /** Label of the hidden anti-spam field (honeypot): never shown, never announced. */
  honeypot: 'Dit veld niet invullen',
  contactTitle: 'Schrijf ons',
  contactLead: 'Een vraag over het festival of een probleem met een bestelling? Stuur ons een bericht, we antwoorden per e-mail.',
  kindLegend: 'Uw vraag gaat over',
  errors: {
    summary: 'Verbeter de gemarkeerde velden.',
    name: 'Vul uw naam in.',
    email: 'Vul uw e-mailadres in.',
    emailInvalid: 'Het e-mailadres is niet geldig.',
    message: 'Schrijf uw bericht.',
    issue: 'Beschrijf het probleem.',
  },
};
