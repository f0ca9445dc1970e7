/** Dance roles and ticket holders: refusals of the cart (role of a line) and of the checkout (names per ticket). */
import type { ApiDictionary } from '../index.js';

export const roles: ApiDictionary['roles'] = {
  errors: {
    invalid: 'Rolul de dans trebuie să fie „leader” sau „follower”.',
    required: 'Vă rugăm să alegeți rolul de dans pentru „{name}”: leader sau follower.',
    notAllowed: '„{name}” nu se rezervă cu un rol de dans: vă rugăm să îl adăugați fără să alegeți un rol.',
    waitlisted: {
      leader: 'Pentru a păstra echilibrul cursului, „{name}” nu mai acceptă deocamdată leaderi. Înscrieți-vă pe lista de așteptare: vă vom scrie imediat ce se eliberează un loc de leader.',
      follower: 'Pentru a păstra echilibrul cursului, „{name}” nu mai acceptă deocamdată followeri. Înscrieți-vă pe lista de așteptare: vă vom scrie imediat ce se eliberează un loc de follower.',
    },
    soldOut: {
      leader: 'Nu mai sunt locuri de leader pentru „{name}”. Înscrieți-vă pe lista de așteptare: vă vom scrie dacă se eliberează un loc.',
      follower: 'Nu mai sunt locuri de follower pentru „{name}”. Înscrieți-vă pe lista de așteptare: vă vom scrie dacă se eliberează un loc.',
    },
    offerFixed: 'Acest coș conține locurile pe care lista de așteptare vi le-a rezervat: puteți elimina, dar nu puteți adăuga. Finalizați mai întâi această comandă pentru a cumpăra alte bilete.',
  },
  holders: {
    firstName: 'Vă rugăm să completați prenumele persoanei de pe biletul {number}.',
    lastName: 'Vă rugăm să completați numele persoanei de pe biletul {number}.',
    tooLong: 'Numele persoanei de pe biletul {number} este prea lung.',
    email: 'Adresa de e-mail a persoanei de pe biletul {number} nu este validă.',
    count: 'Ați indicat mai multe nume decât bilete are comanda: vă rugăm să verificați numele și să încercați din nou.',
  },
};
