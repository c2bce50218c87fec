import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { branches, businesses } from '../db/schema.js';
import { NotFound } from '../errors.js';
import { imageUrl } from '../services/images.js';
import { scopeOf, type Scope } from '../data/scope.js';

type BusinessRow = typeof businesses.$inferSelect;

/** The public face of a business: what a diner's phone or the portal theme needs. */
export async function businessDetails(scope: Scope, business: BusinessRow) {
  const [firstBranch] = await scope.db
    .select({ id: branches.id })
    .from(branches)
    .where(scope.owned(branches, isNull(branches.removedAt)))
    .orderBy(asc(branches.createdAt))
    .limit(1);
  return {
    _id: business.id,
    uniqueIdentifier: business.uniqueIdentifier,
    business_identifier: business.uniqueIdentifier,
    business_name: business.name,
    business_logo: imageUrl(business.logoImageId),
    business_type: business.businessType,
    colour_scheme: business.colourScheme,
    orderingDescription: business.orderingDescription,
    orderingInstruction: business.orderingInstruction,
    default_branch_id: firstBranch?.id ?? null,
  };
}

/** System path: a diner's link names its business by the public identifier, whichever it is. */
export async function findBusinessByIdentifier(db: Database, identifier: string): Promise<BusinessRow> {
  const [business] = await db.select().from(businesses).where(eq(businesses.uniqueIdentifier, identifier)).limit(1);
  if (!business) throw new NotFound('Business not found');
  return business;
}

/** A business's public face by its identifier (404 when there is none). */
export async function publicBusiness(db: Database, identifier: string) {
  const business = await findBusinessByIdentifier(db, identifier);
  return businessDetails(scopeOf(db, business.id), business);
}

/** A live branch of this business, else 404 — another business's branch id included. */
export async function findOwnBranch(scope: Scope, branchId: string) {
  const [branch] = await scope.db
    .select()
    .from(branches)
    .where(scope.owned(branches, eq(branches.id, branchId), isNull(branches.removedAt)))
    .limit(1);
  if (!branch) throw new NotFound('Branch not found');
  return branch;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
