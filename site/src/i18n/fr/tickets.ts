/** French UI strings of the ticket catalogue. */

export const tickets = {
  title: 'Billetterie',
  description:
    'Pass complet, pass soirées ou stages : les billets du Kizomba Lumière Festival, leurs prix et les places restantes.',
  lead: 'Choisissez votre formule. Les billets sont envoyés par e-mail dès le paiement confirmé.',
  includes: 'Inclus',
  bestSeller: 'Meilleure vente',
  soldOut: 'Complet',
  placesLeft: '{count} places restantes',
  placeLeft: '1 place restante',
  salesNotOpen: 'Ouverture des ventes le {date}',
  salesClosed: 'Ventes terminées',
  validDays: 'Valable',
  categories: {
    pass: 'Pass',
    night: 'Soirée',
    workshop: 'Stage',
  },
  empty: 'Aucun billet n’est en vente pour le moment.',
  liveUpdated: 'Disponibilités mises à jour à {time}.',
  faqHeading: 'Questions sur la billetterie',
  faqLink: 'Toutes les questions fréquentes',
  price: 'Prix',
} as const;
