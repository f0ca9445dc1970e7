/** French UI strings of the promo notice and the promo code box. */

/** Promo notification and promo code box. */
export const promo = {
  notificationTitle: 'Code promo',
  notificationText: 'Un code promo de 5 € sera appliqué automatiquement à votre panier.',
  applyNow: 'Appliquer maintenant',
  later: 'Plus tard',
  label: 'Code promo',
  apply: 'Appliquer',
  applying: 'Application...',
  success: 'Code promo appliqué avec succès !',
  error: "Erreur lors de l'application du code promo",
  required: 'Veuillez saisir un code promo.',
  notificationCode: 'Votre code : {code}',
  pendingUntilAdd:
    'Votre panier est vide : le code {code} sera appliqué automatiquement dès que vous ajouterez un billet.',
  savedForLater: 'Le code {code} sera appliqué automatiquement à votre prochain ajout au panier.',
} as const;
