/** Dutch UI strings of a ticket's resale at face value (dashboard). */
import type { Dictionary } from '../index';

export const resale: Dictionary['resale'] = {
  open: 'Doorverkopen tegen aankoopprijs',
  title: 'Dit ticket doorverkopen',
  lead: 'Kunt u niet komen? Het festival verkoopt uw ticket voor u door, tegen de prijs die u ervoor betaalde.',
  legal: 'In Frankrijk mag een ticket alleen met toestemming van de organisator worden doorverkocht, en nooit boven de prijs: daarom loopt de doorverkoop via ons, hooguit tegen de aankoopprijs.',
  loadingQuote: 'Bedrag berekenen…',
  quote: {
    price: 'Doorverkoopprijs',
    fee: 'Doorverkoopkosten',
    refund: 'U ontvangt',
    noFee: 'Geen kosten',
  },
  how: 'Het ticket wordt eerst aangeboden aan wie op de wachtlijst staat en daarna weer in de verkoop gezet. Zodra iemand het koopt, krijgt u {refund} terug op de kaart waarmee u betaalde.',
  meanwhile: 'Intussen blijft het ticket van u, maar het wordt bij de ingang niet meer aanvaard. U kunt het uit de doorverkoop halen zolang het niet verkocht is.',
  submit: 'Te koop zetten',
  submitting: 'Te koop zetten…',
  cancel: 'Annuleren',
  listedDone: 'Uw ticket staat te koop. We mailen u zodra het een koper heeft gevonden.',
  badge: 'Te koop',
  listedTitle: 'Te koop',
  listed: 'Te koop sinds {date} voor {price}. U ontvangt {refund} zodra het gekocht is.',
  withdraw: 'Uit de doorverkoop halen',
  withdrawing: 'Terugtrekken…',
  withdrawn: 'Ticket uit de doorverkoop gehaald: het is weer geldig bij de ingang.',
  soldTitle: 'Ticket doorverkocht',
  sold: 'Uw ticket heeft op {date} een koper gevonden. {refund} wordt teruggestort op uw kaart.',
  refundPending: 'De terugbetaling loopt: afhankelijk van uw bank ziet u die binnen enkele dagen.',
  soldBadge: 'Doorverkocht',
  closed: {
    deadlinePassed: 'De doorverkoop is gesloten sinds {date}.',
    checkedIn: 'Dit ticket is al bij de ingang gebruikt: het kan niet worden doorverkocht.',
    notValid: 'Dit ticket is niet meer geldig: het kan niet worden doorverkocht.',
    pendingTransfer: 'Annuleer eerst de lopende overdracht om dit ticket door te verkopen.',
    notAllowed: 'Dit ticket kan niet worden doorverkocht.',
  },
};
