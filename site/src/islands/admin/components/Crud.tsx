import type { ReactNode } from 'react';
import type { Remote } from '../../shared/useRemote';
import type { Crud, PagedList } from '../hooks';
import { ConfirmBar } from './ConfirmBar';
import { LoadState } from './LoadState';
import { Notice } from './Notice';
import { Pager } from './Pager';
import { errorText } from '../../shared/errors';

/** What the « are you sure » step of a row says and does. */
export interface RowConfirm {
  message: string;
  warning?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  children?: ReactNode;
}

/**
 * The head of a list page: the outcome of the last change, the confirmation step of the row
 * waiting for it, then the editor (`editor`, when a row or a new one is open) or the create button.
 */
export function CrudBar<T extends { id: number }>({
  crud,
  confirm,
  editor,
  createLabel,
}: {
  crud: Crud<T>;
  confirm?: (row: T) => RowConfirm;
  editor?: (editing: T | 'new') => ReactNode;
  createLabel?: string;
}) {
  const { notice, confirming, editing } = crud;
  return (
    <>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      {confirming && confirm && <ConfirmBar {...confirm(confirming)} busy={crud.busyId === confirming.id} onCancel={() => crud.setConfirming(null)} />}
      {editor && editing
        ? editor(editing)
        : createLabel && (
            <div className="admin-actions">
              <button type="button" className="admin-button admin-button--primary" onClick={() => crud.setEditing('new')}>
                {createLabel}
              </button>
            </div>
          )}
    </>
  );
}

/**
 * A list's body: its refusal, « Chargement... », the `empty` line when `rows` finds none, or what
 * `children` draws with the data (the previous data stays while a reload is on its way).
 */
export function ListBody<T>({ remote, rows, empty, children }: { remote: Remote<T>; rows?: (data: T) => unknown[]; empty?: string; children: (data: T) => ReactNode }) {
  if (remote.status === 'error') return <Notice kind="error">{errorText(remote.error)}</Notice>;
  if (remote.data === null) return <LoadState status="loading" />;
  if (rows && empty !== undefined && rows(remote.data).length === 0) return <p className="admin-state">{empty}</p>;
  return <>{children(remote.data)}</>;
}

/** A paged list's body (see ListBody), then its pager when the rows fill more than one page. */
export function PagedListBody<T>({ list, empty, children }: { list: PagedList<T>; empty: string; children: (rows: T[]) => ReactNode }) {
  const result = list.remote.data;
  return (
    <>
      <ListBody remote={list.remote} rows={(data) => data.data} empty={empty}>
        {(data) => children(data.data)}
      </ListBody>
      {result && result.total > result.pageSize && <Pager page={list.page} pageSize={result.pageSize} total={result.total} onPage={list.setPage} />}
    </>
  );
}
