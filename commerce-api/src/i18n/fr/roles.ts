/** Dance roles and ticket holders: refusals of the cart (role of a line) and of the checkout (names per ticket). */
export const roles = {
  errors: {
    invalid: 'Le rôle de danse doit être « leader » (guideur) ou « follower » (suiveur).',
    required: 'Choisissez votre rôle de danse pour « {name} » : guideur (leader) ou suiveur (follower).',
    notAllowed: '« {name} » ne se réserve pas avec un rôle de danse : ajoutez-le sans choisir de rôle.',
    waitlisted: {
      leader: 'Pour garder l’équilibre du cours, « {name} » n’accepte plus de guideur pour le moment. Inscrivez-vous sur la liste d’attente : nous vous écrirons dès qu’une place de guideur s’ouvre.',
      follower: 'Pour garder l’équilibre du cours, « {name} » n’accepte plus de suiveur pour le moment. Inscrivez-vous sur la liste d’attente : nous vous écrirons dès qu’une place de suiveur s’ouvre.',
    },
    soldOut: {
      leader: 'Il n’y a plus de place de guideur pour « {name} ». Inscrivez-vous sur la liste d’attente : nous vous écrirons si une place se libère.',
      follower: 'Il n’y a plus de place de suiveur pour « {name} ». Inscrivez-vous sur la liste d’attente : nous vous écrirons si une place se libère.',
    },
    offerFixed: 'Ce panier contient les places que la liste d’attente vous a réservées : vous pouvez en retirer, pas en ajouter. Finalisez d’abord cette commande pour acheter d’autres billets.',
  },
  holders: {
    firstName: 'Veuillez renseigner le prénom de la personne du billet {number}.',
    lastName: 'Veuillez renseigner le nom de la personne du billet {number}.',
    tooLong: 'Le nom ou le prénom de la personne du billet {number} est trop long.',
    email: 'L’adresse e-mail de la personne du billet {number} n’est pas valide.',
    count: 'Vous avez indiqué plus de noms que la commande ne compte de billets : vérifiez les noms et réessayez.',
  },
} as const;
