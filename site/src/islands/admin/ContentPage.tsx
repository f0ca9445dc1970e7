import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { translator, type KeyOf } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { lineup } from '../../i18n/fr/lineup';
import {
  createContent,
  listContent,
  listMedia,
  mediaPreview,
  setPublished,
  updateContent,
  type ContentEntries,
  type ContentInput,
  type ContentKind,
  type ContentMedia,
  type ContentStatus,
} from '../../lib/api/admin-content';
import { ApiError } from '../../lib/api/client';
import { formatCalendarDay, formatTime, isoToParisInput, parisInputToIso, shortDate, shortDateTime } from '../../lib/format';
import { errorText } from '../shared/errors';
import { fieldErrors } from '../shared/field-errors';
import { useRemote } from '../shared/useRemote';
import { Badge } from './components/Badge';
import { ConfirmBar } from './components/ConfirmBar';
import { DataTable } from './components/DataTable';
import { Field, FieldError } from './components/Field';
import { LoadState } from './components/LoadState';
import { changeWithNotice, Notice, type NoticeState } from './components/Notice';
import { readQuery, writeQuery } from './hooks';
import './admin.css';

const t = translator({ admin, lineup });
type Key = KeyOf<typeof t>;

/**
 * /admin/news, /admin/artists, /admin/programs (admin): the CMS's entries of one kind, their
 * publication state, and a form for their main fields; rich editing stays in Strapi (a link on
 * every row). Publishing goes through the API, whose CMS webhook rebuilds the public site.
 */

type Entry = ContentEntries[ContentKind];
type FormValue = string | boolean | string[];
type FormState = Record<string, FormValue>;

/** One form control: what it edits, how it is drawn, and its checks. */
type FieldDef =
  | { key: string; type: 'text'; label: Key; required?: boolean; max?: number; hint?: Key }
  | { key: string; type: 'slug' }
  | { key: string; type: 'textarea'; label: Key; max?: number; rows: number; hint?: Key; markdown?: boolean }
  | { key: string; type: 'select'; label: Key; none: Key; options: ReadonlyArray<readonly [string, Key]>; nullable?: boolean }
  | { key: string; type: 'media'; label: Key }
  | { key: string; type: 'datetime' | 'date' | 'time'; label: Key; hint?: Key }
  | { key: string; type: 'number'; label: Key; hint?: Key }
  | { key: string; type: 'checkbox'; label: Key }
  | { key: string; type: 'artists'; label: Key };

interface KindSpec {
  /** The entry's naming field (title or name), required from the first save. */
  labelField: 'title' | 'name';
  fields: FieldDef[];
  /** The kind-specific list column: header and cell. */
  column: { label: Key; cell: (entry: Entry) => ReactNode };
}

const roleOptions = (['teacher', 'dj', 'performer', 'mc'] as const).map((role) => [role, `lineup.role.${role}` as Key] as const);
const kindOptions = (['workshop', 'party', 'show', 'competition', 'social'] as const).map((kind) => [kind, `lineup.kinds.${kind}` as Key] as const);
const levelOptions = (['all', 'beginner', 'intermediate', 'advanced'] as const).map((level) => [level, `lineup.levels.${level}` as Key] as const);

export const KINDS: Record<ContentKind, KindSpec> = {
  news: {
    labelField: 'title',
    fields: [
      { key: 'title', type: 'text', label: 'admin.content.news.fieldTitle', required: true, max: 200 },
      { key: 'slug', type: 'slug' },
      { key: 'date', type: 'datetime', label: 'admin.content.news.date' },
      { key: 'author', type: 'text', label: 'admin.content.news.author', max: 100 },
      { key: 'excerpt', type: 'textarea', label: 'admin.content.news.excerpt', max: 240, rows: 3, hint: 'admin.content.news.excerptHint' },
      { key: 'body', type: 'textarea', label: 'admin.content.news.body', rows: 12, markdown: true },
      { key: 'cover', type: 'media', label: 'admin.content.news.cover' },
    ],
    column: { label: 'admin.content.news.colDate', cell: (entry) => shortDate((entry as ContentEntries['news']).date) },
  },
  artists: {
    labelField: 'name',
    fields: [
      { key: 'name', type: 'text', label: 'admin.content.artists.name', required: true, max: 120 },
      { key: 'slug', type: 'slug' },
      { key: 'role', type: 'select', label: 'admin.content.artists.role', none: 'admin.content.artists.roleNone', options: roleOptions },
      { key: 'country', type: 'text', label: 'admin.content.artists.country', max: 80 },
      { key: 'city', type: 'text', label: 'admin.content.artists.city', max: 80 },
      { key: 'instagram', type: 'text', label: 'admin.content.artists.instagram', max: 200, hint: 'admin.content.artists.instagramHint' },
      { key: 'order', type: 'number', label: 'admin.content.artists.order', hint: 'admin.content.artists.orderHint' },
      { key: 'featured', type: 'checkbox', label: 'admin.content.artists.featured' },
      { key: 'shortBio', type: 'textarea', label: 'admin.content.artists.shortBio', max: 220, rows: 3, hint: 'admin.content.artists.shortBioHint' },
      { key: 'bio', type: 'textarea', label: 'admin.content.artists.bio', rows: 8, markdown: true },
      { key: 'photo', type: 'media', label: 'admin.content.artists.photo' },
    ],
    column: {
      label: 'admin.content.artists.colRole',
      cell: (entry) => {
        const role = (entry as ContentEntries['artists']).role;
        return role ? t(`lineup.role.${role}`) : '—';
      },
    },
  },
  programs: {
    labelField: 'title',
    fields: [
      { key: 'title', type: 'text', label: 'admin.content.programs.fieldTitle', required: true, max: 160 },
      { key: 'kind', type: 'select', label: 'admin.content.programs.kind', none: 'admin.content.programs.kindNone', options: kindOptions },
      { key: 'day', type: 'date', label: 'admin.content.programs.day' },
      { key: 'startTime', type: 'time', label: 'admin.content.programs.startTime' },
      { key: 'endTime', type: 'time', label: 'admin.content.programs.endTime', hint: 'admin.content.programs.endHint' },
      { key: 'room', type: 'text', label: 'admin.content.programs.room', max: 80 },
      { key: 'level', type: 'select', label: 'admin.content.programs.level', none: 'admin.content.programs.levelNone', options: levelOptions, nullable: true },
      { key: 'description', type: 'textarea', label: 'admin.content.programs.description', max: 2000, rows: 4 },
      { key: 'artists', type: 'artists', label: 'admin.content.programs.artists' },
    ],
    column: {
      label: 'admin.content.programs.colWhen',
      cell: (entry) => {
        const slot = entry as ContentEntries['programs'];
        if (!slot.day) return '—';
        return t('admin.content.programs.when', { day: formatCalendarDay(slot.day), start: formatTime(slot.startTime), end: formatTime(slot.endTime) });
      },
    },
  },
};

const STATUS_TONE: Record<ContentStatus, 'ok' | 'warn' | 'muted'> = { published: 'ok', modified: 'warn', draft: 'muted' };
export const statusLabel = (status: ContentStatus) => t(`admin.content.statuses.${status}`);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An entry's values as the form holds them (empty form for a new entry). */
export function formFromEntry(kind: ContentKind, entry: Entry | null): FormState {
  const source = (entry ?? {}) as unknown as Record<string, unknown>;
  const form: FormState = {};
  for (const field of KINDS[kind].fields) {
    const value = source[field.key];
    if (field.type === 'media') form[field.key] = value && typeof value === 'object' ? String((value as ContentMedia).id) : '';
    else if (field.type === 'datetime') form[field.key] = entry ? isoToParisInput(typeof value === 'string' ? value : null) : isoToParisInput(new Date().toISOString());
    else if (field.type === 'checkbox') form[field.key] = value === true;
    else if (field.type === 'artists') form[field.key] = Array.isArray(value) ? value.map((artist) => String((artist as { documentId: string }).documentId)) : [];
    else if (field.type === 'number') form[field.key] = entry ? String(value ?? 0) : '0';
    else form[field.key] = typeof value === 'string' ? value : '';
  }
  return form;
}

/**
 * The form as the API's body: only what changed since `initial` (everything for a new entry),
 * with '' meaning « clear » for optional texts and « leave unset » where the CMS wants a value.
 * Returns the errors instead when a field is wrong.
 */
export function contentInput(kind: ContentKind, form: FormState, initial: FormState | null): { errors: Record<string, string>; input: ContentInput | null } {
  const errors: Record<string, string> = {};
  const input: ContentInput = {};
  for (const field of KINDS[kind].fields) {
    const raw = form[field.key];
    if (initial && JSON.stringify(raw) === JSON.stringify(initial[field.key])) continue;
    const text = typeof raw === 'string' ? raw.trim() : '';
    switch (field.type) {
      case 'text':
      case 'textarea':
        if (field.type === 'text' && field.required && text === '') errors[field.key] = t('admin.content.required', { field: t(field.label) });
        else if (field.max && text.length > field.max) errors[field.key] = t('admin.content.charCount', { count: text.length, max: field.max });
        else input[field.key] = text;
        break;
      case 'slug':
        if (text !== '' && !SLUG.test(text)) errors[field.key] = t('admin.content.slugInvalid');
        else if (text !== '') input[field.key] = text;
        break;
      case 'select':
        if (text !== '') input[field.key] = text;
        else if (field.nullable) input[field.key] = null;
        break;
      case 'media':
        input[field.key] = text === '' ? null : Number(text);
        break;
      case 'datetime': {
        const iso = text === '' ? '' : parisInputToIso(text);
        if (iso) input[field.key] = iso;
        break;
      }
      case 'date':
      case 'time':
        if (text !== '') input[field.key] = text;
        break;
      case 'number': {
        const value = Number(text === '' ? 0 : text);
        if (!Number.isInteger(value) || value < 0) errors[field.key] = t('admin.content.orderInvalid');
        else input[field.key] = value;
        break;
      }
      case 'checkbox':
        input[field.key] = raw === true;
        break;
      case 'artists':
        input[field.key] = Array.isArray(raw) ? raw : [];
        break;
    }
  }
  return Object.keys(errors).length > 0 ? { errors, input: null } : { errors, input };
}

/** The API's per-field refusals (`error.fields`), keyed like the form. */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const fields = (error.body as { error?: { fields?: Array<{ field?: unknown; message?: unknown }> } }).error?.fields;
  const out: Record<string, string> = {};
  for (const issue of Array.isArray(fields) ? fields : []) {
    if (typeof issue.field === 'string' && typeof issue.message === 'string') out[issue.field.split('.')[0] ?? issue.field] ??= issue.message;
  }
  return out;
}

type Editing = { entry: Entry | null } | null;

export default function ContentPage({ kind }: { kind: ContentKind }) {
  const spec = KINDS[kind];
  const entries = useRemote((signal) => listContent(kind, { signal }), kind);
  const [query, setQuery] = useState(() => readQuery().get('q') ?? '');
  const [status, setStatus] = useState(() => readQuery().get('status') ?? '');
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [unpublishing, setUnpublishing] = useState<Entry | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  // `?edit=<documentId>` and `?new=1` open the form directly (links from the audit log).
  useEffect(() => {
    if (!entries.data || editing) return;
    const params = readQuery();
    const wanted = params.get('edit');
    const entry = wanted ? entries.data.find((row) => row.documentId === wanted) : undefined;
    if (entry) setEditing({ entry });
    else if (params.get('new') === '1') setEditing({ entry: null });
    // Only on the first answer: later reloads must not reopen a closed form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries.data !== null]);

  const open = (next: Editing) => {
    setEditing(next);
    setNotice(null);
    writeQuery({ edit: next?.entry?.documentId ?? null, new: next && !next.entry ? '1' : null });
    if (next) window.scrollTo({ top: 0 });
  };

  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase('fr-FR');
    return (entries.data ?? []).filter((entry) => (!status || entry.status === status) && (!needle || entry.label.toLocaleLowerCase('fr-FR').includes(needle)));
  }, [entries.data, query, status]);

  const replace = (entry: Entry) => entries.set((rows) => (rows.some((row) => row.documentId === entry.documentId) ? rows.map((row) => (row.documentId === entry.documentId ? entry : row)) : [entry, ...rows]));

  const publish = async (entry: Entry, published: boolean) => {
    setBusyId(entry.documentId);
    await changeWithNotice(setNotice, async () => {
      const updated = await setPublished(kind, entry.documentId, published);
      replace(updated);
      return t(published ? 'admin.content.published' : 'admin.content.unpublished', { label: updated.label || entry.label });
    });
    setBusyId(null);
    setUnpublishing(null);
  };

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t(`admin.content.${kind}.title`)}</h1>
      <p className="admin-muted">{t('admin.content.lead')}</p>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      {unpublishing && (
        <ConfirmBar
          message={t('admin.content.unpublishConfirm', { label: unpublishing.label })}
          confirmLabel={t('admin.content.unpublish')}
          cancelLabel={t('admin.content.cancel')}
          busy={busyId === unpublishing.documentId}
          onConfirm={() => void publish(unpublishing, false)}
          onCancel={() => setUnpublishing(null)}
        />
      )}
      {editing ? (
        <ContentEditor
          kind={kind}
          entry={editing.entry}
          onCancel={() => open(null)}
          onSaved={(entry, text) => {
            replace(entry);
            open(null);
            setNotice({ kind: 'success', text });
          }}
          onCreated={(entry) => {
            // Created but not published (e.g. incomplete): keep editing the new draft.
            replace(entry);
            setEditing({ entry });
            writeQuery({ edit: entry.documentId, new: null });
          }}
        />
      ) : (
        <div className="admin-actions">
          <button type="button" className="admin-button admin-button--primary" onClick={() => open({ entry: null })}>
            {t(`admin.content.${kind}.create`)}
          </button>
        </div>
      )}
      {entries.status === 'loading' && !entries.data ? (
        <LoadState status="loading" />
      ) : entries.status === 'error' ? (
        <LoadState status="error" error={entries.error} onRetry={entries.reload} />
      ) : (entries.data ?? []).length === 0 ? (
        <p className="admin-state">{t(`admin.content.${kind}.empty`)}</p>
      ) : (
        <>
          <div className="admin-filters" role="search" aria-label={t(`admin.content.${kind}.tableLabel`)}>
            <label className="admin-field admin-field--grow">
              <span>{t('admin.content.searchLabel')}</span>
              <input
                type="search"
                value={query}
                placeholder={t('admin.content.searchPlaceholder')}
                onChange={(event) => {
                  setQuery(event.target.value);
                  writeQuery({ q: event.target.value.trim() });
                }}
              />
            </label>
            <label className="admin-field">
              <span>{t('admin.content.statusFilter')}</span>
              <select
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value);
                  writeQuery({ status: event.target.value });
                }}
              >
                <option value="">{t('admin.content.statusAll')}</option>
                {(['published', 'modified', 'draft'] as const).map((value) => (
                  <option key={value} value={value}>
                    {statusLabel(value)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {visible.length === 0 ? (
            <p className="admin-state">{t('admin.content.noResult')}</p>
          ) : (
            <DataTable
              label={t(`admin.content.${kind}.tableLabel`)}
              busy={entries.status === 'loading'}
              columns={[
                t(kind === 'artists' ? 'admin.content.artists.colName' : kind === 'news' ? 'admin.content.news.colTitle' : 'admin.content.programs.colTitle'),
                t(spec.column.label),
                t('admin.content.colStatus'),
                t('admin.content.colUpdated'),
                t('admin.content.colActions'),
              ]}
            >
              {visible.map((entry) => (
                <tr key={entry.documentId}>
                  <th scope="row">{entry.label || '—'}</th>
                  <td>{spec.column.cell(entry)}</td>
                  <td>
                    <Badge tone={STATUS_TONE[entry.status]}>{statusLabel(entry.status)}</Badge>
                  </td>
                  <td>{shortDateTime(entry.updatedAt)}</td>
                  <td>
                    <div className="admin-actions">
                      <button type="button" className="admin-button admin-button--small" onClick={() => open({ entry })} aria-label={`${t('admin.content.edit')} ${entry.label}`}>
                        {t('admin.content.edit')}
                      </button>
                      {entry.status !== 'published' && (
                        <button
                          type="button"
                          className="admin-button admin-button--small admin-button--primary"
                          disabled={busyId === entry.documentId}
                          onClick={() => void publish(entry, true)}
                          aria-label={`${t('admin.content.publish')} ${entry.label}`}
                        >
                          {t('admin.content.publish')}
                        </button>
                      )}
                      {entry.status !== 'draft' && (
                        <>
                          <button type="button" className="admin-button admin-button--small" disabled={busyId === entry.documentId} onClick={() => setUnpublishing(entry)} aria-label={`${t('admin.content.unpublish')} ${entry.label}`}>
                            {t('admin.content.unpublish')}
                          </button>
                          <a className="admin-button admin-button--small admin-button--link" href={entry.publicPath} target="_blank" rel="noopener" aria-label={`${t('admin.content.view')} : ${entry.label}`}>
                            {t('admin.content.view')}
                          </a>
                        </>
                      )}
                      {entry.editorUrl && (
                        <a className="admin-button admin-button--small admin-button--link" href={entry.editorUrl} target="_blank" rel="noopener noreferrer" aria-label={`${t('admin.content.openInStrapi')} : ${entry.label}`}>
                          {t('admin.content.openInStrapi')}
                        </a>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
    </div>
  );
}

function ContentEditor({
  kind,
  entry,
  onCancel,
  onSaved,
  onCreated,
}: {
  kind: ContentKind;
  entry: Entry | null;
  onCancel: () => void;
  onSaved: (entry: Entry, notice: string) => void;
  onCreated: (entry: Entry) => void;
}) {
  const id = useId();
  const spec = KINDS[kind];
  const initial = useMemo(() => (entry ? formFromEntry(kind, entry) : null), [kind, entry]);
  const [form, setForm] = useState<FormState>(() => formFromEntry(kind, entry));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const needsMedia = spec.fields.some((field) => field.type === 'media');
  const needsArtists = spec.fields.some((field) => field.type === 'artists');
  const media = useRemote((signal) => (needsMedia ? listMedia({ signal }) : Promise.resolve([] as ContentMedia[])), `media-${kind}`);
  const artists = useRemote((signal) => (needsArtists ? listContent('artists', { signal }) : Promise.resolve([] as ContentEntries['artists'][])), `artists-${kind}`);
  const set = (key: string, value: FormValue) => setForm((current) => ({ ...current, [key]: value }));
  const err = fieldErrors(id, errors);

  const save = async (andPublish: boolean) => {
    setProblem(null);
    const { errors: found, input } = contentInput(kind, form, initial);
    setErrors(found);
    if (!input) return;
    setBusy(andPublish ? 'publish' : 'save');
    let saved: Entry | null = entry;
    try {
      if (!entry) saved = await createContent(kind, input);
      else if (Object.keys(input).length > 0) saved = await updateContent(kind, entry.documentId, input);
      if (andPublish && saved) {
        const published = await setPublished(kind, saved.documentId, true);
        onSaved(published, t('admin.content.published', { label: published.label }));
      } else if (saved) {
        onSaved(saved, t(saved.status === 'draft' ? 'admin.content.saved' : 'admin.content.savedPublished', { label: saved.label }));
      }
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setProblem(errorText(error));
      if (!entry && saved) onCreated(saved);
    } finally {
      setBusy(null);
    }
  };

  const control = (field: FieldDef): ReactNode => {
    const value = form[field.key];
    const text = typeof value === 'string' ? value : '';
    switch (field.type) {
      case 'text':
        return (
          <Field key={field.key} label={t(field.label)} hint={field.hint && t(field.hint)} {...err.field(field.key)}>
            <input value={text} required={field.required} maxLength={field.max} onChange={(e) => set(field.key, e.target.value)} {...err.control(field.key)} />
          </Field>
        );
      case 'slug':
        return (
          <Field key={field.key} label={t('admin.content.slug')} hint={t('admin.content.slugHint')} {...err.field(field.key)}>
            <input value={text} spellCheck={false} autoCapitalize="none" onChange={(e) => set(field.key, e.target.value)} {...err.control(field.key)} />
          </Field>
        );
      case 'textarea':
        return (
          <div key={field.key} className="admin-field--wide">
            <Field
              label={t(field.label)}
              hint={[field.hint && t(field.hint), field.markdown && t('admin.content.markdownHint'), field.max && t('admin.content.charCount', { count: text.length, max: field.max })].filter(Boolean).join(' ')}
              {...err.field(field.key)}
            >
              <textarea rows={field.rows} value={text} onChange={(e) => set(field.key, e.target.value)} {...err.control(field.key)} />
            </Field>
          </div>
        );
      case 'select':
        return (
          <Field key={field.key} label={t(field.label)} {...err.field(field.key)}>
            <select value={text} onChange={(e) => set(field.key, e.target.value)} {...err.control(field.key)}>
              <option value="">{t(field.none)}</option>
              {field.options.map(([option, label]) => (
                <option key={option} value={option}>
                  {t(label)}
                </option>
              ))}
            </select>
          </Field>
        );
      case 'media': {
        const chosen = (media.data ?? []).find((file) => String(file.id) === text);
        // The current image stays selectable even if it is not among the files listed.
        const current = entry && (entry as unknown as Record<string, ContentMedia | null>)[field.key];
        const files = current && !(media.data ?? []).some((file) => file.id === current.id) ? [current, ...(media.data ?? [])] : (media.data ?? []);
        const preview = chosen ?? (current && String(current.id) === text ? current : null);
        return (
          <div key={field.key} className="admin-field--wide content-media">
            <Field label={t(field.label)} hint={t('admin.content.mediaHint')} {...err.field(field.key)}>
              <select value={text} onChange={(e) => set(field.key, e.target.value)} {...err.control(field.key)}>
                <option value="">{t('admin.content.mediaNone')}</option>
                {files.map((file) => (
                  <option key={file.id} value={String(file.id)}>
                    {file.name}
                  </option>
                ))}
              </select>
            </Field>
            {preview && <MediaThumbnail media={preview} />}
          </div>
        );
      }
      case 'datetime':
      case 'date':
      case 'time':
        return (
          <Field key={field.key} label={t(field.label)} hint={field.hint && t(field.hint)} {...err.field(field.key)}>
            <input type={field.type === 'datetime' ? 'datetime-local' : field.type} value={text} onChange={(e) => set(field.key, e.target.value)} {...err.control(field.key)} />
          </Field>
        );
      case 'number':
        return (
          <Field key={field.key} label={t(field.label)} hint={field.hint && t(field.hint)} {...err.field(field.key)}>
            <input type="number" min={0} step={1} value={text} onChange={(e) => set(field.key, e.target.value)} {...err.control(field.key)} />
          </Field>
        );
      case 'checkbox':
        return (
          <label key={field.key} className="admin-check">
            <input type="checkbox" checked={value === true} onChange={(e) => set(field.key, e.target.checked)} />
            {t(field.label)}
          </label>
        );
      case 'artists': {
        const selected = Array.isArray(value) ? value : [];
        return (
          <fieldset key={field.key} className="admin-fieldset admin-field--wide">
            <legend>{t(field.label)}</legend>
            {(artists.data ?? []).length === 0 ? (
              <p className="admin-muted">{artists.status === 'loading' ? t('admin.loading') : t('admin.content.programs.artistsNone')}</p>
            ) : (
              <div className="content-artists">
                {(artists.data ?? []).map((artist) => (
                  <label key={artist.documentId} className="admin-check">
                    <input
                      type="checkbox"
                      checked={selected.includes(artist.documentId)}
                      onChange={(e) => set(field.key, e.target.checked ? [...selected, artist.documentId] : selected.filter((other) => other !== artist.documentId))}
                    />
                    {artist.label}
                  </label>
                ))}
              </div>
            )}
            <FieldError id={`${id}-${field.key}-error`} text={errors[field.key]} />
          </fieldset>
        );
      }
    }
  };

  return (
    <form
      className="admin-panel admin-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      <h2 id={`${id}-title`} className="admin-panel__title">
        {entry ? t(`admin.content.${kind}.formEdit`, { label: entry.label }) : t(`admin.content.${kind}.formCreate`)}
      </h2>
      {entry && (
        <p className="admin-muted">
          <Badge tone={STATUS_TONE[entry.status]}>{statusLabel(entry.status)}</Badge>{' '}
          {entry.editorUrl && (
            <a href={entry.editorUrl} target="_blank" rel="noopener noreferrer" title={t('admin.content.openInStrapiHint')}>
              {t('admin.content.openInStrapi')}
            </a>
          )}
        </p>
      )}
      {problem && <Notice kind="error">{problem}</Notice>}
      <div className="admin-grid">{spec.fields.map(control)}</div>
      <div className="admin-actions">
        <button type="submit" className="admin-button" disabled={busy !== null}>
          {busy === 'save' ? t('admin.content.saving') : t('admin.content.saveDraft')}
        </button>
        <button type="button" className="admin-button admin-button--primary" disabled={busy !== null} onClick={() => void save(true)}>
          {busy === 'publish' ? t('admin.content.publishing') : t('admin.content.saveAndPublish')}
        </button>
        <button type="button" className="admin-button" onClick={onCancel} disabled={busy !== null}>
          {t('admin.content.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The chosen image's thumbnail, loaded through the API as a blob (nothing while it loads or if it fails). */
function MediaThumbnail({ media }: { media: ContentMedia }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setSrc(null);
    mediaPreview(media.id, { signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => {},
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [media.id]);
  return src ? <img className="content-media__preview" src={src} alt={t('admin.content.mediaPreview', { name: media.name })} /> : null;
}
