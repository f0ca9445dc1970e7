/** Dance roles and ticket holders: refusals of the cart (role of a line) and of the checkout (names per ticket). */
import type { ApiDictionary } from '../index.js';

export const roles: ApiDictionary['roles'] = {
  errors: {
    invalid: 'O papel de dança deve ser «leader» (condutor) ou «follower» (seguidor).',
    required: 'Escolha o seu papel de dança para «{name}»: condutor (leader) ou seguidor (follower).',
    notAllowed: '«{name}» não se reserva com um papel de dança: adicione-o sem escolher nenhum papel.',
    waitlisted: {
      leader: 'Para manter o equilíbrio da aula, «{name}» não aceita mais condutores de momento. Inscreva-se na lista de espera: escrever-lhe-emos assim que abrir um lugar de condutor.',
      follower: 'Para manter o equilíbrio da aula, «{name}» não aceita mais seguidores de momento. Inscreva-se na lista de espera: escrever-lhe-emos assim que abrir um lugar de seguidor.',
    },
    soldOut: {
      leader: 'Já não há lugares de condutor para «{name}». Inscreva-se na lista de espera: escrever-lhe-emos se um lugar ficar livre.',
      follower: 'Já não há lugares de seguidor para «{name}». Inscreva-se na lista de espera: escrever-lhe-emos se um lugar ficar livre.',
    },
    offerFixed: 'Este carrinho contém os lugares que a lista de espera lhe reservou: pode retirar alguns, mas não acrescentar. Conclua primeiro esta encomenda para comprar outros bilhetes.',
  },
  holders: {
    firstName: 'Indique o nome próprio da pessoa do bilhete {number}.',
    lastName: 'Indique o apelido da pessoa do bilhete {number}.',
    tooLong: 'O nome da pessoa do bilhete {number} é demasiado longo.',
    email: 'O endereço de e-mail da pessoa do bilhete {number} não é válido.',
    count: 'Indicou mais nomes do que bilhetes na encomenda: verifique os nomes e tente novamente.',
  },
};
