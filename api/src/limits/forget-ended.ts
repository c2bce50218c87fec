import { lte } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { limitCounters, limitLeases } from '../db/schema.js';

/**
 * Deletes ended request windows and expired stream leases (PgLimitStore's tables; empty on the other
 * stores). Each is an indexed range delete, run with the hourly housekeeping: between runs an ended row
 * only takes room, since the store ignores it (a window restarts in place, a lease stops counting).
 */
export async function forgetEndedLimits(db: Database, now = new Date()): Promise<void> {
  await db.delete(limitCounters).where(lte(limitCounters.windowEndsAt, now));
  await db.delete(limitLeases).where(lte(limitLeases.expiresAt, now));
}
