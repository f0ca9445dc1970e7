/** Name changes and transfers of tickets: refusals of the dashboard and of the transfer link, and their e-mails. */
export const transfers = {
  errors: {
    closed:
      "La date limite des changements de nom et des transferts est passée : ce billet ne peut plus changer de titulaire.",
    checkedIn:
      "Ce billet a déjà été scanné à l’entrée : il ne peut plus changer de titulaire.",
    invalid:
      "Ce billet n’est plus valable (annulé ou remboursé) : il ne peut pas changer de titulaire.",
    onResale:
      "Ce billet est en revente : retirez-le de la revente avant de le transférer ou d’en changer le nom.",
    pending:
      "Un transfert de ce billet est déjà en cours : annulez-le d’abord ou attendez la réponse de son destinataire.",
    toSelf:
      "Ce billet est déjà à vous : indiquez l’adresse e-mail de la personne à qui vous le donnez.",
    notPending: "Aucun transfert de ce billet n’est en cours.",
    linkNotFound: "Ce lien de transfert n’existe pas ou n’est plus valable.",
    alreadyAccepted:
      "Ce billet a déjà été accepté : le billet à votre nom vous a été envoyé par e-mail.",
    cancelled:
      "Ce transfert a été annulé par la personne qui vous envoyait le billet.",
    expired:
      "Ce transfert a expiré : le billet est revenu à la personne qui vous l’envoyait.",
    firstName: "Veuillez renseigner le prénom.",
    lastName: "Veuillez renseigner le nom.",
    tooLong: "Le prénom et le nom ne peuvent pas dépasser 100 caractères.",
    email: "Veuillez saisir une adresse e-mail valide.",
  },
  mail: {
    offer: {
      subject: "{name} vous offre son billet pour {festival}",
      preheader:
        "Acceptez le billet « {ticket} » pour le recevoir à votre nom.",
      intro:
        "{name} vous transfère son billet « {ticket} » pour {festival} ({dates}).",
      role: "Rôle de danse du billet : {role}.",
      action: "Accepter le billet",
      after:
        "Dès que vous l’acceptez, un billet à votre nom, avec son propre QR code, vous est envoyé par e-mail.",
      expiry:
        "Ce lien est valable jusqu’au {date}. Sans réponse d’ici là, le billet revient à {name}.",
      ignore:
        "Vous ne connaissez pas cette personne ? Ignorez simplement cet e-mail : rien ne se passera.",
    },
    ticket: {
      subjectRenamed: "Votre billet à jour — billet n° {number}",
      subjectTransferred: "Votre billet pour {festival} — billet n° {number}",
      subjectReturned: "Votre billet vous revient — billet n° {number}",
      preheader: "Votre billet « {ticket} » est joint à cet e-mail.",
      introRenamed:
        "Le nom sur votre billet « {ticket} » a bien été changé : voici le billet à jour, avec un nouveau QR code.",
      introTransferred:
        "Le billet « {ticket} » que {name} vous a transféré est maintenant à votre nom. Le voici, avec son QR code.",
      introCancelled:
        "Vous avez annulé le transfert de votre billet « {ticket} » : il reste à votre nom, avec un nouveau QR code.",
      introExpired:
        "Le transfert de votre billet « {ticket} » n’a pas été accepté à temps : le billet vous revient, avec un nouveau QR code.",
      oldCode:
        "L’ancien QR code n’ouvre plus la porte : seul le billet joint à cet e-mail est valable.",
      dashboard:
        "Vos billets sont aussi dans votre espace, en vous connectant avec cette adresse e-mail :",
      dashboardAction: "Voir mes billets",
      fileName: "billet-{number}",
    },
    accepted: {
      subject: "{name} a accepté votre billet",
      preheader: "Le billet « {ticket} » est maintenant à son nom.",
      text: "{name} a accepté le billet « {ticket} » (n° {number}) que vous lui avez transféré : il est maintenant à son nom, avec un nouveau QR code, et n’apparaît plus dans votre espace.",
      thanks: "Merci d’avoir fait vivre votre place au festival.",
    },
  },
} as const;
