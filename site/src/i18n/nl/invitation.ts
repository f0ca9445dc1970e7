/** Dutch UI strings of the invitation landing page. */
import type { Dictionary } from '../index';

/** The public invitation page (/invitation/{token}). */
export const invitation: Dictionary['invitation'] = {
  title: 'Uw uitnodiging',
  description: 'Uitnodiging voor het Kizomba Lumière Festival.',
  loading: 'Uitnodiging wordt geladen…',
  lead: '{name}, u bent uitgenodigd voor het festival!',
  offer: '{quantity} × {type}',
  ticketsLabel: 'Aangeboden tickets',
  messageLabel: 'Bericht van de organisatie',
  expires: 'Uitnodiging geldig tot {date}.',
  holdersTitle: 'Namen op de tickets',
  holdersHint: 'Optioneel: u kunt ze ook op uw eigen naam laten staan.',
  holderLabel: 'Ticket {index}',
  accept: 'Uitnodiging aannemen',
  accepting: 'Bezig met bevestigen…',
  successTitle: 'Uw tickets zijn onderweg',
  successText: 'Ze komen binnen enkele minuten per e-mail. Bestelling {number}.',
  successLink: 'Mijn bestelling bekijken',
  notFound: 'Deze uitnodiging bestaat niet. Controleer de link in de e-mail.',
  unavailable: 'Deze uitnodiging is niet meer beschikbaar: ze is al aangenomen, ingetrokken of verlopen.',
  soldOut: 'Er zijn geen plaatsen meer voor dit ticket. Neem contact op met de organisatie.',
  claimed: 'Deze uitnodiging is al aangenomen: uw tickets zijn per e-mail verstuurd.',
  revoked: 'Deze uitnodiging is ingetrokken.',
  expired: 'Deze uitnodiging is verlopen.',
  contact: 'Contact opnemen',
  backHome: 'Terug naar de homepage',
};
