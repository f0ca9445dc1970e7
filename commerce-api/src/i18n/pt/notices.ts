/** What a successful public answer tells the person, in European Portuguese (`message`, `promoRemoved`). */
import type { ApiDictionary } from '../index.js';

export const notices: ApiDictionary['notices'] = {
  auth: {
    mailSent: 'Se existir uma conta com este endereço, acabámos de lhe enviar um e-mail.',
    quickLogin: 'Acabámos de lhe enviar por e-mail uma ligação de acesso. É válida durante 30 minutos.',
    register: 'Consulte a sua caixa de correio: se este endereço puder ser utilizado, acabámos de lhe enviar uma ligação de confirmação.',
  },
  cart: {
    itemAdded: '«{name}» foi adicionado ao seu carrinho.',
    itemRemoved: '«{name}» foi removido do seu carrinho.',
    promoApplied: 'Código promocional aplicado com sucesso!',
    cleared: 'O seu carrinho foi esvaziado.',
    /** The cart's promo code stopped applying: one sentence per refusal of errors.promo. */
    promoRemoved: {
      invalid: 'O código promocional «{code}» foi removido do seu carrinho: este código promocional não é válido.',
      notApplicableToCart: 'O código promocional «{code}» foi removido do seu carrinho: este código promocional não se aplica a nenhum dos bilhetes do seu carrinho.',
      notApplicableEmpty: 'O código promocional «{code}» foi removido do seu carrinho: este código promocional não se aplica a um carrinho vazio.',
      minSubtotal:
        'O código promocional «{code}» foi removido do seu carrinho: este código promocional exige uma compra mínima de {minimum} (o seu carrinho: {subtotal}).',
      minSubtotalRestricted:
        'O código promocional «{code}» foi removido do seu carrinho: este código promocional exige uma compra mínima de {minimum} em bilhetes abrangidos (o seu carrinho: {subtotal}).',
    },
    restored:
      'O seu carrinho foi restaurado. Alguns bilhetes mudaram de preço ou já não estão disponíveis na mesma quantidade: verifique-o antes de pagar.',
  },
  /** The order as its status page and the confirmation e-mail show it (OrderView). */
  order: {
    paymentMethod: 'Cartão de crédito',
    invitationPaymentMethod: 'Convite (oferta)',
    /** Why a failed order failed, per failure reason. */
    failure: {
      payment_failed: 'O seu pagamento não foi concluído. Não foi debitado qualquer montante: pode tentar novamente.',
      expired: 'O prazo de pagamento expirou: os seus lugares foram libertados. Pode fazer a sua encomenda novamente.',
      canceled: 'Esta encomenda foi cancelada e os respetivos bilhetes voltaram para o seu carrinho.',
      sold_out_after_payment:
        'O seu pagamento chegou depois de os seus lugares terem sido libertados e os bilhetes estão agora esgotados: foi integralmente reembolsado.',
      default: 'Ocorreu um erro ao processar o seu pagamento.',
    },
  },
  newsletter: {
    subscribed: 'Obrigado! Consulte o seu e-mail para confirmar a subscrição.',
  },
};
