import { useId, useState, type Dispatch, type ReactNode, type SetStateAction, type SubmitEvent } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { FESTIVAL_SETTINGS_LIMITS, getFestivalSettings, saveFestivalSettings, type FestivalSettings, type FestivalSettingsInput } from '../../lib/api/admin-festival';
import { apiFieldErrors } from '../../lib/api/messages';
import { isoToParisInput, parisInputToIso, shortDateTime } from '../../lib/format';
import { errorText } from '../shared/errors';
import { fieldErrors } from '../shared/field-errors';
import { useRemote } from '../shared/useRemote';
import { ListBody } from './components/Crud';
import { Field } from './components/Field';
import { Notice, type NoticeState } from './components/Notice';
import './admin.css';

const t = translator({ admin });

export interface SettingsForm {
  /** `YYYY-MM-DDTHH:MM`, Paris time; empty = no deadline. */
  transferDeadline: string;
  resaleEnabled: boolean;
  /** Euros, typed the French way (« 2,50 »). */
  resaleFee: string;
  /** The offer windows, longest first: `hours[i]` while the festival is more than `days[i]` days away, the last one after. */
  hours: string[];
  days: string[];
}

/** Keyed by `transferDeadline`, `resaleFee`, `hours.1`, `days.0`… */
type FormErrors = Partial<Record<string, string>>;

const LIMITS = FESTIVAL_SETTINGS_LIMITS;

function formOf(settings: FestivalSettings): SettingsForm {
  return {
    transferDeadline: isoToParisInput(settings.transferDeadline),
    resaleEnabled: settings.resaleEnabled,
    resaleFee: settings.resaleFee.toFixed(2).replace('.', ','),
    hours: settings.offerHours.map(String),
    days: settings.offerThresholdDays.map(String),
  };
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Whole numbers within [min, max], each smaller than the one before; errors under `key.i`. */
function decreasing(texts: string[], key: 'hours' | 'days', min: number, max: number, errors: FormErrors): number[] {
  const values = texts.map((text) => whole(text));
  values.forEach((value, index) => {
    if (Number.isNaN(value) || value < min || value > max) {
      errors[`${key}.${index}`] = t(key === 'hours' ? 'admin.settings.errors.offerHours' : 'admin.settings.errors.offerDays', { max });
    } else if (index > 0 && !errors[`${key}.${index - 1}`] && value >= values[index - 1]!) {
      errors[`${key}.${index}`] = t(key === 'hours' ? 'admin.settings.errors.offerHoursOrder' : 'admin.settings.errors.offerDaysOrder');
    }
  });
  return values;
}

/** The form's errors (empty when it may be sent) and the body to send. */
export function validateSettings(form: SettingsForm): { errors: FormErrors; input: FestivalSettingsInput | null } {
  const errors: FormErrors = {};
  const deadline = form.transferDeadline.trim() === '' ? null : parisInputToIso(form.transferDeadline);
  if (deadline === '') errors.transferDeadline = t('admin.settings.errors.transferDeadline');
  const feeText = form.resaleFee.trim().replace(/\s/g, '').replace(',', '.') || '0';
  const fee = Number(feeText);
  if (!/^\d+(\.\d{1,2})?$/.test(feeText) || fee > LIMITS.resaleFeeMax) errors.resaleFee = t('admin.settings.errors.resaleFee', { max: LIMITS.resaleFeeMax });
  const hours = decreasing(form.hours, 'hours', 1, LIMITS.offerHoursMax, errors);
  const days = decreasing(form.days, 'days', 1, LIMITS.offerThresholdDaysMax, errors);
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: { transferDeadline: deadline, resaleEnabled: form.resaleEnabled, resaleFee: Math.round(fee * 100) / 100, offerHours: hours, offerThresholdDays: days },
  };
}

/** The API's per-field refusals (`error.fields`: `resaleFee`, `offerHours.1`…) on the form's fields. */
function formFieldErrors(error: unknown): FormErrors {
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(apiFieldErrors(error))) {
    const key = field.replace(/^offerHours(?=\.|$)/, 'hours').replace(/^offerThresholdDays(?=\.|$)/, 'days');
    // A refusal of the whole list (its length, its order) shows under its first field.
    errors[key === 'hours' || key === 'days' ? `${key}.0` : key] ??= message;
  }
  return errors;
}

/** « Plus de 14 jours avant le festival : 48 h ; plus de 3 jours… : 24 h ; ensuite : 6 h. » */
export function offerSummary(form: Pick<SettingsForm, 'hours' | 'days'>): string {
  const shown = (text: string | undefined) => text?.trim() || '…';
  if (form.days.length === 0) return `${t('admin.settings.offerSummaryOnly', { hours: shown(form.hours[0]) })}.`;
  const parts = form.days.map((days, index) => t('admin.settings.offerSummaryWindow', { days: shown(days), hours: shown(form.hours[index]) }));
  parts.push(t('admin.settings.offerSummaryLast', { hours: shown(form.hours[form.days.length]) }));
  const sentence = `${parts.join(' ; ')}.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** /admin/settings (admin): the transfer deadline, resale and the waiting list's offer windows. */
export default function SettingsPage() {
  const settings = useRemote((signal) => getFestivalSettings({ signal }));
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('admin.settings.title')}</h1>
      <p className="admin-muted">{t('admin.settings.intro')}</p>
      <ListBody remote={settings}>{(loaded) => <SettingsEditor settings={loaded} onSaved={(saved) => settings.set(() => saved)} />}</ListBody>
    </div>
  );
}

export function SettingsEditor({ settings, onSaved }: { settings: FestivalSettings; onSaved: (settings: FestivalSettings) => void }) {
  const id = useId();
  const [form, setForm] = useState<SettingsForm>(() => formOf(settings));
  const [errors, setErrors] = useState<FormErrors>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const { errors: found, input } = validateSettings(form);
    setErrors(found);
    if (!input) return;
    setBusy(true);
    try {
      const saved = await saveFestivalSettings(input);
      setForm(formOf(saved));
      onSaved(saved);
      setNotice({ kind: 'success', text: t('admin.settings.saved') });
    } catch (err) {
      setErrors(formFieldErrors(err));
      setNotice({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const err = fieldErrors(id, errors);
  // A control with a hint is described by the hint, then by its error when it has one.
  const hinted = (key: string, hintId: string) => {
    const control = err.control(key);
    return { ...control, 'aria-describedby': [hintId, control['aria-describedby']].filter(Boolean).join(' ') };
  };

  return (
    <form className="admin-form admin-stack" onSubmit={submit} noValidate aria-label={t('admin.settings.title')}>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      <Section id={`${id}-transfers`} title={t('admin.settings.transfersTitle')}>
        <Field label={t('admin.settings.transferDeadline')} hint={t('admin.settings.transferDeadlineHint')} hintId={`${id}-deadline-hint`} {...err.field('transferDeadline')}>
          <input
            type="datetime-local"
            value={form.transferDeadline}
            onChange={(e) => set('transferDeadline', e.target.value)}
            {...hinted('transferDeadline', `${id}-deadline-hint`)}
          />
        </Field>
      </Section>

      <Section id={`${id}-resale`} title={t('admin.settings.resaleTitle')}>
        <label className="admin-check">
          <input type="checkbox" checked={form.resaleEnabled} onChange={(e) => set('resaleEnabled', e.target.checked)} aria-describedby={`${id}-resale-hint`} />
          {t('admin.settings.resaleEnabled')}
        </label>
        <small id={`${id}-resale-hint`} className="admin-note">
          {t('admin.settings.resaleEnabledHint')}
        </small>
        <Field label={t('admin.settings.resaleFee')} hint={t('admin.settings.resaleFeeHint')} hintId={`${id}-fee-hint`} {...err.field('resaleFee')}>
          <input
            inputMode="decimal"
            value={form.resaleFee}
            onChange={(e) => set('resaleFee', e.target.value)}
            {...hinted('resaleFee', `${id}-fee-hint`)}
          />
        </Field>
      </Section>

      <Section id={`${id}-offers`} title={t('admin.settings.offersTitle')}>
        <p className="admin-note">{t('admin.settings.offersIntro')}</p>
        <OfferWindows form={form} setForm={setForm} errors={errors} id={id} />
        <p className="admin-note" aria-live="polite">
          {offerSummary(form)}
        </p>
      </Section>

      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? t('admin.settings.saving') : t('admin.settings.save')}
        </button>
        <span className="admin-muted">
          {settings.updatedAt ? t('admin.settings.updatedAt', { date: shortDateTime(settings.updatedAt) }) : t('admin.settings.defaults')}
        </span>
      </div>
    </form>
  );
}

/**
 * The offer windows: one row per period (« more than N days before the festival: H hours »), the
 * last one for the final days; a period can be added (up to the API's maximum) or removed.
 */
function OfferWindows({ form, setForm, errors, id }: { form: SettingsForm; setForm: Dispatch<SetStateAction<SettingsForm>>; errors: FormErrors; id: string }) {
  const err = fieldErrors(id, errors);
  const setAt = (key: 'hours' | 'days', index: number, value: string) =>
    setForm((current) => ({ ...current, [key]: current[key].map((entry, at) => (at === index ? value : entry)) }));
  const remove = (index: number) =>
    setForm((current) => ({ ...current, hours: current.hours.filter((_, at) => at !== index), days: current.days.filter((_, at) => at !== index) }));
  // A new period goes before the last one, halfway between its neighbours' values as a start.
  const add = () =>
    setForm((current) => {
      const lastDays = Number(current.days.at(-1) ?? 0);
      const lastHours = Number(current.hours.at(-1) ?? 0);
      return {
        ...current,
        days: [...current.days, String(Math.max(1, Math.floor(lastDays / 2)))],
        hours: [...current.hours.slice(0, -1), String(Math.max(1, lastHours)), String(Math.max(1, Math.floor(lastHours / 2)))],
      };
    });
  const hoursField = (index: number) => (
    <Field label={t('admin.settings.offerHours')} {...err.field(`hours.${index}`)}>
      <input
        type="number"
        min={1}
        max={LIMITS.offerHoursMax}
        step={1}
        value={form.hours[index] ?? ''}
        onChange={(e) => setAt('hours', index, e.target.value)}
        {...err.control(`hours.${index}`)}
      />
    </Field>
  );
  return (
    <div className="admin-stack">
      {form.days.map((days, index) => (
        <fieldset key={index} className="admin-fieldset">
          <legend>{t('admin.settings.offerWindow', { n: index + 1 })}</legend>
          <div className="admin-inline admin-inline--end">
            <Field label={t('admin.settings.offerDays')} {...err.field(`days.${index}`)}>
              <input
                type="number"
                min={1}
                max={LIMITS.offerThresholdDaysMax}
                step={1}
                value={days}
                onChange={(e) => setAt('days', index, e.target.value)}
                {...err.control(`days.${index}`)}
              />
            </Field>
            {hoursField(index)}
            <button type="button" className="admin-button admin-button--small" onClick={() => remove(index)} aria-label={t('admin.settings.offerRemoveLabel', { n: index + 1 })}>
              {t('admin.settings.offerRemove')}
            </button>
          </div>
        </fieldset>
      ))}
      <fieldset className="admin-fieldset">
        <legend>{t('admin.settings.offerLastWindow')}</legend>
        <div className="admin-inline">{hoursField(form.days.length)}</div>
      </fieldset>
      {form.hours.length < LIMITS.offerWindowsMax && (
        <div className="admin-actions">
          <button type="button" className="admin-button admin-button--small" onClick={add}>
            {t('admin.settings.offerAdd')}
          </button>
        </div>
      )}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-panel" aria-labelledby={id}>
      <h2 id={id} className="admin-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
