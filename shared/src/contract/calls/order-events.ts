import { Type } from '@sinclair/typebox';
import { defineCall, standardErrors } from '../define-call';
import { PaymentReference } from '../schemas/orders';

// The kitchen display's live feed (Troo's own call): a text/event-stream of one outlet's new and
// changed orders. Each message is `id: <event id>`, `event: order`, `data: {"order_id","kind","branch_id"}`;
// a comment line every 20 s keeps proxies from closing it. A client that reconnects sends the last id
// it saw (the Last-Event-ID header, or last_event_id) and first receives every later event, once.

export const streamOrderEvents = defineCall({
  method: 'GET',
  path: '/events/orders',
  summary: "A server-sent event stream of an outlet's new and changed orders (another business's outlet answers 404)",
  access: 'staff',
  query: Type.Object({
    branch_id: Type.String({ maxLength: 64 }),
    last_event_id: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
  }),
  response: { 200: Type.String({ description: 'text/event-stream' }), ...standardErrors },
});

// The diner's receipt follows its one order the same way: the same messages, only those of that
// order, for whoever holds its payment reference (what getOrderByReference needs too).
export const streamOrderStatus = defineCall({
  method: 'GET',
  path: '/events/order-status',
  summary: "A server-sent event stream of one order's changes, named by its payment reference (unknown: 404)",
  access: 'public',
  query: Type.Object({
    reference: PaymentReference,
    last_event_id: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
  }),
  response: { 200: Type.String({ description: 'text/event-stream' }), ...standardErrors },
});
