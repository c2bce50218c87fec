import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** Resolves when the database answers a query (the health check); rejects when it does not. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
