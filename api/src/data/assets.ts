import { asc, eq, gte, isNull, max } from 'drizzle-orm';
import { ASSET_NOT_FOUND, type AssetType } from '@troo/shared/contract';
import { assets, branches, images } from '../db/schema.js';
import { createAssets } from '../domain/assets.js';
import { isUuid } from '../domain/businesses.js';
import { NotFound } from '../errors.js';
import type { Scope } from './scope.js';

export type AssetRow = typeof assets.$inferSelect;

/** The scoped business's tables and rooms with their QR codes. */
export function assetRepository(scope: Scope) {
  const { db } = scope;
  const ofKind = (branchId: string, type: AssetType) => [eq(assets.branchId, branchId), eq(assets.type, type)];
  return {
    /** Numbers `count` new tables or rooms after the group's last, each with its QR code; another business's outlet is 404. */
    create(o: { branchId: string; type: AssetType; groupName: string; count: number; businessIdentifier: string; publicUrl: string }) {
      if (!isUuid(o.branchId)) return Promise.reject(new NotFound('Branch not found'));
      return scope.transaction(async (tx) => {
        // Lock the outlet's row so two requests at once do not number the same tables.
        const [outlet] = await tx.db
          .select({ id: branches.id })
          .from(branches)
          .where(tx.owned(branches, eq(branches.id, o.branchId), isNull(branches.removedAt)))
          .for('update');
        if (!outlet) throw new NotFound('Branch not found');
        const sameGroup = tx.owned(assets, ...ofKind(o.branchId, o.type), eq(assets.groupName, o.groupName));
        const [last] = await tx.db
          .select({ n: max(assets.number) })
          .from(assets)
          .where(sameGroup);
        const first = (last?.n ?? 0) + 1;
        await createAssets(tx.db, {
          businessId: tx.businessId,
          businessIdentifier: o.businessIdentifier,
          branchId: o.branchId,
          type: o.type,
          groupName: o.groupName,
          numbers: Array.from({ length: o.count }, (_, i) => first + i),
          publicUrl: o.publicUrl,
        });
        return tx.db
          .select()
          .from(assets)
          .where(tx.owned(assets, sameGroup, gte(assets.number, first)))
          .orderBy(asc(assets.number));
      });
    },

    /** An outlet's tables (or rooms), by group and number. */
    list: (branchId: string, type: AssetType) =>
      db
        .select()
        .from(assets)
        .where(scope.owned(assets, ...ofKind(branchId, type)))
        .orderBy(asc(assets.groupName), asc(assets.number)),

    /** The group names an outlet's tables (or rooms) use. */
    async groupNames(branchId: string, type: AssetType): Promise<string[]> {
      const rows = await db
        .selectDistinct({ groupName: assets.groupName })
        .from(assets)
        .where(scope.owned(assets, ...ofKind(branchId, type)))
        .orderBy(asc(assets.groupName));
      return rows.map((row) => row.groupName);
    },

    /** Removes a table or room with its QR picture; another business's is 404. */
    remove(assetId: string): Promise<AssetRow> {
      if (!isUuid(assetId)) return Promise.reject(new NotFound(ASSET_NOT_FOUND));
      return scope.transaction(async (tx) => {
        const [row] = await tx.db
          .delete(assets)
          .where(tx.owned(assets, eq(assets.id, assetId)))
          .returning();
        if (!row) throw new NotFound(ASSET_NOT_FOUND);
        // The QR picture belongs to this code alone.
        await tx.db.delete(images).where(tx.owned(images, eq(images.id, row.qrImageId)));
        return row;
      });
    },
  };
}
