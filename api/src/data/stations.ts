import { eq, and } from 'drizzle-orm';
import type { Station } from '@troo/shared/contract';
import { menuCategories, stations } from '../db/schema.js';
import { isUuid } from '../domain/businesses.js';
import { markStationDone } from '../domain/stations/station-done.js';
import { findStation, stationViews, STATION_NOT_FOUND_MESSAGE, type StationRow } from '../domain/stations/outlet-stations.js';
import { isUniqueViolation } from '../domain/unique-violation.js';
import { Conflict, NotFound } from '../errors.js';
import type { OrderViewer } from '../domain/kitchen/staff-orders.js';
import type { Scope } from './scope.js';

// The scoped business's stations: read by any staff member of the outlet, changed by the owner
// (the routes' access), each outlet checked by the viewer's visibleOutlet (another business's: 404).

export const STATION_NAME_TAKEN = 'This outlet already has a station of that name.';
export const LAST_STATION = 'An outlet keeps at least one station.';
export const CATEGORY_NOT_FOUND = 'Category not found';

export function stationRepository(scope: Scope, viewer: OrderViewer) {
  /** A station of an outlet this viewer may see, else 404. */
  async function visibleStation(stationId: string): Promise<StationRow> {
    const station = isUuid(stationId) ? await findStation(scope, stationId) : undefined;
    if (!station) throw new NotFound(STATION_NOT_FOUND_MESSAGE);
    await viewer.visibleOutlet(station.branchId);
    return station;
  }
  const viewOf = async (station: StationRow): Promise<Station> =>
    (await stationViews(scope, station.branchId)).find((view) => view._id === station.id)!;
  const named = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'stations_name_key')) throw new Conflict(STATION_NAME_TAKEN);
      throw error;
    }
  };

  return {
    /** The outlet's stations, its default first. */
    ofOutlet: async (branchId: string) => stationViews(scope, await viewer.visibleOutlet(branchId)),

    async add(branchId: string, name: string): Promise<Station> {
      const outlet = await viewer.visibleOutlet(branchId);
      await stationViews(scope, outlet); // the outlet's "Kitchen" first, so it stays the default
      const [row] = await named(() =>
        scope.db
          .insert(stations)
          .values(scope.ownedValues({ branchId: outlet, name: name.trim() }))
          .returning(),
      );
      return viewOf(row!);
    },

    async rename(stationId: string, name: string): Promise<Station> {
      const station = await visibleStation(stationId);
      const [row] = await named(() =>
        scope.db
          .update(stations)
          .set({ name: name.trim() })
          .where(scope.owned(stations, eq(stations.id, station.id)))
          .returning(),
      );
      return viewOf(row!);
    },

    /** Its categories go back to the default station (the foreign key's SET NULL); the last station stays. */
    async remove(stationId: string): Promise<{ _id: string }> {
      const station = await visibleStation(stationId);
      const all = await stationViews(scope, station.branchId);
      if (all.length <= 1) throw new Conflict(LAST_STATION);
      await scope.db.delete(stations).where(scope.owned(stations, eq(stations.id, station.id)));
      return { _id: station.id };
    },

    /** Makes a category at a station of its own outlet (null: the default); answers that station. */
    async assignCategory(categoryId: string, stationId: string | null): Promise<Station> {
      const [category] = isUuid(categoryId)
        ? await scope.db
            .select({ id: menuCategories.id, branchId: menuCategories.branchId })
            .from(menuCategories)
            .where(scope.owned(menuCategories, eq(menuCategories.id, categoryId)))
        : [];
      if (!category) throw new NotFound(CATEGORY_NOT_FOUND);
      await viewer.visibleOutlet(category.branchId);
      const station = stationId === null ? null : await visibleStation(stationId);
      if (station && station.branchId !== category.branchId) throw new NotFound(STATION_NOT_FOUND_MESSAGE);
      await scope.db
        .update(menuCategories)
        .set({ stationId: station?.id ?? null })
        .where(scope.owned(menuCategories, and(eq(menuCategories.id, category.id))));
      const views = await stationViews(scope, category.branchId);
      return station ? views.find((view) => view._id === station.id)! : views[0]!;
    },

    /** A station's part of an order done (any staff member of the outlet). */
    markDone: (orderId: string, stationId: string) => markStationDone(scope, viewer, orderId, stationId),
  };
}
