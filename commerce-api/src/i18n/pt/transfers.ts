/** Portuguese (Portugal) texts of name changes and transfers of tickets: refusals and e-mails. */
import type { ApiDictionary } from '../index.js';

export const transfers: ApiDictionary['transfers'] = {
  errors: {
    closed: 'O prazo para alterações de nome e transferências terminou: este bilhete já não pode mudar de titular.',
    checkedIn: 'Este bilhete já foi lido à entrada: já não pode mudar de titular.',
    invalid: 'Este bilhete já não é válido (anulado ou reembolsado): não pode mudar de titular.',
    onResale: 'Este bilhete está em revenda: retire-o da revenda antes de o transferir ou de alterar o nome.',
    pending: 'Já está em curso uma transferência deste bilhete: anule-a primeiro ou aguarde a resposta do destinatário.',
    toSelf: 'Este bilhete já é seu: indique o endereço de e-mail da pessoa a quem o oferece.',
    notPending: 'Não há nenhuma transferência deste bilhete em curso.',
    linkNotFound: 'Esta ligação de transferência não existe ou já não é válida.',
    alreadyAccepted: 'Este bilhete já foi aceite: o bilhete em seu nome foi-lhe enviado por e-mail.',
    cancelled: 'Esta transferência foi anulada pela pessoa que lhe enviava o bilhete.',
    expired: 'Esta transferência expirou: o bilhete voltou para a pessoa que lho enviava.',
    firstName: 'Indique o nome próprio.',
    lastName: 'Indique o apelido.',
    tooLong: 'O nome próprio e o apelido não podem ter mais de 100 caracteres.',
    email: 'Introduza um endereço de e-mail válido.',
  },
  mail: {
    offer: {
      subject: '{name} oferece-lhe o bilhete para o {festival}',
      preheader: 'Aceite o bilhete «{ticket}» para o receber em seu nome.',
      intro: '{name} transfere-lhe o bilhete «{ticket}» para o {festival} ({dates}).',
      role: 'Papel de dança do bilhete: {role}.',
      action: 'Aceitar o bilhete',
      after: 'Assim que o aceitar, recebe por e-mail um bilhete em seu nome, com o seu próprio código QR.',
      expiry: 'Esta ligação é válida até {date}. Sem resposta até lá, o bilhete volta para {name}.',
      ignore: 'Não conhece esta pessoa? Ignore simplesmente este e-mail: nada acontecerá.',
    },
    ticket: {
      subjectRenamed: 'O seu bilhete atualizado — bilhete n.º {number}',
      subjectTransferred: 'O seu bilhete para o {festival} — bilhete n.º {number}',
      subjectReturned: 'O seu bilhete voltou para si — bilhete n.º {number}',
      preheader: 'O seu bilhete «{ticket}» segue em anexo a este e-mail.',
      introRenamed: 'O nome no seu bilhete «{ticket}» foi alterado: eis o bilhete atualizado, com um novo código QR.',
      introTransferred: 'O bilhete «{ticket}» que {name} lhe transferiu está agora em seu nome. Aqui o tem, com o respetivo código QR.',
      introCancelled: 'Anulou a transferência do seu bilhete «{ticket}»: continua em seu nome, com um novo código QR.',
      introExpired: 'A transferência do seu bilhete «{ticket}» não foi aceite a tempo: o bilhete voltou para si, com um novo código QR.',
      oldCode: 'O código QR antigo já não abre a porta: só é válido o bilhete anexo a este e-mail.',
      dashboard: 'Os seus bilhetes estão também na sua área pessoal, ao iniciar sessão com este endereço de e-mail:',
      dashboardAction: 'Ver os meus bilhetes',
      fileName: 'bilhete-{number}',
    },
    /** The order confirmation's way to the dashboard (quick access for guests). */
    manage: {
      action: 'Gerir os meus bilhetes',
      text: 'Para alterar o nome num bilhete, transferi-lo ou revendê-lo, inicie sessão com o endereço de e-mail desta encomenda.',
    },
    accepted: {
      subject: '{name} aceitou o seu bilhete',
      preheader: 'O bilhete «{ticket}» está agora no novo nome.',
      text: '{name} aceitou o bilhete «{ticket}» (n.º {number}) que lhe transferiu: está agora em nome dessa pessoa, com um novo código QR, e já não aparece na sua área pessoal.',
      thanks: 'Obrigado por dar vida ao seu lugar no festival.',
    },
  },
};
