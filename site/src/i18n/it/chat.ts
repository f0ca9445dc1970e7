/** Italian UI strings of the chat bubble and the contact form. */
import type { Dictionary } from '../index';

/** Chat bubble. */
export const chat: Dictionary['chat'] = {
  open: 'Serve aiuto?',
  title: 'Ha una domanda?',
  intro: 'Come possiamo aiutarla?',
  questionChoice: 'Fare una domanda',
  supportChoice: 'Un problema con il mio ordine',
  name: 'Nome',
  email: 'E-mail',
  message: 'Messaggio',
  issue: 'Problema riscontrato',
  orderNumber: 'Numero d’ordine (facoltativo)',
  send: 'Inviare',
  sending: 'Invio in corso…',
  back: 'Indietro',
  close: 'Chiudere',
  generalSubject: 'Domanda generale',
  supportSubject: 'Assistenza tecnica – Ordine: {orderNumber}',
  success: 'Messaggio inviato correttamente!',
  error: 'Si è verificato un errore. Riprovi.',
  successText: 'Le risponderemo via e-mail al più presto.',
  retry: 'Riprovare',
  another: 'Inviare un altro messaggio',
  orderNumberHint: 'Lo trova nell’e-mail di conferma, per esempio KL-7H3K9Q2M.',
  /** Label of the hidden anti-spam field (honeypot): never shown, never announced. */
  honeypot: 'Non compilare questo campo',
  contactTitle: 'Ci scriva',
  contactLead: 'Una domanda sul festival o un problema con un ordine? Ci invii un messaggio: rispondiamo via e-mail.',
  kindLegend: 'La sua richiesta riguarda',
  errors: {
    summary: 'Corregga i campi segnalati.',
    name: 'Indichi il suo nome.',
    email: 'Indichi il suo indirizzo e-mail.',
    emailInvalid: 'L’indirizzo e-mail non è valido.',
    message: 'Scriva il suo messaggio.',
    issue: 'Descriva il problema riscontrato.',
  },
};
