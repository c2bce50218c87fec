import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { StaffOrder } from '../schemas/kitchen';
import { Station, STATION_NAME_MAX } from '../schemas/stations';

// Stations: the owner defines them per outlet and assigns categories; any staff member of the outlet
// reads them (the display's chooser) and marks a station's part of an order done. When every station
// of an order is done the order is served (the diner's receipt shows it), as the pass's Serve does.

const Id = Type.String({ maxLength: 64 });
const StationName = Type.String({ minLength: 1, maxLength: STATION_NAME_MAX });

export const getStations = defineCall({
  method: 'GET',
  path: '/station/getStations',
  summary: "An outlet's stations, the default (first) one first, each with the categories it makes",
  access: 'staff',
  query: Type.Object({ branch_id: Id }),
  response: { 200: Envelope(Type.Array(Station)), ...standardErrors },
});

export const addStation = defineCall({
  method: 'POST',
  path: '/station/addStation',
  summary: 'Add a station (Bar, Grill…) to an outlet (owner only)',
  access: 'admin',
  body: Type.Object({ branch_id: Id, name: StationName }),
  response: { 201: Envelope(Station), ...standardErrors },
});

export const renameStation = defineCall({
  method: 'PUT',
  path: '/station/renameStation',
  summary: 'Rename a station (owner only)',
  access: 'admin',
  body: Type.Object({ station_id: Id, name: StationName }),
  response: { 200: Envelope(Station), ...standardErrors },
});

export const removeStation = defineCall({
  method: 'DELETE',
  path: '/station/removeStation',
  summary: "Remove a station (owner only): its categories go to the outlet's default station; the last one stays",
  access: 'admin',
  query: Type.Object({ station_id: Id }),
  response: { 200: Envelope(Type.Object({ _id: Type.String() })), ...standardErrors },
});

export const assignCategoryStation = defineCall({
  method: 'PUT',
  path: '/station/assignCategory',
  summary: "Make a category at a station of its outlet (owner only); null: the outlet's default station",
  access: 'admin',
  body: Type.Object({ category_id: Id, station_id: Type.Union([Id, Type.Null()]) }),
  response: { 200: Envelope(Station), ...standardErrors },
});

export const markStationDone = defineCall({
  method: 'PUT',
  path: '/order/markStationDone/',
  summary:
    "A station's part of an order is done (any staff member of the outlet; done twice counts once); the last part done serves the order",
  access: 'staff',
  body: Type.Object({ order_id: Id, station_id: Id }),
  response: { 200: Envelope(StaffOrder), ...standardErrors },
});
