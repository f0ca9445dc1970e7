import { useEffect, useRef, useState, type SubmitEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { translator } from '../../i18n';
import { chat } from '../../i18n/fr/chat';
import { checkout } from '../../i18n/fr/checkout';
import { apiFieldErrors, sendContactMessage } from '../../lib/api/messages';
import { TextField, describedBy, errorId, hintId } from '../checkout/Field';
import {
  MESSAGE_LIMITS,
  mapApiFields,
  toContactInput,
  validateMessage,
  type MessageErrors,
  type MessageField,
  type MessageKind,
  type MessageValues,
} from './form';
import './chat.css';

const t = translator({ chat, checkout });

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
};

/** Field.tsx's markup and forms.css classes, for a textarea. */
function TextAreaField({ id, label, required, hint, error, ...textarea }: TextAreaFieldProps) {
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <>
            <span className="field__required" aria-hidden="true">
              {' *'}
            </span>
            <span className="sr-only"> ({t('checkout.required')})</span>
          </>
        )}
      </label>
      <textarea
        id={id}
        className="field__control field__control--textarea"
        aria-required={required || undefined}
        {...describedBy(id, hint, error)}
        {...textarea}
      />
      {hint && (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId(id)}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface MessageFormProps {
  kind: MessageKind;
  values: MessageValues;
  onChange: (values: MessageValues) => void;
  /** Prefix of the controls' ids: two forms can share a page. */
  idPrefix: string;
  /** Textarea height: 3 rows in the chat bubble (docs/spec.md §9). */
  rows?: number;
  autoFocus?: boolean;
  onSending?: () => void;
  onSuccess: () => void;
  /** Any refusal other than field errors (docs/spec.md §8: 'Une erreur est survenue. Veuillez réessayer.'). */
  onFailure: (error: unknown) => void;
  /** Extra actions next to the submit button (the bubble's « Retour »). */
  actions?: ReactNode;
}

const FIELD_ORDER: MessageField[] = ['name', 'email', 'orderNumber', 'message'];

/**
 * A question or a support request (docs/spec.md §2, §5, §7): name, e-mail, the order number for
 * support (optional), the message or issue text, and a hidden honeypot. Validated in French
 * before sending; the API's per-field refusals show under their fields; busy 'Envoi...'.
 */
export function MessageForm({
  kind,
  values,
  onChange,
  idPrefix,
  rows = 3,
  autoFocus,
  onSending,
  onSuccess,
  onFailure,
  actions,
}: MessageFormProps) {
  const [errors, setErrors] = useState<MessageErrors>({});
  const [summary, setSummary] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const controller = useRef<AbortController | null>(null);
  const id = (field: string) => `${idPrefix}-${field}`;

  useEffect(() => () => controller.current?.abort(), []);

  // A new kind is a new form: yesterday's errors do not apply.
  useEffect(() => {
    setErrors({});
    setSummary('');
  }, [kind]);

  const set = (field: keyof MessageValues) => (event: { target: { value: string } }) => {
    onChange({ ...values, [field]: event.target.value });
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (next: MessageErrors) => {
    setErrors(next);
    setSummary(t('chat.errors.summary'));
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${id(first)}`)?.focus();
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = validateMessage(kind, values);
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid);
      return;
    }
    setErrors({});
    setSummary('');
    setBusy(true);
    onSending?.();
    const request = new AbortController();
    controller.current = request;
    try {
      await sendContactMessage(toContactInput(kind, values), { signal: request.signal });
      if (request.signal.aborted) return;
      setBusy(false);
      onSuccess();
    } catch (error) {
      if (request.signal.aborted) return;
      setBusy(false);
      const fromApi = mapApiFields(kind, apiFieldErrors(error));
      if (Object.keys(fromApi).length > 0) showErrors(fromApi);
      else onFailure(error);
    }
  }

  const messageLabel = kind === 'support' ? t('chat.issue') : t('chat.message');

  return (
    <form ref={form} className="message-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <p className="message-form__alert" role="alert">
        {summary}
      </p>
      <TextField
        id={id('name')}
        name="name"
        label={t('chat.name')}
        required
        autoComplete="name"
        maxLength={MESSAGE_LIMITS.name}
        autoFocus={autoFocus}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        id={id('email')}
        name="email"
        type="email"
        inputMode="email"
        label={t('chat.email')}
        required
        autoComplete="email"
        maxLength={MESSAGE_LIMITS.email}
        spellCheck={false}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      {kind === 'support' && (
        <TextField
          id={id('orderNumber')}
          name="orderNumber"
          label={t('chat.orderNumber')}
          hint={t('chat.orderNumberHint')}
          autoComplete="off"
          maxLength={MESSAGE_LIMITS.orderNumber}
          spellCheck={false}
          value={values.orderNumber}
          onChange={set('orderNumber')}
          error={errors.orderNumber}
        />
      )}
      <TextAreaField
        id={id('message')}
        name="message"
        label={messageLabel}
        required
        rows={rows}
        maxLength={MESSAGE_LIMITS.message}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
      />
      {/* Honeypot: out of sight, out of the tab order and of the accessibility tree. */}
      <div className="message-form__trap" aria-hidden="true">
        <label htmlFor={id('website')}>{t('chat.honeypot')}</label>
        <input
          id={id('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={set('website')}
        />
      </div>
      <div className="message-form__actions">
        {actions}
        <button type="submit" className="btn btn--primary message-form__submit" disabled={busy}>
          {busy ? t('chat.sending') : t('chat.send')}
        </button>
      </div>
    </form>
  );
}
