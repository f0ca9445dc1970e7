/** French UI strings of the cart in the top bar. */

/** Cart dropdown in the top bar. */
export const cart = {
  title: 'Mon panier',
  open: 'Ouvrir le panier',
  itemCount: '{count} articles',
  itemCountOne: '1 article',
  empty: 'Votre panier est vide',
  decrease: 'Diminuer la quantité',
  increase: 'Augmenter la quantité',
  quantity: 'Quantité',
  remove: 'Supprimer',
  total: 'Total',
  checkout: 'Passer la commande',
  addToCart: 'Ajouter au panier',
  added: 'Ajouté au panier',
  loadError: 'Erreur lors du chargement du panier',
  loading: 'Chargement du panier...',
  close: 'Fermer le panier',
  unitPriceTimesQuantity: '{price} × {quantity}',
  subtotal: 'Sous-total',
  discount: 'Réduction',
  browseTickets: 'Voir les billets',
  ticketQuantity: 'Nombre de billets',
  adding: 'Ajout...',
  unavailable: 'Indisponible',
} as const;
