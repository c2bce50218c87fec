import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { OpenDatabase } from './db/client.js';

/** Requests still under way this long after the port closed are not waited for: the process stops anyway. */
export const CLOSE_LIMIT_MS = 30_000;

/**
 * Stops one process of several without failing a request: /api/health answers 503 for DRAIN_SECONDS
 * while everything else is still served (the proxy notices and sends new requests elsewhere), then
 * open event streams end (kitchen displays reconnect, through the proxy, to another process), the
 * port closes, the requests under way finish, and the database closes.
 */
export async function drainAndClose(o: { app: FastifyInstance; database: OpenDatabase; drainSeconds: number }): Promise<void> {
  const { app, database, drainSeconds } = o;
  app.draining.start();
  app.log.info({ drainSeconds }, 'stopping: /api/health answers 503 while the proxy moves on');
  if (drainSeconds > 0) await sleep(drainSeconds * 1000);
  app.log.info('stopping: ending event streams and closing the port; requests under way finish');
  const tooLong = setTimeout(() => {
    app.log.error(`stopping: requests still under way after ${CLOSE_LIMIT_MS / 1000} s; stopping without them`);
    process.exit(1);
  }, CLOSE_LIMIT_MS);
  tooLong.unref();
  await app.close();
  await database.close();
  clearTimeout(tooLong);
}
