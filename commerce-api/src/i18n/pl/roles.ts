/** Dance roles and ticket holders: refusals of the cart (role of a line) and of the checkout (names per ticket). */
import type { ApiDictionary } from '../index.js';

export const roles: ApiDictionary['roles'] = {
  errors: {
    invalid: 'Rola taneczna musi mieć wartość „leader” (prowadzący) lub „follower” (podążający).',
    required: 'Prosimy wybrać rolę taneczną dla „{name}”: prowadzący (leader) lub podążający (follower).',
    notAllowed: '„{name}” rezerwuje się bez roli tanecznej: prosimy dodać bilet bez wybierania roli.',
    waitlisted: {
      leader: 'Aby zachować równowagę zajęć, „{name}” nie przyjmuje obecnie kolejnych osób prowadzących. Prosimy zapisać się na listę oczekujących: napiszemy, gdy tylko zwolni się miejsce dla osoby prowadzącej.',
      follower: 'Aby zachować równowagę zajęć, „{name}” nie przyjmuje obecnie kolejnych osób podążających. Prosimy zapisać się na listę oczekujących: napiszemy, gdy tylko zwolni się miejsce dla osoby podążającej.',
    },
    soldOut: {
      leader: 'Brak już miejsc dla osób prowadzących na „{name}”. Prosimy zapisać się na listę oczekujących: napiszemy, jeśli zwolni się miejsce.',
      follower: 'Brak już miejsc dla osób podążających na „{name}”. Prosimy zapisać się na listę oczekujących: napiszemy, jeśli zwolni się miejsce.',
    },
    offerFixed: 'Ten koszyk zawiera miejsca zarezerwowane z listy oczekujących: można je usunąć, ale nie można dodać kolejnych. Aby kupić inne bilety, prosimy najpierw dokończyć to zamówienie.',
  },
  holders: {
    firstName: 'Prosimy podać imię osoby na bilecie {number}.',
    lastName: 'Prosimy podać nazwisko osoby na bilecie {number}.',
    tooLong: 'Imię lub nazwisko osoby na bilecie {number} jest za długie.',
    email: 'Adres e-mail osoby na bilecie {number} jest nieprawidłowy.',
    count: 'Podano więcej nazwisk, niż zamówienie zawiera biletów: prosimy sprawdzić nazwiska i spróbować ponownie.',
  },
};
