/** What a successful public answer tells the person (`message`, `promoRemoved`), in Dutch. */
import type { ApiDictionary } from '../index.js';

export const notices: ApiDictionary['notices'] = {
  auth: {
    mailSent: 'Als er een account bestaat voor dit adres, hebben we u zojuist een e-mail gestuurd.',
    quickLogin: 'We hebben u zojuist een inloglink per e-mail gestuurd. Hij is 30 minuten geldig.',
    register: 'Kijk in uw mailbox: als dit adres gebruikt kan worden, hebben we u zojuist een bevestigingslink gestuurd.',
  },
  cart: {
    itemAdded: '‘{name}’ is aan uw winkelwagen toegevoegd.',
    itemRemoved: '‘{name}’ is uit uw winkelwagen verwijderd.',
    promoApplied: 'Kortingscode toegepast!',
    cleared: 'Uw winkelwagen is leeggemaakt.',
    /** The cart's promo code stopped applying: one sentence per refusal of errors.promo. */
    promoRemoved: {
      invalid: 'De kortingscode ‘{code}’ is uit uw winkelwagen verwijderd: deze kortingscode is niet geldig.',
      notApplicableToCart: 'De kortingscode ‘{code}’ is uit uw winkelwagen verwijderd: hij geldt voor geen enkel ticket in uw winkelwagen.',
      notApplicableEmpty: 'De kortingscode ‘{code}’ is uit uw winkelwagen verwijderd: hij geldt niet voor een lege winkelwagen.',
      minSubtotal:
        'De kortingscode ‘{code}’ is uit uw winkelwagen verwijderd: hiervoor geldt een minimaal aankoopbedrag van {minimum} (uw winkelwagen: {subtotal}).',
      minSubtotalRestricted:
        'De kortingscode ‘{code}’ is uit uw winkelwagen verwijderd: hiervoor geldt een minimaal aankoopbedrag van {minimum} aan de betreffende tickets (uw winkelwagen: {subtotal}).',
    },
    restored:
      'Uw winkelwagen is hersteld. Sommige tickets zijn van prijs veranderd of niet meer in hetzelfde aantal beschikbaar: controleer uw winkelwagen voordat u betaalt.',
  },
  /** The order as its status page and the confirmation e-mail show it (OrderView). */
  order: {
    paymentMethod: 'Creditcard',
    invitationPaymentMethod: 'Uitnodiging (gratis)',
    /** Why a failed order failed, per failure reason. */
    failure: {
      payment_failed: 'Uw betaling is niet gelukt. Er is geen bedrag afgeschreven: u kunt het opnieuw proberen.',
      expired: 'De betaaltermijn is verstreken: uw plaatsen zijn weer vrijgegeven. U kunt uw bestelling opnieuw plaatsen.',
      canceled: 'Deze bestelling is geannuleerd en de tickets zijn teruggezet in uw winkelwagen.',
      sold_out_after_payment:
        'Uw betaling kwam binnen nadat uw plaatsen waren vrijgegeven, en de tickets zijn inmiddels uitverkocht: het volledige bedrag is aan u terugbetaald.',
      default: 'Er is iets misgegaan bij het verwerken van uw betaling.',
    },
  },
  newsletter: {
    subscribed: 'Bedankt! Kijk in uw mailbox om uw inschrijving te bevestigen.',
  },
};
