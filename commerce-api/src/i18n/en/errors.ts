/** English refusals of the public endpoints (`error.message`; the `code` never changes with the language). */
import type { ApiDictionary } from '../index.js';

export const errors: ApiDictionary['errors'] = {
  common: {
    generic: 'Something went wrong',
    loginRequired: 'You need to be logged in to access this.',
    sessionExpired: 'Your session has expired. Please log in again.',
    forbidden: 'You do not have permission to do this.',
    notFound: 'This resource does not exist.',
    routeNotFound: 'This address does not exist in the API.',
    serviceUnavailable: 'The service is temporarily unavailable. Please try again in a few moments.',
    databaseUnavailable: 'The database is not responding. Please try again in a few moments.',
    tooManyRequests: 'Too many requests. Please wait a minute before trying again.',
    tooManyAttempts: 'Too many attempts. Please wait a minute before trying again.',
    tooManyCheckouts: 'Too many order attempts from your connection. Please wait a minute before trying again.',
  },
  request: {
    invalidJson: 'The request body is not valid JSON.',
    notJson: 'The request body must be a JSON object (header “Content-Type: application/json”).',
    tooLarge: 'The request is too large.',
    unsupportedEncoding: 'The request’s encoding is not supported.',
    aborted: 'The request was interrupted.',
    invalid: 'The request is invalid.',
    headersTooLarge: 'The request’s address or headers are too long.',
    timeout: 'The request did not arrive in time. Please try again.',
    malformed: 'The HTTP request is malformed.',
    /** A refused field: “The field “quantity” is invalid: <why>.” */
    fieldInvalid: 'The field “{field}” is invalid: {reason}',
    /** A refused part of the request as a whole. */
    partInvalid: '{part} is invalid: {reason}',
    partValueInvalid: 'The value of {part} is invalid.',
    otherFields: 'Other fields to correct: {fields}.',
    /** How a field name is quoted in otherFields' list. */
    quotedField: '“{field}”',
    parts: {
      params: 'the address',
      query: 'the request parameters',
      body: 'the request body',
    },
  },
  cart: {
    cartNotFound: 'This basket does not exist or has expired.',
    itemNotFound: 'This item is not in your basket.',
    ticketNotFound: 'This ticket does not exist or is no longer available.',
    emptyForPromo: 'Your basket is empty: add some tickets before applying a promo code.',
    quantity: 'The quantity must be a whole number between 1 and {max}.',
    notOffered: '“{name}” tickets are no longer available.',
    salesNotOpen: '“{name}” tickets are not on sale yet.',
    salesClosed: 'Sales of “{name}” tickets have closed.',
    soldOut: '“{name}” tickets are sold out.',
    quantityLimit: 'You cannot take more than {max} “{name}” tickets per order.',
    notEnoughSeats: { one: 'There is only {count} place left for “{name}”.', other: 'There are only {count} places left for “{name}”.' },
    /** Added after quantityLimit / notEnoughSeats when the cart already holds some. */
    alreadyInCart: { one: 'You already have {count} in your basket.', other: 'You already have {count} in your basket.' },
  },
  promo: {
    invalid: 'This promo code is not valid.',
    notApplicableToCart: 'This promo code does not apply to any of the tickets in your basket.',
    notApplicableEmpty: 'This promo code does not apply to an empty basket.',
    minSubtotal: 'This promo code requires a minimum spend of {minimum} (your basket: {subtotal}).',
    minSubtotalRestricted: 'This promo code requires a minimum spend of {minimum} on eligible tickets (your basket: {subtotal}).',
  },
  checkout: {
    requiredFields: 'Please fill in all the required fields',
    cartEmpty: 'Your basket is empty',
    orderNotFound: 'Order not found.',
    orderPaid: 'This order has already been paid.',
    orderProcessing: 'The payment for this order is being processed: its basket cannot be restored for the moment.',
    notEnoughSeats: {
      one: 'There is only {count} place left for “{name}”, and you are asking for {wanted}. Please change the quantity in your basket.',
      other: 'There are only {count} places left for “{name}”, and you are asking for {wanted}. Please change the quantity in your basket.',
    },
    orderTooLarge:
      'An order cannot contain more than {max} tickets, and your basket holds {wanted}. Please reduce the quantities in your basket: you can order the other tickets once this order has been paid.',
    tooManyPendingOrders: {
      one: 'You already have {count} order awaiting payment. Complete its payment, or abandon it by coming back from the payment page, then try again. Without payment, an order releases its places by itself: {holdMinutes} minutes after it was created, or 30 minutes after its payment page was opened.',
      other: 'You already have {count} orders awaiting payment. Complete the payment of one of them, or abandon it by coming back from the payment page, then try again. Without payment, an order releases its places by itself: {holdMinutes} minutes after it was created, or 30 minutes after its payment page was opened.',
    },
    tooManyHeldSeats: {
      one: 'Your orders awaiting payment already hold {count} place, and you cannot hold more than {max} at a time. Please reduce the quantities in your basket, or complete the payment of your other orders (or abandon them by coming back from the payment page).',
      other: 'Your orders awaiting payment already hold {count} places, and you cannot hold more than {max} at a time. Please reduce the quantities in your basket, or complete the payment of your other orders (or abandon them by coming back from the payment page).',
    },
  },
  payments: {
    orderNotFound: 'Order not found',
    providerUnavailable: 'The payment service is temporarily unavailable. Please try again in a few moments.',
    providerError: 'The payment service could not process the request. Please try again.',
    inProgress: 'Another payment attempt for this order is in progress. Please try again in a moment.',
    alreadyPaid: 'This order has already been paid.',
    processing: 'The payment for this order is being processed.',
    notPayable: 'This order can no longer be paid. Please place your order again.',
    expired: 'The time for holding your places has run out. Please place your order again.',
    belowMinimum: 'The amount of this order is below the minimum accepted for a card payment (€0.50).',
    /** An order's failure as its status page shows it when the payment provider gave no reason. */
    failedDefault: 'Something went wrong while processing your payment.',
  },
  auth: {
    invalidCredentials: 'Incorrect email or password.',
    emailNotVerified: 'Please confirm your email address first: we have just sent you the confirmation link again.',
    resetLinkInvalid: 'This reset link is no longer valid. Please request a new one.',
    magicLinkInvalid: 'This login link is no longer valid. Please request a new one.',
    verificationLinkInvalid: 'This confirmation link is no longer valid. Please request a new one.',
    wrongCurrentPassword: 'The current password is incorrect.',
    mfaCodeInvalid: 'Incorrect verification code.',
    mfaTokenInvalid: 'Your login has expired: please log in again.',
    registrationPasswordMismatch: 'This is not the password chosen when you signed up.',
    tooManyAttempts: 'Too many attempts for this account. Please try again in {minutes} minute(s).',
  },
  account: {
    ticketNotFound: 'Ticket not found.',
    orderNotFound: 'Order not found.',
    ticketNotValid: 'This ticket is no longer valid: it cannot be downloaded.',
    noValidTickets: 'This order has no valid ticket to download.',
    staffDeletionRefused: 'Team accounts (administration, ticket checking) cannot be deleted from the dashboard.',
    passwordRequired: 'Please enter your password to confirm the deletion.',
    passwordRequiredField: 'Please enter your password.',
    wrongPassword: 'Incorrect password.',
    /** `{word}` is the word to type, which stays « SUPPRIMER » in every language. */
    confirmationRequired: 'Please type “{word}” to confirm the deletion.',
    confirmationRequiredField: 'Please type “{word}”.',
  },
  catalogue: {
    ticketNotFound: 'This ticket does not exist or is no longer available.',
  },
  invitations: {
    notFound: 'This invitation cannot be found. Please check the link in your email.',
    unavailable: 'This invitation is no longer available: it has already been used, has been cancelled or has expired.',
    soldOut: 'There are not enough places left for this ticket. Please contact the festival team.',
  },
  messages: {
    notFound: 'Message not found.',
  },
  newsletter: {
    confirmLinkInvalid: 'This confirmation link is not valid or has expired. Sign up again to receive a new link.',
    unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
    unsubscribeLinkIncomplete: 'The unsubscribe link is incomplete.',
  },
  password: {
    tooShort: 'Your password must be at least {min} characters long.',
    tooLong: 'Your password cannot be longer than {max} characters.',
    tooWeak: 'This password is too easy to guess: make it longer or mix in some unexpected words.',
  },
};
