import { DANCE_ROLES, type DanceRole } from '@kizomba/api-contract/catalogue';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@kizomba/locales';
import { useId, useState, type SubmitEvent } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import {
  createInvitation,
  listInvitations,
  listTicketTypes,
  resendInvitation,
  revokeInvitation,
  type AdminInvitation,
  type InvitationInput,
  type InvitationStatus,
} from '../../lib/api/admin-sales';
import { parisInputToIso, shortDate, shortDateTime } from '../../lib/format';
import { errorText } from '../shared/errors';
import { fieldErrors } from '../shared/field-errors';
import { Badge } from './components/Badge';
import { useRemote } from '../shared/useRemote';
import { CrudBar, PagedListBody } from './components/Crud';
import { DataTable } from './components/DataTable';
import { Field } from './components/Field';
import { Notice, type NoticeState } from './components/Notice';
import { SearchFilters } from './components/SearchFilters';
import { useCrud, usePagedList } from './hooks';
import './admin.css';

const t = translator({ admin });

const STATUSES: readonly InvitationStatus[] = ['sent', 'claimed', 'revoked', 'expired'];
const TONES: Record<InvitationStatus, 'ok' | 'warn' | 'bad' | 'muted'> = { sent: 'warn', claimed: 'ok', revoked: 'bad', expired: 'muted' };
const PAGE_SIZE = 25;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface InvitationForm {
  email: string;
  name: string;
  ticketTypeId: string;
  quantity: string;
  /** The guest's dance role, asked only for a balanced ticket type. */
  role: '' | DanceRole;
  message: string;
  expiresAt: string;
  /** The guest's language: their e-mail and claim page speak it. */
  locale: Locale;
}

type InvitationErrors = Partial<Record<keyof InvitationForm, string>>;

const EMPTY_FORM: InvitationForm = { email: '', name: '', ticketTypeId: '', quantity: '1', role: '', message: '', expiresAt: '', locale: DEFAULT_LOCALE };

/** `balanced`: the chosen ticket type is sold per dance role, so the guest's role is required (and sent only then). */
export function validateInvitation(form: InvitationForm, now = new Date(), balanced = false): { errors: InvitationErrors; input: InvitationInput | null } {
  const errors: InvitationErrors = {};
  if (!EMAIL.test(form.email.trim())) errors.email = t('admin.invitations.errors.email');
  if (!form.name.trim()) errors.name = t('admin.invitations.errors.name');
  const ticketTypeId = Number(form.ticketTypeId);
  if (!Number.isInteger(ticketTypeId) || ticketTypeId <= 0) errors.ticketTypeId = t('admin.invitations.errors.ticketType');
  if (balanced && !form.role) errors.role = t('admin.invitations.errors.role');
  const quantity = Number(form.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10) errors.quantity = t('admin.invitations.errors.quantity');
  if (form.message.length > 1000) errors.message = t('admin.invitations.errors.message');
  const expiresAt = form.expiresAt ? parisInputToIso(`${form.expiresAt}T23:59`) : '';
  if (form.expiresAt && (!expiresAt || Date.parse(expiresAt) <= now.getTime())) errors.expiresAt = t('admin.invitations.errors.expiresAt');
  if (Object.keys(errors).length > 0) return { errors, input: null };
  const input: InvitationInput = { email: form.email.trim(), name: form.name.trim(), ticketTypeId, quantity, locale: form.locale };
  if (balanced && form.role) input.role = form.role;
  if (form.message.trim()) input.message = form.message.trim();
  if (expiresAt) input.expiresAt = expiresAt;
  return { errors, input };
}

/** /admin/invitations: the invitation form and the invitations sent, with revoke and resend. */
export default function InvitationsPage() {
  const id = useId();
  const types = useRemote((signal) => listTicketTypes({ signal }));
  const [form, setForm] = useState<InvitationForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<InvitationErrors>({});
  const [sending, setSending] = useState(false);
  const [formNotice, setFormNotice] = useState<NoticeState>(null);

  const list = usePagedList((query, signal) => listInvitations(query, { signal }), PAGE_SIZE);
  const crud = useCrud<AdminInvitation>();

  const danceRoles = (types.data ?? []).find((type) => String(type.id) === form.ticketTypeId)?.danceRoles ?? 'none';
  const set = (key: keyof InvitationForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormNotice(null);
    const { errors: found, input } = validateInvitation(form, new Date(), danceRoles === 'balanced');
    setErrors(found);
    if (!input) return;
    setSending(true);
    try {
      await createInvitation(input);
      setFormNotice({ kind: 'success', text: t('admin.invitations.sent', { email: input.email }) });
      setForm(EMPTY_FORM);
      list.setPage(1);
      list.remote.reload();
    } catch (err) {
      setFormNotice({ kind: 'error', text: errorText(err) });
    } finally {
      setSending(false);
    }
  };

  const resend = (invitation: AdminInvitation) =>
    crud.act(invitation, async () => {
      await resendInvitation(invitation.id);
      return t('admin.invitations.resent', { email: invitation.email });
    });

  const err = fieldErrors(id, errors);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('admin.invitations.title')}</h1>

      <form className="admin-panel admin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`} className="admin-panel__title">
          {t('admin.invitations.formTitle')}
        </h2>
        {formNotice && <Notice kind={formNotice.kind}>{formNotice.text}</Notice>}
        <div className="admin-grid">
          <Field label={t('admin.invitations.email')} {...err.field('email')}>
            <input type="email" autoComplete="off" value={form.email} onChange={set('email')} {...err.control('email')} />
          </Field>
          <Field label={t('admin.invitations.name')} {...err.field('name')}>
            <input autoComplete="off" value={form.name} onChange={set('name')} {...err.control('name')} />
          </Field>
          <Field label={t('admin.invitations.ticketType')} {...err.field('ticketTypeId')}>
            <select value={form.ticketTypeId} onChange={set('ticketTypeId')} {...err.control('ticketTypeId')}>
              <option value="">{t('admin.invitations.ticketTypeChoose')}</option>
              {(types.data ?? []).map((type) => (
                <option key={type.id} value={String(type.id)}>
                  {type.name}
                </option>
              ))}
            </select>
          </Field>
          {danceRoles === 'balanced' && (
            <Field label={t('admin.invitations.role')} {...err.field('role')}>
              <select value={form.role} onChange={set('role')} {...err.control('role')}>
                <option value="">{t('admin.invitations.roleChoose')}</option>
                {DANCE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`admin.invitations.roles.${role}`)}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field
            label={t('admin.invitations.quantity')}
            hint={danceRoles === 'couple' ? t('admin.invitations.quantityCoupleHint') : undefined}
            {...err.field('quantity')}
          >
            <input type="number" min={1} max={10} step={1} value={form.quantity} onChange={set('quantity')} {...err.control('quantity')} />
          </Field>
          <Field label={t('admin.invitations.expiresAt')} hint={t('admin.invitations.expiresAtHint')} {...err.field('expiresAt')}>
            <input type="date" value={form.expiresAt} onChange={set('expiresAt')} {...err.control('expiresAt')} />
          </Field>
          <Field label={t('admin.invitations.locale')} hint={t('admin.invitations.localeHint')} {...err.field('locale')}>
            <select value={form.locale} onChange={set('locale')} {...err.control('locale')}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label={t('admin.invitations.message')} hint={t('admin.invitations.messageHint')} {...err.field('message')}>
          <textarea rows={3} maxLength={1000} value={form.message} onChange={set('message')} {...err.control('message')} />
        </Field>
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={sending}>
            {sending ? t('admin.invitations.sending') : t('admin.invitations.send')}
          </button>
        </div>
      </form>

      <h2 className="admin-panel__title">{t('admin.invitations.listTitle')}</h2>
      <SearchFilters
        label={t('admin.invitations.listTitle')}
        searchLabel={t('admin.invitations.search')}
        placeholder={t('admin.invitations.searchPlaceholder')}
        statusLabel={t('admin.invitations.status')}
        statusAll={t('admin.invitations.statusAll')}
        statuses={STATUSES.map((status) => [status, t(`admin.invitations.statuses.${status}`)] as const)}
        applyLabel={t('admin.invitations.apply')}
        {...list.search}
      />
      <CrudBar
        crud={crud}
        confirm={(invitation) => ({
          message: t('admin.invitations.revokeConfirm', { name: invitation.name }),
          confirmLabel: t('admin.invitations.revoke'),
          cancelLabel: t('admin.promoCodes.cancel'),
          onConfirm: () =>
            void crud.act(invitation, async () => {
              await revokeInvitation(invitation.id);
              list.remote.reload();
              return t('admin.invitations.revoked', { name: invitation.name });
            }),
        })}
      />
      <PagedListBody list={list} empty={t('admin.invitations.empty')}>
        {(rows) => (
          <DataTable
            label={t('admin.invitations.tableLabel')}
            columns={[
              t('admin.invitations.colGuest'),
              t('admin.invitations.colTicket'),
              t('admin.invitations.colStatus'),
              t('admin.invitations.colLocale'),
              t('admin.invitations.colCreated'),
              t('admin.invitations.colExpires'),
              t('admin.invitations.colOrder'),
              t('admin.invitations.colActions'),
            ]}
          >
            {rows.map((invitation) => (
              <tr key={invitation.id}>
                <td>
                  <span className="admin-cell__main">{invitation.name}</span>
                  <span className="admin-cell__sub">{invitation.email}</span>
                </td>
                <td>
                  {invitation.role
                    ? t('admin.invitations.quantityOfRole', {
                        quantity: invitation.quantity,
                        type: invitation.ticketTypeName,
                        role: t(`admin.invitations.roles.${invitation.role}`),
                      })
                    : t('admin.invitations.quantityOf', { quantity: invitation.quantity, type: invitation.ticketTypeName })}
                </td>
                <td>
                  <Badge tone={TONES[invitation.status]}>{t(`admin.invitations.statuses.${invitation.status}`)}</Badge>
                </td>
                <td>{isLocale(invitation.locale) ? <span lang={invitation.locale}>{LOCALE_NAMES[invitation.locale]}</span> : invitation.locale}</td>
                <td>{shortDateTime(invitation.createdAt)}</td>
                <td>{invitation.expiresAt ? shortDate(invitation.expiresAt) : t('admin.invitations.noExpiry')}</td>
                <td>{invitation.orderNumber ? <a href={`/admin/sales?q=${encodeURIComponent(invitation.orderNumber)}`}>{invitation.orderNumber}</a> : '—'}</td>
                <td>
                  {invitation.status === 'sent' || invitation.status === 'expired' ? (
                    <div className="admin-actions">
                      <button
                        type="button"
                        className="admin-button admin-button--small"
                        disabled={crud.busyId === invitation.id}
                        onClick={() => void resend(invitation)}
                        aria-label={`${t('admin.invitations.resend')} ${invitation.name}`}
                      >
                        {t('admin.invitations.resend')}
                      </button>
                      {invitation.status === 'sent' && (
                        <button
                          type="button"
                          className="admin-button admin-button--small admin-button--danger-outline"
                          onClick={() => crud.setConfirming(invitation)}
                          aria-label={`${t('admin.invitations.revoke')} ${invitation.name}`}
                        >
                          {t('admin.invitations.revoke')}
                        </button>
                      )}
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedListBody>
    </div>
  );
}
