import { useState, type ReactNode } from 'react';
import type { Query } from '@troo/shared';
import type { StaffOrder } from '@troo/shared/contract';
import { EmptyState, QueryState, SelectField, sortRows } from '@troo/shared/kit';
import type { OrderSort } from './order-sorts';
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
  sorts,
}: {
  query: Query<{ data: StaffOrder[] }>;
  loadingText: string;
  columns: OrderColumn[];
  /** Only the orders it keeps (a status filter); none left says so. */
  filter?: (order: StaffOrder) => boolean;
  /** The orders it may be sorted in, the first as the list comes: a 'Sort by' select above it. */
  sorts?: OrderSort[];
}) {
  const [sortLabel, setSortLabel] = useState(sorts?.[0]?.label ?? '');
  const sort = sorts?.find((option) => option.label === sortLabel);
  const ordered = (orders: StaffOrder[]) => (sort?.value ? sortRows(orders, sort.value, sort.direction) : orders);
  return (
    <>
      {sorts ? (
        <div className="kt-table__sort">
          <SelectField
            label="Sort by"
            options={sorts.map((option) => option.label)}
            value={sortLabel}
            onChange={(event) => setSortLabel(event.target.value)}
          />
        </div>
      ) : null}
      <QueryState
        query={query}
        loadingText={loadingText}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState title="No Order Available" />}
      >
        {(answer) => {
          const shown = ordered(filter ? answer.data.filter(filter) : answer.data);
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
    </>
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
