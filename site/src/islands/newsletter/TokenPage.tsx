import type { ReactNode } from 'react';
import { Icon } from '../../components/react/Icon';
import { localHref, translator } from '../../i18n';
import { newsletter } from '../../i18n/fr/newsletter';
import './newsletter.css';

const t = translator({ newsletter });

/** The outcome card of /newsletter/confirm and /newsletter/unsubscribe. */
export function TokenNotice({
  title,
  tone,
  children,
}: {
  title: string;
  tone: 'success' | 'error';
  children?: ReactNode;
}) {
  return (
    <div className={`newsletter-notice newsletter-notice--${tone}`}>
      <h2 className="newsletter-notice__title">
        <Icon name={tone === 'success' ? 'check' : 'info'} size={24} />
        {title}
      </h2>
      {children}
      <a className="btn btn--outline newsletter-notice__home" href={localHref('/')}>
        {t('newsletter.backHome')}
      </a>
    </div>
  );
}
