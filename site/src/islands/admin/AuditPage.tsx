import { useState } from 'react';
import { translator, type KeyOf } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { listAudit, type AdminPage, type AuditEntry } from '../../lib/api/admin';
import { formatCount, formatDateTime } from '../../lib/format';
import { useRemote } from '../shared/useRemote';
import { DataTable } from './components/DataTable';
import { LoadState } from './components/LoadState';
import { Pager } from './components/Pager';
import { pageFromQuery, readQuery, writeQuery } from './hooks';
import { roleLabel } from './labels';
import './admin.css';

const t = translator({ admin });
type Key = KeyOf<typeof t>;

export const AUDIT_PAGE_SIZE = 50;

/** The API's action names → French words; an unknown one shows as it is. */
const ACTIONS: Readonly<Record<string, Key>> = {
  'user.role-changed': 'admin.audit.actions.userRoleChanged',
  'user.disabled': 'admin.audit.actions.userDisabled',
  'user.enabled': 'admin.audit.actions.userEnabled',
  'message.read': 'admin.audit.actions.messageRead',
  'message.unread': 'admin.audit.actions.messageUnread',
  'message.replied': 'admin.audit.actions.messageReplied',
  'order.refunded': 'admin.audit.actions.orderRefunded',
  'payment.refused': 'admin.audit.actions.paymentRefused',
  'ticket.cancelled': 'admin.audit.actions.ticketCancelled',
  'ticket.resent': 'admin.audit.actions.ticketResent',
  'ticket-type.created': 'admin.audit.actions.ticketTypeCreated',
  'ticket-type.updated': 'admin.audit.actions.ticketTypeUpdated',
  'ticket-type.deleted': 'admin.audit.actions.ticketTypeDeleted',
  'promo-code.created': 'admin.audit.actions.promoCodeCreated',
  'promo-code.updated': 'admin.audit.actions.promoCodeUpdated',
  'promo-code.deleted': 'admin.audit.actions.promoCodeDeleted',
  'invitation.created': 'admin.audit.actions.invitationCreated',
  'invitation.revoked': 'admin.audit.actions.invitationRevoked',
  'invitation.resent': 'admin.audit.actions.invitationResent',
  'content.created': 'admin.audit.actions.contentCreated',
  'content.updated': 'admin.audit.actions.contentUpdated',
  'content.published': 'admin.audit.actions.contentPublished',
  'content.unpublished': 'admin.audit.actions.contentUnpublished',
  'check-in-list.created': 'admin.audit.actions.checkInListCreated',
  'check-in-list.updated': 'admin.audit.actions.checkInListUpdated',
  'check-in-list.deleted': 'admin.audit.actions.checkInListDeleted',
  'check-in-list.everyone-out': 'admin.audit.actions.checkInListEveryoneOut',
  'scanner.conflict': 'admin.audit.actions.scannerConflict',
  'scanner.conflict-resolved': 'admin.audit.actions.scannerConflictResolved',
};

export function auditActionLabel(action: string): string {
  const key = ACTIONS[action];
  return key ? t(key) : action;
}

const TARGETS: Readonly<Record<string, Key>> = {
  user: 'admin.audit.targets.user',
  message: 'admin.audit.targets.message',
  order: 'admin.audit.targets.order',
  ticket: 'admin.audit.targets.ticket',
  'ticket-type': 'admin.audit.targets.ticketType',
  'promo-code': 'admin.audit.targets.promoCode',
  invitation: 'admin.audit.targets.invitation',
  'news-article': 'admin.audit.targets.newsArticle',
  artist: 'admin.audit.targets.artist',
  'program-slot': 'admin.audit.targets.programSlot',
  'checkout-session': 'admin.audit.targets.checkoutSession',
  'check-in-list': 'admin.audit.targets.checkInList',
  'scan-conflict': 'admin.audit.targets.scanConflict',
};

/** CMS entries open in their back-office page (their ids are Strapi document ids). */
const CONTENT_PAGES: Readonly<Record<string, string>> = { 'news-article': '/admin/news', artist: '/admin/artists', 'program-slot': '/admin/programs' };

function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.targetType) return null;
  const id = entry.targetId ?? '';
  const key = TARGETS[entry.targetType];
  const label = key ? t(key, { id }) : t('admin.audit.targets.other', { type: entry.targetType, id });
  if (entry.targetType === 'user' && id) return <a href={`/admin/users/${encodeURIComponent(id)}`}>{label}</a>;
  if (entry.targetType === 'message' && id) return <a href={`/admin/messages?id=${encodeURIComponent(id)}`}>{label}</a>;
  const contentPage = CONTENT_PAGES[entry.targetType];
  if (contentPage && id) return <a href={`${contentPage}?edit=${encodeURIComponent(id)}`}>{label}</a>;
  if ((entry.targetType === 'check-in-list' || entry.targetType === 'scan-conflict') && id) return <a href="/admin/check-in-lists">{label}</a>;
  return <>{label}</>;
}

/** A short, readable summary of the details the API recorded (role change, reply length, a code…). */
export function auditDetails(entry: AuditEntry): string {
  const details = entry.details;
  if (!details) return '';
  if (entry.action === 'user.role-changed' && typeof details.from === 'string' && typeof details.to === 'string') {
    return t('admin.audit.roleChange', { from: roleLabel(details.from), to: roleLabel(details.to) });
  }
  if (entry.action.startsWith('content.') && typeof details.label === 'string') {
    return t('admin.audit.contentLabel', { label: details.label });
  }
  if (entry.action === 'message.replied' && typeof details.length === 'number') {
    return t('admin.audit.replyLength', { count: formatCount(details.length) });
  }
  return Object.entries(details)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .slice(0, 4)
    .map(([key, value]) => `${key} : ${String(value)}`)
    .join(' · ');
}

/** /admin/audit (admin): the journal of back-office changes, newest first, paginated. */
export default function AuditPage() {
  const [page, setPage] = useState(() => pageFromQuery(readQuery()));
  const journal = useRemote<AdminPage<AuditEntry>>((signal) => listAudit({ page, pageSize: AUDIT_PAGE_SIZE }, { signal }), String(page));

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('admin.audit.title')}</h1>
      <p className="admin-muted">{t('admin.audit.lead')}</p>
      {journal.data ? (
        <>
          <p className="admin-muted">{t('admin.audit.count', { count: formatCount(journal.data.total) })}</p>
          {journal.data.data.length === 0 ? (
            <p className="admin-state">{t('admin.audit.empty')}</p>
          ) : (
            <DataTable
              label={t('admin.audit.tableLabel')}
              columns={[
                t('admin.audit.colDate'),
                t('admin.audit.colActor'),
                t('admin.audit.colAction'),
                t('admin.audit.colTarget'),
                t('admin.audit.colDetails'),
              ]}
            >
              {journal.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.createdAt)}</td>
                  <td title={entry.actorEmail ?? undefined}>{entry.actorName || entry.actorEmail || t('admin.audit.system')}</td>
                  <td>{auditActionLabel(entry.action)}</td>
                  <td>
                    <Target entry={entry} />
                  </td>
                  <td>{auditDetails(entry)}</td>
                </tr>
              ))}
            </DataTable>
          )}
          <Pager
            page={journal.data.page}
            pageSize={journal.data.pageSize}
            total={journal.data.total}
            onPage={(next) => {
              setPage(next);
              writeQuery({ page: next });
            }}
          />
        </>
      ) : (
        <LoadState status={journal.status === 'error' ? 'error' : 'loading'} error={journal.error} onRetry={journal.reload} />
      )}
    </div>
  );
}
