/** English UI strings of the chat bubble and the contact form. */
import type { Dictionary } from '../index';

/** Chat bubble. */
export const chat: Dictionary['chat'] = {
  open: 'Need help?',
  title: 'Got a question?',
  intro: 'How can we help you?',
  questionChoice: 'Ask a question',
  supportChoice: 'A problem with my order',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  issue: 'What went wrong',
  orderNumber: 'Order number (optional)',
  send: 'Send',
  sending: 'Sending…',
  back: 'Back',
  close: 'Close',
  generalSubject: 'General question',
  supportSubject: 'Technical support – Order: {orderNumber}',
  success: 'Message sent!',
  error: 'Something went wrong. Please try again.',
  successText: 'We will reply by email as soon as we can.',
  retry: 'Try again',
  another: 'Send another message',
  orderNumberHint: 'You will find it in your confirmation email, for example KL-7H3K9Q2M.',
  /** Label of the hidden anti-spam field (honeypot): never shown, never announced. */
  honeypot: 'Leave this field empty',
  contactTitle: 'Write to us',
  contactLead: 'A question about the festival or a problem with an order? Send us a message and we will reply by email.',
  kindLegend: 'Your message is about',
  errors: {
    summary: 'Please correct the fields highlighted.',
    name: 'Please enter your name.',
    email: 'Please enter your email address.',
    emailInvalid: 'This email address is not valid.',
    message: 'Please write your message.',
    issue: 'Please describe the problem.',
  },
};
