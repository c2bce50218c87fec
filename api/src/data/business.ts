import { eq } from 'drizzle-orm';
import { businesses } from '../db/schema.js';
import type { Scope } from './scope.js';

/** The scoped business's own row: the businesses table is keyed by the business id itself. */
export function businessRepository(scope: Scope) {
  const { db, businessId } = scope;
  const self = eq(businesses.id, businessId);
  return {
    /** The public handle in QR codes and links. */
    async identifier(): Promise<string> {
      const [business] = await db.select({ identifier: businesses.uniqueIdentifier }).from(businesses).where(self);
      return business!.identifier;
    },
    async name(): Promise<string | null> {
      const [business] = await db.select({ name: businesses.name }).from(businesses).where(self);
      return business?.name ?? null;
    },
    async setColourScheme(colour: string): Promise<void> {
      await db.update(businesses).set({ colourScheme: colour }).where(self);
    },
  };
}
