import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortableTable, type SortableColumn } from '../../src/kit';

interface Item {
  name: string;
  sold: number;
}

const ROWS: Item[] = [
  { name: 'Jollof Rice', sold: 4 },
  { name: 'Chapman', sold: 12 },
  { name: 'Fried Rice', sold: 7 },
];

const COLUMNS: SortableColumn<Item>[] = [
  { header: 'Item', sortValue: (row) => row.name },
  { header: 'Sold', sortValue: (row) => row.sold, numeric: true },
  { header: 'Note', cell: () => '—' },
];

const names = () =>
  within(screen.getByRole('table', { name: 'Best sellers' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('SortableTable', () => {
  it('sorts by a column when its heading is pressed, and the other way when pressed again', async () => {
    render(<SortableTable caption="Best sellers" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.name} />);
    expect(names()).toEqual(['Jollof Rice', 'Chapman', 'Fried Rice']);

    await userEvent.click(screen.getByRole('button', { name: 'Sold' }));
    expect(names()).toEqual(['Chapman', 'Fried Rice', 'Jollof Rice']);
    expect(screen.getByRole('columnheader', { name: 'Sold' })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: 'Sold' }));
    expect(names()).toEqual(['Jollof Rice', 'Fried Rice', 'Chapman']);
    expect(screen.getByRole('columnheader', { name: 'Sold' })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: 'Item' }));
    expect(names()).toEqual(['Chapman', 'Fried Rice', 'Jollof Rice']);
    expect(screen.getByRole('columnheader', { name: 'Item' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Sold' })).toHaveAttribute('aria-sort', 'none');
  });

  it('a column without a sort value is a plain heading; no rows shows what it is given', () => {
    const { rerender } = render(<SortableTable caption="Best sellers" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.name} />);
    expect(screen.queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    rerender(<SortableTable caption="Best sellers" columns={COLUMNS} rows={[]} rowKey={(row) => row.name} empty={<p>Nothing sold</p>} />);
    expect(screen.getByText('Nothing sold')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
