/**
 * The e-mails the API sends to buyers, account holders, subscribers, invited guests and people who
 * wrote to the festival, in Dutch. `{festival}` is the festival's name, which stays as it is.
 */
import type { ApiDictionary } from '../index.js';

export const mail: ApiDictionary['mail'] = {
  layout: {
    greeting: 'Beste {name},',
    greetingNoName: 'Hallo,',
    copyLink: 'Of kopieer deze link:',
    signOff: 'Tot snel op de dansvloer!',
    signature: 'Het team van het {festival}',
    aQuestion: 'Een vraag?',
  },
  orderConfirmation: {
    subject: 'Uw tickets voor het {festival} — bestelling {number}',
    preheader: {
      one: 'Bestelling {number} bevestigd: {count} ticket in de bijlage.',
      other: 'Bestelling {number} bevestigd: uw {count} tickets in de bijlage.',
    },
    ticketing: 'Tickets',
    ticketCount: { one: '{count} ticket', other: '{count} tickets' },
    intro: {
      one: 'Bedankt voor uw bestelling! Uw betaling is bevestigd en uw ticket staat klaar: u vindt het in het bestand {file} in de bijlage van deze e-mail ({count} ticket, één pagina en één QR-code per ticket).',
      other:
        'Bedankt voor uw bestelling! Uw betaling is bevestigd en uw tickets staan klaar: u vindt ze in het bestand {file} in de bijlage van deze e-mail ({count} tickets, één pagina en één QR-code per ticket).',
    },
    order: 'Bestelling',
    orderLine: 'Bestelling: {number}',
    dateLine: 'Datum: {date}',
    paymentLine: 'Betaling: {method}',
    placedOn: 'Geplaatst op {date} · {method}',
    summary: 'Overzicht',
    /** Text version: ‘- Full Pass × 2 à € 120,00: € 240,00’. */
    summaryLine: '- {name} × {quantity} à {unitPrice}: {total}',
    columnTicket: 'Ticket',
    columnQuantity: 'Aantal',
    columnUnitPrice: 'Stukprijs',
    columnTotal: 'Totaal',
    subtotal: 'Subtotaal',
    discount: 'Korting',
    discountWithCode: 'Korting (code {code})',
    totalPaid: 'Totaal betaald',
    /** Text version: ‘Subtotaal: € 240,00’. */
    amountLine: '{label}: {amount}',
    yourTickets: 'Uw tickets ({count})',
    atTheDoor: 'Bij de ingang van het festival',
    usage: [
      'Elk ticket in de bijgevoegde pdf heeft een eigen QR-code: toon die bij de ingang, geprint of op uw telefoon (helderheid op maximaal).',
      'Een QR-code is geldig voor één enkele toegang: de eerste scan telt. Deel hem niet en publiceer geen screenshot.',
      'Er kan om een identiteitsbewijs op naam van de tickethouder worden gevraagd.',
    ],
    followOrder: 'Uw bestelling volgen: {url}',
    viewOrder: 'Mijn bestelling bekijken',
    questionText: 'Een vraag? Schrijf ons via {email} en vermeld uw bestelnummer {number}, of bel {phone}.',
    /** HTML version: `{email}` becomes a mailto link. */
    questionHtml: 'Een vraag? Schrijf ons via {email} en vermeld uw bestelnummer, of bel {phone}.',
  },
  passwordReset: {
    subject: 'Uw wachtwoord opnieuw instellen',
    preheader: 'Kies een nieuw wachtwoord voor uw account.',
    intro: 'U hebt gevraagd om het wachtwoord van uw account bij het {festival} opnieuw in te stellen. Klik op de knop hieronder om een nieuw wachtwoord te kiezen.',
    button: 'Een nieuw wachtwoord kiezen',
    after: 'Deze link is 30 minuten geldig en werkt maar één keer. Zodra het wachtwoord is gewijzigd, worden al uw open sessies afgesloten.',
    notMe: 'Hebt u dit niet zelf aangevraagd? Negeer deze e-mail dan: uw wachtwoord blijft ongewijzigd.',
  },
  magicLink: {
    subject: 'Uw inloglink',
    preheader: 'Log in met één klik, zonder wachtwoord.',
    intro: 'Hier is uw link om zonder wachtwoord in te loggen op uw omgeving bij het {festival}.',
    button: 'Inloggen',
    after: 'Deze link is 30 minuten geldig en werkt maar één keer.',
    notMe: 'Hebt u niets aangevraagd? Negeer deze e-mail dan: zonder deze link kan niemand inloggen.',
  },
  emailVerification: {
    subject: 'Bevestig uw e-mailadres',
    preheader: 'Eén klik om uw adres te bevestigen en uw tickets terug te vinden.',
    intro: 'Welkom bij het {festival}! Bevestig uw e-mailadres: de bestellingen die u met dit adres hebt geplaatst, verschijnen dan in uw persoonlijke omgeving.',
    button: 'Mijn adres bevestigen',
    after: 'Deze link is 48 uur geldig en werkt maar één keer; u wordt er ook meteen mee ingelogd op uw account.',
    notMe: 'Hebt u geen account aangemaakt? Negeer deze e-mail dan: het adres wordt niet bevestigd.',
  },
  accountExists: {
    subject: 'U hebt al een account',
    preheader: 'Iemand heeft geprobeerd een account aan te maken met uw adres.',
    intro:
      'Iemand (waarschijnlijk uzelf) wilde met dit e-mailadres een account aanmaken bij het {festival}, maar u hebt al een account. Log in met uw wachtwoord, of kies een nieuw wachtwoord als u het bent vergeten.',
    button: 'Wachtwoord vergeten',
    after: 'Er is geen nieuw account aangemaakt en uw account is niet gewijzigd.',
    notMe: 'Was u dit niet? Negeer deze e-mail dan.',
  },
  invitation: {
    subject: 'U bent uitgenodigd voor het {festival}',
    /** ‘1 ticket ‘Full Pass’’ / ‘2 tickets ‘Full Pass’’. */
    what: { one: '{count} ticket ‘{ticket}’', other: '{count} tickets ‘{ticket}’' },
    intro: { one: 'Het team van het {festival} nodigt u graag uit: {what}, cadeau.', other: 'Het team van het {festival} nodigt u graag uit: {what}, cadeau.' },
    preheader: { one: '{what} ligt voor u klaar.', other: '{what} liggen voor u klaar.' },
    teamNote: 'Een woordje van het team',
    ticketLine: 'Ticket: {ticket}',
    quantityLine: 'Aantal: {quantity}',
    action: 'Om uw tickets te ontvangen, opent u de link hieronder en bevestigt u de namen van de deelnemers: de tickets (met hun QR-code) komen meteen per e-mail.',
    button: 'Mijn tickets ontvangen',
    /** Text version: ‘Mijn tickets ontvangen: https://…’. */
    buttonLine: 'Mijn tickets ontvangen: {url}',
    expiry: 'Deze persoonlijke link is geldig tot {date} en werkt maar één keer. Stuur hem niet door.',
    notMe: 'Denkt u dat u deze e-mail per vergissing hebt ontvangen? Negeer hem dan gewoon.',
  },
  messageReceived: {
    subject: 'We hebben uw bericht ontvangen — {subject}',
    preheader: 'Uw bericht is aangekomen: we antwoorden u snel.',
    intro:
      'Bedankt voor uw bericht! Uw bericht van {date} is goed aangekomen: ons team antwoordt meestal binnen 48 uur, per e-mail (en in uw persoonlijke omgeving als u een account hebt).',
    subjectLine: 'Onderwerp: {subject}',
    orderLine: 'Betreffende bestelling: {number}',
    followUpText: 'Wilt u uw vraag aanvullen? Schrijf ons opnieuw via {url} of via {email}.',
    followUpHtml: 'Wilt u uw vraag aanvullen? Schrijf ons opnieuw via onze contactpagina.',
    button: 'Schrijf ons',
    notMe: 'Hebt u dit bericht niet geschreven? Negeer deze e-mail dan gewoon.',
    urgent: 'Een dringende vraag?',
  },
  messageReply: {
    subject: 'Antwoord op uw bericht — {subject}',
    preheader: 'Ons team heeft op uw bericht geantwoord.',
    intro: 'Hier is het antwoord van ons team op uw bericht van {date}.',
    introWithOrder: 'Hier is het antwoord van ons team op uw bericht van {date} (bestelling {number}).',
    ourAnswer: 'Ons antwoord',
    /** Text version's heading of the quoted answer. */
    ourAnswerLine: 'Ons antwoord:',
    yourMessageText: 'Uw bericht (‘{subject}’):',
    yourMessageHtml: 'Uw bericht — {subject}',
    accountText: 'Hebt u een account? U vindt uw berichten terug in uw omgeving: {url}',
    accountHtml: 'Hebt u een account? U vindt uw berichten terug in uw persoonlijke omgeving.',
    button: 'Mijn berichten bekijken',
    followUpText: 'Wilt u nog iets toelichten? Schrijf ons via {url} of via {email}.',
    /** HTML version: `{contactLink}` is a link whose text is contactPage, `{email}` a mailto link. */
    followUpHtml: 'Wilt u nog iets toelichten? Schrijf ons via {contactLink} of via {email}.',
    contactPage: 'de contactpagina',
  },
  newsletterConfirm: {
    subject: 'Bevestig uw inschrijving voor de nieuwsbrief van het {festival}',
    preheader: 'Eén klik om uw inschrijving te bevestigen.',
    intro:
      'U (of iemand die uw adres gebruikt) hebt gevraagd om de nieuwsbrief van het festival te ontvangen: line-up, start van de verkoop, workshops en praktische info, een paar e-mails per jaar.',
    action: 'Klik op de knop hieronder om uw inschrijving te bevestigen. De link is 7 dagen geldig.',
    button: 'Mijn inschrijving bevestigen',
    ignore: 'Hebt u dit niet zelf aangevraagd? Negeer deze e-mail dan: u wordt niet ingeschreven en ontvangt verder niets.',
    privacy: 'U kunt zich op elk moment uitschrijven via de link in elke nieuwsbrief.',
  },
  newsletterIssue: {
    why: 'U ontvangt deze e-mail omdat u bent ingeschreven voor de nieuwsbrief van het {festival}.',
    unsubscribe: 'Uitschrijven',
    unsubscribeLine: 'Uitschrijven: {url}',
  },
  /** The welcome issue sent once, at the first confirmation of an address. */
  newsletterWelcome: {
    subject: 'Welkom bij de nieuwsbrief van het {festival}',
    paragraphs: [
      'Uw inschrijving is bevestigd: bedankt!',
      'U hoort als eerste over de aankondigingen van de line-up, de start van de verkoop en de laatste plaatsen, het workshopprogramma en de praktische info vóór het festival. Niet meer dan twee e-mails per maand.',
      'Tot snel op de dansvloer!',
    ],
  },
};
