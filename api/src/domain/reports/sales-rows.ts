import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, or, asc } from 'drizzle-orm';
import { branches, checkouts, menuCategories, menuItems, orders, stations, tabPayments, users } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import type { Period } from '../kitchen/lagos-period.js';
import { refundedOf } from '../kitchen/reports.js';
import { employeeOutlet, type OrderViewer } from '../kitchen/staff-orders.js';

// The rows every sales figure is made from, read once per report: the period's sales (orders paid,
// neither cancelled nor refunded; an open tab's orders are not sales yet) with what names them.

/** The outlet asked for (404 when not the viewer's to see), an employee's own, or null for every outlet. */
export async function reportOutlet(scope: Scope, viewer: OrderViewer, branchId: string | undefined): Promise<string | null> {
  return branchId ? viewer.visibleOutlet(branchId) : employeeOutlet(scope, viewer.staff);
}

export async function saleRows(scope: Scope, outlet: string | null, period: Period) {
  const rows = await scope.db
    .select({
      id: orders.id,
      number: orders.number,
      reference: orders.reference,
      branchId: orders.branchId,
      outlet: branches.name,
      status: orders.status,
      orderType: orders.orderType,
      tableGroup: orders.tableGroup,
      customer: orders.customer,
      lines: orders.lines,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      tabId: orders.tabId,
      takenBy: orders.takenByUserId,
      acceptedBy: orders.acceptedByUserId,
      servedBy: orders.servedByUserId,
      foodKobo: orders.subtotalKobo,
      serviceFeeKobo: orders.serviceFeeKobo,
      deliveryFeeKobo: orders.deliveryFeeKobo,
      tipKobo: orders.tipKobo,
      takenKobo: orders.amountPaidKobo,
      refundedKobo: refundedOf(),
    })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      scope.owned(
        orders,
        outlet ? eq(orders.branchId, outlet) : undefined,
        gte(orders.createdAt, period.from),
        lt(orders.createdAt, period.to),
        isNotNull(orders.paidAt),
        ne(orders.status, 'cancel'),
        or(isNull(checkouts.status), ne(checkouts.status, 'refunded')),
      ),
    )
    .orderBy(asc(orders.createdAt));
  // What a sale brought in, less any part given back (the dashboard counts it the same way).
  return rows.map(({ refundedKobo, ...row }) => ({ ...row, takenKobo: row.takenKobo - Number(refundedKobo) }));
}
export type SaleRow = Awaited<ReturnType<typeof saleRows>>[number];

/** Each sold item's category and station (a category without one is made at its outlet's first station). */
export async function dishPlaces(scope: Scope, itemIds: string[]) {
  const places = new Map<string, { category: string; station: string }>();
  if (itemIds.length === 0) return places;
  const items = await scope.db
    .select({ id: menuItems.id, branchId: menuItems.branchId, category: menuCategories.name, stationId: menuCategories.stationId })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(scope.owned(menuItems, inArray(menuItems.id, [...new Set(itemIds)])));
  const outletStations = await scope.db
    .select({ id: stations.id, branchId: stations.branchId, name: stations.name })
    .from(stations)
    .where(scope.owned(stations, inArray(stations.branchId, [...new Set(items.map((item) => item.branchId))])))
    .orderBy(asc(stations.createdAt));
  const stationName = new Map(outletStations.map((station) => [station.id, station.name]));
  const firstStation = new Map<string, string>();
  for (const station of outletStations) if (!firstStation.has(station.branchId)) firstStation.set(station.branchId, station.name);
  for (const item of items) {
    const station = (item.stationId && stationName.get(item.stationId)) ?? firstStation.get(item.branchId) ?? 'Kitchen';
    places.set(item.id, { category: item.category, station });
  }
  return places;
}

/** Staff members' names by id ('Ada Obi'). */
export async function staffNames(scope: Scope, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await scope.db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(scope.owned(users, inArray(users.id, wanted)));
  return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`.trim()]));
}

/** Money received in the period by each method: tab payments not voided, by when they were recorded. */
export async function paymentRows(scope: Scope, outlet: string | null, period: Period) {
  return scope.db
    .select({ method: tabPayments.method, amountKobo: tabPayments.amountKobo })
    .from(tabPayments)
    .where(
      scope.owned(
        tabPayments,
        outlet ? eq(tabPayments.branchId, outlet) : undefined,
        and(gte(tabPayments.recordedAt, period.from), lt(tabPayments.recordedAt, period.to)),
        isNull(tabPayments.voidedAt),
      ),
    );
}
