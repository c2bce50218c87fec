import { render, screen } from '@testing-library/react';
import { OrderFacts } from '../src/common/orders/OrderFacts';
import { channelColumn } from '../src/common/orders/order-columns';
import { staffOrder } from './staff-order';

// The place line every staff view of an order shows (kitchen card, ticket, order history): numbers
// restart in each group of QR codes, so a table is named with its group.

const place = () => screen.getByText('For').nextElementSibling?.textContent;

describe('OrderFacts', () => {
  it.each([
    ['a table with its group', { table_group: 'Terrace', table_number: '1' }, 'Terrace · Table 1'],
    ['a table in no group', { table_group: null, table_number: '4' }, 'Table 4'],
    ['a room with its group', { order_type: 'room', table_group: 'Block A', table_number: '12' }, 'Block A · Room 12'],
    [
      'a pickup with where',
      { order_type: 'pickup', table_number: null, pickup_location: '12 Admiralty Way' },
      'Pick Up · 12 Admiralty Way',
    ],
    ['a delivery', { order_type: 'delivery', table_number: null }, 'Delivery'],
  ] as const)('names %s', (_, changes, text) => {
    render(<OrderFacts order={staffOrder('Ordered', changes)} />);
    expect(place()).toBe(text);
  });
});

describe('who took the order', () => {
  it("says who took a staff-taken order on the card's facts and under its channel in tickets and history", () => {
    const taken = staffOrder('Ordered', { table_group: 'Terrace', table_number: '2', taken_by: 'Ada O.' });
    const { unmount } = render(<OrderFacts order={taken} />);
    expect(screen.getByText('Taken by').nextElementSibling?.textContent).toBe('Ada O.');
    unmount();
    render(<>{channelColumn.cell(taken)}</>);
    expect(document.body).toHaveTextContent('Terrace · Table 2Taken by Ada O.');
  });

  it("shows a diner's own order as before: no 'Taken by'", () => {
    const own = staffOrder('Ordered', { table_group: 'Terrace', table_number: '2' });
    render(
      <>
        <OrderFacts order={own} />
        {channelColumn.cell(own)}
      </>,
    );
    expect(screen.queryByText(/Taken by/)).toBeNull();
  });
});
