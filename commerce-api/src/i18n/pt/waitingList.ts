/** Textos em português da lista de espera: recusas, respostas, nomes dos papéis e os seus três e-mails. */
import type { ApiDictionary } from '../index.js';

export const waitingList: ApiDictionary['waitingList'] = {
  errors: {
    entryNotFound: 'Não encontramos esta inscrição na lista de espera. Verifique a ligação recebida por e-mail.',
    offerNotFound: 'Não encontramos esta oferta. Verifique a ligação recebida por e-mail.',
    offerExpired: 'Esta oferta já não é válida: o prazo para reservar os seus lugares terminou.',
    offerUsed: 'Esta oferta já foi usada numa encomenda e não pode voltar a ser utilizada.',
    ticketTypeNotFound: 'Não encontramos este bilhete.',
    available: 'Há lugares «{name}» à venda: reserve-os diretamente, sem passar pela lista de espera.',
    closed: 'Os bilhetes «{name}» não estão à venda: a lista de espera só está aberta durante a venda.',
    roleRequired: 'Escolha o seu papel na dança: leader (condutor) ou follower (seguidor).',
    roleNotAllowed: 'Este bilhete não se reserva por papel na dança.',
    entryClosed: 'Esta inscrição já não está na lista de espera.',
    confirmationExpired: 'Esta ligação de confirmação expirou: uma inscrição tem de ser confirmada no prazo de 48 horas. Inscreva-se novamente a partir da página dos bilhetes.',
  },
  fields: {
    ticketTypeId: 'Escolha um bilhete.',
    quantityTooLarge: 'Pode aguardar no máximo {max} lugares.',
    role: 'O papel na dança deve ser «leader» ou «follower».',
  },
  notices: {
    confirmationSent: 'Confirme a sua inscrição: enviámos-lhe um e-mail para {email}. O seu lugar na fila conta a partir da confirmação.',
    confirmed: 'Confirmado: está na lista de espera, na posição {position}.',
    alreadyJoined: 'Já está na lista de espera deste bilhete, na posição {position}.',
    alreadyOffered: 'Já está na lista de espera deste bilhete: foi-lhe enviada uma oferta por e-mail.',
    left: 'Saiu da lista de espera.',
  },
  roles: {
    leader: 'leader (condutor)',
    follower: 'follower (seguidor)',
  },
  mail: {
    what: { one: '{count} lugar «{ticket}»', many: '{count} lugares «{ticket}»', other: '{count} lugares «{ticket}»' },
    whatWithRole: { one: '{count} lugar «{ticket}» como {role}', many: '{count} lugares «{ticket}» como {role}', other: '{count} lugares «{ticket}» como {role}' },
    confirmation: {
      subject: 'Confirme a sua inscrição na lista de espera do {festival}',
      preheader: 'Um clique para ocupar o seu lugar na fila para {what}.',
      intro: 'Pediu para entrar na lista de espera para {what}. Confirme a sua inscrição com o botão abaixo no prazo de 48 horas: o seu lugar na fila conta a partir desse momento.',
      how: 'Assim que um lugar ficar livre, oferecemo-lo à primeira pessoa da lista: receberá então um e-mail com uma ligação para reservar, válida durante um tempo limitado. Sem resposta nesse prazo, a oferta passa à pessoa seguinte e volta para o fim da lista; ao segundo prazo ultrapassado, sai da lista.',
      confirm: 'Depois de confirmar, a mesma página mostra a sua posição e permite-lhe sair da lista a qualquer momento:',
      button: 'Confirmar a minha inscrição',
      buttonLine: 'Confirmar a minha inscrição: {url}',
      notMe: 'Não se inscreveu? Ignore simplesmente este e-mail: sem confirmação, a inscrição é apagada ao fim de 48 horas.',
    },
    offer: {
      subject: {
        one: 'Ficou livre {count} lugar para si no {festival}',
        many: 'Ficaram livres {count} lugares para si no {festival}',
        other: 'Ficaram livres {count} lugares para si no {festival}',
      },
      preheader: 'Reservado para si até {date}.',
      intro: {
        one: 'Boas notícias: ficou livre {what} e reservámo-lo para si.',
        many: 'Boas notícias: ficaram livres {what} e reservámo-los para si.',
        other: 'Boas notícias: ficaram livres {what} e reservámo-los para si.',
      },
      hold: {
        one: 'Está reservado para si até {date} (hora de Paris): depois desse prazo, será oferecido à pessoa seguinte da lista.',
        many: 'Estão reservados para si até {date} (hora de Paris): depois desse prazo, serão oferecidos à pessoa seguinte da lista.',
        other: 'Estão reservados para si até {date} (hora de Paris): depois desse prazo, serão oferecidos à pessoa seguinte da lista.',
      },
      total: 'Montante: {total}',
      action: 'Abra a ligação abaixo: os seus lugares passam diretamente para o seu cesto e só falta pagar. Esta ligação pessoal serve para uma única encomenda.',
      button: 'Reservar os meus lugares',
      buttonLine: 'Reservar os meus lugares: {url}',
      decline: 'Já não pode vir? Simplesmente ignore este e-mail: no fim do prazo, o lugar passará à pessoa seguinte.',
    },
    removed: {
      subject: 'Saiu da lista de espera do {festival}',
      preheader: 'Duas ofertas ficaram sem resposta.',
      intro: 'Oferecemos-lhe duas vezes {what}, mas nenhuma das ofertas foi utilizada a tempo: para dar uma oportunidade à pessoa seguinte, a sua inscrição na lista de espera terminou.',
      again: 'Se ainda quiser vir, pode voltar a inscrever-se a qualquer momento na página dos bilhetes.',
      button: 'Ver os bilhetes',
      buttonLine: 'Ver os bilhetes: {url}',
    },
  },
};
