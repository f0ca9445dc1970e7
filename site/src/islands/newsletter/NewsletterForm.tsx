import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { translator } from '../../i18n';
import { footer } from '../../i18n/fr/nav';
import { newsletter } from '../../i18n/fr/newsletter';
import { apiFieldErrors } from '../../lib/api/messages';
import { subscribeNewsletter } from '../../lib/api/newsletter';
import { newsletterFailure } from './feedback';
import './newsletter.css';

const t = translator({ footer, newsletter });

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'success'; text: string } | { kind: 'error'; text: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The footer's newsletter box (docs/accounts.md « POST /api/newsletter/subscribe »). The server
 * renders a real `<form>` posting to the API, which works before (or without) JavaScript; once
 * hydrated the island posts `{email}` itself and answers in French in a polite live region.
 * The API's answer is the same whatever the address's state (no way to learn who subscribed).
 */
export default function NewsletterForm() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const fail = (text: string) => {
    setStatus({ kind: 'error', text });
    input.current?.focus();
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'busy') return;
    // Read from the field itself: what was typed before the island hydrated counts too.
    const address = (input.current?.value ?? '').trim();
    if (!address) return fail(t('newsletter.emailRequired'));
    if (!EMAIL_PATTERN.test(address)) return fail(t('newsletter.emailInvalid'));
    setStatus({ kind: 'busy' });
    const request = new AbortController();
    controller.current = request;
    try {
      const message = await subscribeNewsletter(address, { signal: request.signal });
      if (request.signal.aborted) return;
      if (input.current) input.current.value = '';
      setStatus({ kind: 'success', text: message ?? t('newsletter.success') });
    } catch (error) {
      if (request.signal.aborted) return;
      fail(apiFieldErrors(error).email ?? newsletterFailure(error));
    }
  }

  const busy = status.kind === 'busy';
  const invalid = status.kind === 'error';
  const text = status.kind === 'success' || status.kind === 'error' ? status.text : '';

  return (
    <form
      className="newsletter__form"
      method="post"
      action="/api/newsletter/subscribe"
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
      data-newsletter
    >
      <label className="sr-only" htmlFor="newsletter-email">
        {t('footer.newsletterLabel')}
      </label>
      <input
        ref={input}
        id="newsletter-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        required
        placeholder={t('footer.newsletterPlaceholder')}
        onChange={() => {
          if (invalid) setStatus({ kind: 'idle' });
        }}
        aria-invalid={invalid || undefined}
        aria-describedby="newsletter-feedback"
      />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t('newsletter.sending') : t('footer.newsletterSubmit')}
      </button>
      <p
        id="newsletter-feedback"
        className={`newsletter__feedback${invalid ? ' newsletter__feedback--error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {text}
      </p>
    </form>
  );
}
