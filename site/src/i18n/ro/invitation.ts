/** Romanian UI strings of the invitation landing page. */
import type { Dictionary } from '../index';

/** The public invitation page (/invitation/{token}). */
export const invitation: Dictionary['invitation'] = {
  title: 'Invitația dumneavoastră',
  description: 'Invitație la Kizomba Lumière Festival.',
  loading: 'Se încarcă invitația…',
  lead: '{name}, sunteți invitat(ă) la festival!',
  offer: '{quantity} × {type}',
  ticketsLabel: 'Bilete oferite',
  messageLabel: 'Mesaj de la organizatori',
  expires: 'Invitație valabilă până pe {date}.',
  holdersTitle: 'Numele de pe bilete',
  holdersHint: 'Opțional: le puteți lăsa și pe numele dumneavoastră.',
  holderLabel: 'Biletul {index}',
  accept: 'Acceptați invitația',
  accepting: 'Se validează…',
  successTitle: 'Biletele sunt pe drum',
  successText: 'Vor sosi pe e-mail în câteva minute. Comanda {number}.',
  successLink: 'Vedeți comanda',
  notFound: 'Această invitație nu există. Verificați linkul primit pe e-mail.',
  unavailable: 'Această invitație nu mai este disponibilă: a fost deja acceptată, revocată sau a expirat.',
  soldOut: 'Nu mai sunt locuri pentru acest bilet. Vă rugăm să contactați organizatorii.',
  claimed: 'Această invitație a fost deja acceptată: biletele v-au fost trimise pe e-mail.',
  revoked: 'Această invitație a fost revocată.',
  expired: 'Această invitație a expirat.',
  contact: 'Contactați-ne',
  backHome: 'Înapoi la pagina principală',
};
