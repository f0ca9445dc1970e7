/** Refusals of the public endpoints, in European Portuguese (`error.message`; the `code` never changes with the language). */
import type { ApiDictionary } from '../index.js';

export const errors: ApiDictionary['errors'] = {
  common: {
    generic: 'Ocorreu um erro',
    loginRequired: 'Tem de iniciar sessão para aceder a este recurso.',
    sessionExpired: 'A sua sessão expirou. Inicie sessão novamente.',
    forbidden: 'Não tem as permissões necessárias para esta ação.',
    notFound: 'Este recurso não existe.',
    routeNotFound: 'Este endereço não existe na API.',
    serviceUnavailable: 'O serviço está temporariamente indisponível. Tente novamente dentro de alguns instantes.',
    databaseUnavailable: 'A base de dados não está a responder. Tente novamente dentro de alguns instantes.',
    tooManyRequests: 'Demasiados pedidos. Aguarde um minuto antes de tentar novamente.',
    tooManyAttempts: 'Demasiadas tentativas. Aguarde um minuto antes de tentar novamente.',
    tooManyCheckouts: 'Demasiadas tentativas de encomenda a partir da sua ligação. Aguarde um minuto antes de tentar novamente.',
  },
  request: {
    invalidJson: 'O corpo do pedido não é um JSON válido.',
    notJson: 'O corpo do pedido tem de ser um objeto JSON (cabeçalho «Content-Type: application/json»).',
    tooLarge: 'O pedido é demasiado grande.',
    unsupportedEncoding: 'A codificação do pedido não é suportada.',
    aborted: 'O pedido foi interrompido.',
    invalid: 'O pedido é inválido.',
    headersTooLarge: 'O endereço ou os cabeçalhos do pedido são demasiado longos.',
    timeout: 'O pedido não chegou a tempo. Tente novamente.',
    malformed: 'O pedido HTTP está mal formado.',
    /** A refused field: « O campo «quantity» é inválido: <why>. » */
    fieldInvalid: 'O campo «{field}» é inválido: {reason}',
    /** A refused part of the request as a whole. */
    partInvalid: '{part} é inválido: {reason}',
    partValueInvalid: 'O valor de {part} é inválido.',
    otherFields: 'Outros campos a corrigir: {fields}.',
    /** How a field name is quoted in otherFields' list. */
    quotedField: '«{field}»',
    parts: {
      params: 'o endereço',
      query: 'os parâmetros do pedido',
      body: 'o corpo do pedido',
    },
  },
  cart: {
    cartNotFound: 'Este carrinho não existe ou expirou.',
    itemNotFound: 'Este artigo não está no seu carrinho.',
    ticketNotFound: 'Este bilhete não existe ou já não está à venda.',
    emptyForPromo: 'O seu carrinho está vazio: adicione bilhetes antes de aplicar um código promocional.',
    quantity: 'A quantidade deve ser um número inteiro entre 1 e {max}.',
    notOffered: 'Os bilhetes «{name}» já não estão à venda.',
    salesNotOpen: 'A venda dos bilhetes «{name}» ainda não abriu.',
    salesClosed: 'A venda dos bilhetes «{name}» terminou.',
    soldOut: 'Os bilhetes «{name}» estão esgotados.',
    quantityLimit: 'Não pode levar mais de {max} bilhetes «{name}» por encomenda.',
    notEnoughSeats: {
      one: 'Só resta {count} lugar para «{name}».',
      many: 'Só restam {count} lugares para «{name}».',
      other: 'Só restam {count} lugares para «{name}».',
    },
    /** Added after quantityLimit / notEnoughSeats when the cart already holds some. */
    alreadyInCart: {
      one: 'Já tem {count} no seu carrinho.',
      many: 'Já tem {count} no seu carrinho.',
      other: 'Já tem {count} no seu carrinho.',
    },
  },
  promo: {
    invalid: 'Este código promocional não é válido.',
    notApplicableToCart: 'Este código promocional não se aplica a nenhum dos bilhetes do seu carrinho.',
    notApplicableEmpty: 'Este código promocional não se aplica a um carrinho vazio.',
    minSubtotal: 'Este código promocional exige uma compra mínima de {minimum} (o seu carrinho: {subtotal}).',
    minSubtotalRestricted: 'Este código promocional exige uma compra mínima de {minimum} em bilhetes abrangidos (o seu carrinho: {subtotal}).',
  },
  checkout: {
    requiredFields: 'Preencha todos os campos obrigatórios',
    cartEmpty: 'O seu carrinho está vazio',
    orderNotFound: 'Encomenda não encontrada.',
    orderPaid: 'Esta encomenda já está paga.',
    orderProcessing: 'O pagamento desta encomenda está a ser processado: de momento, não é possível restaurar o respetivo carrinho.',
    notEnoughSeats: {
      one: 'Só resta {count} lugar para «{name}» e pediu {wanted}. Altere a quantidade no seu carrinho.',
      many: 'Só restam {count} lugares para «{name}» e pediu {wanted}. Altere a quantidade no seu carrinho.',
      other: 'Só restam {count} lugares para «{name}» e pediu {wanted}. Altere a quantidade no seu carrinho.',
    },
    orderTooLarge:
      'Uma encomenda não pode ter mais de {max} bilhetes e o seu carrinho tem {wanted}. Reduza as quantidades no carrinho: poderá encomendar os restantes bilhetes depois de pagar esta encomenda.',
    tooManyPendingOrders: {
      one: 'Já tem {count} encomenda a aguardar pagamento. Conclua o pagamento de uma delas, ou abandone-a regressando da página de pagamento, e tente novamente. Sem pagamento, uma encomenda liberta os seus lugares automaticamente: {holdMinutes} minutos depois de ser criada, ou 30 minutos depois de aberta a respetiva página de pagamento.',
      many: 'Já tem {count} encomendas a aguardar pagamento. Conclua o pagamento de uma delas, ou abandone-a regressando da página de pagamento, e tente novamente. Sem pagamento, uma encomenda liberta os seus lugares automaticamente: {holdMinutes} minutos depois de ser criada, ou 30 minutos depois de aberta a respetiva página de pagamento.',
      other: 'Já tem {count} encomendas a aguardar pagamento. Conclua o pagamento de uma delas, ou abandone-a regressando da página de pagamento, e tente novamente. Sem pagamento, uma encomenda liberta os seus lugares automaticamente: {holdMinutes} minutos depois de ser criada, ou 30 minutos depois de aberta a respetiva página de pagamento.',
    },
    tooManyHeldSeats: {
      one: 'As suas encomendas a aguardar pagamento já reservam {count} lugar e não pode reservar mais de {max} de cada vez. Reduza as quantidades no seu carrinho, ou conclua o pagamento das suas outras encomendas (ou abandone-as regressando da página de pagamento).',
      many: 'As suas encomendas a aguardar pagamento já reservam {count} lugares e não pode reservar mais de {max} de cada vez. Reduza as quantidades no seu carrinho, ou conclua o pagamento das suas outras encomendas (ou abandone-as regressando da página de pagamento).',
      other: 'As suas encomendas a aguardar pagamento já reservam {count} lugares e não pode reservar mais de {max} de cada vez. Reduza as quantidades no seu carrinho, ou conclua o pagamento das suas outras encomendas (ou abandone-as regressando da página de pagamento).',
    },
  },
  payments: {
    orderNotFound: 'Encomenda não encontrada',
    providerUnavailable: 'O serviço de pagamento está temporariamente indisponível. Tente novamente dentro de alguns instantes.',
    providerError: 'O serviço de pagamento não conseguiu processar o pedido. Tente novamente.',
    inProgress: 'Está em curso outra tentativa de pagamento desta encomenda. Tente novamente dentro de um instante.',
    alreadyPaid: 'Esta encomenda já está paga.',
    processing: 'O pagamento desta encomenda está a ser processado.',
    notPayable: 'Esta encomenda já não pode ser paga. Faça a sua encomenda novamente.',
    expired: 'O prazo de reserva dos seus lugares expirou. Faça a sua encomenda novamente.',
    belowMinimum: 'O montante desta encomenda é inferior ao mínimo aceite para um pagamento com cartão (0,50 €).',
    /** An order's failure as its status page shows it when the payment provider gave no reason. */
    failedDefault: 'Ocorreu um erro ao processar o seu pagamento.',
  },
  auth: {
    invalidCredentials: 'E-mail ou palavra-passe incorretos.',
    emailNotVerified: 'Confirme primeiro o seu endereço de e-mail: acabámos de lhe reenviar a ligação de confirmação.',
    resetLinkInvalid: 'Esta ligação de reposição já não é válida. Peça uma nova.',
    magicLinkInvalid: 'Esta ligação de acesso já não é válida. Peça uma nova.',
    verificationLinkInvalid: 'Esta ligação de confirmação já não é válida. Peça uma nova.',
    wrongCurrentPassword: 'A palavra-passe atual está incorreta.',
    mfaCodeInvalid: 'Código de verificação incorreto.',
    mfaTokenInvalid: 'O seu início de sessão expirou: identifique-se novamente.',
    registrationPasswordMismatch: 'Esta não é a palavra-passe escolhida no registo.',
    tooManyAttempts: 'Demasiadas tentativas para esta conta. Tente novamente dentro de {minutes} minuto(s).',
  },
  account: {
    ticketNotFound: 'Bilhete não encontrado.',
    orderNotFound: 'Encomenda não encontrada.',
    ticketNotValid: 'Este bilhete já não é válido: não pode ser transferido.',
    noValidTickets: 'Esta encomenda não tem nenhum bilhete válido para transferir.',
    staffDeletionRefused: 'As contas da equipa (administração, controlo de bilhetes) não podem ser eliminadas a partir do painel.',
    passwordRequired: 'Introduza a sua palavra-passe para confirmar a eliminação.',
    passwordRequiredField: 'Introduza a sua palavra-passe.',
    wrongPassword: 'Palavra-passe incorreta.',
    /** `{word}` is the word to type. */
    confirmationRequired: 'Escreva «{word}» para confirmar a eliminação.',
    confirmationRequiredField: 'Escreva «{word}».',
  },
  catalogue: {
    ticketNotFound: 'Este bilhete não existe ou já não está à venda.',
  },
  invitations: {
    notFound: 'Este convite não foi encontrado. Verifique a ligação recebida por e-mail.',
    unavailable: 'Este convite já não está disponível: já foi utilizado, foi cancelado ou expirou.',
    soldOut: 'Já não há lugares suficientes para este bilhete. Contacte a equipa do festival.',
  },
  messages: {
    notFound: 'Mensagem não encontrada.',
  },
  newsletter: {
    confirmLinkInvalid: 'Esta ligação de confirmação não é válida ou expirou. Subscreva novamente para receber uma nova ligação.',
    unsubscribeLinkInvalid: 'Esta ligação de cancelamento da subscrição não é válida.',
    unsubscribeLinkIncomplete: 'A ligação de cancelamento da subscrição está incompleta.',
  },
  password: {
    tooShort: 'A palavra-passe deve ter pelo menos {min} caracteres.',
    tooLong: 'A palavra-passe não pode ter mais de {max} caracteres.',
    tooWeak: 'Esta palavra-passe é demasiado fácil de adivinhar: torne-a mais longa ou combine palavras inesperadas.',
  },
};
