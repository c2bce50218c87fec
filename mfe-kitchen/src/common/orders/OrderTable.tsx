import type { ReactNode } from 'react';
import type { Query } from '@troo/shared';
import type { StaffOrder } from '@troo/shared/contract';
import { EmptyState, QueryState } from '@troo/shared/kit';
import './order-table.css';

export interface OrderColumn {
  header: string;
  cell: (order: StaffOrder) => ReactNode;
}

/**
 * Orders as a compact table (tickets, history): the columns given, 'No Order Available' when none. On a
 * tablet or monitor each order becomes a card in a grid (order-table.css), still a table to assistive technology.
 */
export function OrderTable({
  query,
  loadingText,
  columns,
  filter,
}: {
  query: Query<{ data: StaffOrder[] }>;
  loadingText: string;
  columns: OrderColumn[];
  /** Only the orders it keeps (a status filter); none left says so. */
  filter?: (order: StaffOrder) => boolean;
}) {
  return (
    <QueryState
      query={query}
      loadingText={loadingText}
      isEmpty={(answer) => answer.data.length === 0}
      empty={<EmptyState title="No Order Available" />}
    >
      {(answer) => {
        const shown = filter ? answer.data.filter(filter) : answer.data;
        return shown.length === 0 ? (
          <EmptyState title="No orders with this status" />
        ) : (
          <table className="kt-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((order) => (
                <tr key={order._id}>
                  {columns.map((column) => (
                    // The column's name, shown before the value when a wide screen lays the rows out as cards.
                    <td key={column.header} data-label={column.header}>
                      {column.cell(order)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      }}
    </QueryState>
  );
}

/** The cell that opens an order's sheet: what it shows, and for screen readers which order it opens. */
export function OpenOrderButton({ label, opens, onOpen }: { label: ReactNode; opens: string; onOpen: () => void }) {
  return (
    <button type="button" className="kt-table__open" onClick={onOpen}>
      {label}
      <span className="troo-visually-hidden"> — {opens}</span>
    </button>
  );
}
