import { useState } from 'react';
import { translator, type KeyOf } from '../../i18n';
import { admin } from '../../i18n/fr/admin';
import { getTranslationStatus, type TranslationState, type TranslationStatus, type TranslationStatusEntry } from '../../lib/api/admin-content';
import { formatCount, formatDateTime } from '../../lib/format';
import { useRemote } from '../shared/useRemote';
import { Badge, type Tone } from './components/Badge';
import { DataTable } from './components/DataTable';
import { LoadState } from './components/LoadState';
import './admin.css';

const t = translator({ admin });
type Key = KeyOf<typeof t>;

const STATE_LABELS: Readonly<Record<TranslationState, Key>> = {
  missing: 'admin.translations.states.missing',
  outdated: 'admin.translations.states.outdated',
  'up-to-date': 'admin.translations.states.upToDate',
};
const STATE_TONES: Readonly<Record<TranslationState, Tone>> = { missing: 'bad', outdated: 'warn', 'up-to-date': 'ok' };

/** Language names as the staff (French) say them. */
const LANGUAGE_NAMES = new Intl.DisplayNames(['fr'], { type: 'language' });

const needsWork = (entry: TranslationStatusEntry) => Object.values(entry.translations).some((cell) => cell.state !== 'up-to-date');

export function countStates(status: TranslationStatus): Record<TranslationState, number> {
  const counts: Record<TranslationState, number> = { missing: 0, outdated: 0, 'up-to-date': 0 };
  for (const entry of status.entries) for (const cell of Object.values(entry.translations)) counts[cell.state] += 1;
  return counts;
}

/**
 * /admin/translations (admin): per CMS entry and language, whether the translation is missing,
 * older than the French or up to date (cms/README.md « État des traductions »). Each cell opens
 * that language version in Strapi's admin, where editors translate.
 */
export default function TranslationsPage() {
  const [onlyTodo, setOnlyTodo] = useState(true);
  const status = useRemote<TranslationStatus>((signal) => getTranslationStatus({ signal }));

  if (!status.data) {
    return (
      <div className="admin-page">
        <h1 className="admin-page__title">{t('admin.translations.title')}</h1>
        <LoadState status={status.status === 'error' ? 'error' : 'loading'} error={status.error} onRetry={status.reload} />
      </div>
    );
  }
  const locales = status.data.locales.filter((locale) => locale !== 'fr');
  const counts = countStates(status.data);
  const rows = onlyTodo ? status.data.entries.filter(needsWork) : status.data.entries;

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('admin.translations.title')}</h1>
      <p className="admin-muted">{t('admin.translations.lead')}</p>
      <p data-testid="translations-summary">
        {counts.missing + counts.outdated === 0
          ? t('admin.translations.allDone')
          : t('admin.translations.summary', {
              missing: formatCount(counts.missing),
              outdated: formatCount(counts.outdated),
              upToDate: formatCount(counts['up-to-date']),
            })}
      </p>
      <label className="admin-check">
        <input type="checkbox" checked={onlyTodo} onChange={(event) => setOnlyTodo(event.target.checked)} />
        {t('admin.translations.onlyTodo')}
      </label>
      {rows.length === 0 ? (
        <p className="admin-state">{status.data.entries.length === 0 ? t('admin.translations.empty') : t('admin.translations.allDone')}</p>
      ) : (
        <DataTable
          label={t('admin.translations.tableLabel')}
          columns={[
            t('admin.translations.colEntry'),
            ...locales.map((locale) => (
              <abbr key={locale} title={LANGUAGE_NAMES.of(locale)}>
                {locale.toUpperCase()}
              </abbr>
            )),
          ]}
        >
          {rows.map((entry) => (
            <tr key={`${entry.type}/${entry.documentId}`}>
              <td>
                <strong>{entry.label}</strong>
                <br />
                <span className="admin-muted">
                  {entry.label === entry.typeLabel ? '' : `${entry.typeLabel} · `}
                  {t('admin.translations.updatedOn', { date: formatDateTime(entry.updatedAt) })}
                </span>
              </td>
              {locales.map((locale) => {
                const cell = entry.translations[locale] ?? { state: 'missing' as const, updatedAt: null, editorUrl: null };
                const label = t(STATE_LABELS[cell.state]);
                const title = t('admin.translations.cellTitle', { state: label, language: LANGUAGE_NAMES.of(locale) ?? locale });
                const badge = (
                  <Badge tone={STATE_TONES[cell.state]} testId={`translation-${entry.documentId}-${locale}`}>
                    {label}
                  </Badge>
                );
                return (
                  <td key={locale} title={title}>
                    {cell.editorUrl ? (
                      <a href={cell.editorUrl} target="_blank" rel="noopener noreferrer" aria-label={`${entry.label} : ${title}`}>
                        {badge}
                      </a>
                    ) : (
                      badge
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
