import { apiCall, useAction, useApiQuery, useInvalidate } from '@troo/shared';

const STATIONS = 'GET /station/getStations';

/**
 * The working outlet's stations and categories, and the owner's changes to them: each change reads
 * the stations again (every screen showing them, the kitchen display's chooser included).
 */
export function useStations(branchId: string | null) {
  const input = branchId ? { query: { branch_id: branchId } } : null;
  const stations = useApiQuery(STATIONS, input);
  const categories = useApiQuery('GET /menu/getAllMenuCategory/', input);
  const invalidate = useInvalidate();
  const acting = useAction();
  const change = (work: () => Promise<unknown>) =>
    acting.run(async () => {
      await work();
      invalidate(STATIONS);
    });

  return {
    stations,
    categories,
    busy: acting.busy,
    error: acting.error,
    add: (name: string) =>
      branchId ? change(() => apiCall('POST /station/addStation', { body: { branch_id: branchId, name } })) : Promise.resolve(false),
    rename: (stationId: string, name: string) =>
      change(() => apiCall('PUT /station/renameStation', { body: { station_id: stationId, name } })),
    remove: (stationId: string) => change(() => apiCall('DELETE /station/removeStation', { query: { station_id: stationId } })),
    assign: (categoryId: string, stationId: string | null) =>
      change(() => apiCall('PUT /station/assignCategory', { body: { category_id: categoryId, station_id: stationId } })),
  };
}
