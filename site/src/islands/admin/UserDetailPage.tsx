import { useId, useState, type ReactNode } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { ADMIN_ROLES, getAdminUser, updateAdminUser, type AdminRole, type AdminUser, type AdminUserDetail as Detail } from '../../lib/api/admin';
import { formatDateTime, formatPrice } from '../../lib/format';
import { useSession, visibleUser } from '../auth/useSession';
import { orderBadge, ticketStatusLabel } from '../shared/status';
import { errorText, isNotFound } from '../shared/errors';
import { useRemote } from '../shared/useRemote';
import { Badge, statusTone } from './components/Badge';
import { ConfirmBar } from './components/ConfirmBar';
import { DataTable } from './components/DataTable';
import { LoadState } from './components/LoadState';
import { messageStatusLabel, roleLabel } from './labels';
import { loadAdminStats } from './stats-store';
import './admin.css';

const t = translator({ admin });

/** The user id of `/admin/users/{id}` (the build's shell page is `/admin/users/_`). */
export function userIdFromPath(pathname: string): number | null {
  const match = /^\/admin\/users\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || match[1] === '_') return null;
  const id = Number(match[1]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

type Pending = { kind: 'role'; role: AdminRole } | { kind: 'disable' } | { kind: 'enable' };

/**
 * /admin/users/{id} (admin or scanner): the person, their orders, tickets and messages. An admin
 * also changes the role and disables / re-enables the account, each after a confirmation; the
 * API's refusals (own role, own account: 400 in French) are shown as they come. A scanner sees
 * the person and their tickets read-only (the API gives door staff neither orders nor messages).
 */
export default function UserDetailPage() {
  const viewer = visibleUser(useSession());
  const isAdmin = viewer?.role === 'admin';
  const [id] = useState(() => (typeof window === 'undefined' ? null : userIdFromPath(window.location.pathname)));
  const detail = useRemote<Detail | null>((signal) => (id ? getAdminUser(id, { signal }) : Promise.resolve(null)), String(id));

  const back = (
    <a className="admin-back" href="/admin/users">
      {t('admin.users.back')}
    </a>
  );

  if (detail.status === 'ready' && detail.data === null) return <NotFound back={back} />;
  if (detail.status === 'error' && isNotFound(detail.error)) return <NotFound back={back} />;
  if (!detail.data) {
    return (
      <div className="admin-page">
        {back}
        <h1 className="admin-page__title">{t('admin.users.detailTitle')}</h1>
        <LoadState status={detail.status === 'error' ? 'error' : 'loading'} error={detail.error} onRetry={detail.reload} />
      </div>
    );
  }

  const { user, tickets, orders = [], messages = [] } = detail.data;
  return (
    <div className="admin-page">
      {back}
      <h1 className="admin-page__title">
        {user.name || user.email}
        {user.disabled && <Badge tone="bad">{t('admin.users.disabled')}</Badge>}
      </h1>
      <div className="admin-detail-grid">
        <Identity user={user} />
        {isAdmin ? (
          <Manage user={user} onChanged={(next) => detail.set((data) => (data ? { ...data, user: next } : data))} />
        ) : (
          <p className="admin-note">{t('admin.users.readOnly')}</p>
        )}
      </div>

      {isAdmin && (
        <section className="admin-panel" aria-labelledby="user-orders">
          <h2 className="admin-panel__title" id="user-orders">
            {t('admin.users.ordersTitle')} <span className="admin-panel__count">{orders.length}</span>
          </h2>
          {orders.length === 0 ? (
            <p className="admin-state">{t('admin.users.ordersEmpty')}</p>
          ) : (
            <DataTable
              columns={[
                t('admin.users.colNumber'),
                t('admin.users.colStatus'),
                { label: t('admin.users.colTotal'), num: true },
                t('admin.users.colDate'),
              ]}
            >
              {orders.map((order) => {
                const badge = orderBadge(order);
                return (
                  <tr key={order.id || order.number}>
                    <td>
                      <a href={`/admin/sales?q=${encodeURIComponent(order.number)}`} aria-label={t('admin.users.openSale', { number: order.number })}>
                        {order.number}
                      </a>
                    </td>
                    <td>
                      <Badge tone={statusTone(badge.modifier)}>{badge.label}</Badge>
                    </td>
                    <td className="num">{formatPrice(order.total)}</td>
                    <td>{formatDateTime(order.createdAt)}</td>
                  </tr>
                );
              })}
            </DataTable>
          )}
        </section>
      )}

      <section className="admin-panel" aria-labelledby="user-tickets">
        <h2 className="admin-panel__title" id="user-tickets">
          {t('admin.users.ticketsTitle')} <span className="admin-panel__count">{tickets.length}</span>
        </h2>
        {tickets.length === 0 ? (
          <p className="admin-state">{t('admin.users.ticketsEmpty')}</p>
        ) : (
          <DataTable
            columns={[
              t('admin.users.colNumber'),
              t('admin.users.colType'),
              t('admin.users.colHolder'),
              t('admin.users.colStatus'),
              t('admin.users.colCheckedIn'),
            ]}
          >
            {tickets.map((ticket) => (
              <tr key={ticket.id}>
                <td>{ticket.number}</td>
                <td>{ticket.ticketTypeName}</td>
                <td>{ticket.holderName}</td>
                <td>
                  <Badge tone={statusTone(ticket.status)}>{ticketStatusLabel(ticket.status)}</Badge>
                </td>
                <td>{ticket.checkedInAt ? formatDateTime(ticket.checkedInAt) : t('admin.users.notCheckedIn')}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>

      {isAdmin && (
        <section className="admin-panel" aria-labelledby="user-messages">
          <h2 className="admin-panel__title" id="user-messages">
            {t('admin.users.messagesTitle')} <span className="admin-panel__count">{messages.length}</span>
          </h2>
          {messages.length === 0 ? (
            <p className="admin-state">{t('admin.users.messagesEmpty')}</p>
          ) : (
            <ul className="admin-user-messages">
              {messages.map((message) => (
                <li key={message.id} className="admin-user-message">
                  <details>
                    <summary>
                      <span className="admin-user-message__subject">{message.subject || t('admin.messages.noSubject')}</span>
                      <Badge tone={statusTone(message.status)}>{messageStatusLabel(message.status)}</Badge>
                      <span className="admin-user-message__date">{formatDateTime(message.createdAt)}</span>
                    </summary>
                    <p className="admin-prewrap">{message.message}</p>
                    {message.admin_response && (
                      <div className="admin-response">
                        <p className="admin-response__title">
                          {message.respondedAt ? t('admin.messages.respondedOn', { date: formatDateTime(message.respondedAt) }) : t('admin.messages.responseTitle')}
                        </p>
                        <p className="admin-prewrap">{message.admin_response}</p>
                      </div>
                    )}
                    <a href={`/admin/messages?q=${encodeURIComponent(user.email)}&id=${message.id}`}>{t('admin.messages.replyTitle')}</a>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function NotFound({ back }: { back: ReactNode }) {
  return (
    <div className="admin-page">
      {back}
      <h1 className="admin-page__title">{t('admin.users.detailTitle')}</h1>
      <p className="admin-state" role="alert">
        {t('admin.users.notFound')}
      </p>
    </div>
  );
}

function Identity({ user }: { user: AdminUser }) {
  return (
    <section className="admin-panel" aria-labelledby="user-identity">
      <h2 className="admin-panel__title" id="user-identity">
        {t('admin.users.identity')}
      </h2>
      <dl className="admin-dl">
        <dt>{t('admin.users.name')}</dt>
        <dd>{user.name || t('admin.users.noName')}</dd>
        <dt>{t('admin.users.email')}</dt>
        <dd>
          <a href={`mailto:${user.email}`}>{user.email}</a>
        </dd>
        <dt>{t('admin.users.role')}</dt>
        <dd data-testid="user-role">{roleLabel(user.role)}</dd>
        <dt>{t('admin.users.verified')}</dt>
        <dd>{user.emailVerified ? t('admin.users.yes') : t('admin.users.no')}</dd>
        <dt>{t('admin.users.created')}</dt>
        <dd>{formatDateTime(user.createdAt)}</dd>
        <dt>{t('admin.users.state')}</dt>
        <dd data-testid="user-state">
          {user.disabled
            ? user.disabledAt
              ? t('admin.users.disabledSince', { date: formatDateTime(user.disabledAt) })
              : t('admin.users.disabled')
            : t('admin.users.active')}
        </dd>
      </dl>
    </section>
  );
}

function Manage({ user, onChanged }: { user: AdminUser; onChanged: (user: AdminUser) => void }) {
  const [role, setRole] = useState<AdminRole>(user.role);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const roleId = useId();
  const name = user.name || user.email;

  const open = (next: Pending) => {
    setError(null);
    setDone(null);
    setPending(next);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      const changes = pending.kind === 'role' ? { role: pending.role } : { disabled: pending.kind === 'disable' };
      const next = await updateAdminUser(user.id, changes);
      onChanged(next);
      setRole(next.role);
      setDone(
        pending.kind === 'role'
          ? t('admin.users.roleDone', { role: roleLabel(next.role) })
          : pending.kind === 'disable'
            ? t('admin.users.disabledDone')
            : t('admin.users.enabledDone'),
      );
      setPending(null);
      void loadAdminStats();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="user-manage">
      <h2 className="admin-panel__title" id="user-manage">
        {t('admin.users.manageTitle')}
      </h2>
      <form
        className="admin-actions"
        onSubmit={(event) => {
          event.preventDefault();
          if (role !== user.role) open({ kind: 'role', role });
        }}
      >
        <div className="admin-field">
          <label className="admin-field__name" htmlFor={roleId}>
            {t('admin.users.roleLabel')}
          </label>
          <select id={roleId} className="admin-input" value={role} onChange={(event) => setRole(event.target.value as AdminRole)}>
            {ADMIN_ROLES.map((value) => (
              <option key={value} value={value}>
                {roleLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="admin-button admin-button--primary" disabled={role === user.role}>
          {t('admin.users.roleSubmit')}
        </button>
      </form>
      <div className="admin-actions">
        {user.disabled ? (
          <button type="button" className="admin-button" onClick={() => open({ kind: 'enable' })}>
            {t('admin.users.enable')}
          </button>
        ) : (
          <button type="button" className="admin-button admin-button--danger-outline" onClick={() => open({ kind: 'disable' })}>
            {t('admin.users.disable')}
          </button>
        )}
      </div>
      {done && (
        <p className="admin-success" role="status">
          {done}
        </p>
      )}
      {pending && (
        <ConfirmBar
          message={
            pending.kind === 'role'
              ? t('admin.users.roleConfirmTitle')
              : pending.kind === 'disable'
                ? t('admin.users.disableTitle')
                : t('admin.users.enableTitle')
          }
          confirmLabel={
            pending.kind === 'role' ? t('admin.users.roleSubmit') : pending.kind === 'disable' ? t('admin.users.disable') : t('admin.users.enable')
          }
          busyLabel={t('admin.users.saving')}
          danger={pending.kind === 'disable'}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setPending(null);
            setError(null);
            if (pending.kind === 'role') setRole(user.role);
          }}
        >
          <p>
            {pending.kind === 'role'
              ? t('admin.users.roleConfirmText', { name, from: roleLabel(user.role), to: roleLabel(pending.role) })
              : pending.kind === 'disable'
                ? t('admin.users.disableText', { name })
                : t('admin.users.enableText', { name })}
          </p>
        </ConfirmBar>
      )}
    </section>
  );
}
