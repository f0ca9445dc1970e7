/** What a successful public answer tells the person (`message`, `promoRemoved`). */
export const notices = {
  auth: {
    mailSent: 'Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.',
    quickLogin: 'Un lien de connexion vient de vous être envoyé par e-mail. Il est valable 30 minutes.',
    register: 'Vérifiez votre boîte mail : si cette adresse peut être utilisée, un lien de confirmation vient de vous être envoyé.',
  },
  cart: {
    itemAdded: '« {name} » a été ajouté à votre panier.',
    itemRemoved: '« {name} » a été retiré de votre panier.',
    promoApplied: 'Code promo appliqué avec succès !',
    cleared: 'Votre panier a été vidé.',
    /** The cart's promo code stopped applying: one sentence per refusal of errors.promo. */
    promoRemoved: {
      invalid: "Le code promo « {code} » a été retiré de votre panier : ce code promo n'est pas valide.",
      notApplicableToCart: "Le code promo « {code} » a été retiré de votre panier : ce code promo ne s'applique à aucun des billets de votre panier.",
      notApplicableEmpty: "Le code promo « {code} » a été retiré de votre panier : ce code promo ne s'applique pas à un panier vide.",
      minSubtotal:
        "Le code promo « {code} » a été retiré de votre panier : ce code promo nécessite un minimum d'achat de {minimum} (votre panier : {subtotal}).",
      minSubtotalRestricted:
        "Le code promo « {code} » a été retiré de votre panier : ce code promo nécessite un minimum d'achat de {minimum} de billets concernés (votre panier : {subtotal}).",
    },
    restored:
      'Votre panier a été restauré. Certains billets ont changé de prix ou ne sont plus disponibles dans la même quantité : vérifiez-le avant de payer.',
  },
  /** The order as its status page and the confirmation e-mail show it (OrderView). */
  order: {
    /** docs/spec.md §2/§9: the only payment method. */
    paymentMethod: 'Carte de crédit',
    /** An invitation's order (free tickets) instead of the payment method. */
    invitationPaymentMethod: 'Invitation (offerte)',
    /** Why a failed order failed, per failure reason; `default` is docs/spec.md §8's text. */
    failure: {
      payment_failed: "Votre paiement n'a pas abouti. Aucun montant n'a été débité : vous pouvez réessayer.",
      expired: 'Le délai de paiement est dépassé : vos places ont été libérées. Vous pouvez recommencer votre commande.',
      canceled: 'Cette commande a été annulée et ses billets ont été remis dans votre panier.',
      sold_out_after_payment:
        'Votre paiement est arrivé après la libération de vos places et les billets sont désormais épuisés : vous avez été intégralement remboursé.',
      default: 'Une erreur est survenue lors du traitement de votre paiement.',
    },
  },
  newsletter: {
    subscribed: 'Merci ! Consultez vos e-mails pour confirmer votre inscription.',
  },
} as const;
