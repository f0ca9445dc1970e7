/**
 * Messages about one field of a public form (`error.fields[].message`, and `error.message` when it
 * is the first one): the checkout form, account, contact, newsletter, cart and invitation fields.
 */
export const fields = {
  checkout: {
    required: {
      firstName: 'Veuillez renseigner le prénom.',
      lastName: 'Veuillez renseigner le nom.',
      email: "Veuillez renseigner l'adresse e-mail.",
      phone: 'Veuillez renseigner le numéro de téléphone.',
      line1: "Veuillez renseigner l'adresse.",
      line2: "Veuillez renseigner le complément d'adresse.",
      postalCode: 'Veuillez renseigner le code postal.',
      city: 'Veuillez renseigner la ville.',
      country: 'Veuillez renseigner le pays.',
      state: "Veuillez renseigner l'État, la province ou la région.",
      other: 'Veuillez renseigner ce champ.',
    },
    tooLong: {
      firstName: 'Le prénom est trop long.',
      lastName: 'Le nom est trop long.',
      email: "L'adresse e-mail est trop longue.",
      phone: 'Le numéro de téléphone est trop long.',
      line1: "L'adresse est trop longue.",
      line2: "Le complément d'adresse est trop long.",
      postalCode: 'Le code postal est trop long.',
      city: 'La ville est trop longue.',
      country: 'Le pays est trop long.',
      state: "L'État, la province ou la région est trop long.",
      other: 'Ce champ est trop long.',
    },
    email: 'Veuillez saisir une adresse e-mail valide.',
    country: 'Veuillez choisir un pays dans la liste.',
    state: 'Veuillez choisir un État, une province ou une région valide pour ce pays.',
    phone: 'Veuillez saisir un numéro de téléphone valide.',
  },
  email: {
    missing: 'Veuillez indiquer votre adresse e-mail.',
    tooLong: "L'adresse e-mail est trop longue.",
    invalid: "L'adresse e-mail n'est pas valide.",
  },
  password: {
    choose: 'Veuillez choisir un mot de passe.',
    missing: 'Veuillez indiquer votre mot de passe.',
    tooLong: 'Le mot de passe est trop long.',
    notText: 'Le mot de passe doit être un texte.',
    confirmationNotText: 'La confirmation doit être un texte.',
  },
  name: {
    firstNameMissing: 'Veuillez indiquer votre prénom.',
    lastNameMissing: 'Veuillez indiquer votre nom.',
    nameMissing: 'Veuillez indiquer votre nom.',
    firstNameTooLong: 'Le prénom ne peut pas dépasser {max} caractères.',
    lastNameTooLong: 'Le nom ne peut pas dépasser {max} caractères.',
  },
  code: {
    missing: 'Veuillez saisir le code de vérification.',
    invalid: 'Code de vérification incorrect.',
  },
  link: {
    incomplete: 'Ce lien est incomplet.',
    invalid: "Ce lien n'est pas valide.",
    confirmIncomplete: 'Le lien de confirmation est incomplet.',
    unsubscribeIncomplete: 'Le lien de désinscription est incomplet.',
  },
  cart: {
    quantityNotInteger: 'La quantité doit être un nombre entier.',
    quantityTooSmall: 'La quantité doit être au moins de 1.',
    quantityTooLarge: 'La quantité ne peut pas dépasser {max} billets par type.',
    ticketId: 'Le billet doit être désigné par son identifiant (nombre) ou son slug.',
  },
  contact: {
    subjectMissing: 'Veuillez indiquer le sujet de votre message.',
    subjectTooLong: 'Le sujet ne peut pas dépasser {max} caractères.',
    subjectOneLine: 'Le sujet doit tenir sur une seule ligne.',
    messageMissing: 'Veuillez écrire votre message.',
    messageTooLong: 'Le message ne peut pas dépasser {max} caractères.',
    orderNumberNotText: 'Le numéro de commande doit être un texte.',
    orderNumberTooLong: 'Ce numéro de commande est trop long.',
  },
  invitation: {
    holderNameNotText: 'Chaque nom doit être un texte.',
    holderNameTooLong: 'Un nom ne peut pas dépasser {max} caractères.',
    holderNamesNotList: 'Les noms des participants doivent être une liste.',
    tooManyHolderNames: 'Au plus {max} noms.',
  },
} as const;
