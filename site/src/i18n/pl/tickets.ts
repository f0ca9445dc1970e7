/** Polish UI strings of the ticket catalogue. */
import type { Dictionary } from '../index';

export const tickets: Dictionary['tickets'] = {
  title: 'Bilety',
  description:
    'Pełny karnet, karnet imprezowy lub warsztaty: bilety na Kizomba Lumière Festival, ich ceny i liczba wolnych miejsc.',
  lead: 'Prosimy wybrać swoją opcję. Bilety są wysyłane e-mailem zaraz po potwierdzeniu płatności.',
  includes: 'W cenie',
  bestSeller: 'Najczęściej wybierany',
  soldOut: 'Wyprzedane',
  placesLeft: 'Wolne miejsca: {count}',
  placeLeft: 'Ostatnie wolne miejsce',
  salesNotOpen: 'Sprzedaż rusza {date}',
  salesClosed: 'Sprzedaż zakończona',
  validDays: 'Ważny',
  categories: {
    pass: 'Karnet',
    night: 'Impreza',
    workshop: 'Warsztaty',
  },
  empty: 'Obecnie żadne bilety nie są w sprzedaży.',
  liveUpdated: 'Dostępność zaktualizowana o {time}.',
  faqHeading: 'Pytania o bilety',
  faqLink: 'Wszystkie najczęstsze pytania',
  price: 'Cena',
};
