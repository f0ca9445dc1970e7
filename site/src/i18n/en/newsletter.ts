/** English UI strings of the newsletter form and its confirmation pages. */
import type { Dictionary } from '../index';

/** Newsletter: footer box, /newsletter/confirm, /newsletter/unsubscribe (docs/accounts.md). */
export const newsletter: Dictionary['newsletter'] = {
  sending: 'Signing you up…',
  success: 'Thank you! Check your inbox to confirm your subscription.',
  error: 'Something went wrong. Please try again.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'This email address is not valid.',
  confirmTitle: 'Subscription confirmation',
  confirmDescription: 'Confirming your subscription to the Kizomba Lumière Festival newsletter.',
  confirming: 'Confirming…',
  confirmed: 'Subscription confirmed',
  confirmedText: 'You will receive the festival’s next announcements at {email}.',
  confirmedTextShort: 'You will receive the festival’s next announcements.',
  confirmFailed: 'Confirmation failed',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  unsubscribeDescription: 'Unsubscribe from the Kizomba Lumière Festival newsletter.',
  unsubscribeText: 'No longer wish to receive the festival newsletter? Confirm with one click.',
  unsubscribeButton: 'Unsubscribe me',
  unsubscribing: 'Unsubscribing…',
  unsubscribed: 'Unsubscribed',
  unsubscribedText:
    'Your address has been unsubscribed: you will no longer receive the newsletter. You can sign up again at any time from the bottom of any page.',
  unsubscribeFailed: 'Unsubscribing failed',
  invalidLink: 'This link is not valid or has expired.',
  backHome: 'Back to the home page',
  /** The footer form posted without JavaScript lands on one of these two pages. */
  subscribedTitle: 'Newsletter sign-up',
  subscribedDescription: 'Sign-up to the Kizomba Lumière Festival newsletter.',
  subscribedText: 'The confirmation link is valid for 7 days. Remember to check your spam folder.',
  invalidTitle: 'Invalid email address',
  invalidText: 'Check the address and try again from the form at the bottom of the page.',
};
