import type { StaffOrder } from '@troo/shared/contract';

export const BRANCH = '11111111-1111-4111-8111-111111111111';

export const branchAnswer = () => ({
  status: 200 as const,
  body: { message: 'OK', data: [{ _id: BRANCH, branch_name: 'Lekki', address: null, createdAt: '2026-11-01T00:00:00.000Z' }] },
});

/** A paid table order of two Jollof Rice with Plantain, as the staff calls answer it. */
export const staffOrder = (status: StaffOrder['status'], changes: Partial<StaffOrder> = {}): StaffOrder => ({
  _id: 'o1',
  order_number: '17',
  reference: 'troo-1',
  createdAt: '2026-11-22T11:05:00.000Z',
  channel: 'Online',
  status,
  order_type: 'table',
  customer_name: 'Ngozi Chioma Eze',
  table_number: '4',
  table_group: null,
  business_name: 'Mama Put',
  business_logo: null,
  branch_name: 'Lekki',
  menu_items: [
    {
      menuItem: { _id: 'i1', menu_item_name: 'Jollof Rice', menu_item_price: 2500 },
      quantity: 2,
      complimentary: 'Water',
      selectedOptions: [{ name: 'Plantain', price: 500 }],
      specialInstructions: 'No pepper',
      totalPrice: 6000,
    },
  ],
  total: 6000,
  service_fee: 0,
  delivery_fee: 0,
  tip: 0,
  total_price: 6000,
  branch_id: BRANCH,
  note: 'No pepper',
  scheduled_for: null,
  scheduled_time: null,
  customer_phone: null,
  delivery_address: null,
  pickup_location: null,
  refunded: false,
  updatedAt: '2026-11-22T11:05:00.000Z',
  stations: [],
  taken_by: null,
  ...changes,
});

/** A table's rows as the text of their cells, header first. */
export const rowTexts = (rows: HTMLElement[]) =>
  rows.map((row) => Array.from((row as HTMLTableRowElement).cells).map((cell) => cell.textContent));
