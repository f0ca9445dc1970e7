import { useId, useState, type SubmitEvent } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import {
  AUTO_CHECKOUT_PATTERN,
  CHECK_IN_LIST_LIMITS,
  createCheckInList,
  deleteCheckInList,
  listCheckInLists,
  updateCheckInList,
  type CheckInList,
  type CheckInListInput,
} from '../../lib/api/admin-check-in';
import { listTicketTypes, type AdminTicketType } from '../../lib/api/admin-sales';
import { apiFieldErrors } from '../../lib/api/messages';
import { formatCount } from '../../lib/format';
import { errorText } from '../shared/errors';
import { fieldErrors } from '../shared/field-errors';
import { useRemote } from '../shared/useRemote';
import { CrudBar, ListBody } from './components/Crud';
import { DataTable } from './components/DataTable';
import { Field } from './components/Field';
import { Notice } from './components/Notice';
import { ScanConflicts } from './ScanConflicts';
import { useCrud } from './hooks';
import { useCountsPush } from './check-in-counts';
import './admin.css';

const t = translator({ admin });

const NAME_MAX = CHECK_IN_LIST_LIMITS.nameMax;

/** The admitted types of a list, by name: « Tous les types de billets », or each type named. */
export function admittedTypes(list: Pick<CheckInList, 'allTypes' | 'ticketTypeIds'>, types: readonly Pick<AdminTicketType, 'id' | 'name'>[]): string {
  if (list.allTypes) return t('admin.checkIn.allTypes');
  const names = new Map(types.map((type) => [type.id, type.name]));
  return list.ticketTypeIds.map((id) => names.get(id) ?? t('admin.checkIn.unknownType', { id })).join(', ');
}

/**
 * /admin/check-in-lists (admin): the door's lists with what they admit, entry/exit, the hour
 * everyone is counted out, and their counts live from `checkin:counts`; create, edit, delete
 * (refused by the API once a ticket was checked in on the list); then the offline scanners'
 * conflicts to deal with.
 */
export default function CheckInListsPage() {
  const lists = useRemote((signal) => listCheckInLists({ signal }));
  const types = useRemote((signal) => listTicketTypes({ signal }));
  const crud = useCrud<CheckInList>();

  useCountsPush(
    (counts) => {
      const byList = new Map(counts.map((row) => [row.listId, row]));
      lists.set((rows) =>
        rows.map((list) => {
          const row = byList.get(list.id);
          return row ? { ...list, counts: { checkedIn: row.checkedIn, inside: row.inside, expected: row.expected } } : list;
        }),
      );
    },
    () => lists.reload(),
  );

  const typeRows = types.data ?? [];

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('admin.checkIn.title')}</h1>
      <p className="admin-muted">{t('admin.checkIn.intro')}</p>
      <CrudBar
        crud={crud}
        createLabel={t('admin.checkIn.create')}
        confirm={(list) => ({
          message: t('admin.checkIn.deleteConfirm', { name: list.name }),
          warning: t('admin.checkIn.deleteWarning'),
          confirmLabel: t('admin.checkIn.delete'),
          cancelLabel: t('admin.checkIn.cancel'),
          onConfirm: () =>
            void crud.act(list, async () => {
              await deleteCheckInList(list.id);
              lists.set((rows) => rows.filter((row) => row.id !== list.id));
              return t('admin.checkIn.deleted', { name: list.name });
            }),
        })}
        editor={(editing) => (
          <CheckInListEditor
            list={editing === 'new' ? null : editing}
            types={typeRows}
            onCancel={() => crud.setEditing(null)}
            onSaved={(saved) => {
              crud.saved(t('admin.checkIn.saved', { name: saved.name }));
              lists.reload();
            }}
          />
        )}
      />
      <ListBody remote={lists} rows={(rows) => rows} empty={t('admin.checkIn.empty')}>
        {(rows) => (
          <>
            <DataTable
              label={t('admin.checkIn.tableLabel')}
              columns={[
                t('admin.checkIn.colName'),
                t('admin.checkIn.colTypes'),
                t('admin.checkIn.colEntryExit'),
                t('admin.checkIn.colAutoCheckout'),
                { label: t('admin.checkIn.colCheckedIn'), num: true },
                { label: t('admin.checkIn.colInside'), num: true },
                { label: t('admin.checkIn.colExpected'), num: true },
                t('admin.checkIn.colActions'),
              ]}
            >
              {rows.map((list) => (
                <tr key={list.id}>
                  <td>
                    <span className="admin-cell__main">{list.name}</span>
                  </td>
                  <td>{admittedTypes(list, typeRows)}</td>
                  <td>{list.entryExit ? t('admin.checkIn.yes') : t('admin.checkIn.no')}</td>
                  <td>{list.entryExit && list.autoCheckoutAt ? list.autoCheckoutAt : t('admin.checkIn.none')}</td>
                  <td className="num">{formatCount(list.counts.checkedIn)}</td>
                  <td className="num">{list.entryExit ? formatCount(list.counts.inside) : t('admin.checkIn.none')}</td>
                  <td className="num">{formatCount(list.counts.expected)}</td>
                  <td>
                    <div className="admin-actions admin-actions--row">
                      <button type="button" className="admin-button admin-button--small" onClick={() => crud.setEditing(list)} aria-label={t('admin.checkIn.editLabel', { name: list.name })}>
                        {t('admin.checkIn.edit')}
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button--small"
                        disabled={crud.busyId === list.id}
                        onClick={() => crud.setConfirming(list)}
                        aria-label={t('admin.checkIn.deleteLabel', { name: list.name })}
                      >
                        {t('admin.checkIn.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </DataTable>
            <p className="admin-note">
              {t('admin.checkIn.countsLive')} {t('admin.checkIn.countsNote')}
            </p>
          </>
        )}
      </ListBody>
      <ScanConflicts />
    </div>
  );
}

interface ListForm {
  name: string;
  allTypes: boolean;
  ticketTypeIds: number[];
  entryExit: boolean;
  autoCheckoutAt: string;
}

type ListErrors = Partial<Record<'name' | 'ticketTypeIds' | 'autoCheckoutAt', string>>;

/** The form's errors, or the request it makes (the hour only on an entry/exit list). */
export function validateCheckInList(form: ListForm): { errors: ListErrors; input: CheckInListInput | null } {
  const errors: ListErrors = {};
  const name = form.name.trim();
  if (name.length < 1 || name.length > NAME_MAX) errors.name = t('admin.checkIn.errors.name');
  if (!form.allTypes && form.ticketTypeIds.length === 0) errors.ticketTypeIds = t('admin.checkIn.errors.types');
  const hour = form.autoCheckoutAt.trim();
  if (form.entryExit && hour !== '' && !AUTO_CHECKOUT_PATTERN.test(hour)) errors.autoCheckoutAt = t('admin.checkIn.errors.autoCheckoutAt');
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      name,
      allTypes: form.allTypes,
      ticketTypeIds: form.allTypes ? [] : [...form.ticketTypeIds].sort((a, b) => a - b),
      entryExit: form.entryExit,
      autoCheckoutAt: form.entryExit && hour !== '' ? hour : null,
    },
  };
}

const FORM_FIELDS = new Set<keyof ListErrors>(['name', 'ticketTypeIds', 'autoCheckoutAt']);

/** The API's per-field refusals (`error.fields`: `ticketTypeIds.0`…) on the form's fields. */
function formFieldErrors(error: unknown): ListErrors {
  const errors: ListErrors = {};
  for (const [field, message] of Object.entries(apiFieldErrors(error))) {
    const key = field.split('.')[0] as keyof ListErrors;
    if (FORM_FIELDS.has(key)) errors[key] ??= message;
  }
  return errors;
}

function CheckInListEditor({
  list,
  types,
  onCancel,
  onSaved,
}: {
  list: CheckInList | null;
  types: AdminTicketType[];
  onCancel: () => void;
  onSaved: (list: CheckInList) => void;
}) {
  const id = useId();
  const [form, setForm] = useState<ListForm>(() =>
    list
      ? { name: list.name, allTypes: list.allTypes, ticketTypeIds: list.ticketTypeIds, entryExit: list.entryExit, autoCheckoutAt: list.autoCheckoutAt ?? '' }
      : { name: '', allTypes: false, ticketTypeIds: [], entryExit: false, autoCheckoutAt: '' },
  );
  const [errors, setErrors] = useState<ListErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ListForm>(key: K, value: ListForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const { errors: found, input } = validateCheckInList(form);
    setErrors(found);
    if (!input) return;
    setBusy(true);
    try {
      onSaved(list ? await updateCheckInList(list.id, input) : await createCheckInList(input));
    } catch (err) {
      const fields = formFieldErrors(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const err = fieldErrors(id, errors);
  const typesHint = `${id}-types-hint`;

  return (
    <form className="admin-panel admin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-panel__title">
        {list ? t('admin.checkIn.formEdit', { name: list.name }) : t('admin.checkIn.formCreate')}
      </h2>
      {problem && <Notice kind="error">{problem}</Notice>}
      <div className="admin-grid">
        <Field label={t('admin.checkIn.name')} hint={t('admin.checkIn.nameHint')} hintId={`${id}-name-hint`} {...err.field('name')}>
          <input
            value={form.name}
            maxLength={NAME_MAX}
            autoComplete="off"
            onChange={(e) => set('name', e.target.value)}
            {...err.control('name')}
            aria-describedby={[`${id}-name-hint`, err.control('name')['aria-describedby']].filter(Boolean).join(' ')}
          />
        </Field>
      </div>
      <fieldset
        className="admin-fieldset"
        aria-invalid={errors.ticketTypeIds ? true : undefined}
        aria-describedby={[typesHint, errors.ticketTypeIds ? `${id}-ticketTypeIds-error` : ''].filter(Boolean).join(' ')}
      >
        <legend>{t('admin.checkIn.types')}</legend>
        <p className="admin-muted" id={typesHint}>
          {t('admin.checkIn.typesHint')}
        </p>
        <label className="admin-check">
          <input type="checkbox" checked={form.allTypes} onChange={(e) => set('allTypes', e.target.checked)} />
          {t('admin.checkIn.allTypes')}
        </label>
        {!form.allTypes &&
          types.map((type) => (
            <label key={type.id} className="admin-check">
              <input
                type="checkbox"
                checked={form.ticketTypeIds.includes(type.id)}
                onChange={(e) => set('ticketTypeIds', e.target.checked ? [...form.ticketTypeIds, type.id] : form.ticketTypeIds.filter((value) => value !== type.id))}
              />
              {type.name}
            </label>
          ))}
        {errors.ticketTypeIds && (
          <small id={`${id}-ticketTypeIds-error`} className="admin-error">
            {errors.ticketTypeIds}
          </small>
        )}
      </fieldset>
      <div className="admin-field">
        <label className="admin-check">
          <input type="checkbox" checked={form.entryExit} onChange={(e) => set('entryExit', e.target.checked)} aria-describedby={`${id}-entryExit-hint`} />
          {t('admin.checkIn.entryExit')}
        </label>
        <small id={`${id}-entryExit-hint`}>{t('admin.checkIn.entryExitHint')}</small>
      </div>
      {form.entryExit && (
        <div className="admin-grid">
          <Field label={t('admin.checkIn.autoCheckoutAt')} hint={t('admin.checkIn.autoCheckoutHint')} hintId={`${id}-hour-hint`} {...err.field('autoCheckoutAt')}>
            <input
              type="time"
              step={60}
              value={form.autoCheckoutAt}
              onChange={(e) => set('autoCheckoutAt', e.target.value)}
              {...err.control('autoCheckoutAt')}
              aria-describedby={[`${id}-hour-hint`, err.control('autoCheckoutAt')['aria-describedby']].filter(Boolean).join(' ')}
            />
          </Field>
        </div>
      )}
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? t('admin.checkIn.saving') : t('admin.checkIn.save')}
        </button>
        <button type="button" className="admin-button" onClick={onCancel} disabled={busy}>
          {t('admin.checkIn.cancel')}
        </button>
      </div>
    </form>
  );
}
