import type { FastifyPluginAsync } from 'fastify';
import { calls } from '@troo/shared/contract';
import { outletOf } from '../../domain/menu.js';
import { staffOf } from '../../plugins/auth.js';
import type { OrderEvent, OrderEventSubscription } from '../../services/order-events.js';
import { callRoute } from '../call-route.js';

/** Often enough that proxies and load balancers (60 s idle limits are common) keep the stream open. */
const HEARTBEAT_MS = 20_000;

const message = (event: OrderEvent) =>
  `id: ${event.id}\nevent: order\ndata: ${JSON.stringify({ order_id: event.order_id, kind: event.kind, branch_id: event.branch_id })}\n\n`;

/** The last event id a reconnecting client saw: the EventSource header, else the query (fetch clients may use either). */
function resumeFrom(header: string | string[] | undefined, query: string | undefined): number | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() || query;
  return value && /^[0-9]{1,15}$/.test(value) ? Number(value) : null;
}

export const orderEventRoutes: FastifyPluginAsync = async (app) => {
  callRoute(app, calls.streamOrderEvents, async (request, reply) => {
    const branchId = await outletOf(app.db, staffOf(request), request.query.branch_id);
    const afterId = resumeFrom(request.headers['last-event-id'], request.query.last_event_id);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const write = (text: string) => {
      if (!response.writableEnded && !response.destroyed) response.write(text);
    };
    let subscription: OrderEventSubscription | null = null;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      subscription?.close();
      app.orderEvents.forgetStream(end);
      if (!response.writableEnded) response.end();
    };
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
    // Tracked before anything is sent, so a shutdown that starts now still ends it.
    app.orderEvents.trackStream(end);
    // The client went away (a closed tab, a dropped network): the response closes.
    response.once('close', end);
    // Sent at once, so the client knows the stream is open before the first order.
    write(': open\n\n');
    subscription = await app.orderEvents.subscribe(branchId, afterId, (event) => write(message(event)));
    if (ended) subscription.close();
    return reply;
  });
};
