import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  accountDetails,
  assets,
  availabilityChanges,
  branches,
  businesses,
  images,
  jobRoles,
  menuCategories,
  menuGroups,
  menuItems,
  menuModifierGroups,
  menuModifiers,
  oneTimeCodes,
  sessions,
  stations,
  users,
} from '../db/schema.js';
import { expireUnpaidCheckouts } from './checkout/settle.js';
import { forgetEndedLimits } from '../limits/forget-ended.js';
import { forgetEndedThrottles } from './throttle.js';
import { forgetOldHealth } from '../remotes/version-health.js';

/** A registration nobody verified within this many days goes, with its logo and everything else it stored. */
export const UNVERIFIED_REGISTRATION_DAYS = 7;
const BATCH = 50;

/**
 * Removes businesses older than UNVERIFIED_REGISTRATION_DAYS none of whose accounts was ever
 * verified, each batch in one transaction. Answers how many went.
 */
export async function expireUnverifiedRegistrations(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNVERIFIED_REGISTRATION_DAYS * 24 * 3600_000);
  let removed = 0;
  for (;;) {
    const stale = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(
        and(
          lt(businesses.createdAt, cutoff),
          notExists(
            db
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.businessId, businesses.id), eq(users.emailVerified, true))),
          ),
        ),
      )
      .limit(BATCH);
    if (stale.length === 0) return removed;
    const ids = stale.map((row) => row.id);
    await db.transaction(async (tx) => {
      const owners = tx.select({ id: users.id }).from(users).where(inArray(users.businessId, ids));
      await tx.delete(sessions).where(inArray(sessions.businessId, ids));
      await tx.delete(oneTimeCodes).where(inArray(oneTimeCodes.userId, owners));
      await tx.delete(accountDetails).where(inArray(accountDetails.businessId, ids));
      await tx.delete(assets).where(inArray(assets.businessId, ids));
      await tx.delete(availabilityChanges).where(inArray(availabilityChanges.businessId, ids));
      await tx.delete(menuModifiers).where(inArray(menuModifiers.businessId, ids));
      await tx.delete(menuModifierGroups).where(inArray(menuModifierGroups.businessId, ids));
      await tx.delete(menuItems).where(inArray(menuItems.businessId, ids));
      await tx.delete(menuGroups).where(inArray(menuGroups.businessId, ids));
      await tx.delete(menuCategories).where(inArray(menuCategories.businessId, ids));
      await tx.delete(stations).where(inArray(stations.businessId, ids));
      await tx.delete(users).where(inArray(users.businessId, ids));
      await tx.delete(jobRoles).where(inArray(jobRoles.businessId, ids));
      await tx.delete(branches).where(inArray(branches.businessId, ids));
      await tx.delete(businesses).where(inArray(businesses.id, ids));
      // The logo (up to 2 MB) and any other picture the registration stored.
      await tx.delete(images).where(inArray(images.businessId, ids));
    });
    removed += ids.length;
  }
}

/** Everything that is cleaned up at start and then periodically. */
export async function keepHouse(db: Database, now = new Date()): Promise<{ registrations: number; throttles: number; checkouts: number }> {
  const registrations = await expireUnverifiedRegistrations(db, now);
  const throttles = await forgetEndedThrottles(db, now);
  await forgetEndedLimits(db, now);
  await forgetOldHealth(db, now);
  const checkouts = await expireUnpaidCheckouts(db, now);
  return { registrations, throttles, checkouts };
}
