/** English UI strings of a ticket's resale at face value (dashboard). */
import type { Dictionary } from '../index';

export const resale: Dictionary['resale'] = {
  open: 'Resell at the price paid',
  title: 'Resell this ticket',
  lead: 'Can’t make it? The festival resells your ticket for you, at the price you paid for it.',
  legal: 'In France, a ticket may only be resold with the organiser’s consent and never above its price: that is why resale goes through us, at the price paid at most.',
  loadingQuote: 'Working out the amount…',
  quote: {
    price: 'Resale price',
    fee: 'Resale fee',
    refund: 'You get back',
    noFee: 'No fee',
  },
  how: 'The ticket is offered first to the people on the waiting list, then put back on sale. As soon as someone buys it, {refund} is refunded to the card you paid with.',
  meanwhile: 'Meanwhile, the ticket stays yours but is no longer accepted at the entrance. You can withdraw it from resale as long as it has not been sold.',
  submit: 'Put up for resale',
  submitting: 'Putting up for resale…',
  cancel: 'Cancel',
  listedDone: 'Your ticket is up for resale. We will e-mail you as soon as someone buys it.',
  badge: 'Up for resale',
  listedTitle: 'Up for resale',
  listed: 'Up for resale since {date} at {price}. You will get {refund} back as soon as it is bought.',
  withdraw: 'Withdraw from resale',
  withdrawing: 'Withdrawing…',
  withdrawn: 'Ticket withdrawn from resale: it is valid at the entrance again.',
  soldTitle: 'Ticket resold',
  sold: 'Your ticket found a buyer on {date}. {refund} is being refunded to your card.',
  refundPending: 'The refund is under way: depending on your bank, it shows within a few days.',
  soldBadge: 'Resold',
  closed: {
    deadlinePassed: 'Resale closed on {date}.',
    checkedIn: 'This ticket has already been used at the entrance: it cannot be resold.',
    notValid: 'This ticket is no longer valid: it cannot be resold.',
    pendingTransfer: 'Cancel the transfer under way first to resell this ticket.',
    notAllowed: 'This ticket cannot be resold.',
  },
};
