import {
  koboToNaira,
  lagosWallClock,
  orderPlace,
  PAYMENT_METHODS,
  type DateFilterQuery,
  type DishSlice,
  type PaymentMethod,
  type SaleOrder,
  type SalesReport,
  type SalesSlice,
  type StaffSlice,
} from '@troo/shared/contract';
import type { Scope } from '../../data/scope.js';
import { periodFrom } from '../kitchen/lagos-period.js';
import type { OrderViewer } from '../kitchen/staff-orders.js';
import { dishPlaces, paymentRows, reportOutlet, saleRows, staffNames, type SaleRow } from './sales-rows.js';

// The owner's sales report: every view of the period's sales from one read of its rows, so the
// screen, each view and the CSV export always agree (issue 49).

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const CHANNELS = { table: 'Table', room: 'Room', pickup: 'Pickup', delivery: 'Delivery' } as const;
const METHOD_LABELS: Record<PaymentMethod, string> = {
  paystack: 'Paystack',
  cash: 'Cash',
  pos: 'POS terminal',
  transfer: 'Bank transfer',
  room_charge: 'Room charge',
};

interface Tally {
  label: string;
  orders: number;
  foodKobo: number;
  takenKobo: number;
}

function slices(tallies: Map<string, Tally>): SalesSlice[] {
  return [...tallies.entries()].map(([key, t]) => ({
    key,
    label: t.label,
    orders: t.orders,
    food: koboToNaira(t.foodKobo),
    taken: koboToNaira(t.takenKobo),
  }));
}

function addSale(tallies: Map<string, Tally>, key: string, label: string, row: SaleRow) {
  const tally = tallies.get(key) ?? { label, orders: 0, foodKobo: 0, takenKobo: 0 };
  tally.orders += 1;
  tally.foodKobo += row.foodKobo;
  tally.takenKobo += row.takenKobo;
  tallies.set(key, tally);
}

function dishes(tallies: Map<string, { label: string; category: string; quantity: number; kobo: number }>): DishSlice[] {
  return [...tallies.entries()]
    .map(([key, t]) => ({ key, label: t.label, category: t.category, quantity: t.quantity, food: koboToNaira(t.kobo) }))
    .sort((a, b) => b.food - a.food || b.quantity - a.quantity || a.label.localeCompare(b.label));
}

const sum = (rows: SaleRow[], kobo: (row: SaleRow) => number) => rows.reduce((total, row) => total + kobo(row), 0);

export async function salesReport(scope: Scope, viewer: OrderViewer, query: DateFilterQuery): Promise<SalesReport> {
  const period = periodFrom(query);
  const outlet = await reportOutlet(scope, viewer, query.branch_id);
  const rows = await saleRows(scope, outlet, period);
  const places = await dishPlaces(
    scope,
    rows.flatMap((row) => row.lines.map((line) => line.itemId)),
  );
  const names = await staffNames(
    scope,
    rows.flatMap((row) => [row.takenBy, row.acceptedBy, row.servedBy]),
  );

  const byHour = new Map<string, Tally>(
    Array.from({ length: 24 }, (_, hour) => {
      const key = String(hour).padStart(2, '0');
      return [key, { label: `${key}:00`, orders: 0, foodKobo: 0, takenKobo: 0 }];
    }),
  );
  const byWeekday = new Map<string, Tally>(
    WEEKDAYS.map((day) => [day.slice(0, 3).toLowerCase(), { label: day, orders: 0, foodKobo: 0, takenKobo: 0 }]),
  );
  const byChannel = new Map<string, Tally>(
    Object.entries(CHANNELS).map(([key, label]) => [key, { label, orders: 0, foodKobo: 0, takenKobo: 0 }]),
  );
  const byCategory = new Map<string, { label: string; category: string; quantity: number; kobo: number }>();
  const byItem = new Map<string, { label: string; category: string; quantity: number; kobo: number }>();
  const byStation = new Map<string, { label: string; category: string; quantity: number; kobo: number }>();
  const byStaff = new Map<string, { label: string; taken: number; accepted: number; served: number; takenKobo: number }>();
  const staffTally = (id: string | null) => {
    const key = id ?? 'diner';
    const tally = byStaff.get(key) ?? {
      label: id ? (names.get(id) ?? 'Former staff member') : 'Diner (by phone)',
      taken: 0,
      accepted: 0,
      served: 0,
      takenKobo: 0,
    };
    byStaff.set(key, tally);
    return tally;
  };

  const saleOrders: SaleOrder[] = [];
  for (const row of rows) {
    const clock = lagosWallClock(row.createdAt);
    addSale(byHour, String(clock.getUTCHours()).padStart(2, '0'), '', row);
    addSale(byWeekday, WEEKDAYS[(clock.getUTCDay() + 6) % 7]!.slice(0, 3).toLowerCase(), '', row);
    addSale(byChannel, row.orderType, CHANNELS[row.orderType], row);
    const taker = staffTally(row.takenBy);
    taker.taken += 1;
    taker.takenKobo += row.takenKobo;
    if (row.acceptedBy) staffTally(row.acceptedBy).accepted += 1;
    if (row.servedBy) staffTally(row.servedBy).served += 1;

    const lines = row.lines.map((line) => {
      const place = places.get(line.itemId) ?? { category: 'Removed from the menu', station: 'Kitchen' };
      const add = (tallies: typeof byItem, key: string, label: string, category: string) => {
        const tally = tallies.get(key) ?? { label, category, quantity: 0, kobo: 0 };
        tally.quantity += line.quantity;
        tally.kobo += line.totalKobo;
        tallies.set(key, tally);
      };
      add(byItem, `${line.name}\u0000${place.category}`, line.name, place.category);
      add(byCategory, place.category, place.category, '');
      add(byStation, place.station, place.station, '');
      return {
        name: line.name,
        category: place.category,
        station: place.station,
        quantity: line.quantity,
        food: koboToNaira(line.totalKobo),
      };
    });
    saleOrders.push({
      id: row.id,
      number: row.number,
      reference: row.reference,
      outlet: row.outlet,
      status: row.status,
      channel: row.orderType,
      place: orderPlace({
        order_type: row.orderType,
        table_number: row.customer.tableNumber,
        table_group: row.tableGroup,
        pickup_location: row.customer.pickupLocation,
      }),
      created_at: row.createdAt.toISOString(),
      paid_at: (row.paidAt ?? row.createdAt).toISOString(),
      taken_by: row.takenBy ? (names.get(row.takenBy) ?? null) : null,
      food: koboToNaira(row.foodKobo),
      service_fee: koboToNaira(row.serviceFeeKobo),
      delivery_fee: koboToNaira(row.deliveryFeeKobo),
      tip: koboToNaira(row.tipKobo),
      taken: koboToNaira(row.takenKobo),
      lines,
    });
  }

  const payments = new Map<PaymentMethod, { payments: number; kobo: number }>(PAYMENT_METHODS.map((m) => [m, { payments: 0, kobo: 0 }]));
  for (const payment of await paymentRows(scope, outlet, period)) {
    const tally = payments.get(payment.method)!;
    tally.payments += 1;
    tally.kobo += payment.amountKobo;
  }

  const foodKobo = sum(rows, (row) => row.foodKobo);
  const takenKobo = sum(rows, (row) => row.takenKobo);
  const staff: StaffSlice[] = [...byStaff.entries()]
    .map(([key, t]) => ({
      key,
      label: t.label,
      taken: t.taken,
      accepted: t.accepted,
      served: t.served,
      taken_amount: koboToNaira(t.takenKobo),
    }))
    .sort((a, b) => b.taken - a.taken || a.label.localeCompare(b.label));
  return {
    from: period.days[0]!,
    to: period.days.at(-1)!,
    totals: {
      orders: rows.length,
      food: koboToNaira(foodKobo),
      service_fees: koboToNaira(sum(rows, (row) => row.serviceFeeKobo)),
      delivery_fees: koboToNaira(sum(rows, (row) => row.deliveryFeeKobo)),
      tips: koboToNaira(sum(rows, (row) => row.tipKobo)),
      taken: koboToNaira(takenKobo),
      average_food: rows.length ? koboToNaira(Math.round(foodKobo / rows.length)) : 0,
      average_taken: rows.length ? koboToNaira(Math.round(takenKobo / rows.length)) : 0,
    },
    by_hour: slices(byHour),
    by_weekday: slices(byWeekday),
    by_channel: slices(byChannel),
    by_category: dishes(byCategory),
    by_item: dishes(byItem),
    by_station: dishes(byStation),
    by_staff: staff,
    by_payment_method: [...payments.entries()].map(([key, t]) => ({
      key,
      label: METHOD_LABELS[key],
      payments: t.payments,
      amount: koboToNaira(t.kobo),
    })),
    orders: saleOrders,
  };
}
