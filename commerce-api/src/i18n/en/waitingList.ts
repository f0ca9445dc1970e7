/** English texts of the waiting list: refusals, answers, role names and its three emails. */
import type { ApiDictionary } from '../index.js';

export const waitingList: ApiDictionary['waitingList'] = {
  errors: {
    entryNotFound: 'We cannot find this waiting-list registration. Please check the link in your email.',
    offerNotFound: 'We cannot find this offer. Please check the link in your email.',
    offerExpired: 'This offer is no longer valid: the time to book your places has passed.',
    offerUsed: 'This offer has already been used for an order and cannot be used again.',
    ticketTypeNotFound: 'We cannot find this ticket.',
    available: '“{name}” places are on sale: you can book them straight away, no need for the waiting list.',
    closed: '“{name}” tickets are not on sale: the waiting list is only open while they are.',
    roleRequired: 'Please choose your dance role: leader or follower.',
    roleNotAllowed: 'This ticket is not booked by dance role.',
    entryClosed: 'This registration is no longer on the waiting list.',
    confirmationExpired: 'This confirmation link has expired: a registration must be confirmed within 48 hours. Please join again from the tickets page.',
  },
  fields: {
    ticketTypeId: 'Please choose a ticket.',
    quantityTooLarge: 'You can wait for {max} places at most.',
    role: 'The dance role must be “leader” or “follower”.',
  },
  notices: {
    confirmationSent: 'Please confirm your registration: we have sent an email to {email}. Your place in the queue counts from the moment you confirm.',
    confirmed: 'Confirmed: you are on the waiting list, in position {position}.',
    alreadyJoined: 'You are already on the waiting list for this ticket, in position {position}.',
    alreadyOffered: 'You are already on the waiting list for this ticket: an offer has been emailed to you.',
    left: 'You have left the waiting list.',
  },
  roles: {
    leader: 'leader',
    follower: 'follower',
  },
  mail: {
    what: { one: '{count} “{ticket}” place', other: '{count} “{ticket}” places' },
    whatWithRole: { one: '{count} “{ticket}” place as a {role}', other: '{count} “{ticket}” places as a {role}' },
    confirmation: {
      subject: 'Please confirm your place on the {festival} waiting list',
      preheader: 'One click to take your place in the queue for {what}.',
      intro: 'You asked to join the waiting list for {what}. Please confirm with the button below within 48 hours: your place in the queue counts from that moment.',
      how: 'As soon as a place frees up, we offer it to the first person on the list: you will then receive an email with a link to book, valid for a limited time. If you do not reply in time, the offer passes to the next person and you go back to the end of the list; after a second missed offer, you leave the list.',
      confirm: 'Once confirmed, the same page shows your position and lets you leave the list at any time:',
      button: 'Confirm my registration',
      buttonLine: 'Confirm my registration: {url}',
      notMe: 'Did not sign up? Simply ignore this email: without confirmation, the registration is deleted after 48 hours.',
    },
    offer: {
      subject: { one: '{count} place has freed up for you at the {festival}', other: '{count} places have freed up for you at the {festival}' },
      preheader: 'Held for you until {date}.',
      intro: { one: 'Good news: {what} has freed up and we are holding it for you.', other: 'Good news: {what} have freed up and we are holding them for you.' },
      hold: {
        one: 'It is held for you until {date} (Paris time): after that, it will be offered to the next person on the list.',
        other: 'They are held for you until {date} (Paris time): after that, they will be offered to the next person on the list.',
      },
      total: 'Amount: {total}',
      action: 'Open the link below: your places go straight into your basket and all that is left is to pay. This personal link works for one order only.',
      button: 'Book my places',
      buttonLine: 'Book my places: {url}',
      decline: 'Cannot come any more? Simply ignore this email: when the time is up, the place will go to the next person.',
    },
    removed: {
      subject: 'You have left the {festival} waiting list',
      preheader: 'Two offers went unanswered.',
      intro: 'We offered you {what} twice, but neither offer was used in time: to give the next person their chance, your place on the waiting list has ended.',
      again: 'If you would still like to come, you can sign up again at any time from the tickets page.',
      button: 'See the tickets',
      buttonLine: 'See the tickets: {url}',
    },
  },
};
