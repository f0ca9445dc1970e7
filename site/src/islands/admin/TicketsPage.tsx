import { useId, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { DANCE_ROLE_MODES, type DanceRoleMode } from '@kizomba/api-contract/catalogue';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { ApiError } from '../../lib/api/client';
import {
  cancelTicket,
  createTicketType,
  deleteTicketType,
  listTickets,
  listTicketTypes,
  resendTicket,
  updateTicketType,
  type AdminTicket,
  type AdminTicketType,
  type TicketTypeInput,
} from '../../lib/api/admin-sales';
import { formatPrice, formatShortDay, isoToParisInput, parisInputToIso, shortDateTime } from '../../lib/format';
import { apiFieldErrors } from '../../lib/api/messages';
import { errorText } from '../shared/errors';
import { fieldErrors } from '../shared/field-errors';
import { Badge } from './components/Badge';
import { useRemote } from '../shared/useRemote';
import { CrudBar, ListBody, PagedListBody } from './components/Crud';
import { DataTable } from './components/DataTable';
import { Field, FieldError } from './components/Field';
import { Notice } from './components/Notice';
import { TransferState } from './components/TransferState';
import { SearchFilters } from './components/SearchFilters';
import { useCrud, usePagedList } from './hooks';
import './admin.css';

const t = translator({ admin });

const CATEGORIES = ['pass', 'night', 'workshop'] as const;
/** A ratio below 1 would refuse every unpaired dancer. */
const RATIO_MIN = 1;
const TICKET_STATUSES = ['valid', 'cancelled', 'refunded'] as const;
const TICKET_TONES = { valid: 'ok', cancelled: 'bad', refunded: 'muted' } as const;
const PAGE_SIZE = 25;

export interface TicketsPageProps {
  /** The festival's days (`YYYY-MM-DD`), from the CMS at build time: the valid-days checkboxes. */
  festivalDays?: string[];
}

/** /admin/tickets: « Types de billets » and « Billets émis », as two tabs. */
export default function TicketsPage({ festivalDays = [] }: TicketsPageProps) {
  const [tab, setTab] = useState<'types' | 'issued'>('types');
  const id = useId();
  const tabs = [
    { key: 'types' as const, label: t('admin.tickets.tabTypes') },
    { key: 'issued' as const, label: t('admin.tickets.tabIssued') },
  ];
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'types' ? 'issued' : 'types';
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('admin.tickets.title')}</h1>
      <div className="admin-tabs" role="tablist" aria-label={t('admin.tickets.tabsLabel')} onKeyDown={onKey}>
        {tabs.map((entry) => (
          <button
            key={entry.key}
            type="button"
            role="tab"
            id={`${id}-tab-${entry.key}`}
            aria-selected={tab === entry.key}
            aria-controls={`${id}-panel-${entry.key}`}
            tabIndex={tab === entry.key ? 0 : -1}
            className="admin-tab"
            onClick={() => setTab(entry.key)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'types' ? <TicketTypesPanel festivalDays={festivalDays} /> : <IssuedTicketsPanel />}
      </div>
    </div>
  );
}

/* ---------- Ticket types ---------- */

export interface TicketTypeForm {
  name: string;
  description: string;
  category: string;
  price: string;
  quota: string;
  salesStart: string;
  salesEnd: string;
  validDays: string[];
  visible: boolean;
  highlighted: boolean;
  danceRoles: DanceRoleMode;
  /** Typed the French way (« 1,2 »); empty = no ratio rule. */
  balanceRatio: string;
  balanceAllowFirst: string;
  /** Empty = no cap. */
  leaderCap: string;
  followerCap: string;
}

type FormErrors = Partial<Record<keyof TicketTypeForm, string>>;

function emptyForm(festivalDays: string[]): TicketTypeForm {
  return {
    name: '',
    description: '',
    category: 'pass',
    price: '',
    quota: '',
    salesStart: '',
    salesEnd: '',
    validDays: [...festivalDays],
    visible: true,
    highlighted: false,
    danceRoles: 'none',
    balanceRatio: '',
    balanceAllowFirst: '0',
    leaderCap: '',
    followerCap: '',
  };
}

const decimalText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
const countText = (value: number | null) => (value === null ? '' : String(value));

function formOf(type: AdminTicketType): TicketTypeForm {
  return {
    name: type.name,
    description: type.description,
    category: type.category,
    price: String(type.price).replace('.', ','),
    quota: String(type.quota),
    salesStart: isoToParisInput(type.salesStart),
    salesEnd: isoToParisInput(type.salesEnd),
    validDays: type.validDays,
    visible: type.visible,
    highlighted: type.highlighted,
    danceRoles: type.danceRoles,
    balanceRatio: decimalText(type.balanceRatio),
    balanceAllowFirst: String(type.balanceAllowFirst),
    leaderCap: countText(type.leaderCap),
    followerCap: countText(type.followerCap),
  };
}

const decimal = (text: string) => Number(text.trim().replace(/\s/g, '').replace(',', '.'));

/** A whole count ≥ 0 typed in a field, or NaN. */
const count = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The balance rule's part of the form: its errors, and its part of the body (balanced types only). */
function validateBalance(form: TicketTypeForm, errors: FormErrors) {
  if (!(DANCE_ROLE_MODES as readonly string[]).includes(form.danceRoles)) errors.danceRoles = t('admin.tickets.types.errors.danceRoles');
  if (form.danceRoles !== 'balanced') return {};
  const ratio = decimal(form.balanceRatio);
  const hasRatio = form.balanceRatio.trim() !== '';
  if (hasRatio && (!/^\d+([.,]\d{1,2})?$/.test(form.balanceRatio.trim()) || ratio < RATIO_MIN)) errors.balanceRatio = t('admin.tickets.types.errors.balanceRatio');
  const allowFirst = count(form.balanceAllowFirst);
  if (Number.isNaN(allowFirst)) errors.balanceAllowFirst = t('admin.tickets.types.errors.balanceAllowFirst');
  const quota = count(form.quota);
  const cap = (key: 'leaderCap' | 'followerCap') => {
    if (form[key].trim() === '') return null;
    const value = count(form[key]);
    if (Number.isNaN(value)) errors[key] = t('admin.tickets.types.errors.cap');
    else if (!Number.isNaN(quota) && value > quota) errors[key] = t('admin.tickets.types.errors.capOverQuota', { quota });
    return value;
  };
  return {
    balanceRatio: hasRatio ? ratio : null,
    balanceAllowFirst: allowFirst,
    leaderCap: cap('leaderCap'),
    followerCap: cap('followerCap'),
  };
}

/** The form's errors (empty when it may be sent) and the body to send. */
export function validateTicketType(form: TicketTypeForm, options: { minQuota?: number; requireDays?: boolean } = {}): { errors: FormErrors; input: TicketTypeInput | null } {
  const errors: FormErrors = {};
  if (!form.name.trim()) errors.name = t('admin.tickets.types.errors.name');
  if (!(CATEGORIES as readonly string[]).includes(form.category)) errors.category = t('admin.tickets.types.errors.category');
  const price = decimal(form.price);
  if (form.price.trim() === '' || !Number.isFinite(price) || price < 0) errors.price = t('admin.tickets.types.errors.price');
  const quota = Number(form.quota.trim());
  if (form.quota.trim() === '' || !Number.isInteger(quota) || quota < 0) errors.quota = t('admin.tickets.types.errors.quota');
  else if (options.minQuota !== undefined && quota < options.minQuota) {
    errors.quota = t('admin.tickets.types.errors.quotaBelowSold', { count: options.minQuota });
  }
  const start = parisInputToIso(form.salesStart);
  const end = parisInputToIso(form.salesEnd);
  if (!start) errors.salesStart = t('admin.tickets.types.errors.salesStart');
  if (!end) errors.salesEnd = t('admin.tickets.types.errors.salesEnd');
  else if (start && Date.parse(end) <= Date.parse(start)) errors.salesEnd = t('admin.tickets.types.errors.salesOrder');
  if (options.requireDays && form.validDays.length === 0) errors.validDays = t('admin.tickets.types.errors.validDays');
  const balance = validateBalance(form, errors);
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      name: form.name.trim(),
      description: form.description.trim(),
      category: form.category,
      price: Math.round(price * 100) / 100,
      quota,
      salesStart: start,
      salesEnd: end,
      validDays: [...form.validDays].sort(),
      visible: form.visible,
      highlighted: form.highlighted,
      danceRoles: form.danceRoles,
      ...balance,
    },
  };
}

function TicketTypesPanel({ festivalDays }: { festivalDays: string[] }) {
  const types = useRemote((signal) => listTicketTypes({ signal }));
  const crud = useCrud<AdminTicketType>();

  // Days offered as checkboxes: the festival's, plus any a type already has.
  const days = [...new Set([...festivalDays, ...(types.data ?? []).flatMap((type) => type.validDays)])].sort();

  const toggleVisible = (type: AdminTicketType) =>
    crud.change(async () => {
      const updated = await updateTicketType(type.id, { visible: !type.visible });
      types.set((rows) => rows.map((row) => (row.id === type.id ? { ...row, ...updated, id: type.id } : row)));
      return t('admin.tickets.types.saved', { name: type.name });
    });

  return (
    <ListBody remote={types}>
      {() => (
        <div className="admin-stack">
          <CrudBar
            crud={crud}
            createLabel={t('admin.tickets.types.create')}
            confirm={(type) => ({
              message: t('admin.tickets.types.deleteConfirm', { name: type.name }),
              confirmLabel: t('admin.tickets.types.delete'),
              cancelLabel: t('admin.tickets.types.cancel'),
              onConfirm: () =>
                void crud.act(type, async () => {
                  await deleteTicketType(type.id);
                  types.set((rows) => rows.filter((row) => row.id !== type.id));
                  return t('admin.tickets.types.deleted', { name: type.name });
                }),
            })}
            editor={(editing) => (
              <TicketTypeEditor
                type={editing === 'new' ? null : editing}
                days={days}
                festivalDays={festivalDays}
                onCancel={() => crud.setEditing(null)}
                onSaved={(saved) => {
                  crud.saved(t('admin.tickets.types.saved', { name: saved.name }));
                  types.reload();
                }}
              />
            )}
          />
          <ListBody remote={types} rows={(rows) => rows} empty={t('admin.tickets.types.empty')}>
            {(rows) => (
              <DataTable
                label={t('admin.tickets.types.tableLabel')}
                columns={[
                  t('admin.tickets.types.colName'),
                  { label: t('admin.tickets.types.colPrice'), num: true },
                  { label: t('admin.tickets.types.colSold'), num: true },
                  { label: t('admin.tickets.types.colRemaining'), num: true },
                  t('admin.tickets.types.colRoles'),
                  t('admin.tickets.types.colWindow'),
                  t('admin.tickets.types.colVisible'),
                  t('admin.tickets.types.colActions'),
                ]}
              >
                {rows.map((type) => (
                  <tr key={type.id}>
                    <td>
                      <span className="admin-cell__main">{type.name}</span>
                      {type.highlighted && <Badge tone="warn">{t('admin.tickets.types.highlightedBadge')}</Badge>}
                    </td>
                    <td className="num">{formatPrice(type.price)}</td>
                    <td className="num">{`${type.sold} / ${type.quota}`}</td>
                    <td className="num">{type.remaining}</td>
                    <td>
                      <RolesCell type={type} />
                    </td>
                    <td>{t('admin.tickets.types.windowRange', { start: shortDateTime(type.salesStart), end: shortDateTime(type.salesEnd) })}</td>
                    <td>{type.visible ? t('admin.tickets.types.yes') : t('admin.tickets.types.no')}</td>
                    <td>
                      <div className="admin-actions">
                        <button type="button" className="admin-button admin-button--small" onClick={() => crud.setEditing(type)} aria-label={`${t('admin.tickets.types.edit')} ${type.name}`}>
                          {t('admin.tickets.types.edit')}
                        </button>
                        {type.deletable ? (
                          <button type="button" className="admin-button admin-button--small" onClick={() => crud.setConfirming(type)} aria-label={`${t('admin.tickets.types.delete')} ${type.name}`}>
                            {t('admin.tickets.types.delete')}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="admin-button admin-button--small"
                            onClick={() => void toggleVisible(type)}
                            aria-label={`${type.visible ? t('admin.tickets.types.hide') : t('admin.tickets.types.show')} ${type.name}`}
                          >
                            {type.visible ? t('admin.tickets.types.hide') : t('admin.tickets.types.show')}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
          </ListBody>
        </div>
      )}
    </ListBody>
  );
}

export function TicketTypeEditor({
  type,
  days,
  festivalDays,
  onCancel,
  onSaved,
}: {
  type: AdminTicketType | null;
  days: string[];
  festivalDays: string[];
  onCancel: () => void;
  onSaved: (type: AdminTicketType) => void;
}) {
  const id = useId();
  const [form, setForm] = useState<TicketTypeForm>(() => (type ? formOf(type) : emptyForm(festivalDays)));
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof TicketTypeForm>(key: K, value: TicketTypeForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const { errors: found, input } = validateTicketType(form, { minQuota: type ? type.sold + type.held : undefined, requireDays: days.length > 0 });
    setErrors(found);
    if (!input) return;
    setBusy(true);
    try {
      // The mode is fixed once the type has sold or held a ticket: an edit sends it only when changed.
      const { danceRoles, ...rest } = input;
      const saved = type ? await updateTicketType(type.id, danceRoles === type.danceRoles ? rest : input) : await createTicketType(input);
      onSaved(saved.name ? saved : { ...(type as AdminTicketType), ...input });
    } catch (err) {
      const fromApi = formFieldErrors(err);
      if (err instanceof ApiError && err.code === 'QUOTA_BELOW_SOLD') fromApi.quota ??= err.message;
      setErrors(fromApi);
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const err = fieldErrors(id, errors);

  return (
    <form className="admin-panel admin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-panel__title">
        {type ? t('admin.tickets.types.formEdit', { name: type.name }) : t('admin.tickets.types.formCreate')}
      </h2>
      {problem && <Notice kind="error">{problem}</Notice>}
      <div className="admin-grid">
        <Field label={t('admin.tickets.types.name')} {...err.field('name')}>
          <input value={form.name} onChange={(e) => set('name', e.target.value)} required {...err.control('name')} />
        </Field>
        <Field label={t('admin.tickets.types.category')} {...err.field('category')}>
          <select value={form.category} onChange={(e) => set('category', e.target.value)} {...err.control('category')}>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`admin.tickets.types.categories.${category}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin.tickets.types.price')} {...err.field('price')}>
          <input inputMode="decimal" value={form.price} onChange={(e) => set('price', e.target.value)} required {...err.control('price')} />
        </Field>
        <Field label={t('admin.tickets.types.quota')} {...err.field('quota')}>
          <input type="number" min={0} step={1} value={form.quota} onChange={(e) => set('quota', e.target.value)} required {...err.control('quota')} />
        </Field>
        <Field label={t('admin.tickets.types.salesStart')} hint={t('admin.tickets.types.timeZoneHint')} {...err.field('salesStart')}>
          <input type="datetime-local" value={form.salesStart} onChange={(e) => set('salesStart', e.target.value)} required {...err.control('salesStart')} />
        </Field>
        <Field label={t('admin.tickets.types.salesEnd')} hint={t('admin.tickets.types.timeZoneHint')} {...err.field('salesEnd')}>
          <input type="datetime-local" value={form.salesEnd} onChange={(e) => set('salesEnd', e.target.value)} required {...err.control('salesEnd')} />
        </Field>
      </div>
      <label className="admin-field">
        <span>{t('admin.tickets.types.description')}</span>
        <textarea rows={3} value={form.description} onChange={(e) => set('description', e.target.value)} />
      </label>
      {days.length > 0 && (
        <fieldset className="admin-fieldset" aria-describedby={errors.validDays ? `${id}-validDays-error` : undefined}>
          <legend>{t('admin.tickets.types.validDays')}</legend>
          {days.map((day) => (
            <label key={day} className="admin-check">
              <input
                type="checkbox"
                value={day}
                checked={form.validDays.includes(day)}
                onChange={(e) => set('validDays', e.target.checked ? [...form.validDays, day] : form.validDays.filter((value) => value !== day))}
              />
              {formatShortDay(day)}
            </label>
          ))}
          <FieldError id={`${id}-validDays-error`} text={errors.validDays} />
        </fieldset>
      )}
      <DanceRolesFields form={form} set={set} errors={errors} id={id} locked={type !== null && !type.deletable} />
      <div className="admin-inline">
        <label className="admin-check">
          <input type="checkbox" checked={form.visible} onChange={(e) => set('visible', e.target.checked)} />
          {t('admin.tickets.types.visible')}
        </label>
        <label className="admin-check">
          <input type="checkbox" checked={form.highlighted} onChange={(e) => set('highlighted', e.target.checked)} />
          {t('admin.tickets.types.highlighted')}
        </label>
      </div>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? t('admin.tickets.types.saving') : t('admin.tickets.types.save')}
        </button>
        <button type="button" className="admin-button" onClick={onCancel} disabled={busy}>
          {t('admin.tickets.types.cancel')}
        </button>
      </div>
    </form>
  );
}

const FORM_KEYS: ReadonlySet<string> = new Set<keyof TicketTypeForm>([
  'name',
  'description',
  'category',
  'price',
  'quota',
  'salesStart',
  'salesEnd',
  'validDays',
  'visible',
  'highlighted',
  'danceRoles',
  'balanceRatio',
  'balanceAllowFirst',
  'leaderCap',
  'followerCap',
]);

/** The API's per-field refusals (`error.fields`) on the form's own fields. */
function formFieldErrors(error: unknown): FormErrors {
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(apiFieldErrors(error))) {
    if (FORM_KEYS.has(field)) errors[field as keyof TicketTypeForm] = message;
  }
  return errors;
}

/** « Rôles de danse »: none, balanced (with its rule) or couple. */
function DanceRolesFields({
  form,
  set,
  errors,
  id,
  locked,
}: {
  form: TicketTypeForm;
  set: <K extends keyof TicketTypeForm>(key: K, value: TicketTypeForm[K]) => void;
  errors: FormErrors;
  id: string;
  /** The type has sold or held tickets: the mode stays, the balance rule may still change. */
  locked: boolean;
}) {
  const err = fieldErrors(id, errors);
  return (
    <fieldset className="admin-fieldset" aria-describedby={`${id}-danceRoles-hint${errors.danceRoles ? ` ${id}-danceRoles-error` : ''}`}>
      <legend>{t('admin.tickets.types.danceRoles')}</legend>
      <div className="admin-inline">
        {DANCE_ROLE_MODES.map((mode) => (
          <label key={mode} className="admin-check">
            <input type="radio" name={`${id}-danceRoles`} value={mode} checked={form.danceRoles === mode} disabled={locked} onChange={() => set('danceRoles', mode)} />
            {t(`admin.tickets.types.danceRoleModes.${mode}`)}
          </label>
        ))}
      </div>
      <small id={`${id}-danceRoles-hint`}>
        {t(`admin.tickets.types.danceRolesHint.${form.danceRoles}`)}
        {locked && ` ${t('admin.tickets.types.danceRolesLocked')}`}
      </small>
      <FieldError id={`${id}-danceRoles-error`} text={errors.danceRoles} />
      {form.danceRoles === 'balanced' && (
        <>
          <div className="admin-grid">
            <Field label={t('admin.tickets.types.balanceRatio')} hint={t('admin.tickets.types.balanceRatioHint')} {...err.field('balanceRatio')}>
              <input inputMode="decimal" placeholder="1,2" value={form.balanceRatio} onChange={(e) => set('balanceRatio', e.target.value)} {...err.control('balanceRatio')} />
            </Field>
            <Field label={t('admin.tickets.types.balanceAllowFirst')} hint={t('admin.tickets.types.balanceAllowFirstHint')} {...err.field('balanceAllowFirst')}>
              <input type="number" min={0} step={1} value={form.balanceAllowFirst} onChange={(e) => set('balanceAllowFirst', e.target.value)} {...err.control('balanceAllowFirst')} />
            </Field>
            <Field label={t('admin.tickets.types.leaderCap')} hint={t('admin.tickets.types.capHint')} {...err.field('leaderCap')}>
              <input type="number" min={0} step={1} value={form.leaderCap} onChange={(e) => set('leaderCap', e.target.value)} {...err.control('leaderCap')} />
            </Field>
            <Field label={t('admin.tickets.types.followerCap')} hint={t('admin.tickets.types.capHint')} {...err.field('followerCap')}>
              <input type="number" min={0} step={1} value={form.followerCap} onChange={(e) => set('followerCap', e.target.value)} {...err.control('followerCap')} />
            </Field>
          </div>
          <p className="admin-note">{t('admin.tickets.types.coupleBalanceNote')}</p>
        </>
      )}
    </fieldset>
  );
}

const ratioFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The list's « Rôles » cell: per role sold / held (and cap), then the current ratio against the rule. */
export function RolesCell({ type }: { type: AdminTicketType }) {
  if (type.danceRoles === 'couple') return <>{t('admin.tickets.types.rolesCouple')}</>;
  if (type.danceRoles !== 'balanced') return <>{t('admin.tickets.types.rolesNone')}</>;
  const line = (label: string, sold: number, held: number, cap: number | null) =>
    cap === null ? t('admin.tickets.types.roleCount', { label, sold, held }) : t('admin.tickets.types.roleCountCap', { label, sold, held, cap });
  const leaders = type.leaderSold + type.leaderHeld;
  const followers = type.followerSold + type.followerHeld;
  const ratio = Math.min(leaders, followers) > 0 ? ratioFormat.format(Math.max(leaders, followers) / Math.min(leaders, followers)) : null;
  const max = type.balanceRatio === null ? null : ratioFormat.format(type.balanceRatio);
  return (
    <>
      <span className="admin-cell__sub">{line(t('admin.tickets.types.roleLeader'), type.leaderSold, type.leaderHeld, type.leaderCap)}</span>
      <span className="admin-cell__sub">{line(t('admin.tickets.types.roleFollower'), type.followerSold, type.followerHeld, type.followerCap)}</span>
      <span className="admin-cell__sub">
        {ratio === null
          ? t('admin.tickets.types.currentRatioNone')
          : max === null
            ? t('admin.tickets.types.currentRatioFree', { ratio })
            : t('admin.tickets.types.currentRatio', { ratio, max })}
      </span>
    </>
  );
}

/* ---------- Issued tickets ---------- */

function IssuedTicketsPanel() {
  const list = usePagedList((query, signal) => listTickets(query, { signal }), PAGE_SIZE);
  const crud = useCrud<AdminTicket>();
  const [reason, setReason] = useState('');

  const resend = (ticket: AdminTicket) => crud.act(ticket, async () => (await resendTicket(ticket.id)) || t('admin.tickets.issued.resend'));

  const cancel = async (ticket: AdminTicket) => {
    await crud.act(ticket, async () => {
      await cancelTicket(ticket.id, reason);
      list.remote.reload();
      return t('admin.tickets.issued.cancelled', { number: ticket.number });
    });
    setReason('');
  };

  return (
    <div className="admin-stack">
      <SearchFilters
        label={t('admin.tickets.issued.tableLabel')}
        searchLabel={t('admin.tickets.issued.search')}
        placeholder={t('admin.tickets.issued.searchPlaceholder')}
        statusLabel={t('admin.tickets.issued.status')}
        statusAll={t('admin.tickets.issued.statusAll')}
        statuses={TICKET_STATUSES.map((status) => [status, t(`admin.tickets.issued.statuses.${status}`)] as const)}
        applyLabel={t('admin.tickets.issued.apply')}
        {...list.search}
      />
      <CrudBar
        crud={crud}
        confirm={(ticket) => ({
          message: t('admin.tickets.issued.cancelTitle', { number: ticket.number }),
          warning: t('admin.tickets.issued.cancelWarning'),
          confirmLabel: t('admin.tickets.issued.cancelConfirm'),
          cancelLabel: t('admin.tickets.issued.cancelBack'),
          onConfirm: () => void cancel(ticket),
          children: (
            <label className="admin-field">
              <span>{t('admin.tickets.issued.cancelReason')}</span>
              <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            </label>
          ),
        })}
      />
      <PagedListBody list={list} empty={t('admin.tickets.issued.empty')}>
        {(rows) => (
          <DataTable
            label={t('admin.tickets.issued.tableLabel')}
            columns={[
              t('admin.tickets.issued.colNumber'),
              t('admin.tickets.issued.colHolder'),
              t('admin.tickets.issued.colType'),
              t('admin.tickets.issued.colOrder'),
              t('admin.tickets.issued.colStatus'),
              t('admin.tickets.issued.colCheckIn'),
              t('admin.tickets.issued.colActions'),
            ]}
          >
            {rows.map((ticket) => {
              const known = (TICKET_STATUSES as readonly string[]).includes(ticket.status);
              const status = ticket.status as (typeof TICKET_STATUSES)[number];
              return (
                <tr key={ticket.id}>
                  <td>{ticket.number}</td>
                  <td>
                    <span className="admin-cell__main">{ticket.holderName || '—'}</span>
                    <span className="admin-cell__sub">{ticket.holderEmail ?? ticket.email}</span>
                    <TransferState transferredAt={ticket.transferredAt} pendingTransferTo={ticket.pendingTransferTo} />
                  </td>
                  <td>
                    {ticket.ticketTypeName}
                    {ticket.role && <span className="admin-cell__sub">{t(`admin.tickets.issued.roles.${ticket.role}`)}</span>}
                  </td>
                  <td>{ticket.orderId ? <a href={`/admin/sales/${encodeURIComponent(ticket.orderId)}`}>{ticket.orderNumber || ticket.orderId}</a> : ticket.orderNumber}</td>
                  <td>
                    <Badge tone={known ? TICKET_TONES[status] : 'muted'}>{known ? t(`admin.tickets.issued.statuses.${status}`) : ticket.status}</Badge>
                  </td>
                  <td>{ticket.checkedInAt ? shortDateTime(ticket.checkedInAt) : '—'}</td>
                  <td>
                    <div className="admin-actions">
                      <button
                        type="button"
                        className="admin-button admin-button--small"
                        disabled={crud.busyId === ticket.id}
                        onClick={() => void resend(ticket)}
                        aria-label={`${t('admin.tickets.issued.resend')} ${ticket.number}`}
                      >
                        {crud.busyId === ticket.id ? t('admin.tickets.issued.resending') : t('admin.tickets.issued.resend')}
                      </button>
                      {ticket.status === 'valid' && (
                        <button
                          type="button"
                          className="admin-button admin-button--small admin-button--danger-outline"
                          onClick={() => crud.setConfirming(ticket)}
                          aria-label={`${t('admin.tickets.issued.cancel')} ${ticket.number}`}
                        >
                          {t('admin.tickets.issued.cancel')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </PagedListBody>
    </div>
  );
}
