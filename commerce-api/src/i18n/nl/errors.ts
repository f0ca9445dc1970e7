/** Refusals of the public endpoints (`error.message`; the `code` never changes with the language), in Dutch. */
import type { ApiDictionary } from '../index.js';

export const errors: ApiDictionary['errors'] = {
  common: {
    generic: 'Er is iets misgegaan',
    loginRequired: 'U moet ingelogd zijn om deze gegevens te bekijken.',
    sessionExpired: 'Uw sessie is verlopen. Log opnieuw in.',
    forbidden: 'U hebt niet de benodigde rechten voor deze actie.',
    notFound: 'Dit bestaat niet.',
    routeNotFound: 'Dit adres bestaat niet in de API.',
    serviceUnavailable: 'De dienst is tijdelijk niet beschikbaar. Probeer het over enkele ogenblikken opnieuw.',
    databaseUnavailable: 'De database reageert niet. Probeer het over enkele ogenblikken opnieuw.',
    tooManyRequests: 'Te veel verzoeken. Wacht een minuut voordat u het opnieuw probeert.',
    tooManyAttempts: 'Te veel pogingen. Wacht een minuut voordat u het opnieuw probeert.',
    tooManyCheckouts: 'Te veel bestelpogingen vanaf uw verbinding. Wacht een minuut voordat u het opnieuw probeert.',
  },
  request: {
    invalidJson: 'De inhoud van het verzoek is geen geldige JSON.',
    notJson: 'De inhoud van het verzoek moet een JSON-object zijn (header ‘Content-Type: application/json’).',
    tooLarge: 'Het verzoek is te groot.',
    unsupportedEncoding: 'De codering van het verzoek wordt niet ondersteund.',
    aborted: 'Het verzoek is afgebroken.',
    invalid: 'Het verzoek is ongeldig.',
    headersTooLarge: 'Het adres of de headers van het verzoek zijn te lang.',
    timeout: 'Het verzoek is niet op tijd aangekomen. Probeer het opnieuw.',
    malformed: 'Het HTTP-verzoek is onjuist opgebouwd.',
    /** A refused field: ‘Het veld ‘quantity’ is ongeldig: <why>.’ */
    fieldInvalid: 'Het veld ‘{field}’ is ongeldig: {reason}',
    /** A refused part of the request as a whole. */
    partInvalid: '{part} is ongeldig: {reason}',
    partValueInvalid: 'De waarde van {part} is ongeldig.',
    otherFields: 'Andere velden om te verbeteren: {fields}.',
    /** How a field name is quoted in otherFields' list. */
    quotedField: '‘{field}’',
    parts: {
      params: 'Het adres',
      query: 'De parameters van het verzoek',
      body: 'De inhoud van het verzoek',
    },
  },
  cart: {
    cartNotFound: 'Deze winkelwagen bestaat niet of is verlopen.',
    itemNotFound: 'Dit artikel zit niet in uw winkelwagen.',
    ticketNotFound: 'Dit ticket bestaat niet of wordt niet meer aangeboden.',
    emptyForPromo: 'Uw winkelwagen is leeg: voeg eerst tickets toe voordat u een kortingscode toepast.',
    quantity: 'Het aantal moet een geheel getal tussen 1 en {max} zijn.',
    notOffered: 'De tickets ‘{name}’ worden niet meer aangeboden.',
    salesNotOpen: 'De verkoop van de tickets ‘{name}’ is nog niet begonnen.',
    salesClosed: 'De verkoop van de tickets ‘{name}’ is gesloten.',
    soldOut: 'De tickets ‘{name}’ zijn uitverkocht.',
    quantityLimit: 'U kunt niet meer dan {max} tickets ‘{name}’ per bestelling kopen.',
    notEnoughSeats: { one: 'Er is nog maar {count} plaats voor ‘{name}’.', other: 'Er zijn nog maar {count} plaatsen voor ‘{name}’.' },
    /** Added after quantityLimit / notEnoughSeats when the cart already holds some. */
    alreadyInCart: { one: 'U hebt er al {count} in uw winkelwagen.', other: 'U hebt er al {count} in uw winkelwagen.' },
  },
  promo: {
    invalid: 'Deze kortingscode is niet geldig.',
    notApplicableToCart: 'Deze kortingscode geldt voor geen enkel ticket in uw winkelwagen.',
    notApplicableEmpty: 'Deze kortingscode geldt niet voor een lege winkelwagen.',
    minSubtotal: 'Voor deze kortingscode geldt een minimaal aankoopbedrag van {minimum} (uw winkelwagen: {subtotal}).',
    minSubtotalRestricted: 'Voor deze kortingscode geldt een minimaal aankoopbedrag van {minimum} aan de betreffende tickets (uw winkelwagen: {subtotal}).',
  },
  checkout: {
    requiredFields: 'Vul alle verplichte velden in',
    cartEmpty: 'Uw winkelwagen is leeg',
    orderNotFound: 'Bestelling niet gevonden.',
    orderPaid: 'Deze bestelling is al betaald.',
    orderProcessing: 'De betaling van deze bestelling wordt verwerkt: de winkelwagen kan op dit moment niet worden hersteld.',
    notEnoughSeats: {
      one: 'Er is nog maar {count} plaats voor ‘{name}’ en u vraagt er {wanted}. Pas het aantal in uw winkelwagen aan.',
      other: 'Er zijn nog maar {count} plaatsen voor ‘{name}’ en u vraagt er {wanted}. Pas het aantal in uw winkelwagen aan.',
    },
    orderTooLarge:
      'Een bestelling mag niet meer dan {max} tickets bevatten, en uw winkelwagen bevat er {wanted}. Verlaag de aantallen in uw winkelwagen: de andere tickets kunt u bestellen zodra deze bestelling is betaald.',
    tooManyPendingOrders: {
      one: 'U hebt al {count} bestelling die op betaling wacht. Rond de betaling ervan af, of annuleer de bestelling door terug te gaan vanaf de betaalpagina, en probeer het dan opnieuw. Zonder betaling geeft een bestelling haar plaatsen vanzelf weer vrij: {holdMinutes} minuten nadat ze is aangemaakt, of 30 minuten nadat de betaalpagina is geopend.',
      other: 'U hebt al {count} bestellingen die op betaling wachten. Rond de betaling van een ervan af, of annuleer die door terug te gaan vanaf de betaalpagina, en probeer het dan opnieuw. Zonder betaling geeft een bestelling haar plaatsen vanzelf weer vrij: {holdMinutes} minuten nadat ze is aangemaakt, of 30 minuten nadat de betaalpagina is geopend.',
    },
    tooManyHeldSeats: {
      one: 'Uw bestellingen die op betaling wachten, reserveren al {count} plaats, en u kunt er niet meer dan {max} tegelijk reserveren. Verlaag de aantallen in uw winkelwagen, of rond de betaling van uw andere bestellingen af (of annuleer ze door terug te gaan vanaf de betaalpagina).',
      other: 'Uw bestellingen die op betaling wachten, reserveren al {count} plaatsen, en u kunt er niet meer dan {max} tegelijk reserveren. Verlaag de aantallen in uw winkelwagen, of rond de betaling van uw andere bestellingen af (of annuleer ze door terug te gaan vanaf de betaalpagina).',
    },
  },
  payments: {
    orderNotFound: 'Bestelling niet gevonden',
    providerUnavailable: 'De betaaldienst is tijdelijk niet beschikbaar. Probeer het over enkele ogenblikken opnieuw.',
    providerError: 'De betaaldienst kon het verzoek niet verwerken. Probeer het opnieuw.',
    inProgress: 'Er loopt al een andere betaalpoging voor deze bestelling. Probeer het zo meteen opnieuw.',
    alreadyPaid: 'Deze bestelling is al betaald.',
    processing: 'De betaling van deze bestelling wordt verwerkt.',
    notPayable: 'Deze bestelling kan niet meer worden betaald. Plaats uw bestelling opnieuw.',
    expired: 'De reserveringstermijn van uw plaatsen is verstreken. Plaats uw bestelling opnieuw.',
    belowMinimum: 'Het bedrag van deze bestelling ligt onder het minimum voor een kaartbetaling (€ 0,50).',
    /** An order's failure as its status page shows it when the payment provider gave no reason. */
    failedDefault: 'Er is iets misgegaan bij het verwerken van uw betaling.',
  },
  auth: {
    invalidCredentials: 'Onjuist e-mailadres of wachtwoord.',
    emailNotVerified: 'Bevestig eerst uw e-mailadres: we hebben u de bevestigingslink zojuist opnieuw gestuurd.',
    resetLinkInvalid: 'Deze resetlink is niet meer geldig. Vraag een nieuwe aan.',
    magicLinkInvalid: 'Deze inloglink is niet meer geldig. Vraag een nieuwe aan.',
    verificationLinkInvalid: 'Deze bevestigingslink is niet meer geldig. Vraag een nieuwe aan.',
    wrongCurrentPassword: 'Het huidige wachtwoord is onjuist.',
    mfaCodeInvalid: 'Onjuiste verificatiecode.',
    mfaTokenInvalid: 'Uw inlogsessie is verlopen: log opnieuw in.',
    registrationPasswordMismatch: 'Dit is niet het wachtwoord dat bij de registratie is gekozen.',
    tooManyAttempts: 'Te veel pogingen voor dit account. Probeer het over {minutes} minuut/minuten opnieuw.',
  },
  account: {
    ticketNotFound: 'Ticket niet gevonden.',
    orderNotFound: 'Bestelling niet gevonden.',
    ticketNotValid: 'Dit ticket is niet meer geldig: het kan niet worden gedownload.',
    noValidTickets: 'Deze bestelling bevat geen geldig ticket om te downloaden.',
    staffDeletionRefused: 'Accounts van het team (beheer, ticketcontrole) kunnen niet via het overzicht worden verwijderd.',
    passwordRequired: 'Vul uw wachtwoord in om het verwijderen te bevestigen.',
    passwordRequiredField: 'Vul uw wachtwoord in.',
    wrongPassword: 'Onjuist wachtwoord.',
    /** `{word}` is the word to type. */
    confirmationRequired: 'Typ ‘{word}’ om het verwijderen te bevestigen.',
    confirmationRequiredField: 'Typ ‘{word}’.',
  },
  catalogue: {
    ticketNotFound: 'Dit ticket bestaat niet of wordt niet meer aangeboden.',
  },
  invitations: {
    notFound: 'Deze uitnodiging is niet gevonden. Controleer de link in de e-mail.',
    unavailable: 'Deze uitnodiging is niet meer beschikbaar: ze is al gebruikt, geannuleerd of verlopen.',
    soldOut: 'Er zijn niet genoeg plaatsen meer voor dit ticket. Neem contact op met het festivalteam.',
  },
  messages: {
    notFound: 'Bericht niet gevonden.',
  },
  newsletter: {
    confirmLinkInvalid: 'Deze bevestigingslink is ongeldig of verlopen. Schrijf u opnieuw in om een nieuwe link te ontvangen.',
    unsubscribeLinkInvalid: 'Deze uitschrijflink is ongeldig.',
    unsubscribeLinkIncomplete: 'De uitschrijflink is onvolledig.',
  },
  password: {
    tooShort: 'Het wachtwoord moet minstens {min} tekens bevatten.',
    tooLong: 'Het wachtwoord mag niet langer zijn dan {max} tekens.',
    tooWeak: 'Dit wachtwoord is te makkelijk te raden: maak het langer of combineer onverwachte woorden.',
  },
};
