import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { scoped } from '../../data/index.js';
import { callRoute } from '../call-route.js';

// Stations (Kitchen, Bar): the owner defines them and assigns categories; any staff member of the
// outlet reads them and marks a station's part of an order done.

export const stationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getStations, async (request) => ({
    message: 'Successful',
    data: await scoped(request).stations.ofOutlet(request.query.branch_id),
  }));

  callRoute(app, calls.addStation, async (request) => ({
    message: 'Station added',
    data: await scoped(request).stations.add(request.body.branch_id, request.body.name),
  }));

  callRoute(app, calls.renameStation, async (request) => ({
    message: 'Station renamed',
    data: await scoped(request).stations.rename(request.body.station_id, request.body.name),
  }));

  callRoute(app, calls.removeStation, async (request) => ({
    message: 'Station removed',
    data: await scoped(request).stations.remove(request.query.station_id),
  }));

  callRoute(app, calls.assignCategoryStation, async (request) => ({
    message: 'Category assigned',
    data: await scoped(request).stations.assignCategory(request.body.category_id, request.body.station_id),
  }));

  callRoute(app, calls.markStationDone, async (request) => {
    const data = scoped(request);
    const order = await data.stations.markDone(request.body.order_id, request.body.station_id);
    const [view] = await data.orders.views([order]);
    return { message: 'Station done', data: view! };
  });
};
