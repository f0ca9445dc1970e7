/** Portuguese UI strings of the promo notice and the promo code box. */
import type { Dictionary } from '../index';

/** Promo notification and promo code box. */
export const promo: Dictionary['promo'] = {
  notificationTitle: 'Código promocional',
  notificationText: 'Será aplicado automaticamente ao seu carrinho um código promocional de 5 €.',
  applyNow: 'Aplicar agora',
  later: 'Mais tarde',
  label: 'Código promocional',
  apply: 'Aplicar',
  applying: 'A aplicar…',
  success: 'Código promocional aplicado com sucesso!',
  error: 'Não foi possível aplicar o código promocional',
  required: 'Introduza um código promocional.',
  notificationCode: 'O seu código: {code}',
  pendingUntilAdd:
    'O seu carrinho está vazio: o código {code} será aplicado automaticamente assim que adicionar um bilhete.',
  savedForLater: 'O código {code} será aplicado automaticamente quando voltar a adicionar algo ao carrinho.',
};
