import { useEffect, useState } from 'react';
import type { Page } from '../../lib/api/admin-sales';
import { useRemote, type Remote } from '../shared/useRemote';
import { changeWithNotice, type NoticeState } from './components/Notice';
import type { SearchDraft } from './components/SearchFilters';

export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Reads and writes the page's query string (filters survive a reload and a « back »). */
export function readQuery(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

export function writeQuery(params: Record<string, string | number | null | undefined>): void {
  if (typeof window === 'undefined') return;
  const search = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '' || (key === 'page' && Number(value) === 1)) search.delete(key);
    else search.set(key, String(value));
  }
  const text = search.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${text ? `?${text}` : ''}${window.location.hash}`);
}

export function pageFromQuery(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The state of a back-office list whose rows are created, edited, confirmed and changed one at a time. */
export interface Crud<T extends { id: number }> {
  notice: NoticeState;
  setNotice: (notice: NoticeState) => void;
  /** The row in the editor, 'new' for a creation, null when the editor is closed. */
  editing: T | 'new' | null;
  setEditing: (editing: T | 'new' | null) => void;
  /** Closes the editor after a save and says so in the notice. */
  saved: (text: string) => void;
  /** The row waiting for its « are you sure » step (delete, revoke, cancel). */
  confirming: T | null;
  setConfirming: (row: T | null) => void;
  /** The row whose change is on its way (its buttons are busy). */
  busyId: number | null;
  /** Runs a change of `row` for the page's notice, then closes its confirmation step. */
  act: (row: T, change: () => Promise<string | void>) => Promise<void>;
  /** Runs a change that is not about one row (a toggle) for the page's notice. */
  change: (change: () => Promise<string | void>) => Promise<void>;
}

export function useCrud<T extends { id: number }>(): Crud<T> {
  const [notice, setNotice] = useState<NoticeState>(null);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [confirming, setConfirming] = useState<T | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  return {
    notice,
    setNotice,
    editing,
    setEditing,
    saved: (text) => {
      setEditing(null);
      setNotice({ kind: 'success', text });
    },
    confirming,
    setConfirming,
    busyId,
    act: async (row, change) => {
      setBusyId(row.id);
      await changeWithNotice(setNotice, change);
      setBusyId(null);
      setConfirming((current) => (current?.id === row.id ? null : current));
    },
    change: (change) => changeWithNotice(setNotice, change),
  };
}

/** What a paged list asks the API for. */
export interface PageQuery extends SearchDraft {
  page: number;
  pageSize: number;
}

/** A list searched by text and status, one page at a time (see usePagedList). */
export interface PagedList<T> {
  /** The filter bar's draft and its apply step, for SearchFilters. */
  search: { draft: SearchDraft; onDraft: (draft: SearchDraft) => void; onApply: () => void };
  page: number;
  setPage: (page: number) => void;
  /** The rows of the applied filters and page. */
  remote: Remote<Page<T>>;
}

/**
 * A list searched by text and status, one page at a time: the filter bar's draft, applied (from
 * the first page) on submit, the page, and the rows loaded for them.
 */
export function usePagedList<T>(load: (query: PageQuery, signal: AbortSignal) => Promise<Page<T>>, pageSize: number): PagedList<T> {
  const [draft, setDraft] = useState<SearchDraft>({ q: '', status: '' });
  const [filters, setFilters] = useState<SearchDraft>({ q: '', status: '' });
  const [page, setPage] = useState(1);
  const remote = useRemote((signal) => load({ ...filters, page, pageSize }, signal), JSON.stringify([filters, page]));
  return {
    search: {
      draft,
      onDraft: setDraft,
      onApply: () => {
        setPage(1);
        setFilters({ ...draft });
      },
    },
    page,
    setPage,
    remote,
  };
}
