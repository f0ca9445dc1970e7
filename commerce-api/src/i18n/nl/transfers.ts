/** Dutch texts of name changes and transfers of tickets: refusals and e-mails. */
import type { ApiDictionary } from '../index.js';

export const transfers: ApiDictionary['transfers'] = {
  errors: {
    closed: 'De uiterste datum voor naamswijzigingen en overdrachten is verstreken: dit ticket kan niet meer van houder veranderen.',
    checkedIn: 'Dit ticket is al gescand bij de ingang: het kan niet meer van houder veranderen.',
    invalid: 'Dit ticket is niet meer geldig (geannuleerd of terugbetaald): het kan niet van houder veranderen.',
    onResale: 'Dit ticket staat te koop: haal het uit de doorverkoop voordat u het overdraagt of de naam wijzigt.',
    pending: 'Er loopt al een overdracht van dit ticket: annuleer die eerst of wacht op het antwoord van de ontvanger.',
    toSelf: 'Dit ticket is al van u: vul het e-mailadres in van de persoon aan wie u het geeft.',
    notPending: 'Er loopt geen overdracht van dit ticket.',
    linkNotFound: 'Deze overdrachtslink bestaat niet of is niet meer geldig.',
    alreadyAccepted: 'Dit ticket is al aanvaard: het ticket op uw naam is u per e-mail toegestuurd.',
    cancelled: 'Deze overdracht is geannuleerd door de persoon die u het ticket stuurde.',
    expired: 'Deze overdracht is verlopen: het ticket is teruggegaan naar de persoon die het u stuurde.',
    firstName: 'Vul de voornaam in.',
    lastName: 'Vul de achternaam in.',
    tooLong: 'Voornaam en achternaam mogen niet langer zijn dan 100 tekens.',
    email: 'Vul een geldig e-mailadres in.',
  },
  mail: {
    offer: {
      subject: '{name} geeft u het ticket voor {festival}',
      preheader: 'Aanvaard het ticket „{ticket}” om het op uw naam te ontvangen.',
      intro: '{name} draagt het ticket „{ticket}” voor {festival} ({dates}) aan u over.',
      role: 'Dansrol op het ticket: {role}.',
      action: 'Ticket aanvaarden',
      after: 'Zodra u het aanvaardt, ontvangt u per e-mail een ticket op uw naam, met een eigen QR-code.',
      expiry: 'Deze link is geldig tot {date}. Zonder antwoord vóór dan gaat het ticket terug naar {name}.',
      ignore: 'Kent u deze persoon niet? Negeer deze e-mail dan gewoon: er gebeurt niets.',
    },
    ticket: {
      subjectRenamed: 'Uw bijgewerkte ticket — ticket nr. {number}',
      subjectTransferred: 'Uw ticket voor {festival} — ticket nr. {number}',
      subjectReturned: 'Uw ticket is terug bij u — ticket nr. {number}',
      preheader: 'Uw ticket „{ticket}” zit als bijlage bij deze e-mail.',
      introRenamed: 'De naam op uw ticket „{ticket}” is gewijzigd: hier is het bijgewerkte ticket, met een nieuwe QR-code.',
      introTransferred: 'Het ticket „{ticket}” dat {name} aan u heeft overgedragen, staat nu op uw naam. Hier is het, met de QR-code.',
      introCancelled: 'U hebt de overdracht van uw ticket „{ticket}” geannuleerd: het blijft op uw naam, met een nieuwe QR-code.',
      introExpired: 'De overdracht van uw ticket „{ticket}” is niet op tijd aanvaard: het ticket is terug bij u, met een nieuwe QR-code.',
      oldCode: 'De oude QR-code opent de deur niet meer: alleen het ticket in de bijlage van deze e-mail is geldig.',
      dashboard: 'Uw tickets staan ook in uw account, als u inlogt met dit e-mailadres:',
      dashboardAction: 'Mijn tickets bekijken',
      fileName: 'ticket-{number}',
    },
    /** The order confirmation's way to the dashboard (quick access for guests). */
    manage: {
      action: 'Mijn tickets beheren',
      text: 'Om de naam op een ticket te wijzigen, het over te dragen of door te verkopen, logt u in met het e-mailadres van deze bestelling.',
    },
    accepted: {
      subject: '{name} heeft uw ticket aanvaard',
      preheader: 'Het ticket „{ticket}” staat nu op de nieuwe naam.',
      text: '{name} heeft het ticket „{ticket}” (nr. {number}) aanvaard dat u hebt overgedragen: het staat nu op die naam, met een nieuwe QR-code, en staat niet meer in uw account.',
      thanks: 'Bedankt dat uw plek op het festival niet leeg blijft.',
    },
  },
};
