/** French UI strings of the ticket holders' section of the checkout. */

/** « Qui vient ? »: one name per ticket of an order of two tickets or more. */
export const holders = {
  title: 'Qui vient ?',
  hint: 'Un nom par billet : il figure sur le billet et s’affiche au contrôle à l’entrée. Une ligne laissée vide met le billet à votre nom.',
  ticket: 'Billet {index} · {ticket}',
  you: 'vous',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail (facultatif)',
} as const;
