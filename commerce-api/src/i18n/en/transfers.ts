/** English texts of name changes and transfers of tickets: refusals and e-mails. */
import type { ApiDictionary } from '../index.js';

export const transfers: ApiDictionary['transfers'] = {
  errors: {
    closed: 'The deadline for name changes and transfers has passed: this ticket can no longer change holder.',
    checkedIn: 'This ticket has already been scanned at the entrance: it can no longer change holder.',
    invalid: 'This ticket is no longer valid (cancelled or refunded): it cannot change holder.',
    onResale: 'This ticket is up for resale: withdraw it from resale before transferring it or changing its name.',
    pending: "A transfer of this ticket is already under way: cancel it first or wait for its recipient's answer.",
    toSelf: 'This ticket is already yours: enter the e-mail address of the person you are giving it to.',
    notPending: 'No transfer of this ticket is under way.',
    linkNotFound: 'This transfer link does not exist or is no longer valid.',
    alreadyAccepted: 'This ticket has already been accepted: the ticket in your name was sent to you by e-mail.',
    cancelled: 'This transfer was cancelled by the person who was sending you the ticket.',
    expired: 'This transfer has expired: the ticket went back to the person who was sending it to you.',
    firstName: 'Please enter the first name.',
    lastName: 'Please enter the last name.',
    tooLong: 'The first and last names cannot exceed 100 characters.',
    email: 'Please enter a valid e-mail address.',
  },
  mail: {
    offer: {
      subject: '{name} is giving you their ticket for {festival}',
      preheader: 'Accept the « {ticket} » ticket to receive it in your name.',
      intro: '{name} is transferring their « {ticket} » ticket for {festival} ({dates}) to you.',
      role: 'Dance role on the ticket: {role}.',
      action: 'Accept the ticket',
      after: 'As soon as you accept it, a ticket in your name, with its own QR code, is sent to you by e-mail.',
      expiry: 'This link is valid until {date}. Without an answer by then, the ticket goes back to {name}.',
      ignore: "You don't know this person? Simply ignore this e-mail: nothing will happen.",
    },
    ticket: {
      subjectRenamed: 'Your updated ticket — ticket no. {number}',
      subjectTransferred: 'Your ticket for {festival} — ticket no. {number}',
      subjectReturned: 'Your ticket is back with you — ticket no. {number}',
      preheader: 'Your « {ticket} » ticket is attached to this e-mail.',
      introRenamed: 'The name on your « {ticket} » ticket has been changed: here is the updated ticket, with a new QR code.',
      introTransferred: 'The « {ticket} » ticket that {name} transferred to you is now in your name. Here it is, with its QR code.',
      introCancelled: 'You cancelled the transfer of your « {ticket} » ticket: it stays in your name, with a new QR code.',
      introExpired: 'The transfer of your « {ticket} » ticket was not accepted in time: the ticket is back with you, with a new QR code.',
      oldCode: 'The old QR code no longer opens the door: only the ticket attached to this e-mail is valid.',
      dashboard: 'Your tickets are also in your account, when you sign in with this e-mail address:',
      dashboardAction: 'See my tickets',
      fileName: 'ticket-{number}',
    },
    /** The order confirmation's way to the dashboard (quick access for guests). */
    manage: {
      action: 'Manage my tickets',
      text: "To change the name on a ticket, transfer it or resell it, sign in with this order's e-mail address.",
    },
    accepted: {
      subject: '{name} has accepted your ticket',
      preheader: 'The « {ticket} » ticket is now in their name.',
      text: '{name} has accepted the « {ticket} » ticket (no. {number}) you transferred to them: it is now in their name, with a new QR code, and no longer appears in your account.',
      thanks: 'Thank you for passing your place at the festival on.',
    },
  },
};
