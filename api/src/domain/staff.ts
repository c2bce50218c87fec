import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { scopeOf, type Scope } from '../data/scope.js';
import { accountDetails, businesses, menuItems, users } from '../db/schema.js';
import type { RegistrationStage } from '@troo/shared/contract';
import { imageUrl } from '../services/images.js';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A live (not removed) account by its sign-in e-mail. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normaliseEmail(email)), isNull(users.removedAt)))
    .limit(1);
  return user ?? null;
}

/** An account by id (the signed-in user's own), or null. */
export async function findUserById(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

/** The details a staff member may change about themselves (see routes/auth/user-details.ts). */
export type OwnDetails = Partial<
  Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'phone' | 'personalAddress' | 'city' | 'state' | 'country'>
>;

export async function updateOwnDetails(db: Database, userId: string, changes: OwnDetails): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** What the portal keeps about the signed-in user: the spec's user/session data. */
export async function userData(db: Database, userId: string, token: string) {
  const [row] = await db
    .select({ user: users, business: businesses })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`user ${userId} vanished`);
  const { user, business } = row;
  const [items] = await db.select({ n: count() }).from(menuItems).where(eq(menuItems.businessId, business.id));
  return {
    user_id: user.id,
    id: user.id,
    token,
    user_role: user.role,
    business_id: business.id,
    business_name: business.name,
    business_type: business.businessType,
    business_logo: imageUrl(business.logoImageId),
    business_identifier: business.uniqueIdentifier,
    colour_scheme: business.colourScheme,
    has_created_menu_item: (items?.n ?? 0) > 0,
    email_verified: user.emailVerified,
    has_temp_password: user.tempPasswordHash !== null,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    branch_id: user.role === 'employee' ? user.branchId : null,
  };
}

export async function hasAccountDetails(scope: Scope): Promise<boolean> {
  const [row] = await scope.db
    .select({ one: sql<number>`1` })
    .from(accountDetails)
    .where(scope.owned(accountDetails))
    .limit(1);
  return Boolean(row);
}

/**
 * Where an owner's registration stands, from the account itself: stage 3 (no payout account yet),
 * the e-mailed code, or done. Null for an account that does not exist (or was removed).
 */
export async function registrationProgress(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, business: businesses })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(and(eq(users.id, userId), isNull(users.removedAt)))
    .limit(1);
  if (!row) return null;
  const { user, business } = row;
  const stage: RegistrationStage = user.emailVerified
    ? 'verified'
    : (await hasAccountDetails(scopeOf(db, business.id)))
      ? 'verify_email'
      : 'bank_account';
  return {
    stage,
    business_id: business.id,
    user_id: user.id,
    business_name: business.name,
    first_name: user.firstName,
    email: user.email,
    country: business.country,
  };
}
