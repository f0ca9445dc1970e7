/** Resale at face value: refusals of the dashboard's resale endpoints and the seller's e-mail. */
import type { ApiDictionary } from '../index.js';

export const resale: ApiDictionary['resale'] = {
  errors: {
    disabled: 'Ticket resale is not open for this festival.',
    closed: 'Resale is closed: the deadline for transfers and resales has passed.',
    couple: 'A Couple Pass cannot be put up for resale.',
    checkedIn: 'This ticket has already been used at the entrance: it can no longer be put up for resale.',
    invalid: 'This ticket has been cancelled or refunded: it cannot be put up for resale.',
    transferPending: 'This ticket is being transferred: please cancel the transfer before putting it up for resale.',
    transferred: 'A ticket received by transfer cannot be resold here: the refund would go to the person who paid for it. Please get in touch with them, or write to us.',
    nothingToRefund: 'This ticket cost you nothing (an invitation or a full discount): there is nothing to refund, so it cannot be put up for resale.',
    alreadyListed: 'This ticket is already up for resale.',
    notListed: 'This ticket is not up for resale.',
    alreadySold: 'This ticket has already found a buyer: it can no longer be withdrawn from resale.',
    noSeat: 'Your place has already been offered to someone else: the ticket can no longer be withdrawn from resale.',
  },
  mail: {
    subject: 'Your ticket has been resold',
    preheader: 'Your “{ticket}” ticket has found a buyer.',
    intro: 'Good news: the “{ticket}” ticket (no. {number}) you put up for resale has found a buyer.',
    refunded: 'We are refunding {amount} to the payment method of your order {order}. Depending on your bank, the amount will appear within 5 to 10 days.',
    feeLine: 'Ticket price: {price}, resale fee: {fee}.',
    nothingRefunded: 'The resale fee ({fee}) covers the price of your ticket ({price}): there is no amount to refund to you.',
    alreadyRefunded: 'Your order {order} has already been refunded to you: there is nothing left to refund for this ticket.',
    revoked: 'The QR code of this ticket is no longer valid: it will not get you into the festival.',
    thanks: 'Thank you for passing your place on to another dance lover.',
  },
};
