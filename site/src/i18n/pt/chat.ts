/** Portuguese UI strings of the chat bubble and the contact form. */
import type { Dictionary } from '../index';

/** Chat bubble. */
export const chat: Dictionary['chat'] = {
  open: 'Precisa de ajuda?',
  title: 'Tem alguma pergunta?',
  intro: 'Como podemos ajudar?',
  questionChoice: 'Fazer uma pergunta',
  supportChoice: 'Um problema com a minha encomenda',
  name: 'Nome',
  email: 'E-mail',
  message: 'Mensagem',
  issue: 'Problema encontrado',
  orderNumber: 'Número da encomenda (opcional)',
  send: 'Enviar',
  sending: 'A enviar…',
  back: 'Voltar',
  close: 'Fechar',
  generalSubject: 'Pergunta geral',
  supportSubject: 'Suporte técnico – Encomenda: {orderNumber}',
  success: 'Mensagem enviada com sucesso!',
  error: 'Ocorreu um erro. Tente novamente.',
  successText: 'Responder-lhe-emos por e-mail com a maior brevidade possível.',
  retry: 'Tentar novamente',
  another: 'Enviar outra mensagem',
  orderNumberHint: 'Encontra-o no e-mail de confirmação, por exemplo KL-7H3K9Q2M.',
  /** Label of the hidden anti-spam field (honeypot): never shown, never announced. */
  honeypot: 'Não preencher este campo',
  contactTitle: 'Escreva-nos',
  contactLead: 'Tem uma pergunta sobre o festival ou um problema com uma encomenda? Envie-nos uma mensagem: respondemos por e-mail.',
  kindLegend: 'O seu pedido diz respeito a',
  errors: {
    summary: 'Corrija os campos assinalados.',
    name: 'Indique o seu nome.',
    email: 'Indique o seu endereço de e-mail.',
    emailInvalid: 'O endereço de e-mail não é válido.',
    message: 'Escreva a sua mensagem.',
    issue: 'Descreva o problema encontrado.',
  },
};
