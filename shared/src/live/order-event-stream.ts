import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ORDER_STREAM_HEARTBEAT_MS } from '@troo/shared/contract';

/** A new or changed order, as the order streams send it (GET /api/events/orders, /api/events/order-status). */
export interface OrderEvent {
  /** The stream's event id: increasing per outlet. */
  id: number;
  order_id: string;
  kind: 'created' | 'changed';
  branch_id: string;
}

export type OrderStreamState = 'connecting' | 'open' | 'reconnecting' | 'refused';

export interface OrderEventStreamOptions {
  /** Base of the API, ending in /api. */
  apiBaseUrl: string;
  /** The stream under it, with its query: `/events/orders?branch_id=…` (staff) or `/events/order-status?reference=…` (a diner). */
  path: string;
  /** A staff stream's bearer token; a diner's stream has none. */
  getToken?: () => string | null;
  onEvent: (event: OrderEvent) => void;
  /** The stream is open (again): orders may have changed while it was not, and a list can refresh. */
  onOpen?: () => void;
  onState?: (state: OrderStreamState) => void;
  /** Tests may shorten the waits. */
  retryFirstMs?: number;
  retryMaxMs?: number;
  /** Without a byte for this long (about two of the server's heartbeats) the connection is taken for dead. */
  silenceMs?: number;
  /** Where the browser's offline and online events are heard (the window); none outside a browser. */
  network?: NetworkEvents;
  fetchImpl?: typeof fetch;
}

/** What hears the browser's offline and online events: the window, or a test's EventTarget. */
export interface NetworkEvents {
  addEventListener: (type: 'online' | 'offline', listener: () => void) => void;
  removeEventListener: (type: 'online' | 'offline', listener: () => void) => void;
}

/** The page's window in a browser; nothing elsewhere (the API's tests run this in Node). */
function browserWindow(): NetworkEvents | undefined {
  const scope = globalThis as Partial<NetworkEvents> & { document?: unknown };
  return scope.document !== undefined && typeof scope.addEventListener === 'function' ? (scope as NetworkEvents) : undefined;
}

/** Two heartbeats and a second: one late heartbeat is not a dead connection, two are. */
export const SILENCE_DEADLINE_MS = 2 * ORDER_STREAM_HEARTBEAT_MS + 1_000;

/**
 * Reads an order stream with fetch (EventSource cannot send the bearer token) and keeps
 * it open: after a drop it reconnects with growing waits and sends the last id it saw, so the server
 * replays what was missed; an id already seen is never passed on twice. A connection is taken for
 * dead when the browser says it went offline, or when it stays silent past SILENCE_DEADLINE_MS (a lost
 * network often closes nothing); back online, it reconnects at once. Answers the function that stops.
 */
export function openOrderEventStream(options: OrderEventStreamOptions): () => void {
  const retryFirstMs = options.retryFirstMs ?? 500;
  const retryMaxMs = options.retryMaxMs ?? 15_000;
  const silenceMs = options.silenceMs ?? SILENCE_DEADLINE_MS;
  const network = options.network ?? browserWindow();
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  let lastId: number | null = null;
  let stopped = false;
  let retryMs = retryFirstMs;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let open = false;
  let everOpen = false;
  /** The next attempt starts without a wait (the network came back). */
  let immediate = false;

  const handle = (raw: EventSourceMessage) => {
    if (raw.event !== 'order' || raw.id === undefined) return;
    const id = Number(raw.id);
    if (!Number.isSafeInteger(id) || (lastId !== null && id <= lastId)) return;
    let body: Omit<OrderEvent, 'id'>;
    try {
      body = JSON.parse(raw.data) as Omit<OrderEvent, 'id'>;
    } catch {
      return;
    }
    lastId = id;
    options.onEvent({ id, order_id: body.order_id, kind: body.kind, branch_id: body.branch_id });
  };

  const connect = async (): Promise<void> => {
    options.onState?.(!everOpen && retryMs === retryFirstMs ? 'connecting' : 'reconnecting');
    controller = new AbortController();
    const abort = controller;
    let silence: ReturnType<typeof setTimeout> | null = null;
    const watch = () => {
      if (silence) clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), silenceMs);
    };
    try {
      const token = options.getToken?.() ?? null;
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (lastId !== null) headers['last-event-id'] = String(lastId);
      watch();
      const response = await fetchImpl(`${options.apiBaseUrl}${options.path}`, { headers, signal: abort.signal });
      if ([401, 403, 404].includes(response.status)) {
        // Signed out, not their outlet, or no such order: asking again will not change the answer.
        stopped = true;
        options.onState?.('refused');
        return;
      }
      if (!response.ok || !response.body) throw new Error(`order stream answered ${response.status}`);
      retryMs = retryFirstMs;
      open = true;
      everOpen = true;
      options.onState?.('open');
      options.onOpen?.();
      const parser = createParser({ onEvent: handle });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A dropped connection, a silent one, or a server that is restarting: try again below.
    } finally {
      open = false;
      if (silence) clearTimeout(silence);
    }
    if (stopped) return;
    options.onState?.('reconnecting');
    // Jitter spreads the displays of a restarted server over the wait.
    const wait = immediate ? 0 : retryMs * (0.5 + Math.random() / 2);
    immediate = false;
    retryMs = Math.min(retryMs * 2, retryMaxMs);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, wait);
  };

  // Offline: the open connection hears nothing more (it may not even close), so it is given up at once.
  const offline = () => controller?.abort();
  const online = () => {
    if (open) return;
    retryMs = retryFirstMs;
    if (retryTimer) {
      clearTimeout(retryTimer);
      retryTimer = null;
      void connect();
    } else {
      // An attempt made while offline may hang: give it up and start again now.
      immediate = true;
      controller?.abort();
    }
  };
  network?.addEventListener('offline', offline);
  network?.addEventListener('online', online);

  void connect();
  return () => {
    stopped = true;
    network?.removeEventListener('offline', offline);
    network?.removeEventListener('online', online);
    if (retryTimer) clearTimeout(retryTimer);
    controller?.abort();
  };
}
