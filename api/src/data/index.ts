import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { findBusinessByIdentifier } from '../domain/businesses.js';
import { staffOf, type StaffSession } from '../plugins/auth.js';
import { assetRepository } from './assets.js';
import { availabilityRepository } from './availability.js';
import { branchRepository } from './branches.js';
import { businessRepository } from './business.js';
import { gettingStartedRepository } from './getting-started.js';
import { menuRepository } from './menu.js';
import { menuCopyRepository } from './menu-copy.js';
import { orderMoneyRepository } from './order-money.js';
import { orderRepository } from './orders.js';
import { reportRepository } from './reports.js';
import { scopeOf } from './scope.js';
import { staffRepository } from './staff.js';
import { stationRepository } from './stations.js';
import { tabRepository } from './tabs.js';

// The one way to a business's data: repositories made for that business, each of whose queries
// carries its filter (see scope.ts). Routes get them from the request, never a business id.

/** Every repository of one business; `viewer` narrows what an employee may see to their outlet. */
// eslint-disable-next-line troo/scope-not-business-id -- makes the scope every repository takes
export function scopedTo(db: Database, businessId: string, viewer: StaffSession | null = null) {
  const scope = scopeOf(db, businessId);
  const branches = branchRepository(scope, viewer);
  return {
    business: businessRepository(scope),
    branches,
    menu: menuRepository(scope, branches.visibleOutlet),
    menuCopy: menuCopyRepository(scope, branches),
    assets: assetRepository(scope),
    staff: staffRepository(scope),
    gettingStarted: gettingStartedRepository(scope),
    orders: orderRepository(scope, viewer, branches),
    orderMoney: orderMoneyRepository(scope, viewer, branches),
    reports: reportRepository(scope, { staff: viewer, visibleOutlet: branches.visibleOutlet }),
    availability: availabilityRepository(scope, viewer, branches.visibleOutlet),
    stations: stationRepository(scope, { staff: viewer, visibleOutlet: branches.visibleOutlet }),
    tabs: tabRepository(scope, viewer, branches),
  };
}

export type BusinessData = ReturnType<typeof scopedTo>;

/** The data of the signed-in staff member's business (after requireStaff or requireAdmin). */
export function scoped(request: FastifyRequest): BusinessData {
  const staff = staffOf(request);
  return scopedTo(request.server.db, staff.businessId, staff);
}

/** The data of the business a diner's link names by its public identifier (404 when there is none). */
export async function scopedToIdentifier(db: Database, identifier: string) {
  const business = await findBusinessByIdentifier(db, identifier);
  return { business, data: scopedTo(db, business.id) };
}
