/**
 * Refusals of the public endpoints (`error.message`; the `code` never changes with the language).
 * The checkout's « Veuillez remplir tous les champs obligatoires » and « Votre panier est vide »
 * are docs/spec.md §8's texts, verbatim.
 */
export const errors = {
  common: {
    generic: 'Une erreur est survenue',
    loginRequired: 'Vous devez être connecté pour accéder à cette ressource.',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    forbidden: "Vous n'avez pas les droits nécessaires pour cette action.",
    notFound: "Cette ressource n'existe pas.",
    routeNotFound: "Cette adresse n'existe pas dans l'API.",
    serviceUnavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    databaseUnavailable: 'La base de données ne répond pas. Veuillez réessayer dans quelques instants.',
    tooManyRequests: 'Trop de requêtes. Veuillez patienter une minute avant de réessayer.',
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.',
    tooManyCheckouts: 'Trop de tentatives de commande depuis votre connexion. Veuillez patienter une minute avant de réessayer.',
  },
  request: {
    invalidJson: "Le corps de la requête n'est pas un JSON valide.",
    notJson: 'Le corps de la requête doit être un objet JSON (en-tête « Content-Type: application/json »).',
    tooLarge: 'La requête est trop volumineuse.',
    unsupportedEncoding: "L'encodage de la requête n'est pas pris en charge.",
    aborted: 'La requête a été interrompue.',
    invalid: 'La requête est invalide.',
    headersTooLarge: "L'adresse ou les en-têtes de la requête sont trop longs.",
    timeout: "La requête n'est pas arrivée à temps. Veuillez réessayer.",
    malformed: 'La requête HTTP est mal formée.',
    /** A refused field: « Le champ « quantity » est invalide : <why>. » */
    fieldInvalid: 'Le champ « {field} » est invalide : {reason}',
    /** A refused part of the request as a whole. */
    partInvalid: '{part} est invalide : {reason}',
    partValueInvalid: 'La valeur de {part} est invalide.',
    otherFields: 'Autres champs à corriger : {fields}.',
    /** How a field name is quoted in otherFields' list. */
    quotedField: '« {field} »',
    parts: {
      params: "l'adresse",
      query: 'les paramètres de la requête',
      body: 'le corps de la requête',
    },
  },
  cart: {
    cartNotFound: "Ce panier n'existe pas ou a expiré.",
    itemNotFound: "Cet article n'est pas dans votre panier.",
    ticketNotFound: "Ce billet n'existe pas ou n'est plus proposé.",
    emptyForPromo: "Votre panier est vide : ajoutez des billets avant d'appliquer un code promo.",
    quantity: 'La quantité doit être un nombre entier entre 1 et {max}.',
    notOffered: 'Les billets « {name} » ne sont plus proposés.',
    salesNotOpen: "La vente des billets « {name} » n'est pas encore ouverte.",
    salesClosed: 'La vente des billets « {name} » est terminée.',
    soldOut: 'Les billets « {name} » sont épuisés.',
    quantityLimit: 'Vous ne pouvez pas prendre plus de {max} billets « {name} » par commande.',
    notEnoughSeats: { one: "Il ne reste qu'une place pour « {name} ».", other: 'Il ne reste que {count} places pour « {name} ».' },
    /** Added after quantityLimit / notEnoughSeats when the cart already holds some. */
    alreadyInCart: { one: 'Vous en avez déjà 1 dans votre panier.', other: 'Vous en avez déjà {count} dans votre panier.' },
  },
  promo: {
    invalid: "Ce code promo n'est pas valide.",
    notApplicableToCart: "Ce code promo ne s'applique à aucun des billets de votre panier.",
    notApplicableEmpty: "Ce code promo ne s'applique pas à un panier vide.",
    minSubtotal: "Ce code promo nécessite un minimum d'achat de {minimum} (votre panier : {subtotal}).",
    minSubtotalRestricted: "Ce code promo nécessite un minimum d'achat de {minimum} de billets concernés (votre panier : {subtotal}).",
  },
  checkout: {
    requiredFields: 'Veuillez remplir tous les champs obligatoires',
    cartEmpty: 'Votre panier est vide',
    orderNotFound: 'Commande introuvable.',
    orderPaid: 'Cette commande est déjà payée.',
    orderProcessing: 'Le paiement de cette commande est en cours de traitement : son panier ne peut pas être restauré pour le moment.',
    notEnoughSeats: {
      one: "Il ne reste qu'une place pour « {name} » : vous en demandez {wanted}. Modifiez la quantité dans votre panier.",
      other: 'Il ne reste que {count} places pour « {name} » : vous en demandez {wanted}. Modifiez la quantité dans votre panier.',
    },
    orderTooLarge:
      'Une commande ne peut pas dépasser {max} billets, et votre panier en contient {wanted}. Réduisez les quantités de votre panier : vous pourrez commander les autres billets une fois cette commande payée.',
    tooManyPendingOrders: {
      one: "Vous avez déjà {count} commande en attente de paiement. Terminez le paiement de l'une d'elles, ou abandonnez-la en revenant de la page de paiement, puis réessayez. Sans paiement, une commande libère ses places d'elle-même : {holdMinutes} minutes après sa création, ou 30 minutes après l'ouverture de sa page de paiement.",
      other: "Vous avez déjà {count} commandes en attente de paiement. Terminez le paiement de l'une d'elles, ou abandonnez-la en revenant de la page de paiement, puis réessayez. Sans paiement, une commande libère ses places d'elle-même : {holdMinutes} minutes après sa création, ou 30 minutes après l'ouverture de sa page de paiement.",
    },
    tooManyHeldSeats: {
      one: 'Vos commandes en attente de paiement réservent déjà {count} place, et vous ne pouvez pas en réserver plus de {max} à la fois. Réduisez les quantités de votre panier, ou terminez le paiement de vos autres commandes (ou abandonnez-les en revenant de la page de paiement).',
      other: 'Vos commandes en attente de paiement réservent déjà {count} places, et vous ne pouvez pas en réserver plus de {max} à la fois. Réduisez les quantités de votre panier, ou terminez le paiement de vos autres commandes (ou abandonnez-les en revenant de la page de paiement).',
    },
  },
  payments: {
    orderNotFound: 'Commande introuvable',
    providerUnavailable: 'Le service de paiement est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    providerError: "Le service de paiement n'a pas pu traiter la demande. Veuillez réessayer.",
    inProgress: 'Une autre tentative de paiement de cette commande est en cours. Veuillez réessayer dans un instant.',
    alreadyPaid: 'Cette commande est déjà payée.',
    processing: 'Le paiement de cette commande est en cours de traitement.',
    notPayable: 'Cette commande ne peut plus être payée. Veuillez recommencer votre commande.',
    expired: 'Le délai de réservation de vos places est dépassé. Veuillez recommencer votre commande.',
    belowMinimum: 'Le montant de cette commande est inférieur au minimum accepté pour un paiement par carte (0,50 €).',
    /** An order's failure as its status page shows it when the payment provider gave no reason. */
    failedDefault: 'Une erreur est survenue lors du traitement de votre paiement.',
  },
  auth: {
    invalidCredentials: 'E-mail ou mot de passe incorrect.',
    emailNotVerified: "Confirmez d'abord votre adresse e-mail : nous venons de vous renvoyer le lien de confirmation.",
    resetLinkInvalid: 'Ce lien de réinitialisation n’est plus valide. Demandez-en un nouveau.',
    magicLinkInvalid: 'Ce lien de connexion n’est plus valide. Demandez-en un nouveau.',
    verificationLinkInvalid: 'Ce lien de confirmation n’est plus valide. Demandez-en un nouveau.',
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
    mfaCodeInvalid: 'Code de vérification incorrect.',
    mfaTokenInvalid: 'Votre connexion a expiré : identifiez-vous de nouveau.',
    registrationPasswordMismatch: "Ce mot de passe n'est pas celui choisi à l'inscription.",
    tooManyAttempts: 'Trop de tentatives pour ce compte. Réessayez dans {minutes} minute(s).',
  },
  account: {
    ticketNotFound: 'Billet introuvable.',
    orderNotFound: 'Commande introuvable.',
    ticketNotValid: "Ce billet n'est plus valable : il ne peut pas être téléchargé.",
    noValidTickets: "Cette commande n'a aucun billet valable à télécharger.",
    staffDeletionRefused: "Les comptes de l'équipe (administration, contrôle des billets) ne peuvent pas être supprimés depuis le tableau de bord.",
    passwordRequired: 'Veuillez saisir votre mot de passe pour confirmer la suppression.',
    passwordRequiredField: 'Veuillez saisir votre mot de passe.',
    wrongPassword: 'Mot de passe incorrect.',
    /** `{word}` is the word to type, which stays « SUPPRIMER » in every language. */
    confirmationRequired: 'Veuillez saisir « {word} » pour confirmer la suppression.',
    confirmationRequiredField: 'Veuillez saisir « {word} ».',
  },
  catalogue: {
    ticketNotFound: "Ce billet n'existe pas ou n'est plus proposé.",
  },
  invitations: {
    notFound: 'Cette invitation est introuvable. Vérifiez le lien reçu par e-mail.',
    unavailable: 'Cette invitation n’est plus disponible : elle a déjà été utilisée, a été annulée ou a expiré.',
    soldOut: 'Il ne reste plus assez de places pour ce billet. Contactez l’équipe du festival.',
  },
  messages: {
    notFound: 'Message introuvable.',
  },
  newsletter: {
    confirmLinkInvalid: "Ce lien de confirmation n'est pas valide ou a expiré. Inscrivez-vous à nouveau pour recevoir un nouveau lien.",
    unsubscribeLinkInvalid: "Ce lien de désinscription n'est pas valide.",
    unsubscribeLinkIncomplete: 'Le lien de désinscription est incomplet.',
  },
  password: {
    tooShort: 'Le mot de passe doit contenir au moins {min} caractères.',
    tooLong: 'Le mot de passe ne peut pas dépasser {max} caractères.',
    tooWeak: 'Ce mot de passe est trop facile à deviner : allongez-le ou mélangez des mots inattendus.',
  },
} as const;
