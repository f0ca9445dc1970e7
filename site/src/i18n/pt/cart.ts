/** Portuguese UI strings of the cart in the top bar. */
import type { Dictionary } from '../index';

/** Cart dropdown in the top bar. */
export const cart: Dictionary['cart'] = {
  title: 'O meu carrinho',
  open: 'Abrir o carrinho',
  itemCount: '{count} artigos',
  itemCountOne: '1 artigo',
  empty: 'O seu carrinho está vazio',
  decrease: 'Diminuir a quantidade',
  increase: 'Aumentar a quantidade',
  quantity: 'Quantidade',
  remove: 'Remover',
  total: 'Total',
  checkout: 'Finalizar a compra',
  addToCart: 'Adicionar ao carrinho',
  added: 'Adicionado ao carrinho',
  loadError: 'Não foi possível carregar o carrinho',
  loading: 'A carregar o carrinho…',
  close: 'Fechar o carrinho',
  unitPriceTimesQuantity: '{price} × {quantity}',
  subtotal: 'Subtotal',
  discount: 'Desconto',
  browseTickets: 'Ver os bilhetes',
  ticketQuantity: 'Número de bilhetes',
  adding: 'A adicionar…',
  unavailable: 'Indisponível',
};
