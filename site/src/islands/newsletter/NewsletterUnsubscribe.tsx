import { useEffect, useState } from 'react';
import { translator } from '../../i18n';
import { newsletter } from '../../i18n/fr/newsletter';
import { unsubscribeNewsletter } from '../../lib/api/newsletter';
import { newsletterFailure, takeToken } from './feedback';
import { TokenNotice } from './TokenPage';

const t = translator({ newsletter });

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; token: string }
  | { kind: 'busy'; token: string }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/**
 * /newsletter/unsubscribe?token=… (every newsletter e-mail): nothing is posted until the person
 * clicks « Me désinscrire », because mail scanners open the links they find. A bad link says so
 * in French, with a way home.
 */
export default function NewsletterUnsubscribe() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const token = takeToken();
    setState(token ? { kind: 'ready', token } : { kind: 'failed', message: t('newsletter.invalidLink') });
  }, []);

  if (state.kind === 'done') {
    return (
      <TokenNotice title={t('newsletter.unsubscribed')} tone="success">
        <p role="status">{t('newsletter.unsubscribedText')}</p>
      </TokenNotice>
    );
  }
  if (state.kind === 'failed') {
    return (
      <TokenNotice title={t('newsletter.unsubscribeFailed')} tone="error">
        <p role="alert">{state.message}</p>
      </TokenNotice>
    );
  }

  const busy = state.kind === 'busy';
  const unsubscribe = () => {
    if (state.kind !== 'ready') return;
    const { token } = state;
    setState({ kind: 'busy', token });
    unsubscribeNewsletter(token).then(
      () => setState({ kind: 'done' }),
      (error: unknown) => setState({ kind: 'failed', message: newsletterFailure(error) }),
    );
  };

  return (
    <div className="newsletter-page">
      <p>{t('newsletter.unsubscribeText')}</p>
      <button
        type="button"
        className="btn btn--primary newsletter-page__button"
        onClick={unsubscribe}
        disabled={state.kind !== 'ready'}
        aria-busy={busy || undefined}
      >
        {busy ? t('newsletter.unsubscribing') : t('newsletter.unsubscribeButton')}
      </button>
    </div>
  );
}
