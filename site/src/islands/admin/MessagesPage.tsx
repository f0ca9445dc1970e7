import { useEffect, useId, useRef, useState } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import {
  listAdminMessages,
  replyToAdminMessage,
  setAdminMessageRead,
  type AdminMessage,
  type AdminPage,
  type MessageFilter,
} from '../../lib/api/admin';
import { formatCount, formatDateTime } from '../../lib/format';
import { onRealtime } from '../../lib/realtime';
import { errorText } from '../shared/errors';
import { useRemote } from '../shared/useRemote';
import { Badge, statusTone } from './components/Badge';
import { LoadState } from './components/LoadState';
import { Pager } from './components/Pager';
import { SearchBox } from './components/SearchFilters';
import { pageFromQuery, readQuery, useDebounced, writeQuery } from './hooks';
import { messageStatusLabel } from './labels';
import { loadAdminStats } from './stats-store';
import './admin.css';

const t = translator({ admin });

export const MESSAGES_PAGE_SIZE = 30;
export const REPLY_MAX_LENGTH = 5000;

const FILTERS: readonly MessageFilter[] = ['all', 'new', 'read', 'replied'];

/** Messages without an answer first, then the newest (the API answers newest first). */
export function inboxOrder(messages: readonly AdminMessage[]): AdminMessage[] {
  return messages
    .map((message, index) => ({ message, index }))
    .sort((a, b) => Number(Boolean(a.message.admin_response)) - Number(Boolean(b.message.admin_response)) || a.index - b.index)
    .map(({ message }) => message);
}

type Inbox = AdminPage<AdminMessage> & { unread: number };

/**
 * /admin/messages (admin): the contact messages. Filter tabs (Tous, Non lus, Lus, Répondus),
 * search, the list (unanswered first) and the selected message's pane (on a phone: the list,
 * then the message with « Retour à la liste »). Read / unread, and the reply form (1–5000
 * characters, e-mailed by the API). After each change the shared stats are fetched again, so
 * the sidebar's unread badge follows; new messages (`admin:stats`, `message:new`) reload the list.
 */
export default function MessagesPage() {
  const [initial] = useState(readQuery);
  const [filter, setFilter] = useState<MessageFilter>(() => {
    const value = initial.get('status') as MessageFilter | null;
    return value && FILTERS.includes(value) ? value : 'all';
  });
  const [q, setQ] = useState(initial.get('q') ?? '');
  const [page, setPage] = useState(pageFromQuery(initial));
  const [selectedId, setSelectedId] = useState<number | null>(() => {
    const id = Number(initial.get('id'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const search = useDebounced(q.trim());

  const inbox = useRemote<Inbox>(
    (signal) => listAdminMessages({ status: filter, q: search, page, pageSize: MESSAGES_PAGE_SIZE }, { signal }),
    JSON.stringify([filter, search, page]),
  );
  const reload = useRef(inbox.reload);
  reload.current = inbox.reload;

  useEffect(() => {
    const offs = [onRealtime('admin:stats', () => reload.current()), onRealtime('message:new', () => reload.current())];
    return () => offs.forEach((off) => off());
  }, []);

  // The open message stays open even when a change takes it out of the current tab.
  const [pinned, setPinned] = useState<AdminMessage | null>(null);
  const select = (message: AdminMessage | null) => {
    setSelectedId(message?.id ?? null);
    setPinned(message);
    writeQuery({ id: message?.id ?? null });
  };
  const changeFilter = (value: MessageFilter) => {
    setFilter(value);
    setPage(1);
    writeQuery({ status: value === 'all' ? null : value, page: 1 });
  };
  const changeSearch = (value: string) => {
    setQ(value);
    setPage(1);
    writeQuery({ q: value.trim(), page: 1 });
  };
  const changePage = (next: number) => {
    setPage(next);
    writeQuery({ page: next });
  };

  /** A message changed by the API: shown at once, then the list and the stats are fetched again. */
  const changed = (message: AdminMessage) => {
    inbox.set((data) => ({ ...data, data: data.data.map((row) => (row.id === message.id ? message : row)) }));
    setPinned(message);
    void loadAdminStats();
  };

  const messages = inbox.data ? inboxOrder(inbox.data.data) : [];
  const selected = messages.find((message) => message.id === selectedId) ?? (pinned && pinned.id === selectedId ? pinned : null);

  return (
    <div className={selected ? 'admin-page admin-inbox admin-inbox--reading' : 'admin-page admin-inbox'}>
      <h1 className="admin-page__title">
        {t('admin.messages.title')}
        {inbox.data && inbox.data.unread > 0 && <Badge tone="accent">{t('admin.messages.unreadCount', { count: inbox.data.unread })}</Badge>}
      </h1>
      <div className="admin-filters">
        <div className="admin-tabs" role="group" aria-label={t('admin.messages.filterLabel')}>
          {FILTERS.map((value) => (
            <button key={value} type="button" className="admin-tab" aria-pressed={filter === value} onClick={() => changeFilter(value)}>
              {t(`admin.messages.tabs.${value}`)}
            </button>
          ))}
        </div>
        <form className="admin-field admin-field--grow" role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchBox label={t('admin.messages.searchLabel')} placeholder={t('admin.messages.searchPlaceholder')} value={q} onChange={changeSearch} />
        </form>
      </div>

      {inbox.data ? (
        <div className="admin-inbox__panes">
          <div className="admin-inbox__list">
            {messages.length === 0 ? (
              <p className="admin-state">{t('admin.messages.empty')}</p>
            ) : (
              <ul className="admin-inbox__items" aria-label={t('admin.messages.listLabel')}>
                {messages.map((message) => (
                  <li key={message.id}>
                    <button
                      type="button"
                      className={message.unread ? 'admin-inbox__item admin-inbox__item--unread' : 'admin-inbox__item'}
                      aria-current={message.id === selectedId ? 'true' : undefined}
                      onClick={() => select(message)}
                    >
                      <span className="admin-inbox__from">{message.name || message.email}</span>
                      <Badge tone={statusTone(message.status)}>{messageStatusLabel(message.status)}</Badge>
                      <span className="admin-inbox__subject">{message.subject || t('admin.messages.noSubject')}</span>
                      <span className="admin-inbox__date">{formatDateTime(message.createdAt)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={inbox.data.page} pageSize={inbox.data.pageSize} total={inbox.data.total} onPage={changePage} />
          </div>
          <div className="admin-inbox__detail">
            {selected ? (
              <MessagePane key={selected.id} message={selected} onBack={() => select(null)} onChanged={changed} />
            ) : (
              <p className="admin-state admin-inbox__placeholder">{t('admin.messages.select')}</p>
            )}
          </div>
        </div>
      ) : (
        <LoadState status={inbox.status === 'error' ? 'error' : 'loading'} error={inbox.error} onRetry={inbox.reload} />
      )}
    </div>
  );
}

function MessagePane({ message, onBack, onChanged }: { message: AdminMessage; onBack: () => void; onChanged: (message: AdminMessage) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // On a phone the list just disappeared: bring the reader to the message.
    headingRef.current?.focus();
  }, []);

  const toggleRead = async (read: boolean) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await setAdminMessageRead(message.id, read));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="admin-message" aria-labelledby={`message-${message.id}`}>
      <button type="button" className="admin-back admin-inbox__back" onClick={onBack}>
        {t('admin.messages.backToList')}
      </button>
      <h2 className="admin-message__subject" id={`message-${message.id}`} tabIndex={-1} ref={headingRef}>
        {message.subject || t('admin.messages.noSubject')}
      </h2>
      <dl className="admin-dl admin-dl--inline">
        <dt>{t('admin.messages.from')}</dt>
        <dd>
          {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
        </dd>
        {message.orderNumber && (
          <>
            <dt>{t('admin.messages.order')}</dt>
            <dd>
              <a href={`/admin/sales?q=${encodeURIComponent(message.orderNumber)}`}>{message.orderNumber}</a>
            </dd>
          </>
        )}
      </dl>
      <p className="admin-message__meta">
        {t('admin.messages.receivedOn', { date: formatDateTime(message.createdAt) })} ·{' '}
        <Badge tone={statusTone(message.status)} testId="message-status">
          {messageStatusLabel(message.status)}
        </Badge>
      </p>
      <p className="admin-prewrap admin-message__body">{message.message}</p>
      {(message.status === 'new' || message.status === 'read') && (
        <div className="admin-actions">
          <button type="button" className="admin-button" disabled={busy} onClick={() => void toggleRead(message.status === 'new')}>
            {message.status === 'new' ? t('admin.messages.markRead') : t('admin.messages.markUnread')}
          </button>
        </div>
      )}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {message.admin_response && (
        <section className="admin-response" aria-label={t('admin.messages.responseTitle')}>
          <p className="admin-response__title">
            {message.respondedAt ? t('admin.messages.respondedOn', { date: formatDateTime(message.respondedAt) }) : t('admin.messages.responseTitle')}
          </p>
          <p className="admin-prewrap" data-testid="message-response">
            {message.admin_response}
          </p>
        </section>
      )}
      <ReplyForm message={message} onReplied={onChanged} />
    </article>
  );
}

function ReplyForm({ message, onReplied }: { message: AdminMessage; onReplied: (message: AdminMessage) => void }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const length = text.trim().length;

  const submit = async () => {
    setSent(false);
    if (length === 0) return setError(t('admin.messages.replyRequired'));
    if (length > REPLY_MAX_LENGTH) return setError(t('admin.messages.replyTooLong'));
    setBusy(true);
    setError(null);
    try {
      const answered = await replyToAdminMessage(message.id, text.trim());
      setText('');
      setSent(true);
      onReplied(answered);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="admin-reply"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="admin-field__name" htmlFor={fieldId}>
        {t('admin.messages.replyLabel')}
      </label>
      <textarea
        id={fieldId}
        className="admin-input admin-reply__text"
        rows={6}
        maxLength={REPLY_MAX_LENGTH}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <p className="admin-muted" id={hintId}>
        {t('admin.messages.replyHint', { email: message.email })}
        {message.admin_response && ` ${t('admin.messages.replyAgainHint')}`}{' '}
        <span className="admin-reply__count">{t('admin.messages.replyCount', { count: formatCount(text.length) })}</span>
      </p>
      {error && (
        <p className="admin-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {sent && (
        <p className="admin-success" role="status">
          {t('admin.messages.replySent')}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? t('admin.messages.replySending') : t('admin.messages.replySubmit')}
        </button>
      </div>
    </form>
  );
}
