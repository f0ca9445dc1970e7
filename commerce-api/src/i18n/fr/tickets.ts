/**
 * The PDF tickets, and the festival facts printed on them and in the e-mails' header (the
 * festival's name, venue and address stay as they are in every language).
 */
export const tickets = {
  festival: {
    edition: '3e édition',
    /** The three festival days, as printed in the header of e-mails and tickets. */
    datesLabel: '16 – 18 avril 2027',
    datesLongLabel: 'Du vendredi 16 au dimanche 18 avril 2027',
  },
  /** Dance roles as printed on a ticket. */
  roles: { leader: 'Guideur', follower: 'Suiveur' },
  pdf: {
    /** `{edition}` is festival.edition, upper-cased on the ticket. */
    kicker: '{edition} · BILLET D’ENTRÉE',
    counter: 'Billet {index} / {count}',
    programme: 'Stages · Soirées · Shows · Contest',
    ticketType: 'TYPE DE BILLET',
    holder: 'Titulaire',
    /** Under the holder's name when the ticket has a dance role (`roles`). */
    role: 'Rôle : {role}',
    order: 'Commande',
    number: 'Billet n°',
    festival: 'Festival',
    scanAtDoor: 'À scanner à l’entrée',
    dayTitle: 'Le jour J',
    dayText:
      'Présentez ce QR code à l’entrée, imprimé ou sur votre téléphone (luminosité au maximum). Il n’est valable que pour une seule entrée : le premier scan fait foi, ne le partagez pas et ne publiez pas de capture. Une pièce d’identité au nom du titulaire peut vous être demandée. Gardez ce billet jusqu’à la fin du festival.',
    question: 'Une question ? {email} · {phone} — commande {number}',
    documentTitle: 'Billets {festival} — commande {number}',
    documentSubject: 'Billets d’entrée, {dates}',
    /** The attached PDF's file name, without `.pdf`: « billets-KL-AB12CD34 ». */
    fileName: 'billets-{number}',
  },
} as const;
