/** French UI strings of the hotels page. */

export const hotels = {
  title: 'Hôtels',
  description:
    'Les hôtels partenaires du Kizomba Lumière Festival à Lyon, près des Docks Lumière, avec leurs tarifs négociés.',
  lead: 'Nos hôtels partenaires, à quelques minutes du festival. Pensez à réserver tôt.',
  stars: '{count} étoiles',
  star: '1 étoile',
  priceFrom: 'Dès {price} la nuit',
  promoCode: 'Code partenaire',
  book: 'Réserver',
  bookHotel: 'Réserver à {name}',
  empty: 'La liste des hôtels partenaires sera publiée prochainement.',
} as const;
