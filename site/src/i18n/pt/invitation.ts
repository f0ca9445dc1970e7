/** Portuguese UI strings of the invitation landing page. */
import type { Dictionary } from '../index';

/** The public invitation page (/invitation/{token}). */
export const invitation: Dictionary['invitation'] = {
  title: 'O seu convite',
  description: 'Convite para o Kizomba Lumière Festival.',
  loading: 'A carregar o convite…',
  lead: '{name}, tem um convite para o festival!',
  offer: '{quantity} × {type}',
  ticketsLabel: 'Bilhetes oferecidos',
  messageLabel: 'Mensagem da organização',
  expires: 'Convite válido até {date}.',
  holdersTitle: 'Nomes nos bilhetes',
  holdersHint: 'Opcional: também os pode deixar em seu nome.',
  holderLabel: 'Bilhete {index}',
  accept: 'Aceitar o convite',
  accepting: 'A validar…',
  successTitle: 'Os seus bilhetes estão a caminho',
  successText: 'Chegam por e-mail dentro de alguns minutos. Encomenda {number}.',
  successLink: 'Ver a minha encomenda',
  notFound: 'Este convite não existe. Verifique a ligação recebida por e-mail.',
  unavailable: 'Este convite já não está disponível: já foi aceite, revogado ou expirou.',
  soldOut: 'Já não há lugares para este bilhete. Contacte a organização.',
  claimed: 'Este convite já foi aceite: os seus bilhetes foram-lhe enviados por e-mail.',
  revoked: 'Este convite foi revogado.',
  expired: 'Este convite expirou.',
  contact: 'Contactar-nos',
  backHome: 'Voltar à página inicial',
};
