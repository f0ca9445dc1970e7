/** Resale at face value: refusals of the dashboard's resale endpoints and the seller's e-mail. */
import type { ApiDictionary } from '../index.js';

export const resale: ApiDictionary['resale'] = {
  errors: {
    disabled: 'A revenda de bilhetes não está aberta para este festival.',
    closed: 'A revenda está encerrada: o prazo para transferências e revendas já terminou.',
    couple: 'Um Passe Casal não pode ser colocado em revenda.',
    checkedIn: 'Este bilhete já foi utilizado à entrada: já não pode ser colocado em revenda.',
    invalid: 'Este bilhete foi cancelado ou reembolsado: não pode ser colocado em revenda.',
    transferPending: 'Este bilhete está a ser transferido: cancele a transferência antes de o colocar em revenda.',
    transferred: 'Um bilhete recebido por transferência não pode ser revendido aqui: o reembolso iria para a pessoa que o pagou. Contacte-a ou escreva-nos.',
    nothingToRefund: 'Este bilhete não lhe custou nada (convite ou desconto total): não há nada a reembolsar, pelo que não pode ser colocado em revenda.',
    alreadyListed: 'Este bilhete já está em revenda.',
    notListed: 'Este bilhete não está em revenda.',
    alreadySold: 'Este bilhete já encontrou comprador: já não pode ser retirado da revenda.',
    noSeat: 'O seu lugar já foi proposto a outra pessoa: o bilhete já não pode ser retirado da revenda.',
  },
  mail: {
    subject: 'O seu bilhete foi revendido',
    preheader: 'O seu bilhete «{ticket}» encontrou comprador.',
    intro: 'Boas notícias: o bilhete «{ticket}» (n.º {number}) que colocou em revenda encontrou comprador.',
    refunded: 'Reembolsamos {amount} no meio de pagamento da sua encomenda {order}. Consoante o seu banco, o montante aparecerá dentro de 5 a 10 dias.',
    feeLine: 'Preço do bilhete: {price}, taxa de revenda: {fee}.',
    nothingRefunded: 'A taxa de revenda ({fee}) cobre o preço do seu bilhete ({price}): não há qualquer montante a reembolsar-lhe.',
    alreadyRefunded: 'A sua encomenda {order} já lhe foi reembolsada: não resta nada a reembolsar por este bilhete.',
    revoked: 'O código QR deste bilhete já não é válido: já não dá acesso ao festival.',
    thanks: 'Obrigado por ceder o seu lugar a outra pessoa apaixonada pela dança.',
  },
};
