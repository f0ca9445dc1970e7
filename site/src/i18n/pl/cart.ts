/** Polish UI strings of the cart in the top bar. */
import type { Dictionary } from '../index';

/** Cart dropdown in the top bar. */
export const cart: Dictionary['cart'] = {
  title: 'Mój koszyk',
  open: 'Otwórz koszyk',
  itemCount: 'Liczba pozycji: {count}',
  itemCountOne: '1 pozycja',
  empty: 'Koszyk jest pusty',
  decrease: 'Zmniejsz liczbę',
  increase: 'Zwiększ liczbę',
  quantity: 'Liczba',
  remove: 'Usuń',
  total: 'Razem',
  checkout: 'Przejdź do zamówienia',
  addToCart: 'Dodaj do koszyka',
  added: 'Dodano do koszyka',
  loadError: 'Nie udało się wczytać koszyka',
  loading: 'Wczytywanie koszyka…',
  close: 'Zamknij koszyk',
  unitPriceTimesQuantity: '{price} × {quantity}',
  subtotal: 'Suma częściowa',
  discount: 'Rabat',
  browseTickets: 'Zobacz bilety',
  ticketQuantity: 'Liczba biletów',
  adding: 'Dodawanie…',
  unavailable: 'Niedostępne',
};
