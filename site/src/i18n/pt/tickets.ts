/** Portuguese UI strings of the ticket catalogue. */
import type { Dictionary } from '../index';

export const tickets: Dictionary['tickets'] = {
  title: 'Bilheteira',
  description:
    'Full Pass, passe de festas ou workshops: os bilhetes do Kizomba Lumière Festival, os preços e os lugares disponíveis.',
  lead: 'Escolha a sua fórmula. Os bilhetes são enviados por e-mail assim que o pagamento for confirmado.',
  includes: 'Inclui',
  bestSeller: 'O mais vendido',
  soldOut: 'Esgotado',
  placesLeft: 'Restam {count} lugares',
  placeLeft: 'Resta 1 lugar',
  salesNotOpen: 'Vendas abrem a {date}',
  salesClosed: 'Vendas encerradas',
  validDays: 'Válido',
  categories: {
    pass: 'Passe',
    night: 'Festa',
    workshop: 'Workshop',
  },
  empty: 'De momento, não há bilhetes à venda.',
  liveUpdated: 'Disponibilidade atualizada às {time}.',
  faqHeading: 'Perguntas sobre a bilheteira',
  faqLink: 'Todas as perguntas frequentes',
  price: 'Preço',
};
