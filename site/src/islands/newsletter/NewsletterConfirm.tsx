import { useEffect, useRef, useState } from 'react';
import { translator } from '../../i18n';
import { newsletter } from '../../i18n/fr/newsletter';
import { confirmNewsletter } from '../../lib/api/newsletter';
import { newsletterFailure, takeToken } from './feedback';
import { TokenNotice } from './TokenPage';

const t = translator({ newsletter });

type State = { kind: 'checking' } | { kind: 'done'; email: string | null } | { kind: 'failed'; message: string };

/**
 * /newsletter/confirm?token=… (the « newsletter-confirm » e-mail). Choice: the token is posted
 * on mount, without a second click. Opening the link is the confirmation the person was asked
 * for (a second button would only add a step where people drop off), and the POST comes from this
 * script, never from the page's HTML or a GET: link previews and mail scanners that fetch the
 * page without running JavaScript confirm nobody. The call is idempotent (a reload is harmless).
 * Unsubscribing, which loses something, asks for a click (NewsletterUnsubscribe). A bad or
 * expired link says so in French, with a way home.
 */
export default function NewsletterConfirm() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeToken();
    if (!token) {
      setState({ kind: 'failed', message: t('newsletter.invalidLink') });
      return;
    }
    confirmNewsletter(token).then(
      (result) => setState({ kind: 'done', email: result.email }),
      (error: unknown) => setState({ kind: 'failed', message: newsletterFailure(error) }),
    );
  }, []);

  if (state.kind === 'checking') {
    return (
      <p className="newsletter-page__status" role="status">
        {t('newsletter.confirming')}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <TokenNotice title={t('newsletter.confirmFailed')} tone="error">
        <p role="alert">{state.message}</p>
      </TokenNotice>
    );
  }
  return (
    <TokenNotice title={t('newsletter.confirmed')} tone="success">
      <p role="status">
        {state.email ? t('newsletter.confirmedText', { email: state.email }) : t('newsletter.confirmedTextShort')}
      </p>
    </TokenNotice>
  );
}
