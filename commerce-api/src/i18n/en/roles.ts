/** Dance roles and ticket holders: refusals of the cart (role of a line) and of the checkout (names per ticket). */
import type { ApiDictionary } from '../index.js';

export const roles: ApiDictionary['roles'] = {
  errors: {
    invalid: 'The dance role must be “leader” or “follower”.',
    required: 'Please choose your dance role for “{name}”: leader or follower.',
    notAllowed: '“{name}” is not booked with a dance role: please add it without choosing one.',
    waitlisted: {
      leader: 'To keep the class balanced, “{name}” is not taking any more leaders for the moment. Join the waiting list: we will write to you as soon as a leader’s place opens up.',
      follower: 'To keep the class balanced, “{name}” is not taking any more followers for the moment. Join the waiting list: we will write to you as soon as a follower’s place opens up.',
    },
    soldOut: {
      leader: 'There are no leader places left for “{name}”. Join the waiting list: we will write to you if a place becomes free.',
      follower: 'There are no follower places left for “{name}”. Join the waiting list: we will write to you if a place becomes free.',
    },
    offerFixed: 'This basket holds the places the waiting list reserved for you: you can remove some, but not add any. Please complete this order first to buy other tickets.',
  },
  holders: {
    firstName: 'Please enter the first name of the person on ticket {number}.',
    lastName: 'Please enter the surname of the person on ticket {number}.',
    tooLong: 'The name of the person on ticket {number} is too long.',
    email: 'The e-mail address of the person on ticket {number} is not valid.',
    count: 'You have entered more names than the order has tickets: please check the names and try again.',
  },
};
