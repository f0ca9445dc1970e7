/** Resale at face value: refusals of the dashboard's resale endpoints and the seller's e-mail. */
export const resale = {
  errors: {
    disabled: 'La revente de billets n’est pas ouverte pour ce festival.',
    closed: 'La revente est close : la date limite des transferts et des reventes est passée.',
    couple: 'Un Pass Couple ne peut pas être mis en revente.',
    checkedIn: 'Ce billet a déjà servi à l’entrée : il ne peut plus être mis en revente.',
    invalid: 'Ce billet est annulé ou remboursé : il ne peut pas être mis en revente.',
    transferPending: 'Ce billet est en cours de transfert : annulez le transfert avant de le mettre en revente.',
    transferred: 'Un billet reçu par transfert ne peut pas être revendu ici : le remboursement irait à la personne qui l’a payé. Rapprochez-vous d’elle, ou écrivez-nous.',
    nothingToRefund: 'Ce billet ne vous a rien coûté (invitation ou réduction totale) : il n’y a rien à vous rembourser, il ne peut donc pas être mis en revente.',
    alreadyListed: 'Ce billet est déjà en revente.',
    notListed: 'Ce billet n’est pas en revente.',
    alreadySold: 'Ce billet a déjà trouvé preneur : il ne peut plus être retiré de la revente.',
    noSeat: 'Votre place a déjà été proposée à une autre personne : le billet ne peut plus être retiré de la revente.',
  },
  mail: {
    subject: 'Votre billet a été revendu',
    preheader: 'Votre billet « {ticket} » a trouvé preneur.',
    intro: 'Bonne nouvelle : votre billet « {ticket} » (n° {number}) mis en revente a trouvé preneur.',
    refunded: 'Nous vous remboursons {amount} sur le moyen de paiement de votre commande {order}. Selon votre banque, le montant apparaît sous 5 à 10 jours.',
    feeLine: 'Prix du billet : {price}, frais de revente : {fee}.',
    nothingRefunded: 'Les frais de revente ({fee}) couvrent le prix de votre billet ({price}) : il n’y a pas de somme à vous rembourser.',
    alreadyRefunded: 'Votre commande {order} vous a déjà été remboursée : il ne reste rien à vous rembourser pour ce billet.',
    revoked: 'Le QR code de ce billet n’est plus valable : il ne permet plus d’entrer au festival.',
    thanks: 'Merci d’avoir laissé votre place à une autre personne passionnée de danse.',
  },
} as const;
