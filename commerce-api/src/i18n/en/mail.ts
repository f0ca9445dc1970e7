/**
 * The English e-mails sent to buyers, account holders, subscribers, invited guests and people who
 * wrote to the festival. `{festival}` is the festival's name, which stays as it is.
 */
import type { ApiDictionary } from '../index.js';

export const mail: ApiDictionary['mail'] = {
  layout: {
    greeting: 'Hello {name},',
    greetingNoName: 'Hello,',
    copyLink: 'Or copy this link:',
    signOff: 'See you soon on the dance floor!',
    signature: 'The {festival} team',
    aQuestion: 'Any questions?',
  },
  orderConfirmation: {
    subject: 'Your tickets for the {festival} — order {number}',
    preheader: {
      one: 'Order {number} confirmed: {count} ticket attached.',
      other: 'Order {number} confirmed: your {count} tickets are attached.',
    },
    ticketing: 'Tickets',
    ticketCount: { one: '{count} ticket', other: '{count} tickets' },
    intro: {
      one: 'Thank you for your order! Your payment is confirmed and your ticket is ready: you will find it in the file {file} attached to this email ({count} ticket, with one page and one QR code per ticket).',
      other:
        'Thank you for your order! Your payment is confirmed and your tickets are ready: you will find them in the file {file} attached to this email ({count} tickets, with one page and one QR code per ticket).',
    },
    order: 'Order',
    orderLine: 'Order: {number}',
    dateLine: 'Date: {date}',
    paymentLine: 'Payment: {method}',
    placedOn: 'Placed on {date} · {method}',
    summary: 'Summary',
    /** Text version: “- Full Pass × 2 at €120.00: €240.00”. */
    summaryLine: '- {name} × {quantity} at {unitPrice}: {total}',
    columnTicket: 'Ticket',
    columnQuantity: 'Qty',
    columnUnitPrice: 'Unit price',
    columnTotal: 'Total',
    subtotal: 'Subtotal',
    discount: 'Discount',
    discountWithCode: 'Discount (code {code})',
    totalPaid: 'Total paid',
    /** Text version: “Subtotal: €240.00”. */
    amountLine: '{label}: {amount}',
    yourTickets: 'Your tickets ({count})',
    atTheDoor: 'At the festival entrance',
    usage: [
      'Each ticket in the attached PDF has its own QR code: show it at the entrance, printed or on your phone (with the brightness turned up).',
      'A QR code is valid for one entry only: the first scan counts. Do not share it and do not post a screenshot of it.',
      'You may be asked for proof of identity in the name of the ticket holder.',
    ],
    followOrder: 'Track your order: {url}',
    viewOrder: 'View my order',
    questionText: 'Any questions? Email us at {email} quoting your order number {number}, or call {phone}.',
    /** HTML version: `{email}` becomes a mailto link. */
    questionHtml: 'Any questions? Email us at {email} quoting your order number, or call {phone}.',
  },
  passwordReset: {
    subject: 'Reset your password',
    preheader: 'Choose a new password for your account.',
    intro: 'You asked to reset the password of your {festival} account. Click the button below to choose a new one.',
    button: 'Choose a new password',
    after: 'This link is valid for 30 minutes and works only once. Once your password has been changed, all your open sessions are closed.',
    notMe: 'Didn’t ask for this? Just ignore this email: your password stays the same.',
  },
  magicLink: {
    subject: 'Your login link',
    preheader: 'Log in with one click, no password needed.',
    intro: 'Here is your link to log in to your {festival} account, without a password.',
    button: 'Log me in',
    after: 'This link is valid for 30 minutes and works only once.',
    notMe: 'Didn’t ask for anything? Just ignore this email: no one can log in without this link.',
  },
  emailVerification: {
    subject: 'Confirm your email address',
    preheader: 'One click to confirm your address and find your tickets.',
    intro: 'Welcome to the {festival}! Please confirm your email address: any orders placed with this address will then appear in your account.',
    button: 'Confirm my address',
    after: 'This link is valid for 48 hours and works only once; it also logs you in to your account.',
    notMe: 'Didn’t create an account? Just ignore this email: the address will not be confirmed.',
  },
  accountExists: {
    subject: 'You already have an account',
    preheader: 'Someone tried to create an account with your address.',
    intro:
      'Someone (probably you) tried to create a {festival} account with this email address, but you already have one. Log in with your password, or choose a new one if you have forgotten it.',
    button: 'Forgotten password',
    after: 'No new account has been created and your account has not been changed.',
    notMe: 'Wasn’t you? Just ignore this email.',
  },
  invitation: {
    subject: 'You’re invited to the {festival}',
    /** “1 “Full Pass” ticket” / “2 “Full Pass” tickets”. */
    what: { one: '{count} “{ticket}” ticket', other: '{count} “{ticket}” tickets' },
    intro: { one: 'The {festival} team is delighted to invite you: {what}, with our compliments.', other: 'The {festival} team is delighted to invite you: {what}, with our compliments.' },
    preheader: { one: '{what} is waiting for you.', other: '{what} are waiting for you.' },
    teamNote: 'A word from the team',
    ticketLine: 'Ticket: {ticket}',
    quantityLine: 'Quantity: {quantity}',
    action: 'To receive your tickets, open the link below and confirm the participants’ names: your tickets (with their QR codes) will be emailed to you straight away.',
    button: 'Get my tickets',
    /** Text version: “Get my tickets: https://…”. */
    buttonLine: 'Get my tickets: {url}',
    expiry: 'This personal link is valid until {date} and can only be used once. Please do not forward it.',
    notMe: 'Think you received this email by mistake? Simply ignore it.',
  },
  messageReceived: {
    subject: 'We have received your message — {subject}',
    preheader: 'Your message has arrived safely: we will reply soon.',
    intro:
      'Thank you for writing to us! Your message of {date} has arrived safely: our team usually replies within 48 hours, by email (and in your account if you have one).',
    subjectLine: 'Subject: {subject}',
    orderLine: 'Order concerned: {number}',
    followUpText: 'To add anything to your request, write to us again from {url} or at {email}.',
    followUpHtml: 'To add anything to your request, write to us again from our contact page.',
    button: 'Write to us',
    notMe: 'Didn’t write this message? Simply ignore this email.',
    urgent: 'Something urgent?',
  },
  messageReply: {
    subject: 'Reply to your message — {subject}',
    preheader: 'Our team has replied to your message.',
    intro: 'Here is our team’s reply to your message of {date}.',
    introWithOrder: 'Here is our team’s reply to your message of {date} (order {number}).',
    ourAnswer: 'Our reply',
    /** Text version's heading of the quoted answer. */
    ourAnswerLine: 'Our reply:',
    yourMessageText: 'Your message (“{subject}”):',
    yourMessageHtml: 'Your message — {subject}',
    accountText: 'Have an account? Find all your conversations in your account: {url}',
    accountHtml: 'Have an account? Find all your conversations in your account.',
    button: 'See my messages',
    followUpText: 'Anything to add? Write to us from {url} or at {email}.',
    /** HTML version: `{contactLink}` is a link whose text is contactPage, `{email}` a mailto link. */
    followUpHtml: 'Anything to add? Write to us from {contactLink} or at {email}.',
    contactPage: 'the contact page',
  },
  newsletterConfirm: {
    subject: 'Confirm your subscription to the {festival} newsletter',
    preheader: 'One click to confirm your subscription.',
    intro:
      'You (or someone using your address) asked to receive the festival newsletter: line-up, ticket sales opening, workshops and practical information, a few emails a year.',
    action: 'To confirm your subscription, click the button below. The link is valid for 7 days.',
    button: 'Confirm my subscription',
    ignore: 'Didn’t ask for this? Just ignore this email: you will not be subscribed and will receive nothing else.',
    privacy: 'You can unsubscribe at any time using the link in every newsletter.',
  },
  newsletterIssue: {
    why: 'You are receiving this email because you subscribed to the {festival} newsletter.',
    unsubscribe: 'Unsubscribe',
    unsubscribeLine: 'Unsubscribe: {url}',
  },
  /** The welcome issue sent once, at the first confirmation of an address. */
  newsletterWelcome: {
    subject: 'Welcome to the {festival} newsletter',
    paragraphs: [
      'Your subscription is confirmed: thank you!',
      'You will be the first to hear about line-up announcements, ticket sales opening and last places, the workshop programme and practical information before the festival. No more than two emails a month.',
      'See you soon on the dance floor.',
    ],
  },
};
