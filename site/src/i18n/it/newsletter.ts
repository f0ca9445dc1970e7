/** Italian UI strings of the newsletter form and its confirmation pages. */
import type { Dictionary } from '../index';

/** Newsletter: footer box, /newsletter/confirm, /newsletter/unsubscribe (docs/accounts.md). */
export const newsletter: Dictionary['newsletter'] = {
  sending: 'Iscrizione in corso…',
  success: 'Grazie! Controlli la sua e-mail per confermare l’iscrizione.',
  error: 'Si è verificato un errore. Riprovi.',
  emailRequired: 'Indichi il suo indirizzo e-mail.',
  emailInvalid: 'L’indirizzo e-mail non è valido.',
  confirmTitle: 'Conferma dell’iscrizione',
  confirmDescription: 'Conferma dell’iscrizione alla newsletter del Kizomba Lumière Festival.',
  confirming: 'Conferma in corso…',
  confirmed: 'Iscrizione confermata',
  confirmedText: 'Riceverà i prossimi annunci del festival all’indirizzo {email}.',
  confirmedTextShort: 'Riceverà i prossimi annunci del festival.',
  confirmFailed: 'Conferma non riuscita',
  unsubscribeTitle: 'Disiscrizione dalla newsletter',
  unsubscribeDescription: 'Disiscrizione dalla newsletter del Kizomba Lumière Festival.',
  unsubscribeText: 'Non desidera più ricevere la newsletter del festival? Confermi con un clic.',
  unsubscribeButton: 'Annullare l’iscrizione',
  unsubscribing: 'Disiscrizione in corso…',
  unsubscribed: 'Disiscrizione confermata',
  unsubscribedText:
    'Il suo indirizzo è stato rimosso: non riceverà più la newsletter. Potrà iscriversi di nuovo in qualsiasi momento dal piè di pagina.',
  unsubscribeFailed: 'Disiscrizione non riuscita',
  invalidLink: 'Questo link non è valido o è scaduto.',
  backHome: 'Tornare alla home page',
  /** The footer form posted without JavaScript lands on one of these two pages. */
  subscribedTitle: 'Iscrizione alla newsletter',
  subscribedDescription: 'Iscrizione alla newsletter del Kizomba Lumière Festival.',
  subscribedText: 'Il link di conferma è valido 7 giorni. Controlli anche la cartella della posta indesiderata.',
  invalidTitle: 'Indirizzo e-mail non valido',
  invalidText: 'Controlli l’indirizzo e riprovi dal modulo in fondo alla pagina.',
};
