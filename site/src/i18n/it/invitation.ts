/** Italian UI strings of the invitation landing page. */
import type { Dictionary } from '../index';

/** The public invitation page (/invitation/{token}). */
export const invitation: Dictionary['invitation'] = {
  title: 'Il suo invito',
  description: 'Invito al Kizomba Lumière Festival.',
  loading: 'Caricamento dell’invito…',
  lead: '{name}, ha ricevuto un invito al festival!',
  offer: '{quantity} × {type}',
  ticketsLabel: 'Biglietti offerti',
  messageLabel: 'Messaggio dell’organizzazione',
  expires: 'Invito valido fino al {date}.',
  holdersTitle: 'Nomi sui biglietti',
  holdersHint: 'Facoltativo: può anche lasciarli intestati a sé.',
  holderLabel: 'Biglietto {index}',
  accept: 'Accettare l’invito',
  accepting: 'Conferma in corso…',
  successTitle: 'I suoi biglietti sono in arrivo',
  successText: 'Arriveranno via e-mail entro pochi minuti. Ordine {number}.',
  successLink: 'Vedere il mio ordine',
  notFound: 'Questo invito non esiste. Controlli il link ricevuto via e-mail.',
  unavailable: 'Questo invito non è più disponibile: è già stato accettato, revocato oppure è scaduto.',
  soldOut: 'Non ci sono più posti per questo biglietto. Contatti l’organizzazione.',
  claimed: 'Questo invito è già stato accettato: i suoi biglietti le sono stati inviati via e-mail.',
  revoked: 'Questo invito è stato revocato.',
  expired: 'Questo invito è scaduto.',
  contact: 'Contattarci',
  backHome: 'Tornare alla home page',
};
