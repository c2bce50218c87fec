import { eq, notExists, sql } from 'drizzle-orm';
import type { Scope } from '../data/scope.js';
import { assets, businesses, images, menuCategories, menuItems, menuModifiers } from '../db/schema.js';

/**
 * Deletes the business's stored pictures that nothing points to any more: those of removed menu
 * entries and an item's replaced picture. Run it in the transaction of the change; a picture
 * another request is storing at the same moment is not yet visible here, so it is never lost.
 */
export async function forgetUnusedImages(scope: Scope): Promise<number> {
  const { db } = scope;
  const unused = (table: typeof menuCategories | typeof menuItems | typeof menuModifiers) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.imageId, images.id)),
    );
  const removed = await db
    .delete(images)
    .where(
      scope.owned(
        images,
        unused(menuCategories),
        unused(menuItems),
        unused(menuModifiers),
        notExists(
          db
            .select({ one: sql`1` })
            .from(businesses)
            .where(eq(businesses.logoImageId, images.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(assets)
            .where(eq(assets.qrImageId, images.id)),
        ),
      ),
    )
    .returning({ id: images.id });
  return removed.length;
}
