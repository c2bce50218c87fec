import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderTrail } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import Tickets from '../src/exposes/tickets';
import { branchAnswer, staffOrder } from './staff-order';

jest.mock('@troo/shared/portal', () => ({
  ...jest.requireActual<object>('@troo/shared/portal'),
  useOrderEvents: () => ({ state: 'open' }),
}));

const trail = (changes: Partial<OrderTrail> = {}): OrderTrail => ({
  order_id: 'o1',
  total: 6000,
  refunded: 0,
  refundable: 6000,
  open: false,
  may_adjust: false,
  may_refund: true,
  adjustments: [],
  voided_payments: [],
  ...changes,
});

describe("a ticket's trail", () => {
  it('lists who changed the money, when, why and how much, with the total now', async () => {
    fakeApi({
      'GET /branch/getBranch': branchAnswer,
      'GET /order/getOrder': () => ({ status: 200, body: { message: 'OK', data: [staffOrder('Ordered')] } }),
      'GET /order/getOrderTrail/:id': () => ({
        status: 200,
        body: {
          message: 'OK',
          data: trail({
            total: 3000,
            open: true,
            may_adjust: true,
            refundable: 0,
            adjustments: [
              {
                _id: 'a1',
                order_number: 17,
                kind: 'comp',
                line_index: 0,
                line_name: 'Jollof Rice',
                amount: 3000,
                reason: 'Too spicy',
                by: 'Ada Obi',
                at: '2026-11-22T11:20:00.000Z',
                pending: false,
              },
            ],
            voided_payments: [
              { _id: 'p1', method: 'cash', amount: 500, reason: 'Counted twice', by: 'Ada Obi', at: '2026-11-22T11:25:00.000Z' },
            ],
          }),
        },
      }),
    });
    renderScreen(<Tickets />, { url: '/demo/ticket/troo-portal', preloadedState: signedIn('admin') });
    await userEvent.setup().click(await screen.findByRole('button', { name: /open ticket 17/ }));
    const changes = within(screen.getByRole('dialog', { name: 'Ticket #17' })).getByRole('region', { name: 'Changes to this order' });
    expect(await within(changes).findByTestId('order-total-now')).toHaveTextContent('₦3,000.00');
    const items = within(changes).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Comp · Jollof Rice−₦3,000.00“Too spicy” · Ada Obi · 2026-11-22 12:20');
    expect(items[1]).toHaveTextContent('Voided Cash payment₦500.00“Counted twice” · Ada Obi · 2026-11-22 12:25');
    expect(within(changes).getByRole('button', { name: 'Comp' })).toBeVisible();
    expect(within(changes).queryByRole('button', { name: 'Refund part' })).toBeNull();
  });

  it("refunds a line only with a reason, sending the line and one press's key", async () => {
    const api = fakeApi({
      'GET /branch/getBranch': branchAnswer,
      'GET /order/getOrder': () => ({ status: 200, body: { message: 'OK', data: [staffOrder('served')] } }),
      'GET /order/getOrderTrail/:id': () => ({ status: 200, body: { message: 'OK', data: trail() } }),
      'POST /order/refundOrderPart': () => ({ status: 200, body: { message: 'Refunded', data: trail({ refunded: 6000, refundable: 0 }) } }),
    });
    renderScreen(<Tickets />, { url: '/demo/ticket/troo-portal', preloadedState: signedIn('admin') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /open ticket 17/ }));
    const changes = screen.getByRole('region', { name: 'Changes to this order' });
    await user.click(await within(changes).findByRole('button', { name: 'Refund part' }));
    const form = within(changes).getByRole('form', { name: 'Refund part' });
    await user.selectOptions(within(form).getByLabelText('Refund'), '1. Jollof Rice');
    await user.click(within(form).getByRole('button', { name: 'Refund part' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Give a reason: it is kept on the ticket.');
    expect(api.requests.some((request) => request.url === '/order/refundOrderPart')).toBe(false);

    await user.type(within(form).getByLabelText('Reason'), 'Cold');
    await user.click(within(form).getByRole('button', { name: 'Refund part' }));
    const sent = api.requests.find((request) => request.url === '/order/refundOrderPart')!;
    expect(sent.body).toEqual({ order_id: 'o1', line_index: 0, reason: 'Cold', request_key: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });
});
