/** Portuguese UI strings of the newsletter form and its confirmation pages. */
import type { Dictionary } from '../index';

/** Newsletter: footer box, /newsletter/confirm, /newsletter/unsubscribe (docs/accounts.md). */
export const newsletter: Dictionary['newsletter'] = {
  sending: 'A subscrever…',
  success: 'Obrigado! Consulte o seu e-mail para confirmar a subscrição.',
  error: 'Ocorreu um erro. Tente novamente.',
  emailRequired: 'Indique o seu endereço de e-mail.',
  emailInvalid: 'O endereço de e-mail não é válido.',
  confirmTitle: 'Confirmação da subscrição',
  confirmDescription: 'Confirmação da subscrição da newsletter do Kizomba Lumière Festival.',
  confirming: 'A confirmar…',
  confirmed: 'Subscrição confirmada',
  confirmedText: 'Vai receber os próximos anúncios do festival no endereço {email}.',
  confirmedTextShort: 'Vai receber os próximos anúncios do festival.',
  confirmFailed: 'Não foi possível confirmar',
  unsubscribeTitle: 'Cancelar a subscrição da newsletter',
  unsubscribeDescription: 'Cancelamento da subscrição da newsletter do Kizomba Lumière Festival.',
  unsubscribeText: 'Já não pretende receber a newsletter do festival? Confirme com um clique.',
  unsubscribeButton: 'Cancelar a subscrição',
  unsubscribing: 'A cancelar a subscrição…',
  unsubscribed: 'Subscrição cancelada',
  unsubscribedText:
    'O seu endereço foi removido: deixará de receber a newsletter. Pode voltar a subscrevê-la a qualquer momento no rodapé do site.',
  unsubscribeFailed: 'Não foi possível cancelar a subscrição',
  invalidLink: 'Esta ligação não é válida ou expirou.',
  backHome: 'Voltar à página inicial',
  /** The footer form posted without JavaScript lands on one of these two pages. */
  subscribedTitle: 'Subscrição da newsletter',
  subscribedDescription: 'Subscrição da newsletter do Kizomba Lumière Festival.',
  subscribedText: 'A ligação de confirmação é válida durante 7 dias. Não se esqueça de verificar a pasta de spam.',
  invalidTitle: 'Endereço de e-mail inválido',
  invalidText: 'Verifique o endereço e tente novamente no formulário do rodapé.',
};
