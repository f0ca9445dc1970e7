/**
 * The e-mails the API sends, in European Portuguese. `{festival}` is the festival's name
 * (« Kizomba Lumière Festival »), which stays as it is.
 */
import type { ApiDictionary } from '../index.js';

export const mail: ApiDictionary['mail'] = {
  layout: {
    greeting: 'Olá, {name},',
    greetingNoName: 'Olá,',
    copyLink: 'Ou copie esta ligação:',
    signOff: 'Até breve na pista!',
    signature: 'A equipa do {festival}',
    aQuestion: 'Alguma pergunta?',
  },
  orderConfirmation: {
    subject: 'Os seus bilhetes para o {festival} — encomenda {number}',
    preheader: {
      one: 'Encomenda {number} confirmada: {count} bilhete em anexo.',
      many: 'Encomenda {number} confirmada: {count} bilhetes em anexo.',
      other: 'Encomenda {number} confirmada: {count} bilhetes em anexo.',
    },
    ticketing: 'Bilheteira',
    ticketCount: { one: '{count} bilhete', many: '{count} bilhetes', other: '{count} bilhetes' },
    intro: {
      one: 'Obrigado pela sua encomenda! O seu pagamento está confirmado e o seu bilhete está pronto: encontra-o no ficheiro {file} anexado a este e-mail ({count} bilhete, uma página e um código QR por bilhete).',
      many:
        'Obrigado pela sua encomenda! O seu pagamento está confirmado e os seus bilhetes estão prontos: encontra-os no ficheiro {file} anexado a este e-mail ({count} bilhetes, uma página e um código QR por bilhete).',
      other:
        'Obrigado pela sua encomenda! O seu pagamento está confirmado e os seus bilhetes estão prontos: encontra-os no ficheiro {file} anexado a este e-mail ({count} bilhetes, uma página e um código QR por bilhete).',
    },
    order: 'Encomenda',
    orderLine: 'Encomenda: {number}',
    dateLine: 'Data: {date}',
    paymentLine: 'Pagamento: {method}',
    placedOn: 'Feita a {date} · {method}',
    summary: 'Resumo',
    /** Text version: « - Full Pass × 2 a 120,00 €: 240,00 € ». */
    summaryLine: '- {name} × {quantity} a {unitPrice}: {total}',
    columnTicket: 'Bilhete',
    columnQuantity: 'Qtd.',
    columnUnitPrice: 'Preço unitário',
    columnTotal: 'Total',
    subtotal: 'Subtotal',
    discount: 'Desconto',
    discountWithCode: 'Desconto (código {code})',
    totalPaid: 'Total pago',
    /** Text version: « Subtotal: 240,00 € ». */
    amountLine: '{label}: {amount}',
    yourTickets: 'Os seus bilhetes ({count})',
    atTheDoor: 'À entrada do festival',
    usage: [
      'Cada bilhete do PDF em anexo tem o seu próprio código QR: apresente-o à entrada, impresso ou no telemóvel (com o brilho no máximo).',
      'Um código QR só é válido para uma entrada: conta a primeira leitura. Não o partilhe nem publique capturas de ecrã.',
      'Pode ser-lhe pedido um documento de identificação em nome do titular do bilhete.',
    ],
    followOrder: 'Acompanhe a sua encomenda: {url}',
    viewOrder: 'Ver a minha encomenda',
    questionText: 'Alguma pergunta? Escreva-nos para {email} indicando o número da sua encomenda, {number}, ou ligue para {phone}.',
    /** HTML version: `{email}` becomes a mailto link. */
    questionHtml: 'Alguma pergunta? Escreva-nos para {email} indicando o número da sua encomenda, ou ligue para {phone}.',
  },
  passwordReset: {
    subject: 'Reposição da sua palavra-passe',
    preheader: 'Escolha uma nova palavra-passe para a sua conta.',
    intro: 'Pediu para repor a palavra-passe da sua conta {festival}. Clique no botão abaixo para escolher uma nova.',
    button: 'Escolher uma nova palavra-passe',
    after: 'Esta ligação é válida durante 30 minutos e só funciona uma vez. Depois de alterar a palavra-passe, todas as sessões abertas serão terminadas.',
    notMe: 'Não fez este pedido? Ignore este e-mail: a sua palavra-passe mantém-se inalterada.',
  },
  magicLink: {
    subject: 'A sua ligação de acesso',
    preheader: 'Inicie sessão com um clique, sem palavra-passe.',
    intro: 'Aqui está a sua ligação para entrar na sua área {festival}, sem palavra-passe.',
    button: 'Iniciar sessão',
    after: 'Esta ligação é válida durante 30 minutos e só funciona uma vez.',
    notMe: 'Não pediu nada? Ignore este e-mail: ninguém consegue iniciar sessão sem esta ligação.',
  },
  emailVerification: {
    subject: 'Confirme o seu endereço de e-mail',
    preheader: 'Um clique para confirmar o seu endereço e encontrar os seus bilhetes.',
    intro: 'Boas-vindas ao {festival}! Confirme o seu endereço de e-mail: as encomendas feitas com este endereço passarão a aparecer na sua área pessoal.',
    button: 'Confirmar o meu endereço',
    after: 'Esta ligação é válida durante 48 horas e só funciona uma vez; também inicia sessão na sua conta.',
    notMe: 'Não criou nenhuma conta? Ignore este e-mail: o endereço não será confirmado.',
  },
  accountExists: {
    subject: 'Já tem uma conta',
    preheader: 'Alguém tentou criar uma conta com o seu endereço.',
    intro:
      'Alguém (provavelmente o próprio) tentou criar uma conta {festival} com este endereço de e-mail, mas já tem uma conta. Inicie sessão com a sua palavra-passe ou, se a esqueceu, escolha uma nova.',
    button: 'Esqueci-me da palavra-passe',
    after: 'Não foi criada nenhuma conta nova e a sua conta não foi alterada.',
    notMe: 'Não foi o próprio? Ignore este e-mail.',
  },
  invitation: {
    subject: 'Tem um convite para o {festival}',
    /** « 1 bilhete «Full Pass» » / « 2 bilhetes «Full Pass» ». */
    what: { one: '{count} bilhete «{ticket}»', many: '{count} bilhetes «{ticket}»', other: '{count} bilhetes «{ticket}»' },
    intro: {
      one: 'A equipa do {festival} tem o prazer de lhe oferecer {what}.',
      many: 'A equipa do {festival} tem o prazer de lhe oferecer {what}.',
      other: 'A equipa do {festival} tem o prazer de lhe oferecer {what}.',
    },
    preheader: { one: '{what} à sua espera.', many: '{what} à sua espera.', other: '{what} à sua espera.' },
    teamNote: 'Uma palavra da equipa',
    ticketLine: 'Bilhete: {ticket}',
    quantityLine: 'Quantidade: {quantity}',
    action: 'Para receber os seus bilhetes, abra a ligação abaixo e confirme os nomes dos participantes: os bilhetes (com o respetivo código QR) chegam-lhe de imediato por e-mail.',
    button: 'Receber os meus bilhetes',
    /** Text version: « Receber os meus bilhetes: https://… ». */
    buttonLine: 'Receber os meus bilhetes: {url}',
    expiry: 'Esta ligação pessoal é válida até {date} e só pode ser usada uma vez. Não a reencaminhe.',
    notMe: 'Acha que recebeu este e-mail por engano? Basta ignorá-lo.',
  },
  messageReceived: {
    subject: 'Recebemos a sua mensagem — {subject}',
    preheader: 'A sua mensagem chegou: respondemos-lhe em breve.',
    intro:
      'Obrigado por nos ter escrito! A sua mensagem de {date} chegou bem: a nossa equipa costuma responder no prazo de 48 horas, por e-mail (e na sua área pessoal, se tiver conta).',
    subjectLine: 'Assunto: {subject}',
    orderLine: 'Encomenda em causa: {number}',
    followUpText: 'Para completar o seu pedido, escreva-nos novamente a partir de {url} ou para {email}.',
    followUpHtml: 'Para completar o seu pedido, escreva-nos novamente a partir da nossa página de contacto.',
    button: 'Escrever-nos',
    notMe: 'Não escreveu esta mensagem? Basta ignorar este e-mail.',
    urgent: 'Uma pergunta urgente?',
  },
  messageReply: {
    subject: 'Resposta à sua mensagem — {subject}',
    preheader: 'A nossa equipa respondeu à sua mensagem.',
    intro: 'Aqui está a resposta da nossa equipa à sua mensagem de {date}.',
    introWithOrder: 'Aqui está a resposta da nossa equipa à sua mensagem de {date} (encomenda {number}).',
    ourAnswer: 'A nossa resposta',
    /** Text version's heading of the quoted answer. */
    ourAnswerLine: 'A nossa resposta:',
    yourMessageText: 'A sua mensagem («{subject}»):',
    yourMessageHtml: 'A sua mensagem — {subject}',
    accountText: 'Tem conta? Encontre as suas conversas na sua área pessoal: {url}',
    accountHtml: 'Tem conta? Encontre as suas conversas na sua área pessoal.',
    button: 'Ver as minhas mensagens',
    followUpText: 'Precisa de esclarecer alguma coisa? Escreva-nos a partir de {url} ou para {email}.',
    /** HTML version: `{contactLink}` is a link whose text is contactPage, `{email}` a mailto link. */
    followUpHtml: 'Precisa de esclarecer alguma coisa? Escreva-nos a partir da {contactLink} ou para {email}.',
    contactPage: 'página de contacto',
  },
  newsletterConfirm: {
    subject: 'Confirme a sua subscrição da newsletter do {festival}',
    preheader: 'Um clique para confirmar a sua subscrição.',
    intro:
      'Pediu (ou alguém com o seu endereço pediu) para receber a newsletter do festival: line-up, abertura das vendas, workshops e informações práticas, alguns e-mails por ano.',
    action: 'Para confirmar a sua subscrição, clique no botão abaixo. A ligação é válida durante 7 dias.',
    button: 'Confirmar a subscrição',
    ignore: 'Não fez este pedido? Ignore este e-mail: a subscrição não será feita e não receberá mais nada.',
    privacy: 'Pode cancelar a subscrição a qualquer momento através da ligação incluída em cada newsletter.',
  },
  newsletterIssue: {
    why: 'Recebe este e-mail porque subscreveu a newsletter do {festival}.',
    unsubscribe: 'Cancelar a subscrição',
    unsubscribeLine: 'Cancelar a subscrição: {url}',
  },
  /** The welcome issue sent once, at the first confirmation of an address. */
  newsletterWelcome: {
    subject: 'Boas-vindas à newsletter do {festival}',
    paragraphs: [
      'A sua subscrição está confirmada: obrigado!',
      'Vai receber em primeira mão os anúncios do line-up, a abertura das vendas e os últimos lugares disponíveis, o programa dos workshops e as informações práticas antes do festival. No máximo dois e-mails por mês.',
      'Até breve na pista.',
    ],
  },
};
