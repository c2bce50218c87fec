import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { calls, ORDER_STREAM_HEARTBEAT_MS } from '@troo/shared/contract';
import { scoped } from '../../data/index.js';
import { dinerOrder } from '../../domain/checkout/order-of-reference.js';
import { PAYMENT_NOT_FOUND } from '../../domain/checkout/settle.js';
import { NotFound, TooManyRequests } from '../../errors.js';
import { staffOf } from '../../plugins/auth.js';
import type { OrderEvent, OrderEventSubscription } from '../../services/order-events.js';
import { StreamLeases } from '../../services/stream-leases.js';
import { StreamSessions } from '../../services/stream-sessions.js';
import { callRoute } from '../call-route.js';

/** Written once, in the contract: the client's silence deadline follows it. */
export const HEARTBEAT_MS = ORDER_STREAM_HEARTBEAT_MS;
const TOO_MANY_STREAMS = 'Too many order displays are open on this sign-in: close one and try again.';
const TOO_MANY_STREAMS_OF_USER = 'Too many order displays are open on your account, across your devices: close one and try again.';
/** A receipt is open on a phone or two; more streams of one order are someone leaning on the server. */
const STREAMS_PER_ORDER = 5;

const message = (event: OrderEvent) =>
  `id: ${event.id}\nevent: order\ndata: ${JSON.stringify({ order_id: event.order_id, kind: event.kind, branch_id: event.branch_id })}\n\n`;

/** The last event id a reconnecting client saw: the EventSource header, else the query (fetch clients may use either). */
function resumeFrom(header: string | string[] | undefined, query: string | undefined): number | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() || query;
  return value && /^[0-9]{1,15}$/.test(value) ? Number(value) : null;
}

interface StreamOptions {
  branchId: string;
  /** Only this order's events (a diner's receipt); every order of the outlet when left out. */
  orderId?: string;
  lastEventId: string | undefined;
  /** Hands over how to end the stream from outside (its session ended). */
  onStart?: (end: () => void) => void;
  onEnd?: () => void;
}

/** Answers with the outlet's order events as server-sent events until the client goes or the server stops. */
async function streamOrderEvents(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, options: StreamOptions) {
  const afterId = resumeFrom(request.headers['last-event-id'], options.lastEventId);
  reply.hijack();
  const response = reply.raw;
  // The headers the app set for every answer (security headers) go out too: hijacking skips Fastify's sending.
  const appHeaders = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
  ) as OutgoingHttpHeaders;
  response.writeHead(200, {
    ...appHeaders,
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
    options.onEnd?.();
    if (!response.writableEnded) response.end();
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
  options.onStart?.(end);
  // Tracked before anything is sent, so a shutdown that starts now still ends it.
  app.orderEvents.trackStream(end);
  // The client went away (a closed tab, a dropped network): the response closes. It may have gone
  // while the limits were checked, before this listens: its lease would otherwise be renewed forever.
  response.once('close', end);
  if (request.raw.socket.destroyed) end();
  // Sent at once, so the client knows the stream is open before the first order.
  write(': open\n\n');
  subscription = await app.orderEvents.subscribe(options.branchId, afterId, (event) => {
    if (!options.orderId || event.order_id === options.orderId) write(message(event));
  });
  if (ended) subscription.close();
  return reply;
}

export const orderEventRoutes: FastifyPluginAsync = async (app) => {
  const leases = new StreamLeases(app.limits, app.log);
  const staffStreams = new StreamSessions(app.db, leases);
  app.addHook('onClose', async () => {
    staffStreams.stop();
    await leases.stop();
  });

  callRoute(app, calls.streamOrderEvents, async (request, reply) => {
    const staff = staffOf(request);
    const branchId = await scoped(request).branches.visibleOutlet(request.query.branch_id);
    // The stream ends with its session (logout, a password change): the sweep calls `end` through this.
    let endStream: () => void = () => undefined;
    const tracked = await staffStreams.track(staff, () => endStream());
    if ('refused' in tracked) throw new TooManyRequests(tracked.refused === 'session' ? TOO_MANY_STREAMS : TOO_MANY_STREAMS_OF_USER);
    const { forget } = tracked;
    return streamOrderEvents(app, request, reply, {
      branchId,
      lastEventId: request.query.last_event_id,
      onStart: (end) => (endStream = end),
      onEnd: forget,
    });
  });

  callRoute(app, calls.streamOrderStatus, async (request, reply) => {
    const { order } = (await dinerOrder(app.db, request.query.reference)) ?? {};
    if (!order) throw new NotFound(PAYMENT_NOT_FOUND);
    const taken = await leases.take([{ key: `stream:order:${order.id}`, max: STREAMS_PER_ORDER }]);
    if ('refused' in taken) throw new TooManyRequests('This receipt is already open elsewhere: close a tab and try again.');
    return streamOrderEvents(app, request, reply, {
      branchId: order.branchId,
      orderId: order.id,
      lastEventId: request.query.last_event_id,
      onEnd: taken.release,
    });
  });
};
