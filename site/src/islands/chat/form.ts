import { useCallback, useEffect, useState } from 'react';
import { translator } from '../../i18n';
import { chat } from '../../i18n/fr/chat';
import { messageSubject, type ContactMessageInput, type MessageKind } from '../../lib/api/messages';
import { useSession, visibleUser } from '../auth/useSession';

const t = translator({ chat });

/**
 * The logic of the chat bubble's and the /contact page's message forms (docs/spec.md §2, §5, §7): the
 * values, their validation in French, the request they become.
 */

export type { MessageKind };

export interface MessageValues {
  name: string;
  email: string;
  /** The question, or the issue text of a support request. */
  message: string;
  /** Support only, optional. */
  orderNumber: string;
  /** Honeypot (hidden): only bots fill it. */
  website: string;
}

export type MessageField = 'name' | 'email' | 'message' | 'orderNumber';
export type MessageErrors = Partial<Record<MessageField, string>>;

export const EMPTY_VALUES: MessageValues = { name: '', email: '', message: '', orderNumber: '', website: '' };

/** The API's limits (commerce-api messages/models.ts), as the inputs' maxLength. */
export const MESSAGE_LIMITS = { name: 120, email: 254, orderNumber: 40, message: 5000 } as const;

/** Same rule as the API's, loose on purpose: the server has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/spec.md §5: name, e-mail and message required; the support form needs the issue text. */
export function validateMessage(kind: MessageKind, values: MessageValues): MessageErrors {
  const errors: MessageErrors = {};
  if (!values.name.trim()) errors.name = t('chat.errors.name');
  const email = values.email.trim();
  if (!email) errors.email = t('chat.errors.email');
  else if (!EMAIL_PATTERN.test(email)) errors.email = t('chat.errors.emailInvalid');
  if (!values.message.trim()) errors.message = kind === 'support' ? t('chat.errors.issue') : t('chat.errors.message');
  return errors;
}

/** The request body: docs/spec.md §7 subject, the order number for support requests only. */
export function toContactInput(kind: MessageKind, values: MessageValues): ContactMessageInput {
  const input: ContactMessageInput = {
    name: values.name,
    email: values.email,
    subject: messageSubject(kind, kind === 'support' ? values.orderNumber : null),
    message: values.message,
  };
  if (kind === 'support' && values.orderNumber.trim()) input.orderNumber = values.orderNumber;
  if (values.website) input.website = values.website;
  return input;
}

/**
 * The API's `fields` mapped onto the form's fields; `subject` (built from the order number) is
 * the order number's fault for a support request. Unknown fields are dropped.
 */
export function mapApiFields(kind: MessageKind, fields: Record<string, string>): MessageErrors {
  const errors: MessageErrors = {};
  for (const key of ['name', 'email', 'message', 'orderNumber'] as const) {
    if (fields[key]) errors[key] = fields[key];
  }
  if (fields.subject && kind === 'support' && !errors.orderNumber) errors.orderNumber = fields.subject;
  return errors;
}

/**
 * The form's values, prefilled with the logged-in person's name and e-mail (never overwriting
 * what they typed); `reset` empties them, keeping that prefill.
 */
export function useMessageValues() {
  const user = visibleUser(useSession());
  const userName = user && user.name !== user.email ? user.name : '';
  const userEmail = user?.email ?? '';
  const [values, setValues] = useState<MessageValues>(EMPTY_VALUES);

  useEffect(() => {
    if (!userName && !userEmail) return;
    setValues((current) => ({ ...current, name: current.name || userName, email: current.email || userEmail }));
  }, [userName, userEmail]);

  const reset = useCallback(() => setValues({ ...EMPTY_VALUES, name: userName, email: userEmail }), [userName, userEmail]);
  return { values, setValues, reset };
}
