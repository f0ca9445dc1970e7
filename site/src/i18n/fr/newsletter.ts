/** French UI strings of the newsletter form and its confirmation pages. */

/** Newsletter: footer box, /newsletter/confirm, /newsletter/unsubscribe (docs/accounts.md). */
export const newsletter = {
  sending: 'Inscription...',
  success: 'Merci ! Consultez vos e-mails pour confirmer votre inscription.',
  error: 'Une erreur est survenue. Veuillez réessayer.',
  emailRequired: 'Veuillez indiquer votre adresse e-mail.',
  emailInvalid: 'L’adresse e-mail n’est pas valide.',
  confirmTitle: 'Confirmation de l’inscription',
  confirmDescription: 'Confirmation de l’inscription à la newsletter du Kizomba Lumière Festival.',
  confirming: 'Confirmation en cours...',
  confirmed: 'Inscription confirmée',
  confirmedText: 'Vous recevrez les prochaines annonces du festival à l’adresse {email}.',
  confirmedTextShort: 'Vous recevrez les prochaines annonces du festival.',
  confirmFailed: 'Confirmation impossible',
  unsubscribeTitle: 'Désinscription de la newsletter',
  unsubscribeDescription: 'Désinscription de la newsletter du Kizomba Lumière Festival.',
  unsubscribeText: 'Vous ne souhaitez plus recevoir la newsletter du festival ? Confirmez d’un clic.',
  unsubscribeButton: 'Me désinscrire',
  unsubscribing: 'Désinscription...',
  unsubscribed: 'Désinscription confirmée',
  unsubscribedText:
    'Votre adresse est désinscrite : vous ne recevrez plus la newsletter. Vous pourrez vous réinscrire à tout moment depuis le pied de page.',
  unsubscribeFailed: 'Désinscription impossible',
  invalidLink: 'Ce lien n’est pas valide ou a expiré.',
  backHome: 'Retour à l’accueil',
  /** The footer form posted without JavaScript lands on one of these two pages. */
  subscribedTitle: 'Inscription à la newsletter',
  subscribedDescription: 'Inscription à la newsletter du Kizomba Lumière Festival.',
  subscribedText: 'Le lien de confirmation est valable 7 jours. Pensez à regarder dans les courriers indésirables.',
  invalidTitle: 'Adresse e-mail non valide',
  invalidText: 'Vérifiez l’adresse et réessayez depuis le formulaire en bas de page.',
} as const;
