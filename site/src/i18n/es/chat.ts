/** Spanish UI strings of the chat bubble and the contact form. */
import type { Dictionary } from '../index';

/** Chat bubble. */
export const chat: Dictionary['chat'] = {
  open: '¿Necesita ayuda?',
  title: '¿Tiene alguna pregunta?',
  intro: '¿En qué podemos ayudarle?',
  questionChoice: 'Hacer una pregunta',
  supportChoice: 'Un problema con mi pedido',
  name: 'Nombre',
  email: 'Correo electrónico',
  message: 'Mensaje',
  issue: 'Problema encontrado',
  orderNumber: 'Número de pedido (opcional)',
  send: 'Enviar',
  sending: 'Enviando…',
  back: 'Volver',
  close: 'Cerrar',
  generalSubject: 'Pregunta general',
  supportSubject: 'Soporte técnico – Pedido: {orderNumber}',
  success: '¡Mensaje enviado!',
  error: 'Se ha producido un error. Inténtelo de nuevo.',
  successText: 'Le responderemos por correo electrónico lo antes posible.',
  retry: 'Reintentar',
  another: 'Enviar otro mensaje',
  orderNumberHint: 'Figura en el correo de confirmación, por ejemplo KL-7H3K9Q2M.',
  /** Label of the hidden anti-spam field (honeypot): never shown, never announced. */
  honeypot: 'No rellene este campo',
  contactTitle: 'Escríbanos',
  contactLead: '¿Una pregunta sobre el festival o un problema con un pedido? Envíenos un mensaje y le responderemos por correo electrónico.',
  kindLegend: 'Su consulta trata sobre',
  errors: {
    summary: 'Corrija los campos señalados.',
    name: 'Indique su nombre.',
    email: 'Indique su dirección de correo electrónico.',
    emailInvalid: 'La dirección de correo electrónico no es válida.',
    message: 'Escriba su mensaje.',
    issue: 'Describa el problema encontrado.',
  },
};
