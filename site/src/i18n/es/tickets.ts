/** Spanish UI strings of the ticket catalogue. */
import type { Dictionary } from '../index';

export const tickets: Dictionary['tickets'] = {
  title: 'Entradas',
  description:
    'Pase completo, pase de fiestas o talleres: las entradas del Kizomba Lumière Festival, sus precios y las plazas disponibles.',
  lead: 'Elija su fórmula. Las entradas se envían por correo electrónico en cuanto se confirma el pago.',
  includes: 'Incluye',
  bestSeller: 'La más vendida',
  soldOut: 'Agotado',
  placesLeft: 'Quedan {count} plazas',
  placeLeft: 'Queda 1 plaza',
  salesNotOpen: 'A la venta el {date}',
  salesClosed: 'Venta cerrada',
  validDays: 'Válida',
  categories: {
    pass: 'Pase',
    night: 'Fiesta',
    workshop: 'Taller',
  },
  empty: 'No hay entradas a la venta en este momento.',
  liveUpdated: 'Disponibilidad actualizada a las {time}.',
  faqHeading: 'Preguntas sobre las entradas',
  faqLink: 'Todas las preguntas frecuentes',
  price: 'Precio',
};
