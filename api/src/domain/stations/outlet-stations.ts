import { asc, eq, inArray } from 'drizzle-orm';
import type { Station } from '@troo/shared/contract';
import { menuCategories, stations } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';

// An outlet's stations, oldest first: the first is the default, which makes every category assigned
// to none. An outlet with none gets a "Kitchen" the first time it is asked (a single-station venue
// sees nothing new); two first askers at once insert it once (its name is unique per outlet).

export const DEFAULT_STATION_NAME = 'Kitchen';
export const STATION_NOT_FOUND_MESSAGE = 'Station not found';

export type StationRow = typeof stations.$inferSelect;

async function listed(scope: Scope, branchIds: string[]): Promise<StationRow[]> {
  if (branchIds.length === 0) return [];
  return scope.db
    .select()
    .from(stations)
    .where(scope.owned(stations, inArray(stations.branchId, branchIds)))
    .orderBy(asc(stations.createdAt), asc(stations.id));
}

/** The stations of these outlets (which the caller has checked), each outlet's default first, making a "Kitchen" where there is none. */
export async function stationsOf(scope: Scope, branchIds: string[]): Promise<StationRow[]> {
  const found = await listed(scope, branchIds);
  const missing = branchIds.filter((branchId) => !found.some((station) => station.branchId === branchId));
  if (missing.length === 0) return found;
  await scope.db
    .insert(stations)
    .values(missing.map((branchId) => scope.ownedValues({ branchId, name: DEFAULT_STATION_NAME })))
    .onConflictDoNothing();
  return listed(scope, branchIds);
}

/** The station each category of these outlets is made at (its own, else its outlet's default). */
export async function categoryStations(scope: Scope, branchIds: string[], outletStations: StationRow[]): Promise<Map<string, string>> {
  const byCategory = new Map<string, string>();
  if (branchIds.length === 0) return byCategory;
  const categories = await scope.db
    .select({ id: menuCategories.id, branchId: menuCategories.branchId, stationId: menuCategories.stationId })
    .from(menuCategories)
    .where(scope.owned(menuCategories, inArray(menuCategories.branchId, branchIds)));
  for (const category of categories) {
    const fallback = outletStations.find((station) => station.branchId === category.branchId);
    const station = category.stationId ?? fallback?.id;
    if (station) byCategory.set(category.id, station);
  }
  return byCategory;
}

/** Stations as the contract shows them, with the categories each makes. */
export async function stationViews(scope: Scope, branchId: string): Promise<Station[]> {
  const rows = await stationsOf(scope, [branchId]);
  const byCategory = await categoryStations(scope, [branchId], rows);
  return rows.map((row, index) => ({
    _id: row.id,
    branch_id: row.branchId,
    name: row.name,
    is_default: index === 0,
    category_ids: [...byCategory].filter(([, stationId]) => stationId === row.id).map(([categoryId]) => categoryId),
  }));
}

/** One station of the business, or undefined (another business's included). */
export async function findStation(scope: Scope, stationId: string): Promise<StationRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(stations)
    .where(scope.owned(stations, eq(stations.id, stationId)));
  return row;
}
