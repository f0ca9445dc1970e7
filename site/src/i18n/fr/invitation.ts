/** French UI strings of the invitation landing page. */

/** The public invitation page (/invitation/{token}). */
export const invitation = {
  title: 'Votre invitation',
  description: 'Invitation au Kizomba Lumière Festival.',
  loading: 'Chargement de l’invitation...',
  lead: '{name}, vous êtes invité(e) au festival !',
  offer: '{quantity} × {type}',
  ticketsLabel: 'Billets offerts',
  messageLabel: 'Message de l’organisation',
  expires: 'Invitation valable jusqu’au {date}.',
  holdersTitle: 'Noms sur les billets',
  holdersHint: 'Facultatif : vous pourrez aussi les laisser à votre nom.',
  holderLabel: 'Billet {index}',
  accept: 'Accepter l’invitation',
  accepting: 'Validation...',
  successTitle: 'Vos billets sont en route',
  successText: 'Ils arrivent par e-mail dans quelques minutes. Commande {number}.',
  successLink: 'Voir ma commande',
  notFound: 'Cette invitation n’existe pas. Vérifiez le lien reçu par e-mail.',
  unavailable: 'Cette invitation n’est plus disponible : elle a déjà été acceptée, révoquée ou a expiré.',
  soldOut: 'Il n’y a plus de place pour ce billet. Contactez l’organisation.',
  claimed: 'Cette invitation a déjà été acceptée : vos billets vous ont été envoyés par e-mail.',
  revoked: 'Cette invitation a été révoquée.',
  expired: 'Cette invitation a expiré.',
  contact: 'Nous contacter',
  backHome: 'Retour à l’accueil',
} as const;
