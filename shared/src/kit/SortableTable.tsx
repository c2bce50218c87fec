import { useMemo, useState, type ReactNode } from 'react';
import { Icon } from './icons/Icon';
import { ArrowDownIcon, ArrowUpIcon } from './icons/lucide';
import './sortable-table.css';

export interface SortableColumn<T> {
  /** The heading, and the column's name when a narrow screen lays a row out as a card. */
  header: string;
  /** What the cell shows (default: the sort value as text). */
  cell?: (row: T) => ReactNode;
  /** What the column sorts by; a column without one does not sort. */
  sortValue?: (row: T) => string | number;
  /** Numbers: right-aligned, and sorted largest first when first chosen. */
  numeric?: boolean;
}

export interface SortableTableProps<T> {
  /** The table's caption: what it lists (read out; shown unless `hideCaption`). */
  caption: string;
  hideCaption?: boolean;
  columns: SortableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The column sorted by at first (its header), and which way. */
  initialSort?: { header: string; direction: Direction };
  /** Shown in place of the table when there are no rows. */
  empty?: ReactNode;
}

type Direction = 'ascending' | 'descending';

/** Rows in the order a column's values give, ties kept as they came. */
export function sortRows<T>(rows: T[], value: (row: T) => string | number, direction: Direction): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : String(a.key).localeCompare(String(b.key));
      return order * sign || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/**
 * A table for a laptop's width (reports, order lists): each sortable column's heading is a button
 * that sorts by it, and again the other way; the heading says how it is sorted (aria-sort).
 */
export function SortableTable<T>({ caption, hideCaption = false, columns, rows, rowKey, initialSort, empty }: SortableTableProps<T>) {
  const [sort, setSort] = useState<{ header: string; direction: Direction } | null>(initialSort ?? null);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.header === sort?.header);
    return column?.sortValue && sort ? sortRows(rows, column.sortValue, sort.direction) : rows;
  }, [columns, rows, sort]);

  if (rows.length === 0 && empty) return <>{empty}</>;
  const choose = (column: SortableColumn<T>) =>
    setSort((now) =>
      now?.header === column.header
        ? { header: column.header, direction: now.direction === 'ascending' ? 'descending' : 'ascending' }
        : { header: column.header, direction: column.numeric ? 'descending' : 'ascending' },
    );

  return (
    <div className="troo-sortable">
      <table className="troo-sortable__table">
        <caption className={hideCaption ? 'troo-visually-hidden' : 'troo-sortable__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.header === column.header ? sort.direction : undefined;
              return (
                <th
                  key={column.header}
                  scope="col"
                  aria-sort={direction ?? (column.sortValue ? 'none' : undefined)}
                  className={column.numeric ? 'troo-sortable__numeric' : undefined}
                >
                  {column.sortValue ? (
                    <button type="button" className="troo-sortable__sort" onClick={() => choose(column)}>
                      {column.header}
                      {direction ? <Icon icon={direction === 'ascending' ? ArrowUpIcon : ArrowDownIcon} size={14} /> : null}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={column.numeric ? 'troo-sortable__numeric' : undefined}>
                  {column.cell ? column.cell(row) : String(column.sortValue?.(row) ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
