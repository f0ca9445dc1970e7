import type { ReactNode } from 'react';

/** A column of a DataTable: its header, and `num` for a right-aligned figures column. */
export type Column = ReactNode | { label: ReactNode; num: true };

/**
 * The back-office's list table: the scrolling frame, the table named by `label`, one header row
 * of column headers, and the rows given as children (`busy` dims them while the next page loads).
 */
export function DataTable({
  columns,
  label,
  className = 'admin-table',
  busy,
  children,
}: {
  columns: Column[];
  label?: string;
  className?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap" aria-busy={busy}>
      <table className={className} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column, index) =>
              column !== null && typeof column === 'object' && 'num' in column ? (
                <th key={index} scope="col" className="num">
                  {column.label}
                </th>
              ) : (
                <th key={index} scope="col">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
