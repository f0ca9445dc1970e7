/** Nederlandse teksten van de wachtlijst: weigeringen, antwoorden, namen van de rollen en de drie e-mails. */
import type { ApiDictionary } from '../index.js';

export const waitingList: ApiDictionary['waitingList'] = {
  errors: {
    entryNotFound: 'Deze inschrijving op de wachtlijst is niet gevonden. Controleer de link in uw e-mail.',
    offerNotFound: 'Dit aanbod is niet gevonden. Controleer de link in uw e-mail.',
    offerExpired: 'Dit aanbod is niet meer geldig: de termijn om uw plaatsen te boeken is verstreken.',
    offerUsed: 'Dit aanbod is al gebruikt voor een bestelling en kan niet opnieuw worden gebruikt.',
    ticketTypeNotFound: 'Dit ticket is niet gevonden.',
    available: 'Er zijn plaatsen ‘{name}’ te koop: u kunt ze direct boeken, zonder wachtlijst.',
    closed: 'Tickets ‘{name}’ zijn niet te koop: de wachtlijst is alleen open tijdens de verkoop.',
    roleRequired: 'Kies uw dansrol: leader (leidend) of follower (volgend).',
    roleNotAllowed: 'Dit ticket wordt niet per dansrol geboekt.',
    entryClosed: 'Deze inschrijving staat niet meer op de wachtlijst.',
    confirmationExpired: 'Deze bevestigingslink is verlopen: een inschrijving moet binnen 48 uur worden bevestigd. Schrijf u opnieuw in via de ticketpagina.',
  },
  fields: {
    ticketTypeId: 'Kies een ticket.',
    quantityTooLarge: 'U kunt op hoogstens {max} plaatsen wachten.',
    role: 'De dansrol moet ‘leader’ of ‘follower’ zijn.',
  },
  notices: {
    confirmationSent: 'Bevestig uw inschrijving: we hebben u een e-mail gestuurd naar {email}. Uw plaats in de rij telt vanaf de bevestiging.',
    confirmed: 'Bevestigd: u staat op de wachtlijst, op plaats {position}.',
    alreadyJoined: 'U staat al op de wachtlijst voor dit ticket, op plaats {position}.',
    alreadyOffered: 'U staat al op de wachtlijst voor dit ticket: er is u een aanbod per e-mail gestuurd.',
    left: 'U hebt de wachtlijst verlaten.',
  },
  roles: {
    leader: 'leader (leidend)',
    follower: 'follower (volgend)',
  },
  mail: {
    what: { one: '{count} plaats ‘{ticket}’', other: '{count} plaatsen ‘{ticket}’' },
    whatWithRole: { one: '{count} plaats ‘{ticket}’ als {role}', other: '{count} plaatsen ‘{ticket}’ als {role}' },
    confirmation: {
      subject: 'Bevestig uw inschrijving op de wachtlijst van het {festival}',
      preheader: 'Eén klik en u staat in de rij voor {what}.',
      intro: 'U wilt op de wachtlijst voor {what}. Bevestig uw inschrijving binnen 48 uur met de knop hieronder: uw plaats in de rij telt vanaf dat moment.',
      how: 'Zodra er een plaats vrijkomt, bieden we die aan de eerste persoon op de lijst aan: u ontvangt dan een e-mail met een link om te boeken, die beperkte tijd geldig is. Reageert u niet binnen die termijn, dan gaat het aanbod naar de volgende persoon en komt u achteraan de lijst; na een tweede verstreken termijn verlaat u de lijst.',
      confirm: 'Na de bevestiging toont dezelfde pagina uw plaats en kunt u de lijst op elk moment verlaten:',
      button: 'Mijn inschrijving bevestigen',
      buttonLine: 'Mijn inschrijving bevestigen: {url}',
      notMe: 'Hebt u zich niet ingeschreven? Negeer deze e-mail dan gewoon: zonder bevestiging wordt de inschrijving na 48 uur gewist.',
    },
    offer: {
      subject: { one: 'Er is {count} plaats voor u vrijgekomen op het {festival}', other: 'Er zijn {count} plaatsen voor u vrijgekomen op het {festival}' },
      preheader: 'Voor u gereserveerd tot {date}.',
      intro: { one: 'Goed nieuws: {what} is vrijgekomen en we houden die voor u vast.', other: 'Goed nieuws: {what} zijn vrijgekomen en we houden ze voor u vast.' },
      hold: {
        one: 'Deze is voor u gereserveerd tot {date} (Parijse tijd): daarna wordt hij aan de volgende persoon op de lijst aangeboden.',
        other: 'Ze zijn voor u gereserveerd tot {date} (Parijse tijd): daarna worden ze aan de volgende persoon op de lijst aangeboden.',
      },
      total: 'Bedrag: {total}',
      action: 'Open de link hieronder: uw plaatsen komen meteen in uw winkelmandje en u hoeft alleen nog te betalen. Deze persoonlijke link geldt voor één bestelling.',
      button: 'Mijn plaatsen boeken',
      buttonLine: 'Mijn plaatsen boeken: {url}',
      decline: 'Kunt u niet meer komen? Negeer deze e-mail dan gewoon: na de termijn gaat de plaats naar de volgende persoon.',
    },
    removed: {
      subject: 'U hebt de wachtlijst van het {festival} verlaten',
      preheader: 'Twee aanbiedingen bleven onbeantwoord.',
      intro: 'We hebben u twee keer {what} aangeboden, maar geen van beide aanbiedingen is op tijd gebruikt: om de volgende persoon een kans te geven, is uw inschrijving op de wachtlijst beëindigd.',
      again: 'Wilt u toch nog komen, dan kunt u zich op elk moment opnieuw inschrijven via de ticketpagina.',
      button: 'Naar de tickets',
      buttonLine: 'Naar de tickets: {url}',
    },
  },
};
