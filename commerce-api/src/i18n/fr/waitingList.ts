/**
 * The waiting list (a sold-out ticket type, or one dance role of a balanced workshop): refusals,
 * answers of the public endpoints, the roles' names in sentences, and the three e-mails
 * (confirming a join, offer of freed places, removal after two unanswered offers).
 */
export const waitingList = {
  errors: {
    entryNotFound: 'Cette inscription à la liste d’attente est introuvable. Vérifiez le lien reçu par e-mail.',
    offerNotFound: 'Cette offre est introuvable. Vérifiez le lien reçu par e-mail.',
    offerExpired: 'Cette offre n’est plus valable : le délai pour réserver vos places est passé.',
    offerUsed: 'Cette offre a déjà servi à une commande : elle ne peut plus être utilisée.',
    ticketTypeNotFound: 'Ce billet est introuvable.',
    available: 'Des places « {name} » sont en vente : réservez-les directement, sans passer par la liste d’attente.',
    closed: 'La vente des billets « {name} » n’est pas ouverte : la liste d’attente ne l’est que pendant la vente.',
    roleRequired: 'Choisissez votre rôle de danse : guideur (leader) ou suiveur (follower).',
    roleNotAllowed: 'Ce billet ne se réserve pas par rôle de danse.',
    entryClosed: 'Cette inscription n’est plus sur la liste d’attente.',
    confirmationExpired: 'Ce lien de confirmation a expiré : une inscription se confirme dans les 48 heures. Inscrivez-vous de nouveau depuis la page des billets.',
  },
  fields: {
    ticketTypeId: 'Choisissez un billet.',
    quantityTooLarge: 'Vous pouvez attendre au plus {max} places.',
    role: 'Le rôle de danse doit être « leader » ou « follower ».',
  },
  notices: {
    confirmationSent: 'Confirmez votre inscription : nous vous avons envoyé un e-mail à {email}. Votre place dans la file compte à partir de la confirmation.',
    confirmed: 'C’est confirmé : vous êtes sur la liste d’attente, en position {position}.',
    alreadyJoined: 'Vous êtes déjà sur la liste d’attente de ce billet, en position {position}.',
    alreadyOffered: 'Vous êtes déjà sur la liste d’attente de ce billet : une offre vous a été envoyée par e-mail.',
    left: 'Vous avez quitté la liste d’attente.',
  },
  /** A role inside a sentence. */
  roles: {
    leader: 'guideur (leader)',
    follower: 'suiveur (follower)',
  },
  mail: {
    /** « 2 places « Workshop Pass » ». */
    what: { one: '1 place « {ticket} »', other: '{count} places « {ticket} »' },
    /** « 1 place « Workshop Pass » en guideur (leader) ». */
    whatWithRole: { one: '1 place « {ticket} » en {role}', other: '{count} places « {ticket} » en {role}' },
    confirmation: {
      subject: 'Confirmez votre inscription sur la liste d’attente du {festival}',
      preheader: 'Un clic pour prendre votre place dans la file pour {what}.',
      intro: 'Vous avez demandé à rejoindre la liste d’attente pour {what}. Confirmez votre inscription avec le bouton ci-dessous dans les 48 heures : votre place dans la file compte à partir de ce moment.',
      how: 'Dès qu’une place se libère, nous l’offrons à la première personne de la liste : vous recevrez alors un e-mail avec un lien pour réserver, valable un temps limité. Sans réponse dans ce délai, l’offre passe à la personne suivante et vous repassez en fin de liste ; au deuxième délai dépassé, vous quittez la liste.',
      confirm: 'Une fois confirmé, la même page vous montre votre position et vous permet de quitter la liste à tout moment :',
      button: 'Confirmer mon inscription',
      /** Text version: « Confirmer mon inscription : https://… ». */
      buttonLine: 'Confirmer mon inscription : {url}',
      notMe: 'Vous n’avez rien demandé ? Ignorez simplement cet e-mail : sans confirmation, l’inscription est effacée au bout de 48 heures.',
    },
    offer: {
      subject: { one: 'Une place s’est libérée pour vous au {festival}', other: '{count} places se sont libérées pour vous au {festival}' },
      preheader: 'Réservée pour vous jusqu’au {date}.',
      intro: { one: 'Bonne nouvelle : {what} s’est libérée et nous vous la réservons.', other: 'Bonne nouvelle : {what} se sont libérées et nous vous les réservons.' },
      hold: {
        one: 'Elle vous est réservée jusqu’au {date} (heure de Paris) : passé ce délai, elle sera proposée à la personne suivante de la liste.',
        other: 'Elles vous sont réservées jusqu’au {date} (heure de Paris) : passé ce délai, elles seront proposées à la personne suivante de la liste.',
      },
      total: 'Montant : {total}',
      action: 'Ouvrez le lien ci-dessous : vos places arrivent dans votre panier, il ne reste qu’à payer. Ce lien personnel ne sert qu’à une commande.',
      button: 'Réserver mes places',
      /** Text version: « Réserver mes places : https://… ». */
      buttonLine: 'Réserver mes places : {url}',
      decline: 'Vous ne pouvez plus venir ? Ignorez simplement cet e-mail : à la fin du délai, la place ira à la personne suivante.',
    },
    removed: {
      subject: 'Vous avez quitté la liste d’attente du {festival}',
      preheader: 'Deux offres sont restées sans réponse.',
      intro: 'Nous vous avons proposé deux fois {what}, mais aucune des deux offres n’a été utilisée à temps : pour laisser sa chance à la personne suivante, votre inscription sur la liste d’attente a pris fin.',
      again: 'Si vous souhaitez toujours venir, vous pouvez vous réinscrire à tout moment depuis la page des billets.',
      button: 'Voir les billets',
      /** Text version: « Voir les billets : https://… ». */
      buttonLine: 'Voir les billets : {url}',
    },
  },
} as const;
