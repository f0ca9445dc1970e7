/** Resale at face value: refusals of the dashboard's resale endpoints and the seller's e-mail. */
import type { ApiDictionary } from '../index.js';

export const resale: ApiDictionary['resale'] = {
  errors: {
    disabled: 'Het doorverkopen van tickets is niet open voor dit festival.',
    closed: 'Doorverkoop is gesloten: de uiterste datum voor overdrachten en doorverkoop is verstreken.',
    couple: 'Een Koppelpas kan niet worden doorverkocht.',
    checkedIn: 'Dit ticket is al gebruikt bij de ingang: het kan niet meer worden doorverkocht.',
    invalid: 'Dit ticket is geannuleerd of terugbetaald: het kan niet worden doorverkocht.',
    transferPending: 'Dit ticket wordt overgedragen: annuleer de overdracht voordat u het te koop aanbiedt.',
    transferred: 'Een ticket dat u via overdracht hebt ontvangen, kan hier niet worden doorverkocht: de terugbetaling zou naar de persoon gaan die het heeft betaald. Neem contact met die persoon op, of schrijf ons.',
    nothingToRefund: 'Dit ticket heeft u niets gekost (uitnodiging of volledige korting): er valt niets terug te betalen, dus het kan niet worden doorverkocht.',
    alreadyListed: 'Dit ticket wordt al doorverkocht.',
    notListed: 'Dit ticket wordt niet doorverkocht.',
    alreadySold: 'Voor dit ticket is al een koper gevonden: het kan niet meer uit de doorverkoop worden gehaald.',
    noSeat: 'Uw plaats is al aan iemand anders aangeboden: het ticket kan niet meer uit de doorverkoop worden gehaald.',
  },
  mail: {
    subject: 'Uw ticket is doorverkocht',
    preheader: 'Voor uw ticket ‘{ticket}’ is een koper gevonden.',
    intro: 'Goed nieuws: voor het ticket ‘{ticket}’ (nr. {number}) dat u te koop had aangeboden, is een koper gevonden.',
    refunded: 'Wij betalen u {amount} terug via het betaalmiddel van uw bestelling {order}. Afhankelijk van uw bank verschijnt het bedrag binnen 5 tot 10 dagen.',
    feeLine: 'Ticketprijs: {price}, doorverkoopkosten: {fee}.',
    nothingRefunded: 'De doorverkoopkosten ({fee}) dekken de prijs van uw ticket ({price}): er is geen bedrag aan u terug te betalen.',
    alreadyRefunded: 'Uw bestelling {order} is al aan u terugbetaald: er valt voor dit ticket niets meer terug te betalen.',
    revoked: 'De QR-code van dit ticket is niet meer geldig: u komt er het festival niet meer mee binnen.',
    thanks: 'Bedankt dat u uw plaats aan een andere dansliefhebber gunt.',
  },
};
