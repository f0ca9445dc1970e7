/** German UI strings of the chat bubble and the contact form. */
import type { Dictionary } from '../index';

/** Chat bubble. */
export const chat: Dictionary['chat'] = {
  open: 'Brauchen Sie Hilfe?',
  title: 'Eine Frage?',
  intro: 'Wie können wir Ihnen helfen?',
  questionChoice: 'Eine Frage stellen',
  supportChoice: 'Ein Problem mit meiner Bestellung',
  name: 'Name',
  email: 'E-Mail',
  message: 'Nachricht',
  issue: 'Ihr Problem',
  orderNumber: 'Bestellnummer (optional)',
  send: 'Senden',
  sending: 'Wird gesendet …',
  back: 'Zurück',
  close: 'Schließen',
  generalSubject: 'Allgemeine Frage',
  supportSubject: 'Technischer Support – Bestellung: {orderNumber}',
  success: 'Ihre Nachricht wurde gesendet!',
  error: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  successText: 'Wir antworten Ihnen so bald wie möglich per E-Mail.',
  retry: 'Erneut versuchen',
  another: 'Weitere Nachricht senden',
  orderNumberHint: 'Sie finden sie in der Bestätigungs-E-Mail, zum Beispiel KL-7H3K9Q2M.',
  /** Label of the hidden anti-spam field (honeypot): never shown, never announced. */
  honeypot: 'Dieses Feld bitte nicht ausfüllen',
  contactTitle: 'Schreiben Sie uns',
  contactLead: 'Eine Frage zum Festival oder ein Problem mit einer Bestellung? Schicken Sie uns eine Nachricht, wir antworten per E-Mail.',
  kindLegend: 'Ihr Anliegen betrifft',
  errors: {
    summary: 'Bitte korrigieren Sie die markierten Felder.',
    name: 'Bitte geben Sie Ihren Namen an.',
    email: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    emailInvalid: 'Die E-Mail-Adresse ist nicht gültig.',
    message: 'Bitte schreiben Sie Ihre Nachricht.',
    issue: 'Bitte beschreiben Sie das Problem.',
  },
};
