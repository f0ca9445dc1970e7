import { useId, useState, type SubmitEvent } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import {
  createPromoCode,
  deletePromoCode,
  listPromoCodes,
  listTicketTypes,
  updatePromoCode,
  type AdminPromoCode,
  type AdminTicketType,
  type PromoCodeInput,
} from '../../lib/api/admin-sales';
import { formatPrice, isoToParisInput, parisInputToIso, shortDate } from '../../lib/format';
import { errorText } from '../shared/errors';
import { fieldErrors } from '../shared/field-errors';
import { useRemote } from '../shared/useRemote';
import { CrudBar, ListBody } from './components/Crud';
import { DataTable } from './components/DataTable';
import { Field } from './components/Field';
import { Notice } from './components/Notice';
import { useCrud } from './hooks';
import './admin.css';

const t = translator({ admin });

const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** « -10 % » or « -5,00 € ». */
export function discountLabel(code: Pick<AdminPromoCode, 'type' | 'value'>): string {
  return code.type === 'fixed' ? t('admin.promoCodes.fixed', { value: formatPrice(code.value) }) : t('admin.promoCodes.percent', { value: percent.format(code.value) });
}

function periodLabel(code: Pick<AdminPromoCode, 'startsAt' | 'endsAt'>): string {
  if (code.startsAt && code.endsAt) return t('admin.promoCodes.periodRange', { start: shortDate(code.startsAt), end: shortDate(code.endsAt) });
  if (code.startsAt) return t('admin.promoCodes.periodFrom', { start: shortDate(code.startsAt) });
  if (code.endsAt) return t('admin.promoCodes.periodUntil', { end: shortDate(code.endsAt) });
  return t('admin.promoCodes.always');
}

/** /admin/promo-codes: the codes with their use and revenue, the create/edit form, activation. */
export default function PromoCodesPage() {
  const codes = useRemote((signal) => listPromoCodes({ signal }));
  const types = useRemote((signal) => listTicketTypes({ signal }));
  const crud = useCrud<AdminPromoCode>();

  const toggle = (code: AdminPromoCode) =>
    crud.change(async () => {
      const updated = await updatePromoCode(code.id, { active: !code.active });
      codes.set((rows) => rows.map((row) => (row.id === code.id ? { ...row, active: updated.code ? updated.active : !code.active } : row)));
    });

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('admin.promoCodes.title')}</h1>
      <CrudBar
        crud={crud}
        createLabel={t('admin.promoCodes.create')}
        confirm={(code) => ({
          message: t('admin.promoCodes.deleteConfirm', { code: code.code }),
          confirmLabel: t('admin.promoCodes.delete'),
          cancelLabel: t('admin.promoCodes.cancel'),
          onConfirm: () =>
            void crud.act(code, async () => {
              await deletePromoCode(code.id);
              codes.set((rows) => rows.filter((row) => row.id !== code.id));
              return t('admin.promoCodes.deleted', { code: code.code });
            }),
        })}
        editor={(editing) => (
          <PromoCodeEditor
            code={editing === 'new' ? null : editing}
            types={types.data ?? []}
            onCancel={() => crud.setEditing(null)}
            onSaved={(saved) => {
              crud.saved(t('admin.promoCodes.saved', { code: saved }));
              codes.reload();
            }}
          />
        )}
      />
      <ListBody remote={codes} rows={(rows) => rows} empty={t('admin.promoCodes.empty')}>
        {(rows) => (
          <DataTable
            label={t('admin.promoCodes.tableLabel')}
            columns={[
              t('admin.promoCodes.colCode'),
              { label: t('admin.promoCodes.colDiscount'), num: true },
              t('admin.promoCodes.colPeriod'),
              { label: t('admin.promoCodes.colUses'), num: true },
              { label: t('admin.promoCodes.colOrders'), num: true },
              { label: t('admin.promoCodes.colRevenue'), num: true },
              t('admin.promoCodes.colActive'),
              t('admin.promoCodes.colActions'),
            ]}
          >
            {rows.map((code) => (
              <tr key={code.id}>
                <td>
                  <code>{code.code}</code>
                </td>
                <td className="num">{discountLabel(code)}</td>
                <td>{periodLabel(code)}</td>
                <td className="num">{t('admin.promoCodes.usesOf', { used: code.usedCount, max: code.maxUses ?? t('admin.promoCodes.unlimited') })}</td>
                <td className="num">{code.orders}</td>
                <td className="num">{formatPrice(code.revenue)}</td>
                <td>
                  <label className="admin-switch">
                    <input type="checkbox" role="switch" checked={code.active} onChange={() => void toggle(code)} aria-label={t('admin.promoCodes.activeLabel', { code: code.code })} />
                  </label>
                </td>
                <td>
                  <div className="admin-actions">
                    <button type="button" className="admin-button admin-button--small" onClick={() => crud.setEditing(code)} aria-label={`${t('admin.promoCodes.edit')} ${code.code}`}>
                      {t('admin.promoCodes.edit')}
                    </button>
                    {code.deletable && (
                      <button type="button" className="admin-button admin-button--small" onClick={() => crud.setConfirming(code)} aria-label={`${t('admin.promoCodes.delete')} ${code.code}`}>
                        {t('admin.promoCodes.delete')}
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
  );
}

interface PromoForm {
  code: string;
  type: 'percentage' | 'fixed';
  value: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  minSubtotal: string;
  ticketTypeIds: number[];
  active: boolean;
}

type PromoErrors = Partial<Record<keyof PromoForm, string>>;

const decimal = (text: string) => Number(text.trim().replace(/\s/g, '').replace(',', '.'));

export function validatePromoCode(form: PromoForm, creating: boolean): { errors: PromoErrors; input: PromoCodeInput | null } {
  const errors: PromoErrors = {};
  const code = form.code.trim().toUpperCase();
  if (creating && !/^[A-Z0-9_-]{3,50}$/.test(code)) errors.code = t('admin.promoCodes.errors.code');
  const value = decimal(form.value);
  if (form.value.trim() === '' || !Number.isFinite(value) || value <= 0) errors.value = t('admin.promoCodes.errors.value');
  else if (form.type === 'percentage' && value > 100) errors.value = t('admin.promoCodes.errors.percent');
  const maxUses = form.maxUses.trim() === '' ? null : Number(form.maxUses);
  if (maxUses !== null && (!Number.isInteger(maxUses) || maxUses < 1)) errors.maxUses = t('admin.promoCodes.errors.maxUses');
  const minSubtotal = form.minSubtotal.trim() === '' ? null : decimal(form.minSubtotal);
  if (minSubtotal !== null && (!Number.isFinite(minSubtotal) || minSubtotal < 0)) errors.minSubtotal = t('admin.promoCodes.errors.minSubtotal');
  const startsAt = form.startsAt ? parisInputToIso(form.startsAt) : null;
  const endsAt = form.endsAt ? parisInputToIso(form.endsAt) : null;
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endsAt = t('admin.promoCodes.errors.period');
  if (Object.keys(errors).length > 0) return { errors, input: null };
  const input: PromoCodeInput = {
    type: form.type,
    value: Math.round(value * 100) / 100,
    startsAt,
    endsAt,
    maxUses,
    minSubtotal,
    ticketTypeIds: form.ticketTypeIds,
    active: form.active,
  };
  if (creating) input.code = code;
  return { errors, input };
}

function PromoCodeEditor({
  code,
  types,
  onCancel,
  onSaved,
}: {
  code: AdminPromoCode | null;
  types: AdminTicketType[];
  onCancel: () => void;
  onSaved: (code: string) => void;
}) {
  const id = useId();
  const [form, setForm] = useState<PromoForm>(() =>
    code
      ? {
          code: code.code,
          type: code.type,
          value: String(code.value).replace('.', ','),
          startsAt: isoToParisInput(code.startsAt),
          endsAt: isoToParisInput(code.endsAt),
          maxUses: code.maxUses === null ? '' : String(code.maxUses),
          minSubtotal: code.minSubtotal === null ? '' : String(code.minSubtotal).replace('.', ','),
          ticketTypeIds: code.ticketTypeIds ?? [],
          active: code.active,
        }
      : { code: '', type: 'percentage', value: '', startsAt: '', endsAt: '', maxUses: '', minSubtotal: '', ticketTypeIds: [], active: true },
  );
  const [errors, setErrors] = useState<PromoErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof PromoForm>(key: K, value: PromoForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const { errors: found, input } = validatePromoCode(form, !code);
    setErrors(found);
    if (!input) return;
    setBusy(true);
    try {
      if (code) await updatePromoCode(code.id, input);
      else await createPromoCode(input);
      onSaved(code ? code.code : (input.code ?? ''));
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const err = fieldErrors(id, errors);

  return (
    <form className="admin-panel admin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-panel__title">
        {code ? t('admin.promoCodes.formEdit', { code: code.code }) : t('admin.promoCodes.formCreate')}
      </h2>
      {problem && <Notice kind="error">{problem}</Notice>}
      <div className="admin-grid">
        <Field label={t('admin.promoCodes.code')} hint={!code && t('admin.promoCodes.codeHint')} {...err.field('code')}>
          <input value={form.code} disabled={Boolean(code)} autoCapitalize="characters" onChange={(e) => set('code', e.target.value)} {...err.control('code')} />
        </Field>
        <label className="admin-field">
          <span>{t('admin.promoCodes.type')}</span>
          <select value={form.type} onChange={(e) => set('type', e.target.value === 'fixed' ? 'fixed' : 'percentage')}>
            <option value="percentage">{t('admin.promoCodes.typePercentage')}</option>
            <option value="fixed">{t('admin.promoCodes.typeFixed')}</option>
          </select>
        </label>
        <Field label={form.type === 'fixed' ? t('admin.promoCodes.valueFixed') : t('admin.promoCodes.valuePercent')} {...err.field('value')}>
          <input inputMode="decimal" value={form.value} onChange={(e) => set('value', e.target.value)} {...err.control('value')} />
        </Field>
        <label className="admin-field">
          <span>{t('admin.promoCodes.startsAt')}</span>
          <input type="datetime-local" value={form.startsAt} onChange={(e) => set('startsAt', e.target.value)} />
        </label>
        <Field label={t('admin.promoCodes.endsAt')} {...err.field('endsAt')}>
          <input type="datetime-local" value={form.endsAt} onChange={(e) => set('endsAt', e.target.value)} {...err.control('endsAt')} />
        </Field>
        <Field label={t('admin.promoCodes.maxUses')} hint={t('admin.promoCodes.maxUsesHint')} {...err.field('maxUses')}>
          <input type="number" min={1} step={1} value={form.maxUses} onChange={(e) => set('maxUses', e.target.value)} {...err.control('maxUses')} />
        </Field>
        <Field label={t('admin.promoCodes.minSubtotal')} {...err.field('minSubtotal')}>
          <input inputMode="decimal" value={form.minSubtotal} onChange={(e) => set('minSubtotal', e.target.value)} {...err.control('minSubtotal')} />
        </Field>
      </div>
      {types.length > 0 && (
        <fieldset className="admin-fieldset">
          <legend>{t('admin.promoCodes.ticketTypes')}</legend>
          <p className="admin-muted">{t('admin.promoCodes.ticketTypesHint')}</p>
          {types.map((type) => (
            <label key={type.id} className="admin-check">
              <input
                type="checkbox"
                checked={form.ticketTypeIds.includes(type.id)}
                onChange={(e) => set('ticketTypeIds', e.target.checked ? [...form.ticketTypeIds, type.id] : form.ticketTypeIds.filter((value) => value !== type.id))}
              />
              {type.name}
            </label>
          ))}
        </fieldset>
      )}
      <label className="admin-check">
        <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
        {t('admin.promoCodes.active')}
      </label>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? t('admin.promoCodes.saving') : t('admin.promoCodes.save')}
        </button>
        <button type="button" className="admin-button" onClick={onCancel} disabled={busy}>
          {t('admin.promoCodes.cancel')}
        </button>
      </div>
    </form>
  );
}
