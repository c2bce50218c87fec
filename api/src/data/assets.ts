import { asc, eq, gte, isNull, max } from 'drizzle-orm';
import { ASSET_GROUP_NOT_FOUND, ASSET_NOT_FOUND, assetGroupTakenMessage, type AssetType } from '@troo/shared/contract';
import { assets, branches, images } from '../db/schema.js';
import { drawAssetCodes, insertAssets, newAssetCodes } from '../domain/assets.js';
import { isUuid } from '../domain/businesses.js';
import { Conflict, NotFound } from '../errors.js';
import type { Scope } from './scope.js';

export type AssetRow = typeof assets.$inferSelect;

export const ASSETS_NUMBERED_MEANWHILE = 'Tables or rooms were being added to this group at the same time. Please try again.';

/** The scoped business's tables and rooms with their QR codes. */
export function assetRepository(scope: Scope) {
  const { db } = scope;
  const ofKind = (branchId: string, type: AssetType) => [eq(assets.branchId, branchId), eq(assets.type, type)];
  return {
    /**
     * Numbers `count` new tables or rooms after the group's last, each with its QR code; another
     * business's outlet is 404. The codes are drawn first, with no transaction open (drawing 100
     * takes seconds, and on the embedded database an open transaction holds every other request);
     * the short transaction then checks nobody numbered the same tables meanwhile, else draws again.
     */
    async create(o: {
      branchId: string;
      type: AssetType;
      groupName: string;
      count: number;
      businessIdentifier: string;
      publicUrl: string;
    }) {
      if (!isUuid(o.branchId)) throw new NotFound('Branch not found');
      const sameGroup = (s: Pick<Scope, 'owned'>) => s.owned(assets, ...ofKind(o.branchId, o.type), eq(assets.groupName, o.groupName));
      const lastNumber = async (tx: Pick<Scope, 'db' | 'owned'>) => {
        const [last] = await tx.db
          .select({ n: max(assets.number) })
          .from(assets)
          .where(sameGroup(tx));
        return last?.n ?? 0;
      };
      const outletOf = (tx: Pick<Scope, 'db' | 'owned'>) =>
        tx.db
          .select({ id: branches.id })
          .from(branches)
          .where(tx.owned(branches, eq(branches.id, o.branchId), isNull(branches.removedAt)));
      for (let attempt = 1; ; attempt++) {
        if ((await outletOf(scope)).length === 0) throw new NotFound('Branch not found');
        const first = (await lastNumber(scope)) + 1;
        const codes = newAssetCodes(Array.from({ length: o.count }, (_, i) => first + i));
        const pngs = await drawAssetCodes(o, codes);
        const stored = await scope.transaction(async (tx) => {
          // Lock the outlet's row so two requests at once do not number the same tables.
          if ((await outletOf(tx).for('no key update')).length === 0) throw new NotFound('Branch not found');
          if ((await lastNumber(tx)) + 1 !== first) return null; // numbered meanwhile: draw again
          await insertAssets(tx, o, codes, pngs);
          return tx.db
            .select()
            .from(assets)
            .where(tx.owned(assets, sameGroup(tx), gte(assets.number, first)))
            .orderBy(asc(assets.number));
        });
        if (stored) return stored;
        if (attempt === 3) throw new Conflict(ASSETS_NUMBERED_MEANWHILE);
      }
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

    /**
     * Renames an outlet's area (a group of its tables or rooms). Numbers and ids stay, so printed QR codes
     * keep working: checkout finds the table by the code's id and names it as the area is called now.
     * The outlet's row is locked, so a rename and new codes for the same area do not cross.
     */
    renameGroup(o: { branchId: string; type: AssetType; from: string; to: string }): Promise<AssetRow[]> {
      if (!isUuid(o.branchId)) return Promise.reject(new NotFound('Branch not found'));
      return scope.transaction(async (tx) => {
        const [outlet] = await tx.db
          .select({ id: branches.id })
          .from(branches)
          .where(tx.owned(branches, eq(branches.id, o.branchId), isNull(branches.removedAt)))
          .for('no key update');
        if (!outlet) throw new NotFound('Branch not found');
        const named = (name: string) => tx.owned(assets, ...ofKind(o.branchId, o.type), eq(assets.groupName, name));
        if (o.to !== o.from) {
          const [taken] = await tx.db.select({ id: assets.id }).from(assets).where(named(o.to)).limit(1);
          if (taken) throw new Conflict(assetGroupTakenMessage(o.to));
        }
        const renamed = await tx.db.update(assets).set({ groupName: o.to }).where(named(o.from)).returning();
        if (renamed.length === 0) throw new NotFound(ASSET_GROUP_NOT_FOUND);
        return renamed.sort((a, b) => a.number - b.number);
      });
    },

    /** A code's table or room as it is called now, for a diner who scanned it; another business's is 404. */
    async scanned(assetId: string): Promise<AssetRow> {
      if (!isUuid(assetId)) throw new NotFound(ASSET_NOT_FOUND);
      const [row] = await db
        .select()
        .from(assets)
        .where(scope.owned(assets, eq(assets.id, assetId)));
      if (!row) throw new NotFound(ASSET_NOT_FOUND);
      return row;
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
