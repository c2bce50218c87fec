import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// LISTEN needs a connection that stays open and is nobody else's: a pooled one would be handed to
// other queries and returned. PostgreSQL gets a client of its own that reconnects; PGlite has one
// connection and tells its listeners itself.

export interface ListenHandlers {
  onNotify: (payload: string) => void;
  /** Listening again after the connection dropped: notifications of the gap are lost, look them up. */
  onReconnect: () => void;
}

/** Starts listening; resolves once LISTEN is in place, to the function that stops. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

export async function listenOnPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  const stop = await client.listen(channel, handlers.onNotify);
  return async () => {
    if (!client.closed) await stop();
  };
}

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

export async function listenOnServer(url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    // An error on this connection (a restart, a failover) ends it; 'end' below starts the next one.
    next.on('error', () => undefined);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.once('end', () => {
      if (client === next) client = null;
      if (!stopped) scheduleReconnect();
    });
    client = next;
    if (stopped) await next.end().catch(() => undefined);
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (stopped) return;
      connect().then(
        () => {
          retryMs = RETRY_FIRST_MS;
          handlers.onReconnect();
        },
        () => {
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}
