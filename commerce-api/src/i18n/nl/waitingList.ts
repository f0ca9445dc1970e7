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
  },
  fields: {
    ticketTypeId: 'Kies een ticket.',
    quantityTooLarge: 'U kunt op hoogstens {max} plaatsen wachten.',
    role: 'De dansrol moet ‘leader’ of ‘follower’ zijn.',
  },
  notices: {
    joined: 'Genoteerd: u staat op de wachtlijst, op plaats {position}. We hebben u zojuist een bevestiging per e-mail gestuurd.',
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
      subject: 'Wachtlijst van het {festival}: u staat op plaats {position}',
      preheader: 'U staat op plaats {position} voor {what}.',
      intro: 'U staat op de wachtlijst voor {what}, op plaats {position}.',
      how: 'Zodra er een plaats vrijkomt, bieden we die aan de eerste persoon op de lijst aan: u ontvangt dan een e-mail met een link om te boeken, die beperkte tijd geldig is. Reageert u niet binnen die termijn, dan gaat het aanbod naar de volgende persoon en komt u achteraan de lijst; na een tweede verstreken termijn verlaat u de lijst.',
      manage: 'Volg uw plaats of verlaat de lijst op elk moment:',
      button: 'Mijn plaats op de lijst',
      buttonLine: 'Mijn plaats op de lijst: {url}',
      notMe: 'Hebt u zich niet ingeschreven? Open de link en verlaat de lijst, of negeer deze e-mail gewoon.',
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
