import { useEffect, useRef } from 'react';
import { localHref, translator } from '../../i18n';
import { dashboard } from '../../i18n/fr/dashboard';
import { getMyMessages, markMessageRead, type AccountMessage } from '../../lib/api/account';
import { formatDateTime } from '../../lib/format';
import { LoadError, Loading } from './DashboardShell';
import { errorText } from '../shared/errors';
import { messageStatusLabel } from '../shared/status';
import { useLoad } from '../shared/useRemote';

const t = translator({ dashboard });

/**
 * « Mes messages » (docs/accounts.md `GET /api/messages/my-messages`): each question with the
 * team's answer under it. The badge counts unread messages as docs/spec.md §4 defines them (status `new`
 * without an answer); answers not seen yet are flagged « Nouvelle réponse » and marked seen
 * (`POST /api/messages/:id/read`). A `message:reply` push reloads the list.
 */
export function MyMessages() {
  const messages = useLoad((signal) => getMyMessages({ signal }), ['message:reply']);
  const marked = useRef(new Set<number>());

  useEffect(() => {
    for (const message of messages.data ?? []) {
      if (!message.hasUnreadReply || marked.current.has(message.id)) continue;
      marked.current.add(message.id);
      markMessageRead(message.id).catch(() => marked.current.delete(message.id));
    }
  }, [messages.data]);

  const unread = (messages.data ?? []).filter((m) => m.unread).length;

  return (
    <section className="dashboard-card" aria-labelledby="dashboard-messages-title">
      <h2 className="dashboard-card__title" id="dashboard-messages-title">
        {t('dashboard.messages.title')}
        {unread > 0 && <span className="dashboard-badge">{t('dashboard.messages.unreadBadge', { count: unread })}</span>}
      </h2>
      {messages.status === 'loading' && <Loading />}
      {messages.status === 'error' && <LoadError message={errorText(messages.error)} onRetry={messages.reload} />}
      {messages.data && messages.data.length === 0 && (
        <p className="dashboard-empty">
          {t('dashboard.messages.empty')} <a href={localHref('/contact')}>{t('dashboard.messages.contactLink')}</a>
        </p>
      )}
      {messages.data && messages.data.length > 0 && (
        <ul className="dashboard-messages">
          {messages.data.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MessageItem({ message }: { message: AccountMessage }) {
  return (
    <li className="dashboard-message">
      <div className="dashboard-message__head">
        <h3 className="dashboard-message__subject">{message.subject}</h3>
        <span className="dashboard-chip">{messageStatusLabel(message.status)}</span>
        {message.hasUnreadReply && <span className="dashboard-badge">{t('dashboard.messages.newAnswer')}</span>}
      </div>
      <p className="dashboard-muted">{t('dashboard.messages.sentOn', { date: formatDateTime(message.createdAt) })}</p>
      <p className="dashboard-message__text">{message.message}</p>
      {message.admin_response ? (
        <div className="dashboard-message__answer">
          <p className="dashboard-message__answer-title">
            {t('dashboard.messages.answer')}
            {message.respondedAt && (
              <span className="dashboard-muted"> · {t('dashboard.messages.answeredOn', { date: formatDateTime(message.respondedAt) })}</span>
            )}
          </p>
          <p className="dashboard-message__text">{message.admin_response}</p>
        </div>
      ) : (
        <p className="dashboard-muted">{t('dashboard.messages.waiting')}</p>
      )}
    </li>
  );
}
