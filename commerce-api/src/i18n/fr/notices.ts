/** What a successful public answer tells the person (`message`, `promoRemoved`). */
export const notices = {
  auth: {
    mailSent: 'Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.',
    quickLogin: 'Un lien de connexion vient de vous être envoyé par e-mail. Il est valable 30 minutes.',
    register: 'Vérifiez votre boîte mail : si cette adresse peut être utilisée, un lien de confirmation vient de vous être envoyé.',
  },
  cart: {
    promoApplied: 'Code promo appliqué avec succès !',
    cleared: 'Votre panier a été vidé.',
    /** `{reason}` is the promo refusal (errors.promo.*), its first letter lowered. */
    promoRemoved: 'Le code promo « {code} » a été retiré de votre panier : {reason}',
    restored:
      'Votre panier a été restauré. Certains billets ont changé de prix ou ne sont plus disponibles dans la même quantité : vérifiez-le avant de payer.',
  },
  newsletter: {
    subscribed: 'Merci ! Consultez vos e-mails pour confirmer votre inscription.',
  },
} as const;
