import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { Scope } from '../data/scope.js';
import type { Listen } from '../db/listen.js';
import { orderEvents } from '../db/schema.js';

// New and changed orders reach the kitchen displays of their outlet: each change writes an event
// row and a NOTIFY in the transaction that makes it (so neither exists without the other); every
// API process LISTENs on one connection and hands the events to its open streams of that outlet.
// The rows are the truth: a stream that missed notifications reads what it missed from them.

export const ORDER_EVENTS_CHANNEL = 'order_events';

export type OrderEventKind = 'created' | 'changed';

/** One event as a stream sends it: the id is the SSE event id. */
export interface OrderEvent {
  id: number;
  order_id: string;
  kind: OrderEventKind;
  branch_id: string;
}

/**
 * Records that an order was created or changed, inside the transaction that does it (`tx`: that
 * transaction's scope, whose business the event is written as). Events of one outlet are written one
 * transaction at a time (a lock held until commit), so their ids commit in increasing order: a
 * display that has seen id N has seen every earlier event of its outlet.
 */
export async function recordOrderEvent(
  tx: Scope,
  change: { branchId: string; orderId: string; kind: OrderEventKind },
): Promise<OrderEvent> {
  await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${'order_events:' + change.branchId}))`);
  const [row] = await tx.db
    .insert(orderEvents)
    .values(tx.ownedValues({ branchId: change.branchId, orderId: change.orderId, kind: change.kind }))
    .returning({ id: orderEvents.id });
  const event: OrderEvent = { id: row!.id, order_id: change.orderId, kind: change.kind, branch_id: change.branchId };
  await tx.db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
  return event;
}

const REPLAY_PAGE = 500;

/** The outlet's events after an id, oldest first (one page). */
async function eventsAfter(db: Database, branchId: string, afterId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select({ id: orderEvents.id, order_id: orderEvents.orderId, kind: orderEvents.kind, branch_id: orderEvents.branchId })
    .from(orderEvents)
    .where(and(eq(orderEvents.branchId, branchId), gt(orderEvents.id, afterId)))
    .orderBy(asc(orderEvents.id))
    .limit(REPLAY_PAGE);
  return rows;
}

async function latestEventId(db: Database, branchId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(orderEvents.id) })
    .from(orderEvents)
    .where(eq(orderEvents.branchId, branchId));
  return Number(row?.id ?? 0);
}

/** One open stream: it receives each event of its outlet once, in id order. */
export interface OrderEventSubscription {
  close: () => void;
}

class Subscriber implements OrderEventSubscription {
  /** The last id sent: anything at or below it is a duplicate. */
  lastId = 0;
  /** Reading the table: live events wait here so they come after what the table gives. */
  private catchingUp = false;
  private catchUpAgain = false;
  private waiting: OrderEvent[] = [];
  closed = false;

  constructor(
    private readonly hub: OrderEventHub,
    readonly branchId: string,
    private readonly send: (event: OrderEvent) => void,
  ) {}

  deliver(event: OrderEvent): void {
    if (this.closed) return;
    if (this.catchingUp) this.waiting.push(event);
    else this.emit(event);
  }

  private emit(event: OrderEvent): void {
    if (event.id <= this.lastId || this.closed) return;
    this.lastId = event.id;
    this.send(event);
  }

  /** Sends what the table holds after lastId (from `start` when given: the present), then the live events that came meanwhile. */
  async catchUp(db: Database, log: FastifyBaseLogger, start?: 'now'): Promise<void> {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return;
    }
    this.catchingUp = true;
    try {
      do {
        this.catchUpAgain = false;
        if (start === 'now') this.lastId = Math.max(this.lastId, await latestEventId(db, this.branchId));
        else {
          for (;;) {
            const page = await eventsAfter(db, this.branchId, this.lastId);
            for (const event of page) this.emit(event);
            if (page.length < REPLAY_PAGE || this.closed) break;
          }
        }
        start = undefined;
      } while (this.catchUpAgain && !this.closed);
    } catch (error) {
      log.warn({ err: error, branchId: this.branchId }, 'an order stream could not read the events it missed');
    } finally {
      this.catchingUp = false;
      const waiting = this.waiting.sort((a, b) => a.id - b.id);
      this.waiting = [];
      for (const event of waiting) this.emit(event);
    }
  }

  close(): void {
    this.closed = true;
    this.hub.remove(this);
  }
}

/** The process's one LISTEN, fanned out in memory to the open streams of each outlet. */
export class OrderEventHub {
  private readonly byBranch = new Map<string, Set<Subscriber>>();
  private stopListening: (() => Promise<void>) | null = null;
  /** How to end each open HTTP stream: a shutdown ends them so the server can close. */
  private readonly streams = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(listen: Listen): Promise<void> {
    this.stopListening = await listen(ORDER_EVENTS_CHANNEL, {
      onNotify: (payload) => this.notified(payload),
      onReconnect: () => {
        this.log.info('listening for order events again; open streams catch up from the table');
        for (const set of this.byBranch.values()) for (const subscriber of set) void subscriber.catchUp(this.db, this.log);
      },
    });
  }

  private notified(payload: string): void {
    let event: OrderEvent;
    try {
      event = JSON.parse(payload) as OrderEvent;
    } catch {
      this.log.warn({ payload }, 'an order event notification that is not JSON');
      return;
    }
    const set = this.byBranch.get(event.branch_id);
    if (set) for (const subscriber of set) subscriber.deliver(event);
  }

  /**
   * A stream of one outlet's events: those after `afterId` first (from the table), then the live
   * ones. Without `afterId` it starts at the present.
   */
  async subscribe(branchId: string, afterId: number | null, send: (event: OrderEvent) => void): Promise<OrderEventSubscription> {
    const subscriber = new Subscriber(this, branchId, send);
    let set = this.byBranch.get(branchId);
    if (!set) this.byBranch.set(branchId, (set = new Set()));
    set.add(subscriber);
    if (afterId === null) await subscriber.catchUp(this.db, this.log, 'now');
    else {
      subscriber.lastId = afterId;
      await subscriber.catchUp(this.db, this.log);
    }
    return subscriber;
  }

  remove(subscriber: Subscriber): void {
    const set = this.byBranch.get(subscriber.branchId);
    set?.delete(subscriber);
    if (set?.size === 0) this.byBranch.delete(subscriber.branchId);
  }

  /** How many streams are open (tests, the bench). */
  get openStreams(): number {
    let n = 0;
    for (const set of this.byBranch.values()) n += set.size;
    return n;
  }

  trackStream(end: () => void): void {
    this.streams.add(end);
  }

  forgetStream(end: () => void): void {
    this.streams.delete(end);
  }

  /** Ends every open stream (clients reconnect, to another process or after the restart). */
  endStreams(): void {
    for (const end of [...this.streams]) end();
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }
}
