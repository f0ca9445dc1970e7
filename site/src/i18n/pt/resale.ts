/** Portuguese UI strings of a ticket's resale at face value (dashboard). */
import type { Dictionary } from '../index';

export const resale: Dictionary['resale'] = {
  open: 'Revender ao preço de compra',
  title: 'Revender este bilhete',
  lead: 'Não vai poder vir? O festival revende o seu bilhete por si, ao preço que pagou por ele.',
  legal: 'Em França, um bilhete só pode ser revendido com o consentimento do organizador e nunca acima do seu preço: é por isso que a revenda passa por nós, no máximo ao preço de compra.',
  loadingQuote: 'A calcular o montante…',
  quote: {
    price: 'Preço de revenda',
    fee: 'Taxa de revenda',
    refund: 'Recebe',
    noFee: 'Sem taxa',
  },
  how: 'O bilhete é proposto primeiro às pessoas da lista de espera e depois volta à venda. Assim que for comprado, {refund} são reembolsados no cartão com que pagou.',
  meanwhile: 'Entretanto, o bilhete continua a ser seu, mas deixa de ser aceite à entrada. Pode retirá-lo da revenda enquanto não for vendido.',
  submit: 'Pôr em revenda',
  submitting: 'A pôr em revenda…',
  cancel: 'Cancelar',
  listedDone: 'O seu bilhete está em revenda. Escrever-lhe-emos assim que encontrar comprador.',
  badge: 'Em revenda',
  listedTitle: 'Em revenda',
  listed: 'Em revenda desde {date} por {price}. Receberá {refund} assim que for comprado.',
  withdraw: 'Retirar da revenda',
  withdrawing: 'A retirar…',
  withdrawn: 'Bilhete retirado da revenda: volta a ser válido à entrada.',
  soldTitle: 'Bilhete revendido',
  sold: 'O seu bilhete encontrou comprador em {date}. {refund} são reembolsados no seu cartão.',
  refundPending: 'O reembolso está em curso: consoante o seu banco, surge dentro de alguns dias.',
  soldBadge: 'Revendido',
  closed: {
    deadlinePassed: 'A revenda está encerrada desde {date}.',
    checkedIn: 'Este bilhete já foi utilizado à entrada: não pode ser revendido.',
    notValid: 'Este bilhete já não é válido: não pode ser revendido.',
    pendingTransfer: 'Cancele primeiro a transferência em curso para revender este bilhete.',
    notAllowed: 'Este bilhete não pode ser revendido.',
  },
};
