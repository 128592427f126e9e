/**
 * A list as a real table: a caption (its accessible name), one header per column, a row per item, the
 * empty text when there is none. Cells render through each column's `cell(row)`; actions are buttons in
 * a cell, so the keyboard reaches them in reading order.
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned (amounts). */
  numeric?: boolean;
}

export function DataTable<T>({ caption, columns, rows, rowKey, empty }: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  empty?: string;
}) {
  const t = useT();
  return (
    <div className="bo-table-wrap">
      <table className="bo-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'bo-num' : undefined}>{column.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="bo-empty">{empty ?? t('empty')}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? 'bo-num' : undefined}>{column.cell(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
