import { useId } from 'react';

/** The draft of a SearchFilters bar (applied on submit). */
export interface SearchDraft {
  q: string;
  status: string;
}

/**
 * A list's filter bar (role="search"): a search box, a status choice (`statusAll` first, then
 * `statuses` as [value, label]) and the apply button; `onApply` on submit.
 */
export function SearchFilters({
  label,
  searchLabel,
  placeholder,
  statusLabel,
  statusAll,
  statuses,
  applyLabel,
  draft,
  onDraft,
  onApply,
}: {
  label: string;
  searchLabel: string;
  placeholder: string;
  statusLabel: string;
  statusAll: string;
  statuses: ReadonlyArray<readonly [string, string]>;
  applyLabel: string;
  draft: SearchDraft;
  onDraft: (draft: SearchDraft) => void;
  onApply: () => void;
}) {
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <label className="admin-field admin-field--grow">
        <span>{searchLabel}</span>
        <input type="search" value={draft.q} placeholder={placeholder} onChange={(e) => onDraft({ ...draft, q: e.target.value })} />
      </label>
      <label className="admin-field">
        <span>{statusLabel}</span>
        <select value={draft.status} onChange={(e) => onDraft({ ...draft, status: e.target.value })}>
          <option value="">{statusAll}</option>
          {statuses.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary">
          {applyLabel}
        </button>
      </div>
    </form>
  );
}

/** The people pages' search box: its label, then the search input (value reported as typed). */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <>
      <label className="admin-field__name" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="admin-input" type="search" value={value} placeholder={placeholder} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
    </>
  );
}
