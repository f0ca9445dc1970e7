/** Spanish UI strings of the ticket holders' section of the checkout. */
import type { Dictionary } from '../index';

export const holders: Dictionary['holders'] = {
  title: '¿Quién viene?',
  hint: 'Un nombre por entrada: figura en la entrada y aparece en el control de acceso. Una fila vacía pone la entrada a su nombre.',
  ticket: 'Entrada {index} · {ticket}',
  you: 'usted',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico (opcional)',
};
